import { sql } from 'kysely';
import { BUYABLE_CONTENT_TYPES } from '../../../common/cart.js';
import { CLASS_TYPES, classKindOf, classProgressOfItem, classTypeOf, startLearningPath, type ClassTypeId } from '../../../common/classes.js';
import type { ClassItem, ClassTypeCounts, MyClasses } from '../../../common/contract/lecture.js';
import type { MySessionSummary } from '../../../common/contract/sessions.js';
import { LessonProgress, type Locale } from '../../../common/enums.js';
import { classProgressOf, progressPercent, type ClassProgressId } from '../../../common/lecture.js';
import type { Database } from '../../db/index.js';
import { certificateRefsOf } from '../certificates/index.js';
import { sessionStatesOf } from '../sessions/index.js';
import type { Db } from './access.js';
import { inLanguage } from '../../http/locale.js';

/**
 * My classes for every product the student owns (issue 18; docs/decisions.md "My classes for
 * every product"): courses with their lessons' progress, webinars and events with their
 * live-session state (the sessions module's `sessionStatesOf`), packages and learning paths with
 * their courses, bootcamps by their dates, microlearning. Courses owned through a bundle stay
 * listed as courses too (the progress filters keep working) and also appear in their bundle.
 */

/** The live-session state of the student's webinars and events (only those: other ids are absent from the map). */
export function liveSessionStatesOf(db: Db, studentId: number, contentIds: readonly number[], now: Date): Promise<Map<number, MySessionSummary>> {
  return sessionStatesOf(db, studentId, contentIds, now);
}

