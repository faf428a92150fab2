import Type, { type Static } from 'typebox';
import { CLASS_TYPES, type ClassKindId, type ClassTypeId } from '../classes.js';
import type { ClassProgressId, LessonItemTypeId, LessonProgressId } from '../lecture.js';
import { id, int, slug, strictObject, text } from '../schema/primitives.js';
import { nullable, pageSchema } from './catalogue.js';
import { CertificateRefSchema } from './certificates.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { MySessionSummarySchema } from './sessions.js';

/**
 * The lecture (issue 12, spec 2 "lecture player", 7 "courses … lecture"; docs/decisions.md "Learning:
 * the lecture"). The spec's calls (summary, chapters, materials/{id}, on-button-next-click) answer
 * enrolled students only (guest 401, not enrolled 403 with a message). The calls the spec does not
 * list live under /web/v2/lecture/: positions (watched time), visits, notes, my classes, continue,
 * previews, and the signed media (video with Range, captions) whose URL is the credential.
 */

const tags = ['lecture'] as const;
const web = API_PREFIX.web;

const intOf = <T extends number>() => Type.Unsafe<T>(Type.Integer());
const stringOf = <T extends string>() => Type.Unsafe<T>(Type.String());

/** Longest note. */
export const NOTE_MAX = 2000;
/** Longest video second a client may name (a day; every lesson is far shorter). */
export const SECOND_MAX = 86_400;
/** Most watched seconds one position report may claim (the player reports every 5 s; a throttled tab later). */
export const WATCHED_DELTA_MAX = 600;

export const CLASS_STATES = ['NOTSTARTED', 'ONGOING', 'FINISHED'] as const;

export const CaptionTrackSchema = Type.Object({ lang: stringOf<'id' | 'en'>(), label: Type.String(), src: Type.String() });
export const VideoSourceSchema = Type.Object({
  /** Signed, expiring URL of the file (Range requests). */
  src: Type.String(),
  mime: Type.String(),
  captions: Type.Array(CaptionTrackSchema),
  /** ISO instant the URLs stop working. */
  expiresAt: Type.String(),
});
export type VideoSource = Static<typeof VideoSourceSchema>;

export const MaterialProgressSchema = Type.Object({
  materialId: Type.Integer(),
  status: intOf<LessonProgressId>(),
  furthestSecond: Type.Number(),
  positionSecond: Type.Number(),
  watchedSeconds: Type.Number(),
  /** Seconds really watched a video needs to be FINISHED (0 for other lessons). */
  secondsToFinish: Type.Integer(),
});
export type MaterialProgress = Static<typeof MaterialProgressSchema>;

export const MaterialItemSchema = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  itemType: intOf<LessonItemTypeId>(),
  title: Type.String(),
  durationSeconds: Type.Integer(),
  isPreview: Type.Boolean(),
  status: intOf<LessonProgressId>(),
  /** Sequential course: a lesson before it is not FINISHED yet. */
  locked: Type.Boolean(),
  positionSecond: Type.Number(),
});
export type MaterialItem = Static<typeof MaterialItemSchema>;

export const ChapterSchema = Type.Object({ id: Type.Integer(), position: Type.Integer(), title: Type.String(), materials: Type.Array(MaterialItemSchema) });
export type Chapter = Static<typeof ChapterSchema>;

export const LectureSummarySchema = Type.Object({
  contentId: Type.Integer(),
  url: Type.String(),
  contentType: Type.Integer(),
  title: Type.String(),
  imageUrl: nullable(Type.String()),
  instructorName: nullable(Type.String()),
  sequential: Type.Boolean(),
  totalMaterials: Type.Integer(),
  finishedMaterials: Type.Integer(),
  progressPercent: Type.Integer(),
  classProgress: stringOf<ClassProgressId>(),
  /** The lesson to open: the last one touched if unfinished, else the first unfinished, else the first. */
  continueMaterialId: nullable(Type.Integer()),
  totalDurationSeconds: Type.Integer(),
  /**
   * The course's certificate once issued (every lesson finished, every quiz and the final exam
   * passed: certificates/issue.ts); null before, and null for a moment if it is still being made.
   */
  certificate: nullable(CertificateRefSchema),
});
export type LectureSummary = Static<typeof LectureSummarySchema>;

