import { sql } from 'kysely';
import type { Chapter, ContinueLearning, LectureSummary, MaterialDetail, MaterialItem, MaterialProgress, NextClick, Note, PositionBody, Preview } from '../../../common/contract/lecture.js';
import { LessonProgress, type Locale } from '../../../common/enums.js';
import { classProgressOf, LessonItemType, notesAreTimed, progressPercent, secondsToFinish, type LessonItemTypeId, type LessonProgressId } from '../../../common/lecture.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { badRequest, forbidden, notFound } from '../../http/envelope.js';
import { certificateRefsOf } from '../certificates/index.js';
import { assertCourseAccess, courseByUrl, type Db } from './access.js';
import type { MediaSigner } from './media.js';
import { classesOf } from './my-classes.js';
import { say } from './messages.js';
import { finishMaterial } from './progress.js';
import { creditedSeconds, ensureWatchBudget, holdWatchBudget, spendWatchBudget } from './watch-budget.js';
import { inLanguage } from '../../http/locale.js';

/**
 * The lecture's rules (docs/decisions.md "Learning: the lecture"): every call resolves the course,
 * checks the student's access, and reads the curriculum with the student's progress. Progress is
 * the server's: a video is FINISHED when 90% of it was really watched (watched time is drawn from the
 * student's watch budget, which grows at MAX_PLAYBACK_RATE × the wall-clock time, whatever the lesson:
 * watch-budget.ts), a reading on opening, a link on visiting; "next" finishes nothing.
 */

interface Course {
  contentId: number;
  url: string;
}

interface MaterialRow {
  id: number;
  content_id: number;
  chapter_id: number;
  chapter_position: number;
  chapter_title_id: string;
  chapter_title_en: string;
  position: number;
  item_type: number;
  title_id: string;
  title_en: string;
  duration_seconds: number;
  is_preview: boolean;
  media_id: number | null;
}

interface ProgressRow {
  material_id: number;
  status: number;
  furthest_second: number;
  watched_seconds: number;
  position_second: number;
  updated_at: Date;
}

/** The course of a url with the student's access checked: 404 unknown, 403 not enrolled. */
export async function enrolledCourse(db: Db, studentId: number, url: string, locale: Locale, now: Date): Promise<Course> {
  const course = await courseByUrl(db, url);
  if (!course) throw notFound(say(locale, 'courseNotFound'));
  await assertCourseAccess(db, studentId, course.contentId, locale, now);
  return course;
}

/** Every lesson of a course in study order (chapter, then position). */
async function materialsOf(db: Db, contentId: number): Promise<MaterialRow[]> {
  return db
    .selectFrom('course_materials as m')
    .innerJoin('course_chapters as c', 'c.id', 'm.chapter_id')
    .select([
      'm.id',
      'm.content_id',
      'm.chapter_id',
      'c.position as chapter_position',
      'c.title as chapter_title_id',
      'c.title_en as chapter_title_en',
      'm.position',
      'm.item_type',
      'm.title as title_id',
      'm.title_en',
      'm.duration_seconds',
      'm.is_preview',
      'm.media_id',
    ])
    .where('m.content_id', '=', contentId)
    .orderBy('c.position')
    .orderBy('m.position')
    .execute();
}

async function progressOf(db: Db, studentId: number, contentId: number): Promise<Map<number, ProgressRow>> {
  const rows = await db
    .selectFrom('material_progress')
    .select(['material_id', 'status', 'furthest_second', 'watched_seconds', 'position_second', 'updated_at'])
    .where('student_id', '=', studentId)
    .where('content_id', '=', contentId)
    .execute();
  return new Map(rows.map((r) => [r.material_id, r]));
}

async function isSequential(db: Db, contentId: number): Promise<boolean> {
  const row = await db.selectFrom('lecture_courses').select('sequential').where('content_id', '=', contentId).executeTakeFirst();
  return row?.sequential ?? false;
}

const statusOf = (p: ProgressRow | undefined): LessonProgressId => (p?.status ?? LessonProgress.NOT_STARTED) as LessonProgressId;

/** Locked lessons of a sequential course: every lesson after the first one not FINISHED. */
function lockedSet(materials: MaterialRow[], progress: Map<number, ProgressRow>, sequential: boolean): Set<number> {
  const locked = new Set<number>();
  if (!sequential) return locked;
  let open = true;
  for (const m of materials) {
    if (!open) locked.add(m.id);
    if (statusOf(progress.get(m.id)) !== LessonProgress.FINISHED) open = false;
  }
  return locked;
}

