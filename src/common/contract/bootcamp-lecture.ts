import Type, { type Static } from 'typebox';
import { ASSIGNMENT_UPLOAD_MAX_BYTES } from '../upload.js';
import { id, idOrSlug, int, strictObject, text } from '../schema/primitives.js';
import { CertificateSchema } from './certificates.js';
import { noQuery, nullable, pageSchema } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
/* A refused join answers 409 with data: SessionRefusal (contract/sessions.ts). */

/**
 * The bootcamp lecture (issue 21; spec 2 "Bootcamp detail and lecture", 4 lesson item types
 * ZOOM_MEETING 31 and BOOTCAMP_CERTIFICATE 30, 6 "bootcamp lecture" authenticated, 7 G
 * bootcamps/{id}/lecture) and the mentor's review of assignments. docs/decisions.md "Bootcamp lecture".
 *
 * Who may call: the lecture, joins, submissions and the certificate: a student enrolled in the
 * bootcamp (any price tier; another student 403, a guest 401). The mentor calls: an account whose
 * instructor is the bootcamp's instructor (others 403). Times are ISO instants; pages show them in
 * Asia/Jakarta.
 */

const tags = ['bootcamp-lecture'] as const;
const web = API_PREFIX.web;

export const SUBMISSION_STATUSES = ['submitted', 'accepted', 'changes_requested'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const REVIEW_DECISIONS = ['accepted', 'changes_requested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const ASSIGNMENT_KINDS = ['file', 'link'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
/** Longest mentor comment and link. */
export const REVIEW_COMMENT_MAX = 2000;
export const SUBMISSION_LINK_MAX = 2000;
export { ASSIGNMENT_UPLOAD_MAX_BYTES };

const lit = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));

/** A live session of the bootcamp: lesson item ZOOM_MEETING 31. Its Zoom link is never here: ask `join` inside the window. */
export const BootcampSessionSchema = Type.Object({
  id: Type.Integer(),
  /** Always 31 (ZOOM_MEETING). */
  itemType: Type.Literal(31),
  title: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  /** Counts for the certificate. */
  required: Type.Boolean(),
  /** upcoming (before the window), open (join window: src/common/sessions.ts), ended. */
  state: lit(['upcoming', 'open', 'ended'] as const),
  /** When the join window opens (30 minutes before the start). */
  joinOpensAt: Type.String(),
  attended: Type.Boolean(),
  /** After the session, when the mentor has put one up. */
  recordingUrl: nullable(Type.String()),
});
export type BootcampSession = Static<typeof BootcampSessionSchema>;

export const SubmissionReviewSchema = Type.Object({
  decision: lit(REVIEW_DECISIONS),
  comment: Type.String(),
  reviewerName: Type.String(),
  reviewedAt: Type.String(),
});

export const SubmissionSchema = Type.Object({
  id: Type.Integer(),
  status: lit(SUBMISSION_STATUSES),
  submittedAt: Type.String(),
  /** Submitted after the due date: kept, and marked. */
  late: Type.Boolean(),
  /** A file submission: its name as uploaded, size, and a signed URL (an hour) for the viewer. */
  file: nullable(Type.Object({ name: Type.String(), bytes: Type.Integer(), contentType: Type.String(), url: Type.String() })),
  link: nullable(Type.String()),
  /** The latest review of this submission; null while it waits. */
  review: nullable(SubmissionReviewSchema),
});
export type Submission = Static<typeof SubmissionSchema>;

export const AssignmentSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  instructions: Type.String(),
  dueAt: Type.String(),
  /** What the student hands in: a file (PDF, images, Office documents, zip; ASSIGNMENT_UPLOAD_MAX_BYTES) or a link. */
  kind: lit(ASSIGNMENT_KINDS),
  /** The caller's submission (the latest; a resubmission replaces it), or null. */
  submission: nullable(SubmissionSchema),
});
export type Assignment = Static<typeof AssignmentSchema>;

/** Lesson item BOOTCAMP_CERTIFICATE 30. */
export const BootcampCertificateItemSchema = Type.Object({
  itemType: Type.Literal(30),
  /** locked: conditions not met; unlocked: claim it with `certificate`; issued: `certificate` below. */
  state: lit(['locked', 'unlocked', 'issued'] as const),
  requiredSessions: Type.Object({ attended: Type.Integer(), total: Type.Integer() }),
  assignments: Type.Object({ accepted: Type.Integer(), total: Type.Integer() }),
  certificate: nullable(CertificateSchema),
});
export type BootcampCertificateItem = Static<typeof BootcampCertificateItemSchema>;