export const MaterialDetailSchema = Type.Object({
  id: Type.Integer(),
  contentId: Type.Integer(),
  chapterId: Type.Integer(),
  chapterTitle: Type.String(),
  itemType: intOf<LessonItemTypeId>(),
  title: Type.String(),
  durationSeconds: Type.Integer(),
  isPreview: Type.Boolean(),
  /** Reading text (TEXT) or a note beside a link (EXTERNAL_URL). */
  body: nullable(Type.String()),
  externalUrl: nullable(Type.String()),
  video: nullable(VideoSourceSchema),
  progress: MaterialProgressSchema,
  prevMaterialId: nullable(Type.Integer()),
  nextMaterialId: nullable(Type.Integer()),
});
export type MaterialDetail = Static<typeof MaterialDetailSchema>;

export const NextClickSchema = Type.Object({
  /** The lesson after this one, or null at the end of the course. */
  nextMaterialId: nullable(Type.Integer()),
  /** Whether it may be opened now (a sequential course: this one must be FINISHED first). */
  nextUnlocked: Type.Boolean(),
  /** This lesson's progress: "next" never finishes a video. */
  progress: MaterialProgressSchema,
});
export type NextClick = Static<typeof NextClickSchema>;

export const PositionBodySchema = strictObject({
  /** Where the player is now (the second to resume at). */
  positionSecond: Type.Number({ minimum: 0, maximum: SECOND_MAX }),
  /** Seconds of video played since the previous report (bounded by the server by the wall-clock time since it). */
  watchedSeconds: Type.Number({ minimum: 0, maximum: WATCHED_DELTA_MAX }),
  /**
   * Only reports the desktop app recorded offline and replays later (issue 22): when it was
   * recorded (ISO). A report not later than the lesson's latest replayed one is credited nothing.
   */
  recordedAt: Type.Optional(Type.String({ minLength: 20, maxLength: 40 })),
});
export type PositionBody = Static<typeof PositionBodySchema>;

