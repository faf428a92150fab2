import Type, { type Static } from 'typebox';
import { id, strictObject, text } from '../schema/primitives.js';
import { accountFields, orNull } from './auth.js';
import { contentParams, nullable } from './catalogue.js';
import { CertificateRefSchema } from './certificates.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Free enrolment (spec 7): a free content, a webinar (free, or with its magic code), a free
 * bootcamp's participant form; and the Danacita button's clicks. Paid content through these calls
 * is a 400 (it is bought through the cart). Enrolling again changes nothing and answers the same
 * enrolment (`newlyEnrolled` false).
 */

const web = API_PREFIX.web;

/** How a student came to own a content. */
export const ENROLMENT_SOURCES = ['purchase', 'free', 'magic-code', 'bootcamp-participant', 'prakerja'] as const;
export type EnrolmentSourceName = (typeof ENROLMENT_SOURCES)[number];

export const EnrolmentSchema = Type.Object({
  contentId: Type.Integer(),
  /** Always ENROLLED (spec 4 enrolment states; the later ones belong to learning). */
  status: Type.Literal('ENROLLED'),
  source: Type.Unsafe<EnrolmentSourceName>(Type.String()),
  /** When the student first owned it (the same on every repeat). */
  enrolledAt: Type.String(),
  /** True only for the call that enrolled; a repeat (or a concurrent twin) answers false. */
  newlyEnrolled: Type.Boolean(),
  /** The content and its parts (a package's courses, a bootcamp's bundled courses). */
  contentIds: Type.Array(Type.Integer()),
});
export type Enrolment = Static<typeof EnrolmentSchema>;

/** The participant form of a bootcamp; the client sends its form plus `type: 2`. */
export const BootcampParticipantBodySchema = strictObject({
  type: Type.Literal(2),
  fullName: accountFields.fullName,
  email: accountFields.email,
  phoneNumber: accountFields.phone,
  /** The price tier chosen (it must be free). */
  packageId: Type.Optional(orNull(id())),
  city: Type.Optional(orNull(text(100))),
  occupation: Type.Optional(orNull(text(100))),
});
export type BootcampParticipantBody = Static<typeof BootcampParticipantBodySchema>;

/**
 * What a signed-in student has of one content (issue 11, the product pages' buy box): owned
 * (enrolled, also through a package or bootcamp), wishlisted, in the cart, and the pending order
 * that holds it (null when none). decisions.md "My state of a content".
 */
export const MyContentStateSchema = Type.Object({
  contentId: Type.Integer(),
  owned: Type.Boolean(),
  wishlisted: Type.Boolean(),
  inCart: Type.Boolean(),
  pendingOrderId: nullable(Type.Integer()),
  /** An owned course whose every lesson is finished (the lecture's own count; false for other content). */
  completed: Type.Boolean(),
  /** The student's certificate of it, once issued (null otherwise). */
  certificate: nullable(CertificateRefSchema),
});
export type MyContentState = Static<typeof MyContentStateSchema>;

export const BootcampParticipantSchema = Type.Object({ ...EnrolmentSchema.properties, participantId: Type.Integer() });
export type BootcampParticipant = Static<typeof BootcampParticipantSchema>;

/** Danacita button clicks per address (a guest may click too). */
export const DANACITA_CLICK_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;

export const enrolments = {
  enrollFreeContent: endpoint({
    method: 'POST',
    path: `${web}/enrollments/enroll-free-content`,
    auth: 'authenticated',
    tags: ['enrolments'],
    summary: 'Enrols the student in a free content (and its parts); paid content is a 400',
    body: strictObject({ contentId: id() }),
    result: EnrolmentSchema,
  }),
  enrollFreeWebinar: endpoint({
    method: 'POST',
    path: `${web}/webinars/:url/enroll-free-webinar`,
    auth: 'authenticated',
    tags: ['enrolments', 'webinars'],
    summary: 'Enrols the student in a webinar: a free one with no code, any one with its magic code; a wrong code or a paid webinar without one is a 400',
    params: contentParams.url,
    body: strictObject({ magicCode: Type.Optional(orNull(text(64))) }),
    result: EnrolmentSchema,
  }),
  bootcampParticipants: endpoint({
    method: 'POST',
    path: `${web}/bootcamps/:id/participants`,
    auth: 'authenticated',
    tags: ['enrolments', 'bootcamps'],
    summary: 'The participant form of a free bootcamp (type 2): records it and enrols the student; a paid bootcamp or tier is a 400',
    params: contentParams.idOrUrl,
    body: BootcampParticipantBodySchema,
    result: BootcampParticipantSchema,
  }),
  myState: endpoint({
    method: 'GET',
    path: `${web}/enrollments/contents/:id/my-state`,
    auth: 'authenticated',
    tags: ['enrolments'],
    summary: "The signed-in student's state of a content: owned, wishlisted, in the cart, pending order; an unknown or unpublished content is a 404",
    params: strictObject({ id: id() }),
    result: MyContentStateSchema,
  }),
  danacitaClick: endpoint({
    method: 'POST',
    path: `${web}/forms/danacita-content-onclick`,
    auth: 'both',
    tags: ['enrolments'],
    summary: `Records a click on a content's Danacita (study loan) button; at most ${DANACITA_CLICK_RATE_LIMIT.max} per address in ${DANACITA_CLICK_RATE_LIMIT.windowSeconds} s`,
    body: strictObject({ contentId: id(), packageId: Type.Optional(orNull(id())) }),
    result: Type.Object({ recorded: Type.Boolean() }),
  }),
};
