import Type, { type Static } from 'typebox';
import type { ContentTypeId, VenueTypeId } from '../enums.js';
import { id, int, strictObject, text } from '../schema/primitives.js';
import type { SessionAction, SessionStateId } from '../sessions.js';
import { contentParams, noQuery, nullable } from './catalogue.js';
import { deviceId } from './donations.js';
import { API_PREFIX, endpoint, CLIENT } from './endpoint.js';

/**
 * Live sessions (issue 18): what a participant of a webinar (content type 3) or event (37) can
 * do and when. The participant's state and next action (G sessions/{id}/my-session, ours), the
 * join (U webinars/{url}/join, spec 7), feedback and its master lists, the e-ticket (its PNG,
 * the staff's scan and check-in), the calendar file and the event's Zoom link. Times come from
 * the server's clock (`serverTime`), so the renderer never decides a window from its own clock.
 *
 * Refusals (409/403/400) carry `data` of SessionRefusalSchema, its `reason` one of
 * SESSION_REFUSAL_REASONS.
 */

const tags = ['sessions'] as const;
const web = API_PREFIX.web;

export const SessionStateSchema = Type.Unsafe<SessionStateId>(Type.String({ description: 'NOTENROLL, ENROLLED, JOINED, FEEDBACKREQUIRED, COMPLETED or NOTJOINED' }));
export const SessionActionSchema = Type.Unsafe<SessionAction>(Type.String({ description: 'register, wait, join, eticket, feedback, certificate, recording or none' }));

const SessionCertificateSchema = Type.Object({ number: Type.String(), verificationPath: Type.String() });

export const MySessionSchema = Type.Object({
  contentId: Type.Integer(),
  contentType: Type.Unsafe<ContentTypeId>(Type.Integer()),
  url: Type.String(),
  title: Type.String(),
  /** The server's clock (ISO) when the answer was made: the renderer's offset. */
  serverTime: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  /** When the room opens (the start minus 30 minutes). */
  opensAt: Type.String(),
  venueType: Type.Unsafe<VenueTypeId>(Type.Integer()),
  isOfflineEvent: Type.Boolean(),
  isCertificate: Type.Boolean(),
  feedbackRequired: Type.Boolean(),
  enrolled: Type.Boolean(),
  state: SessionStateSchema,
  nextAction: SessionActionSchema,
  joinedAt: nullable(Type.String()),
  attendedAt: nullable(Type.String()),
  feedbackAt: nullable(Type.String()),
  hasJoinLink: Type.Boolean(),
  hasRecording: Type.Boolean(),
  /** The participant's e-ticket (venue 2 or 3, enrolled); null otherwise. */
  ticket: nullable(
    Type.Object({
      token: Type.String(),
      /** Absolute URL …/webinars/scan/event?token=…, the QR code's text. */
      qrText: Type.String(),
      /** Site path of the PNG (G sessions/{id}/eticket). */
      pngPath: Type.String(),
    }),
  ),
  certificate: nullable(SessionCertificateSchema),
});
export type MySession = Static<typeof MySessionSchema>;

/** One session in "my classes" (issue 18, package B). */
export const MySessionSummarySchema = Type.Object({
  state: SessionStateSchema,
  nextAction: SessionActionSchema,
  startAt: Type.String(),
  endAt: Type.String(),
  opensAt: Type.String(),
  certificateNumber: nullable(Type.String()),
});
export type MySessionSummary = Static<typeof MySessionSummarySchema>;

export const SessionJoinBodySchema = strictObject({ deviceId });
export type SessionJoinBody = Static<typeof SessionJoinBodySchema>;

export const WebinarJoinSchema = Type.Object({
  kind: Type.Unsafe<'live' | 'recording'>(Type.String()),
  url: Type.String(),
  state: SessionStateSchema,
  joinedAt: nullable(Type.String()),
  serverTime: Type.String(),
});
export type WebinarJoin = Static<typeof WebinarJoinSchema>;

export const FeedbackMasterItemSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type FeedbackMasterItemView = Static<typeof FeedbackMasterItemSchema>;

export const WebinarFeedbackBodySchema = strictObject({
  rating: int(1, 5, { description: 'Stars, 1..5' }),
  text: text(2000, 0),
  referralSourceId: int(1, 99),
  categoryId: int(1, 99),
});
export type WebinarFeedbackBody = Static<typeof WebinarFeedbackBodySchema>;

export const WebinarFeedbackSchema = Type.Object({
  createdAt: Type.String(),
  state: SessionStateSchema,
  certificate: nullable(SessionCertificateSchema),
});
export type WebinarFeedback = Static<typeof WebinarFeedbackSchema>;

export const EticketScanSchema = Type.Object({
  /** The holder's name, masked (spec 5). */
  holderName: Type.String(),
  contentId: Type.Integer(),
  contentType: Type.Unsafe<ContentTypeId>(Type.Integer()),
  url: Type.String(),
  title: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  venueType: Type.Unsafe<VenueTypeId>(Type.Integer()),
  location: nullable(Type.String()),
  /** The first check-in, or null. */
  checkedInAt: nullable(Type.String()),
  serverTime: Type.String(),
});
export type EticketScan = Static<typeof EticketScanSchema>;

const eticketToken = text(200, 1, { description: 'The e-ticket token (ET1.…)' });

export const EticketAttendanceBodySchema = strictObject({ token: eticketToken, contentId: id({ description: 'The session the staff checks in for' }) });
export type EticketAttendanceBody = Static<typeof EticketAttendanceBodySchema>;