export const BootcampLectureSchema = Type.Object({
  bootcamp: Type.Object({
    id: Type.Integer(),
    url: Type.String(),
    title: Type.String(),
    imageUrl: nullable(Type.String()),
    /** The caller's price tier (bootcamp package), when enrolled through one. */
    packageName: nullable(Type.String()),
    mentor: Type.Object({ name: Type.String(), imageUrl: nullable(Type.String()) }),
  }),
  /** The server's time of this answer: pages count down from it, not from the device clock. */
  serverTime: Type.String(),
  /** Upcoming and open sessions first (soonest first), then ended ones (latest first). */
  sessions: Type.Array(BootcampSessionSchema),
  /** By due date. */
  assignments: Type.Array(AssignmentSchema),
  certificate: BootcampCertificateItemSchema,
});
export type BootcampLecture = Static<typeof BootcampLectureSchema>;

export const BootcampJoinSchema = Type.Object({
  zoomJoinUrl: Type.String(),
  /** True only for the call that recorded the attendance. */
  attendanceRecorded: Type.Boolean(),
  serverTime: Type.String(),
});
export type BootcampJoin = Static<typeof BootcampJoinSchema>;

export const SubmissionLinkBodySchema = strictObject({
  link: text(SUBMISSION_LINK_MAX, 8, { pattern: '^https?://[^\\s]+$', description: 'An http(s) address' }),
});
export type SubmissionLinkBody = Static<typeof SubmissionLinkBodySchema>;

/** One submission in the mentor's queue. */
export const MentorSubmissionSchema = Type.Object({
  id: Type.Integer(),
  bootcamp: Type.Object({ id: Type.Integer(), url: Type.String(), title: Type.String() }),
  assignment: Type.Object({ id: Type.Integer(), title: Type.String(), dueAt: Type.String() }),
  /** The student's name in full: the mentor teaches them. */
  studentName: Type.String(),
  submission: SubmissionSchema,
});
export type MentorSubmission = Static<typeof MentorSubmissionSchema>;

export const MentorQueueQuerySchema = strictObject({
  /** submitted (waiting, the default), reviewed (accepted or changes requested), all. */
  status: Type.Optional(lit(['submitted', 'reviewed', 'all'] as const)),
  page: Type.Optional(int(1, 100_000, { default: 1 })),
  pageSize: Type.Optional(int(1, 50, { default: 20 })),
});
export type MentorQueueQuery = Static<typeof MentorQueueQuerySchema>;

export const ReviewBodySchema = strictObject({
  decision: lit(REVIEW_DECISIONS),
  /** Required (1..2000) when changes are requested; optional praise when accepted. */
  comment: Type.Optional(text(REVIEW_COMMENT_MAX)),
});
export type ReviewBody = Static<typeof ReviewBodySchema>;

const bootcampParam = strictObject({ id: idOrSlug({ description: 'Bootcamp content id or url' }) });

export const bootcampLecture = {
  lecture: endpoint({
    method: 'GET',
    path: `${web}/bootcamps/:id/lecture`,
    auth: 'authenticated',
    tags,
    summary:
      'The bootcamp lecture of an enrolled student: sessions (ZOOM_MEETING 31), recordings, assignments with the caller’s submission and feedback, the certificate item (BOOTCAMP_CERTIFICATE 30)',
    params: bootcampParam,
    query: noQuery,
    result: BootcampLectureSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: `${web}/bootcamps/:id/sessions/:sessionId/join`,
    auth: 'authenticated',
    tags,
    summary: 'The Zoom link of a bootcamp session, inside its join window only (409 with data.reason notOpenYet or ended otherwise); records attendance once',
    params: strictObject({ id: idOrSlug(), sessionId: id() }),
    result: BootcampJoinSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${web}/bootcamps/:id/assignments/:assignmentId/submission`,
    auth: 'authenticated',
    tags,
    summary: `Hand in an assignment: multipart/form-data with one file (PDF, image, Office document or zip by content, at most ${ASSIGNMENT_UPLOAD_MAX_BYTES} bytes) for a file assignment, or JSON { link } for a link one. Replaces an earlier submission; after the due date it is marked late`,
    params: strictObject({ id: idOrSlug(), assignmentId: id() }),
    consumes: ['multipart/form-data', 'application/json'],
    result: SubmissionSchema,
  }),
  certificate: endpoint({
    method: 'POST',
    path: `${web}/bootcamps/:id/certificate`,
    auth: 'authenticated',
    tags,
    summary: 'Claim the bootcamp certificate once every required session is attended and every assignment accepted (409 while locked); issued exactly once',
    params: bootcampParam,
    result: CertificateSchema,
  }),
  mentorQueue: endpoint({
    method: 'GET',
    path: `${web}/mentor/submissions`,
    auth: 'authenticated',
    tags,
    summary: 'Submissions to the bootcamps the signed-in instructor teaches, oldest waiting first (403 for an account that teaches none)',
    query: MentorQueueQuerySchema,
    result: pageSchema(MentorSubmissionSchema),
  }),
  review: endpoint({
    method: 'POST',
    path: `${web}/mentor/submissions/:id/review`,
    auth: 'authenticated',
    tags,
    summary: 'Review a submission: accepted, or changes requested with a comment; the student is notified',
    params: strictObject({ id: id() }),
    body: ReviewBodySchema,
    result: SubmissionSchema,
  }),
};