function progressView(materialId: number, m: { item_type: number; duration_seconds: number }, p: ProgressRow | undefined): MaterialProgress {
  return {
    materialId,
    status: statusOf(p),
    furthestSecond: p?.furthest_second ?? 0,
    positionSecond: p?.position_second ?? 0,
    watchedSeconds: p?.watched_seconds ?? 0,
    secondsToFinish: m.item_type === LessonItemType.VIDEO ? secondsToFinish(m.duration_seconds) : 0,
  };
}

/** The lesson to open: the last touched if unfinished, else the first unfinished and open one, else the first. */
function continueOf(materials: MaterialRow[], progress: Map<number, ProgressRow>, locked: Set<number>): number | null {
  let last: ProgressRow | undefined;
  for (const p of progress.values()) if (!last || p.updated_at > last.updated_at) last = p;
  if (last && last.status !== LessonProgress.FINISHED && materials.some((m) => m.id === last.material_id) && !locked.has(last.material_id)) return last.material_id;
  const unfinished = materials.find((m) => statusOf(progress.get(m.id)) !== LessonProgress.FINISHED && !locked.has(m.id));
  return unfinished?.id ?? materials[0]?.id ?? null;
}

function counts(materials: MaterialRow[], progress: Map<number, ProgressRow>) {
  let finished = 0;
  let started = 0;
  for (const m of materials) {
    const s = statusOf(progress.get(m.id));
    if (s === LessonProgress.FINISHED) finished++;
    else if (s !== LessonProgress.NOT_STARTED) started++;
  }
  return { total: materials.length, finished, started };
}

export async function summary(db: Database, studentId: number, url: string, locale: Locale, now: Date): Promise<LectureSummary> {
  const course = await enrolledCourse(db, studentId, url, locale, now);
  const [content, materials, progress, sequential, certificates] = await Promise.all([
    db
      .selectFrom('contents')
      .leftJoin('instructors', 'instructors.id', 'contents.instructor_id')
      .select(['contents.content_type', 'contents.title_id', 'contents.title_en', 'contents.image_url', 'instructors.name as instructor_name'])
      .where('contents.id', '=', course.contentId)
      .executeTakeFirstOrThrow(),
    materialsOf(db, course.contentId),
    progressOf(db, studentId, course.contentId),
    isSequential(db, course.contentId),
    certificateRefsOf(db, studentId, [course.contentId]),
  ]);
  const c = counts(materials, progress);
  return {
    contentId: course.contentId,
    url: course.url,
    contentType: content.content_type,
    title: inLanguage(content, 'title', locale),
    imageUrl: content.image_url,
    instructorName: content.instructor_name,
    sequential,
    totalMaterials: c.total,
    finishedMaterials: c.finished,
    progressPercent: progressPercent(c.finished, c.total),
    classProgress: classProgressOf(c.finished, c.started, c.total),
    continueMaterialId: continueOf(materials, progress, lockedSet(materials, progress, sequential)),
    totalDurationSeconds: materials.reduce((s, m) => s + m.duration_seconds, 0),
    certificate: certificates.get(course.contentId) ?? null,
  };
}

export async function chapters(db: Database, studentId: number, url: string, locale: Locale, now: Date): Promise<Chapter[]> {
  const course = await enrolledCourse(db, studentId, url, locale, now);
  const [materials, progress, sequential] = await Promise.all([materialsOf(db, course.contentId), progressOf(db, studentId, course.contentId), isSequential(db, course.contentId)]);
  const locked = lockedSet(materials, progress, sequential);
  const out: Chapter[] = [];
  for (const m of materials) {
    let chapter = out.at(-1);
    if (!chapter || chapter.id !== m.chapter_id) {
      chapter = { id: m.chapter_id, position: m.chapter_position, title: inLanguage(m, 'chapter_title', locale), materials: [] };
      out.push(chapter);
    }
    const p = progress.get(m.id);
    const item: MaterialItem = {
      id: m.id,
      position: m.position,
      itemType: m.item_type as LessonItemTypeId,
      title: inLanguage(m, 'title', locale),
      durationSeconds: m.duration_seconds,
      isPreview: m.is_preview,
      status: statusOf(p),
      locked: locked.has(m.id),
      positionSecond: p?.position_second ?? 0,
    };
    chapter.materials.push(item);
  }
  return out;
}