export const NoteSchema = Type.Object({
  id: Type.Integer(),
  contentId: Type.Integer(),
  materialId: Type.Integer(),
  materialTitle: Type.String(),
  /** False on a lesson without a video (notesAreTimed): the note has no time to show. */
  timed: Type.Boolean(),
  second: Type.Number(),
  body: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Note = Static<typeof NoteSchema>;

export const NoteCreateSchema = strictObject({ materialId: id(), second: Type.Number({ minimum: 0, maximum: SECOND_MAX }), body: text(NOTE_MAX, 1) });
export const NoteUpdateSchema = strictObject({ body: text(NOTE_MAX, 1), second: Type.Optional(Type.Number({ minimum: 0, maximum: SECOND_MAX })) });

export const ClassItemSchema = Type.Object({
  contentId: Type.Integer(),
  url: Type.String(),
  contentType: Type.Integer(),
  title: Type.String(),
  imageUrl: nullable(Type.String()),
  instructorName: nullable(Type.String()),
  totalMaterials: Type.Integer(),
  finishedMaterials: Type.Integer(),
  progressPercent: Type.Integer(),
  classProgress: stringOf<ClassProgressId>(),
  /** The lesson "continue" opens, and when the student last learnt here (null: never). */
  continueMaterialId: nullable(Type.Integer()),
  lastLearnedAt: nullable(Type.String()),
  enrolledAt: Type.String(),
  /** The card it gets (issue 18): course, session (webinar, event), bundle (package, learning path), bootcamp, microlearning. */
  kind: stringOf<ClassKindId>(),
  /** The `type` filter it falls under. */
  classType: stringOf<ClassTypeId>(),
  /** The right place to learn it (src/common/classes.ts startLearningPath). */
  href: Type.String(),
  /** The schedule of a session or bootcamp (null: none). */
  startAt: nullable(Type.String()),
  endAt: nullable(Type.String()),
  /** A webinar's or event's live-session state and next action (null for other kinds). */
  session: nullable(MySessionSummarySchema),
  /** The student's certificate of it (a completed course; a session's is also in `session`); null when none was issued. */
  certificate: nullable(CertificateRefSchema),
  /** The courses of a bundle or bootcamp the student owns, with their progress ([] for other kinds). */
  courses: Type.Array(
    Type.Object({
      contentId: Type.Integer(),
      url: Type.String(),
      title: Type.String(),
      progressPercent: Type.Integer(),
      classProgress: stringOf<ClassProgressId>(),
      href: Type.String(),
    }),
  ),
});
export type ClassItem = Static<typeof ClassItemSchema>;

export const ClassTypeCountsSchema = Type.Object({
  ALL: Type.Integer(),
  course: Type.Integer(),
  webinar: Type.Integer(),
  event: Type.Integer(),
  package: Type.Integer(),
  'learning-path': Type.Integer(),
  bootcamp: Type.Integer(),
  microlearning: Type.Integer(),
});
export type ClassTypeCounts = Static<typeof ClassTypeCountsSchema>;

export const MyClassesSchema = Type.Object({
  ...pageSchema(ClassItemSchema).properties,
  /** How many classes are in each state, within the type filter (the state chips). */
  counts: Type.Object({ ALL: Type.Integer(), NOTSTARTED: Type.Integer(), ONGOING: Type.Integer(), FINISHED: Type.Integer() }),
  /** How many classes are of each type, within the state filter (the type chips). */
  typeCounts: ClassTypeCountsSchema,
  /** The server's clock when it answered: session countdowns run from it, not from the device's clock. */
  serverTime: Type.String(),
});
export type MyClasses = Static<typeof MyClassesSchema>;

export const ContinueSchema = nullable(
  Type.Object({
    contentId: Type.Integer(),
    url: Type.String(),
    title: Type.String(),
    imageUrl: nullable(Type.String()),
    materialId: Type.Integer(),
    materialTitle: Type.String(),
    itemType: intOf<LessonItemTypeId>(),
    positionSecond: Type.Number(),
    durationSeconds: Type.Integer(),
    progressPercent: Type.Integer(),
  }),
);
export type ContinueLearning = Static<typeof ContinueSchema>;

export const PreviewSchema = Type.Object({
  materialId: Type.Integer(),
  title: Type.String(),
  chapterTitle: Type.String(),
  durationSeconds: Type.Integer(),
  video: VideoSourceSchema,
});
export type Preview = Static<typeof PreviewSchema>;

/** What a signed media URL carries: the student it was made for (0: a preview for anyone), its expiry (unix seconds) and the HMAC. */
export const SignedMediaQuery = strictObject({
  s: int(0, 2_147_483_647),
  e: int(0, 2_147_483_647),
  sig: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 }),
});

const courseUrl = strictObject({ url: slug() });
const courseMaterial = strictObject({ url: slug(), id: id() });
const materialId = strictObject({ id: id() });
const noQuery = strictObject({});

