import { Enrolment } from './enums.js';
import { sessionPhase } from './liveStatus.js';

/**
 * Live sessions (webinars and events, issue 18): the join window, the participant's state and
 * the next action, the feedback master lists, the e-ticket token found in scanned text and the
 * calendar file. Pure: every function takes `now`, so server (its clock) and renderer (the
 * server's time plus the offset) decide alike.
 */

/** The room opens this many minutes before the start and stays open until the end. */
export const JOIN_OPENS_BEFORE_MINUTES = 30;
/** Check-in at the venue opens earlier (the on-site queue); it closes at the end. */
export const CHECKIN_OPENS_BEFORE_MINUTES = 120;

export type SessionStateId = keyof typeof Enrolment;
export const SESSION_STATES = Object.keys(Enrolment) as SessionStateId[];
export const SESSION_ACTIONS = ['register', 'wait', 'join', 'eticket', 'feedback', 'certificate', 'recording', 'none'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

export interface SessionTimes {
  startAt: Date | string;
  endAt: Date | string;
}

const MINUTE = 60_000;
const ms = (value: Date | string) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/** The join window: from 30 minutes before the start to the end (exclusive). */
export function joinWindow(t: SessionTimes): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(ms(t.startAt) - JOIN_OPENS_BEFORE_MINUTES * MINUTE), closesAt: new Date(ms(t.endAt)) };
}