/** The course, lessons, progress and locks around one material of it (404 when it is not the course's; 403 locked). */
async function materialInCourse(db: Db, studentId: number, course: Course, materialId: number, locale: Locale, allowLocked = false) {
  const [materials, progress, sequential] = await Promise.all([materialsOf(db, course.contentId), progressOf(db, studentId, course.contentId), isSequential(db, course.contentId)]);
  const index = materials.findIndex((m) => m.id === materialId);
  const material = materials[index];
  if (!material) throw notFound(say(locale, 'materialNotFound'));
  const locked = lockedSet(materials, progress, sequential);
  if (locked.has(materialId) && !allowLocked) throw forbidden(say(locale, 'locked'));
  return { material, materials, index, progress, locked };
}

/** 403 while a sequential course keeps this lesson locked for the student (the quiz calls ask before an attempt starts); 404 when it is not the course's. */
export async function assertMaterialOpen(db: Db, studentId: number, contentId: number, materialId: number, locale: Locale): Promise<void> {
  await materialInCourse(db, studentId, { contentId, url: '' }, materialId, locale);
}

/** Opens a lesson: starts it (ONGOING; the student's watch budget, the first time), finishes a reading, answers its content and signed video. */
export async function material(ctx: AppContext, signer: MediaSigner, studentId: number, url: string, materialId: number, locale: Locale): Promise<MaterialDetail> {
  const { db } = ctx;
  const now = ctx.clock();
  const course = await enrolledCourse(db, studentId, url, locale, now);
  const { material: m, materials, index } = await materialInCourse(db, studentId, course, materialId, locale);
  // The student's watch budget starts growing at their first opening (before the transaction: see ensureWatchBudget).
  await ensureWatchBudget(db, studentId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('material_progress')
      .values({ student_id: studentId, material_id: m.id, content_id: course.contentId, status: LessonProgress.ONGOING, updated_at: sql<Date>`clock_timestamp()` })
      .onConflict((oc) =>
        oc.columns(['student_id', 'material_id']).doUpdateSet({
          // Opening touches the lesson (the one to continue); a NOT_STARTED lesson becomes ONGOING, others keep their state.
          updated_at: sql<Date>`clock_timestamp()`,
          status: sql<number>`case when material_progress.status = ${LessonProgress.NOT_STARTED} then ${LessonProgress.ONGOING} else material_progress.status end`,
        }),
      )
      .execute();
    if (m.item_type === LessonItemType.TEXT) await finishMaterial(trx, studentId, m.id);
  });
  const [row, media, p] = await Promise.all([
    db.selectFrom('course_materials').select(['body as body_id', 'body_en', 'external_url']).where('id', '=', m.id).executeTakeFirstOrThrow(),
    m.media_id === null || m.item_type !== LessonItemType.VIDEO ? undefined : db.selectFrom('lecture_media').select(['id', 'mime']).where('id', '=', m.media_id).executeTakeFirst(),
    progressOf(db, studentId, course.contentId).then((all) => all.get(m.id)),
  ]);
  return {
    id: m.id,
    contentId: course.contentId,
    chapterId: m.chapter_id,
    chapterTitle: inLanguage(m, 'chapter_title', locale),
    itemType: m.item_type as LessonItemTypeId,
    title: inLanguage(m, 'title', locale),
    durationSeconds: m.duration_seconds,
    isPreview: m.is_preview,
    body: inLanguage(row, 'body', locale) ?? null,
    externalUrl: row.external_url,
    video: media ? signer.source(media.id, media.mime, studentId) : null,
    progress: progressView(m.id, m, p),
    prevMaterialId: materials[index - 1]?.id ?? null,
    nextMaterialId: materials[index + 1]?.id ?? null,
  };
}

/** The "next" button: the lesson after this one and whether it is open. Changes no progress but the current lesson's start. */
export async function nextClick(db: Database, studentId: number, url: string, materialId: number, locale: Locale, now: Date): Promise<NextClick> {
  const course = await enrolledCourse(db, studentId, url, locale, now);
  const { material: m, materials, index, progress, locked } = await materialInCourse(db, studentId, course, materialId, locale);
  const next = materials[index + 1];
  return {
    nextMaterialId: next?.id ?? null,
    nextUnlocked: next ? !locked.has(next.id) : false,
    progress: progressView(m.id, m, progress.get(m.id)),
  };
}