export const lecture = {
  summary: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/summary`,
    auth: 'authenticated',
    tags,
    summary: "The course's lecture header for the enrolled student: progress, class state, the lesson to continue",
    params: courseUrl,
    query: noQuery,
    result: LectureSummarySchema,
  }),
  chapters: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/chapters`,
    auth: 'authenticated',
    tags,
    summary: "The course's chapters and lessons with the student's progress and locks",
    params: courseUrl,
    query: noQuery,
    result: Type.Array(ChapterSchema),
  }),
  material: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/materials/:id`,
    auth: 'authenticated',
    tags,
    summary: 'One lesson: its text, link or signed video and captions, and the position to resume at. Opening starts it (ONGOING); a reading finishes on open',
    params: courseMaterial,
    query: noQuery,
    result: MaterialDetailSchema,
  }),
  nextClick: endpoint({
    method: 'PUT',
    path: `${web}/courses/by-url/:url/lecture/materials/:id/on-button-next-click`,
    auth: 'authenticated',
    tags,
    summary: 'The "next" button: names the lesson after this one and whether it is open. It never finishes a video',
    params: courseMaterial,
    result: NextClickSchema,
  }),
  position: endpoint({
    method: 'PUT',
    path: `${web}/lecture/materials/:id/position`,
    auth: 'authenticated',
    tags,
    summary: "The player's report: the second to resume at and the seconds played since the last report (bounded by the time really elapsed); FINISHED once 90% is really watched",
    params: materialId,
    body: PositionBodySchema,
    result: MaterialProgressSchema,
  }),
  visit: endpoint({
    method: 'PUT',
    path: `${web}/lecture/materials/:id/visit`,
    auth: 'authenticated',
    tags,
    summary: 'The student opened the link of an EXTERNAL_URL lesson (or read a TEXT one): it is FINISHED',
    params: materialId,
    result: MaterialProgressSchema,
  }),
  notes: endpoint({
    method: 'GET',
    path: `${web}/lecture/courses/:url/notes`,
    auth: 'authenticated',
    tags,
    summary: "The student's own notes in a course, by lesson and second",
    params: courseUrl,
    query: noQuery,
    result: Type.Array(NoteSchema),
  }),
  addNote: endpoint({
    method: 'POST',
    path: `${web}/lecture/notes`,
    auth: 'authenticated',
    tags,
    summary: 'A private note at a second of a lesson of a course the student is enrolled in',
    body: NoteCreateSchema,
    result: NoteSchema,
    status: 201,
  }),
  editNote: endpoint({
    method: 'PUT',
    path: `${web}/lecture/notes/:id`,
    auth: 'authenticated',
    tags,
    summary: "Changes one of the student's notes (another student's: 404)",
    params: materialId,
    body: NoteUpdateSchema,
    result: NoteSchema,
  }),
  deleteNote: endpoint({
    method: 'DELETE',
    path: `${web}/lecture/notes/:id`,
    auth: 'authenticated',
    tags,
    summary: "Deletes one of the student's notes (another student's: 404)",
    params: materialId,
    result: Type.Object({ id: Type.Integer() }),
  }),
  myClasses: endpoint({
    method: 'GET',
    path: `${web}/lecture/my-classes`,
    auth: 'authenticated',
    tags,
    summary:
      'My classes (classqu): every product the student owns (courses, webinars and events with their session state, packages and learning paths with their courses, bootcamps, microlearning), optionally of one class state and one type, last learnt first',
    query: strictObject({
      state: Type.Optional(Type.Union([Type.Literal('NOTSTARTED'), Type.Literal('ONGOING'), Type.Literal('FINISHED')])),
      type: Type.Optional(Type.Unsafe<ClassTypeId>(Type.String({ enum: [...CLASS_TYPES] }))),
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
    }),
    result: MyClassesSchema,
  }),
  continue: endpoint({
    method: 'GET',
    path: `${web}/lecture/continue`,
    auth: 'authenticated',
    tags,
    summary: 'Continue where you left off: the unfinished course and lesson the student touched last, or null',
    query: noQuery,
    result: ContinueSchema,
  }),
  previews: endpoint({
    method: 'GET',
    path: `${web}/courses/:url/lecture/previews`,
    auth: 'both',
    tags,
    summary: "The course's preview lessons, playable by anyone (the ▶ on the course page): signed URLs valid for anyone for a while",
    params: courseUrl,
    query: noQuery,
    result: Type.Array(PreviewSchema),
  }),
  media: endpoint({
    method: 'GET',
    path: `${web}/lecture/media/:id`,
    auth: 'none',
    tags,
    summary: 'A lesson video by its signed URL (the signature binds student, media and expiry): Range requests answer 206; forged or expired 403',
    params: materialId,
    query: SignedMediaQuery,
  }),
  captions: endpoint({
    method: 'GET',
    path: `${web}/lecture/media/:id/captions/:lang`,
    auth: 'none',
    tags,
    summary: "A lesson video's WebVTT captions in id or en, by its signed URL",
    params: strictObject({ id: id(), lang: Type.Union([Type.Literal('id'), Type.Literal('en')]) }),
    query: SignedMediaQuery,
  }),
};