export function isInJoinWindow(t: SessionTimes, now: Date): boolean {
  const { opensAt, closesAt } = joinWindow(t);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/** When check-in at the venue opens (120 minutes before the start). */
export function checkInOpensAt(t: SessionTimes): Date {
  return new Date(ms(t.startAt) - CHECKIN_OPENS_BEFORE_MINUTES * MINUTE);
}

/** The session has started: feedback opens. */
export function hasStarted(t: SessionTimes, now: Date): boolean {
  return now.getTime() >= ms(t.startAt);
}

/** The session is over from its end instant on (the one time rule of liveStatus.ts, shared with the lists). */
export function hasEnded(t: SessionTimes, now: Date): boolean {
  return sessionPhase(ms(t.startAt), ms(t.endAt), now.getTime()) === 'ended';
}

export interface SessionFacts extends SessionTimes {
  enrolled: boolean;
  joinedAt: Date | string | null;
  attendedAt: Date | string | null;
  feedbackAt: Date | string | null;
  /** Webinars ask for feedback; events do not (the spec has no feedback call for events). */
  feedbackRequired: boolean;
}

/**
 * The participant's state (spec 4, Enrolment): not registered; registered; joined (through the
 * room or a check-in at the venue); the session over and feedback still owed; completed; or the
 * session over without the participant.
 */
export function liveSessionState(f: SessionFacts, now: Date): SessionStateId {
  if (!f.enrolled) return 'NOTENROLL';
  if (f.feedbackAt) return 'COMPLETED';
  const joined = (f.joinedAt ?? f.attendedAt) !== null;
  const ended = hasEnded(f, now);
  if (joined && ended) return f.feedbackRequired ? 'FEEDBACKREQUIRED' : 'COMPLETED';
  if (joined) return 'JOINED';
  if (ended) return 'NOTJOINED';
  return 'ENROLLED';
}

export interface ActionFacts extends SessionFacts {
  hasJoinLink: boolean;
  hasRecording: boolean;
  /** Held in person only (venue 2): the e-ticket, never a room. */
  isOffline: boolean;
  hasCertificate: boolean;
}

/** What the participant can do next, in the state given. */
export function nextSessionAction(state: SessionStateId, f: ActionFacts, now: Date): SessionAction {
  switch (state) {
    case 'NOTENROLL':
      return hasEnded(f, now) ? 'none' : 'register';
    case 'ENROLLED':
      if (f.isOffline) return 'eticket';
      return isInJoinWindow(f, now) ? 'join' : 'wait';
    case 'JOINED':
      if (f.feedbackRequired && hasStarted(f, now)) return 'feedback';
      if (isInJoinWindow(f, now) && f.hasJoinLink) return 'join';
      return f.hasCertificate ? 'certificate' : 'none';
    case 'FEEDBACKREQUIRED':
      return 'feedback';
    case 'COMPLETED':
      if (f.hasCertificate) return 'certificate';
      return f.hasRecording ? 'recording' : 'none';
    case 'NOTJOINED':
      return f.hasRecording ? 'recording' : 'none';
  }
}

export const FEEDBACK_RATING = { min: 1, max: 5 } as const;
export const FEEDBACK_TEXT_MAX = 2000;

export interface FeedbackMasterItem {
  readonly id: number;
  readonly name_id: string;
  readonly name_en: string;
}

/** "Where did you hear of us": the same choices as the seeded registration form. */
export const FEEDBACK_REFERRAL_SOURCES: readonly FeedbackMasterItem[] = [
  { id: 1, name_id: 'Instagram', name_en: 'Instagram' },
  { id: 2, name_id: 'TikTok', name_en: 'TikTok' },
  { id: 3, name_id: 'LinkedIn', name_en: 'LinkedIn' },
  { id: 4, name_id: 'Grup WhatsApp', name_en: 'WhatsApp group' },
  { id: 5, name_id: 'Email newsletter', name_en: 'Email newsletter' },
  { id: 6, name_id: 'Teman / kolega', name_en: 'Friend or colleague' },
  { id: 7, name_id: 'Situs atau aplikasi Belajar', name_en: 'The Belajar site or app' },
  { id: 8, name_id: 'Lainnya', name_en: 'Other' },
];

/** What the feedback is mostly about. */
export const FEEDBACK_CATEGORIES: readonly FeedbackMasterItem[] = [
  { id: 1, name_id: 'Materi', name_en: 'Content' },
  { id: 2, name_id: 'Pembicara', name_en: 'Speaker' },
  { id: 3, name_id: 'Teknis (audio, video, Zoom)', name_en: 'Technical (audio, video, Zoom)' },
  { id: 4, name_id: 'Penyelenggaraan', name_en: 'Organisation' },
  { id: 5, name_id: 'Lainnya', name_en: 'Other' },
];

/** Characters of an e-ticket token (ET1.<enrolment id>.<exp>.<base64url MAC>). */
export const ETICKET_TOKEN_PATTERN = '^ET1\\.[0-9]{1,10}\\.[0-9]{1,12}\\.[A-Za-z0-9_-]{16,64}$';
const TOKEN_RE = new RegExp(ETICKET_TOKEN_PATTERN);

/**
 * The e-ticket token in text a scanner or a paste gives: the token itself, or the `token`
 * parameter of a (absolute or relative) scan URL. Null when there is none.
 */
export function eticketTokenFromText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 2000) return null;
  if (TOKEN_RE.test(trimmed)) return trimmed;
  const q = trimmed.indexOf('?');
  if (q < 0) return null;
  const query = trimmed.slice(q + 1).split('#')[0] ?? '';
  for (const pair of query.split('&')) {
    const [name, value = ''] = pair.split('=');
    if (name !== 'token') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' ')).trim();
    } catch {
      return null;
    }
    return TOKEN_RE.test(decoded) ? decoded : null;
  }
  return null;
}

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  url: string;
  location: string | null;
  startAt: Date | string;
  endAt: Date | string;
  now: Date;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function icsEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261127T023000Z */
export function icsTime(value: Date | string): string {
  return new Date(ms(value))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), continuation lines start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One VEVENT calendar (UTC times, CRLF line ends). It carries no personal data and no join link. */
export function icsCalendar(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Belajar//Live sessions//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsEscape(e.uid)}`,
    `DTSTAMP:${icsTime(e.now)}`,
    `DTSTART:${icsTime(e.startAt)}`,
    `DTEND:${icsTime(e.endAt)}`,
    `SUMMARY:${icsEscape(e.title)}`,
    `DESCRIPTION:${icsEscape(e.description)}`,
    `URL:${e.url}`,
    ...(e.location ? [`LOCATION:${icsEscape(e.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