/**
 * A material by id with its course, the student's access checked (404 unknown, 403 not enrolled or
 * locked). One query for the lesson and its course's setting; the whole curriculum is read only
 * for a sequential course (to find the locks), so the player's frequent reports stay cheap.
 */
async function accessibleMaterial(
  db: Db,
  studentId: number,
  materialId: number,
  locale: Locale,
  now: Date,
): Promise<{ material: Pick<MaterialRow, 'id' | 'content_id' | 'item_type' | 'duration_seconds'> }> {
  const row = await db
    .selectFrom('course_materials as m')
    .innerJoin('contents as c', 'c.id', 'm.content_id')
    .leftJoin('lecture_courses as l', 'l.content_id', 'm.content_id')
    .select(['m.id', 'm.content_id', 'm.item_type', 'm.duration_seconds', 'c.url', 'l.sequential'])
    .where('m.id', '=', materialId)
    .executeTakeFirst();
  if (!row) throw notFound(say(locale, 'materialNotFound'));
  await assertCourseAccess(db, studentId, row.content_id, locale, now);
  if (row.sequential) await materialInCourse(db, studentId, { contentId: row.content_id, url: row.url }, materialId, locale);
  return { material: row };
}

/**
 * The player's report: the resume position, the furthest second (kept at its maximum however reports
 * interleave) and the watched seconds, which grow by what the report claims as far as the student's
 * watch budget (watch-budget.ts: one per student, grown by the wall clock) and the rest of the video
 * allow. One transaction: the budget row locked first (every claiming report of the student waits
 * for the one before), then the lesson's row; what is credited is taken from the budget before the
 * commit, so concurrent reports, tabs or lessons never spend it twice. FINISHED (through
 * finishMaterial) once 90% of the length is really watched.
 */
export async function reportPosition(db: Database, studentId: number, materialId: number, body: PositionBody, locale: Locale, now: Date): Promise<MaterialProgress> {
  const { material: m } = await accessibleMaterial(db, studentId, materialId, locale, now);
  if (m.item_type !== LessonItemType.VIDEO) throw badRequest(say(locale, 'notVideo'));
  const duration = m.duration_seconds;
  const position = Math.min(body.positionSecond, duration);
  const claimed = body.watchedSeconds;
  // A replayed offline report (issue 22): when the device recorded it. Only its order matters (a
  // device clock that runs ahead delays nobody but that student's later replays); the credit is the budget's.
  const recordedMs = body.recordedAt === undefined ? null : Date.parse(body.recordedAt);
  if (recordedMs !== null && Number.isNaN(recordedMs)) throw badRequest(say(locale, 'badRecordedAt'));
  const recordedAt = recordedMs === null ? null : new Date(recordedMs);
  // A report claiming nothing (a seek, a pause) only moves the position: it neither waits for nor touches the budget.
  if (claimed > 0) await ensureWatchBudget(db, studentId);
  return db.transaction().execute(async (trx) => {
    const budget = claimed > 0 ? await holdWatchBudget(trx, studentId) : undefined;
    const before = await trx
      .selectFrom('material_progress')
      .select(['watched_seconds', 'last_recorded_at', 'status', 'furthest_second', 'position_second', 'updated_at', 'material_id'])
      .where('student_id', '=', studentId)
      .where('material_id', '=', m.id)
      .forUpdate()
      .executeTakeFirst();
    // A replayed report already applied (sent twice) or older than one applied: nothing changes.
    if (recordedAt && before?.last_recorded_at && recordedAt.getTime() <= new Date(before.last_recorded_at).getTime()) return progressView(m.id, m, before);
    const credited = creditedSeconds(claimed, budget?.available ?? 0, duration - (before?.watched_seconds ?? 0));
    const row = await trx
      .insertInto('material_progress')
      .values({
        student_id: studentId,
        material_id: m.id,
        content_id: m.content_id,
        status: LessonProgress.ONGOING,
        position_second: position,
        furthest_second: position,
        watched_seconds: credited,
        updated_at: sql<Date>`clock_timestamp()`,
        last_recorded_at: recordedAt,
      })
      .onConflict((oc) =>
        oc.columns(['student_id', 'material_id']).doUpdateSet({
          position_second: position,
          furthest_second: sql<number>`greatest(material_progress.furthest_second, ${position}::double precision)`,
          watched_seconds: sql<number>`least(${duration}::double precision, material_progress.watched_seconds + ${credited}::double precision)`,
          status: sql<number>`case when material_progress.status = ${LessonProgress.NOT_STARTED} then ${LessonProgress.ONGOING} else material_progress.status end`,
          updated_at: sql<Date>`clock_timestamp()`,
          ...(recordedAt ? { last_recorded_at: recordedAt } : {}),
        }),
      )
      .returning(['status', 'furthest_second', 'watched_seconds', 'position_second', 'updated_at', 'material_id'])
      .executeTakeFirstOrThrow();
    if (budget) await spendWatchBudget(trx, studentId, budget, credited);
    if (row.status !== LessonProgress.FINISHED && row.watched_seconds >= secondsToFinish(duration)) {
      await finishMaterial(trx, studentId, m.id);
      row.status = LessonProgress.FINISHED;
    }
    return progressView(m.id, m, row);
  });
}