/** The ids of a bundle's (or bootcamp's) courses, as its details list them. */
function courseIdsOf(details: unknown): number[] {
  const ids = (details as { courseIds?: unknown } | null)?.courseIds;
  return Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Every class the student owns, with progress, last learnt first (then the newest enrolment). */
export async function classesOf(db: Database, studentId: number, locale: Locale, now: Date): Promise<ClassItem[]> {
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('contents as c', 'c.id', 'e.content_id')
    .leftJoin('instructors as i', 'i.id', 'c.instructor_id')
    .select((eb) => [
      'c.id',
      'c.url',
      'c.content_type',
      'c.title_id',
      'c.title_en',
      'c.image_url',
      'c.start_at',
      'c.end_at',
      'c.details',
      'i.name as instructor_name',
      'e.created_at as enrolled_at',
      eb
        .selectFrom('course_materials as m')
        .whereRef('m.content_id', '=', 'c.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('total'),
      eb
        .selectFrom('material_progress as p')
        .whereRef('p.content_id', '=', 'c.id')
        .where('p.student_id', '=', studentId)
        .where('p.status', '=', LessonProgress.FINISHED)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('finished'),
      eb
        .selectFrom('material_progress as p')
        .whereRef('p.content_id', '=', 'c.id')
        .where('p.student_id', '=', studentId)
        .where('p.status', 'in', [LessonProgress.ONGOING, LessonProgress.FAILED])
        .select(sql<number>`count(*)::int`.as('n'))
        .as('started'),
      eb
        .selectFrom('material_progress as p')
        .whereRef('p.content_id', '=', 'c.id')
        .where('p.student_id', '=', studentId)
        .select(sql<Date>`max(p.updated_at)`.as('t'))
        .as('last_learned_at'),
      eb
        .selectFrom('material_progress as p')
        .whereRef('p.content_id', '=', 'c.id')
        .where('p.student_id', '=', studentId)
        .where('p.status', '<>', LessonProgress.FINISHED)
        .select('p.material_id')
        .orderBy('p.updated_at', 'desc')
        .limit(1)
        .as('last_unfinished'),
    ])
    .where('e.student_id', '=', studentId)
    .where('c.content_type', 'in', [...BUYABLE_CONTENT_TYPES])
    .execute();
  const [sessions, certificates] = await Promise.all([
    liveSessionStatesOf(
      db,
      studentId,
      rows.filter((r) => classKindOf(r.content_type) === 'session').map((r) => r.id),
      now,
    ),
    certificateRefsOf(
      db,
      studentId,
      rows.map((r) => r.id),
    ),
  ]);
  const items = rows.flatMap((r): ClassItem[] => {
    const kind = classKindOf(r.content_type);
    const classType = classTypeOf(r.content_type);
    if (!kind || !classType) return [];
    const total = Number(r.total ?? 0);
    const finished = Number(r.finished ?? 0);
    const started = Number(r.started ?? 0);
    const session = kind === 'session' ? (sessions.get(r.id) ?? null) : null;
    const startAt = session?.startAt ?? iso(r.start_at);
    const endAt = session?.endAt ?? iso(r.end_at);
    const classProgress: ClassProgressId =
      kind === 'course'
        ? classProgressOf(finished, started, total)
        : classProgressOfItem(kind === 'session' ? { kind, state: session?.state ?? null, startAt, endAt } : kind === 'bootcamp' ? { kind, startAt, endAt } : { kind: 'microlearning' }, now);
    return [
      {
        contentId: r.id,
        url: r.url,
        contentType: r.content_type,
        title: inLanguage(r, 'title', locale),
        imageUrl: r.image_url,
        instructorName: r.instructor_name,
        totalMaterials: total,
        finishedMaterials: finished,
        progressPercent: kind === 'course' ? progressPercent(finished, total) : classProgress === 'FINISHED' ? 100 : 0,
        classProgress,
        continueMaterialId: r.last_unfinished ?? null,
        lastLearnedAt: r.last_learned_at ? new Date(r.last_learned_at).toISOString() : null,
        enrolledAt: new Date(r.enrolled_at).toISOString(),
        kind,
        classType,
        href: startLearningPath({ type: r.content_type, url: r.url, contentId: r.id }),
        startAt,
        endAt,
        session,
        certificate: certificates.get(r.id) ?? null,
        courses: [],
      },
    ];
  });
  // Bundles and bootcamps list the courses of theirs the student owns; a bundle's progress is theirs.
  const byId = new Map(items.map((c) => [c.contentId, c]));
  const detailsOf = new Map(rows.map((r) => [r.id, r.details]));
  for (const item of items) {
    if (item.kind !== 'bundle' && item.kind !== 'bootcamp') continue;
    const courses = courseIdsOf(detailsOf.get(item.contentId)).flatMap((id) => {
      const c = byId.get(id);
      return c && c.kind === 'course' ? [c] : [];
    });
    item.courses = courses.map((c) => ({ contentId: c.contentId, url: c.url, title: c.title, progressPercent: c.progressPercent, classProgress: c.classProgress, href: c.href }));
    if (item.kind === 'bundle') {
      item.classProgress = classProgressOfItem({ kind: 'bundle', courses: courses.map((c) => c.classProgress) }, now);
      item.totalMaterials = courses.reduce((n, c) => n + c.totalMaterials, 0);
      item.finishedMaterials = courses.reduce((n, c) => n + c.finishedMaterials, 0);
      item.progressPercent = progressPercent(item.finishedMaterials, item.totalMaterials);
      const last = courses
        .map((c) => c.lastLearnedAt ?? '')
        .sort()
        .pop();
      item.lastLearnedAt = last ? last : null;
    }
  }
  return items.sort((a, b) => (b.lastLearnedAt ?? '').localeCompare(a.lastLearnedAt ?? '') || b.enrolledAt.localeCompare(a.enrolledAt) || a.contentId - b.contentId);
}

export interface MyClassesQuery {
  state?: ClassProgressId;
  type?: ClassTypeId;
  page: number;
  pageSize: number;
}

/** One page of my classes of one state and type, with the state counts (within the type) and the type counts (within the state). */
export async function myClasses(db: Database, studentId: number, q: MyClassesQuery, locale: Locale, now: Date): Promise<MyClasses> {
  const all = await classesOf(db, studentId, locale, now);
  const ofType = q.type ? all.filter((c) => c.classType === q.type) : all;
  const ofState = q.state ? all.filter((c) => c.classProgress === q.state) : all;
  const countOf = (s: ClassProgressId) => ofType.filter((c) => c.classProgress === s).length;
  const typeCounts = { ALL: ofState.length } as ClassTypeCounts;
  for (const type of CLASS_TYPES) typeCounts[type] = ofState.filter((c) => c.classType === type).length;
  const filtered = q.state ? ofType.filter((c) => c.classProgress === q.state) : ofType;
  const start = (q.page - 1) * q.pageSize;
  return {
    items: filtered.slice(start, start + q.pageSize),
    page: q.page,
    pageSize: q.pageSize,
    totalItems: filtered.length,
    totalPages: Math.ceil(filtered.length / q.pageSize),
    counts: { ALL: ofType.length, NOTSTARTED: countOf('NOTSTARTED'), ONGOING: countOf('ONGOING'), FINISHED: countOf('FINISHED') },
    typeCounts,
    serverTime: now.toISOString(),
  };
}