export const EticketAttendanceSchema = Type.Object({
  alreadyCheckedIn: Type.Boolean(),
  checkedInAt: Type.String(),
  holderName: Type.String(),
  contentId: Type.Integer(),
  title: Type.String(),
});
export type EticketAttendance = Static<typeof EticketAttendanceSchema>;

export const StaffSessionSchema = Type.Object({
  contentId: Type.Integer(),
  contentType: Type.Unsafe<ContentTypeId>(Type.Integer()),
  url: Type.String(),
  title: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  venueType: Type.Unsafe<VenueTypeId>(Type.Integer()),
  enrolled: Type.Integer(),
  checkedIn: Type.Integer(),
});
export type StaffSession = Static<typeof StaffSessionSchema>;

export const ZoomJoinSchema = Type.Object({
  zoomJoinUrl: Type.String(),
  /** True only for the call that recorded the attendance. */
  attendanceRecorded: Type.Boolean(),
  state: SessionStateSchema,
  serverTime: Type.String(),
});
export type ZoomJoin = Static<typeof ZoomJoinSchema>;

export const SESSION_REFUSAL_REASONS = [
  'notOpenYet',
  'ended',
  'noRecording',
  'noLink',
  'offline',
  'notJoined',
  'notStarted',
  'alreadyGiven',
  'otherSession',
  'forged',
  'expired',
  'ownTicket',
  'notInScope',
] as const;
export type SessionRefusalReason = (typeof SESSION_REFUSAL_REASONS)[number];

/** The error body's `data` of a refused session call. */
export const SessionRefusalSchema = Type.Object({
  reason: Type.Unsafe<SessionRefusalReason>(Type.String()),
  opensAt: Type.Optional(Type.String()),
  startsAt: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});
export type SessionRefusal = Static<typeof SessionRefusalSchema>;

const sessionId = strictObject({ id: id({ description: 'Content id of a webinar (3) or event (37)' }) });

export const sessions = {
  mySession: endpoint({
    method: 'GET',
    path: `${web}/sessions/:id/my-session`,
    auth: 'both',
    tags,
    summary: "The caller's state in a webinar or event, its next action and the server time (a guest gets NOTENROLL)",
    params: sessionId,
    query: noQuery,
    result: MySessionSchema,
  }),
  join: endpoint({
    method: 'PUT',
    path: `${web}/webinars/:url/join`,
    auth: 'authenticated',
    tags,
    summary: 'Join a webinar: the room link in the join window (30 minutes before the start to the end), the recording after it',
    params: contentParams.url,
    query: noQuery,
    body: SessionJoinBodySchema,
    result: WebinarJoinSchema,
  }),
  referralSources: endpoint({
    method: 'GET',
    path: `${web}/webinars/feedback-master-referral-sources`,
    auth: 'both',
    tags,
    summary: 'Choices of "where did you hear of us" for webinar feedback, in the request language',
    query: noQuery,
    result: Type.Array(FeedbackMasterItemSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: `${web}/webinars/feedback-master-categories`,
    auth: 'both',
    tags,
    summary: 'Categories of webinar feedback, in the request language',
    query: noQuery,
    result: Type.Array(FeedbackMasterItemSchema),
  }),
  feedback: endpoint({
    method: 'POST',
    path: `${web}/webinars/:url/feedback`,
    auth: 'authenticated',
    tags,
    summary: 'Send feedback on a webinar once (from its start, after joining); issues the certificate',
    params: contentParams.url,
    query: noQuery,
    body: WebinarFeedbackBodySchema,
    result: WebinarFeedbackSchema,
  }),
  scan: endpoint({
    method: 'GET',
    path: `${web}/webinars/scan/event`,
    auth: 'staff',
    tags,
    summary: 'Staff: read an e-ticket (masked holder name, session, first check-in); changes nothing',
    query: strictObject({ token: eticketToken, contentId: Type.Optional(id({ description: 'The session being scanned for' })) }),
    result: EticketScanSchema,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: `${web}/eticket/attendances`,
    auth: 'staff',
    tags,
    summary: 'Staff: check an e-ticket in once; a replay answers the first check-in time',
    query: noQuery,
    body: EticketAttendanceBodySchema,
    result: EticketAttendanceSchema,
  }),
  staffSessions: endpoint({
    method: 'GET',
    path: `${web}/eticket/my-sessions`,
    auth: 'staff',
    tags,
    summary: 'Staff: the sessions this account may check in for (not ended more than a day ago)',
    query: noQuery,
    result: Type.Array(StaffSessionSchema),
  }),
  ticketPng: endpoint({
    method: 'GET',
    path: `${web}/sessions/:id/eticket`,
    auth: 'authenticated',
    tags,
    summary: "The signed-in participant's e-ticket QR code (image/png attachment)",
    params: sessionId,
    query: noQuery,
  }),
  calendar: endpoint({
    method: 'GET',
    path: `${web}/sessions/:id/calendar`,
    auth: 'none',
    tags,
    summary: 'The session as an iCalendar file (text/calendar); no personal data, no join link',
    params: sessionId,
    query: noQuery,
  }),
  zoomJoinUrl: endpoint({
    client: CLIENT.eventCall,
    method: 'GET',
    path: `${web}/event-application/sessions/:id/zoom-join-url`,
    auth: 'authenticated',
    tags,
    summary: "An event's Zoom link in the join window; the first call records an online participant's attendance",
    params: strictObject({ id: id({ description: 'Content id of the event (one session per event)' }) }),
    query: noQuery,
    result: ZoomJoinSchema,
  }),
};