/** The student opened an EXTERNAL_URL lesson's link (or a TEXT lesson): FINISHED. */
export async function visit(db: Database, studentId: number, materialId: number, locale: Locale, now: Date): Promise<MaterialProgress> {
  const { material: m } = await accessibleMaterial(db, studentId, materialId, locale, now);
  if (m.item_type !== LessonItemType.EXTERNAL_URL && m.item_type !== LessonItemType.TEXT) throw badRequest(say(locale, 'notVisitable'));
  await db.transaction().execute((trx) => finishMaterial(trx, studentId, m.id));
  const p = await db
    .selectFrom('material_progress')
    .select(['material_id', 'status', 'furthest_second', 'watched_seconds', 'position_second', 'updated_at'])
    .where('student_id', '=', studentId)
    .where('material_id', '=', m.id)
    .executeTakeFirst();
  return progressView(m.id, m, p);
}

// ── Notes ───────────────────────────────────────────────────────────────

const noteColumns = [
  'lecture_notes.id',
  'lecture_notes.content_id',
  'lecture_notes.material_id',
  'lecture_notes.second',
  'lecture_notes.body',
  'lecture_notes.created_at',
  'lecture_notes.updated_at',
  'course_materials.title as title_id',
  'course_materials.title_en',
  'course_materials.item_type',
] as const;

type NoteRow = {
  id: number;
  content_id: number;
  material_id: number;
  second: number;
  body: string;
  created_at: Date;
  updated_at: Date;
  title_id: string;
  title_en: string;
  item_type: number;
};

const noteView = (r: NoteRow, locale: Locale): Note => ({
  id: r.id,
  contentId: r.content_id,
  materialId: r.material_id,
  materialTitle: inLanguage(r, 'title', locale),
  timed: notesAreTimed(r.item_type),
  second: notesAreTimed(r.item_type) ? r.second : 0,
  body: r.body,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

function ownNote(db: Db, studentId: number, noteId: number) {
  return db
    .selectFrom('lecture_notes')
    .innerJoin('course_materials', 'course_materials.id', 'lecture_notes.material_id')
    .select(noteColumns)
    .where('lecture_notes.id', '=', noteId)
    .where('lecture_notes.student_id', '=', studentId);
}

export async function notes(db: Database, studentId: number, url: string, locale: Locale, now: Date): Promise<Note[]> {
  const course = await enrolledCourse(db, studentId, url, locale, now);
  const rows = await db
    .selectFrom('lecture_notes')
    .innerJoin('course_materials', 'course_materials.id', 'lecture_notes.material_id')
    .innerJoin('course_chapters', 'course_chapters.id', 'course_materials.chapter_id')
    .select(noteColumns)
    .where('lecture_notes.student_id', '=', studentId)
    .where('lecture_notes.content_id', '=', course.contentId)
    .orderBy('course_chapters.position')
    .orderBy('course_materials.position')
    .orderBy('lecture_notes.second')
    .orderBy('lecture_notes.id')
    .limit(1000)
    .execute();
  return rows.map((r) => noteView(r, locale));
}

export async function addNote(db: Database, studentId: number, body: { materialId: number; second: number; body: string }, locale: Locale, now: Date): Promise<Note> {
  const { material: m } = await accessibleMaterial(db, studentId, body.materialId, locale, now);
  // A lesson without a video has no second to keep (whatever a stale player reported).
  const second = notesAreTimed(m.item_type) ? Math.min(body.second, Math.max(m.duration_seconds, 0)) : 0;
  const { id } = await db
    .insertInto('lecture_notes')
    .values({ student_id: studentId, content_id: m.content_id, material_id: m.id, second, body: body.body.trim() || body.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return noteView(await ownNote(db, studentId, id).executeTakeFirstOrThrow(), locale);
}

export async function editNote(db: Database, studentId: number, noteId: number, body: { body: string; second?: number }, locale: Locale): Promise<Note> {
  const res = await db
    .updateTable('lecture_notes')
    .set({ body: body.body.trim() || body.body, ...(body.second === undefined ? {} : { second: body.second }), updated_at: sql<Date>`now()` })
    .where('id', '=', noteId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound(say(locale, 'noteNotFound'));
  return noteView(await ownNote(db, studentId, noteId).executeTakeFirstOrThrow(), locale);
}

export async function deleteNote(db: Database, studentId: number, noteId: number, locale: Locale): Promise<{ id: number }> {
  const res = await db.deleteFrom('lecture_notes').where('id', '=', noteId).where('student_id', '=', studentId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound(say(locale, 'noteNotFound'));
  return { id: noteId };
}

// ── My classes and continue ─────────────────────────────────────────────

/** The unfinished course the student learnt in last, at the lesson to continue (null when none was started). */
export async function continueLearning(db: Database, studentId: number, locale: Locale): Promise<ContinueLearning> {
  const ongoing = (await classesOf(db, studentId, locale, new Date())).find((c) => c.kind === 'course' && c.classProgress !== 'FINISHED' && c.lastLearnedAt !== null);
  if (!ongoing) return null;
  const [materials, progress, sequential] = await Promise.all([materialsOf(db, ongoing.contentId), progressOf(db, studentId, ongoing.contentId), isSequential(db, ongoing.contentId)]);
  const materialId = continueOf(materials, progress, lockedSet(materials, progress, sequential));
  const m = materials.find((x) => x.id === materialId);
  if (!m) return null;
  return {
    contentId: ongoing.contentId,
    url: ongoing.url,
    title: ongoing.title,
    imageUrl: ongoing.imageUrl,
    materialId: m.id,
    materialTitle: inLanguage(m, 'title', locale),
    itemType: m.item_type as LessonItemTypeId,
    positionSecond: progress.get(m.id)?.position_second ?? 0,
    durationSeconds: m.duration_seconds,
    progressPercent: ongoing.progressPercent,
  };
}

// ── Previews and media ──────────────────────────────────────────────────

/** A course's preview videos with URLs anyone may play (student 0). */
export async function previews(db: Database, signer: MediaSigner, url: string, locale: Locale): Promise<Preview[]> {
  const course = await courseByUrl(db, url);
  if (!course) throw notFound(say(locale, 'courseNotFound'));
  const rows = await db
    .selectFrom('course_materials as m')
    .innerJoin('course_chapters as c', 'c.id', 'm.chapter_id')
    .innerJoin('lecture_media as v', 'v.id', 'm.media_id')
    .select(['m.id', 'm.title as title_id', 'm.title_en', 'm.duration_seconds', 'c.title as chapter_title_id', 'c.title_en as chapter_title_en', 'v.id as media_id', 'v.mime'])
    .where('m.content_id', '=', course.contentId)
    .where('m.is_preview', '=', true)
    .where('m.item_type', '=', LessonItemType.VIDEO)
    .orderBy('c.position')
    .orderBy('m.position')
    .execute();
  return rows.map((r) => ({
    materialId: r.id,
    title: inLanguage(r, 'title', locale),
    chapterTitle: inLanguage(r, 'chapter_title', locale),
    durationSeconds: r.duration_seconds,
    video: signer.source(r.media_id, r.mime, 0),
  }));
}

/** The media row a signed URL names; a preview URL (student 0) only for a media some preview lesson plays. */
export async function mediaFor(db: Database, mediaId: number, studentId: number, locale: Locale): Promise<{ file: string; slug: string; mime: string }> {
  const row = await db.selectFrom('lecture_media').select(['file', 'slug', 'mime']).where('id', '=', mediaId).executeTakeFirst();
  if (!row) throw notFound(say(locale, 'mediaNotFound'));
  if (studentId === 0) {
    const preview = await db.selectFrom('course_materials').select('id').where('media_id', '=', mediaId).where('is_preview', '=', true).limit(1).executeTakeFirst();
    if (!preview) throw forbidden(say(locale, 'badMediaLink'));
  }
  return row;
}
