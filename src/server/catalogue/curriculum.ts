import { ContentType, type Locale } from '../../common/enums.js';
import { curriculumMinutes, curriculumTotals, type CurriculumTotals } from '../../common/lecture.js';
import type { Database } from '../db/index.js';
import { inLanguage } from '../http/locale.js';

/**
 * A self-paced course's curriculum (its course_chapters and course_materials, the lecture's rows)
 * as the course page shows it: the one source of its syllabus, lesson and quiz counts and length
 * (docs/decisions.md "Session 27: one source for lesson counts").
 */
export interface CurriculumModule {
  title: string;
  lessons: { title: string; durationMinutes: number; durationSeconds: number; type: number }[];
}

/** The curriculum of a content in the request's language, or null when it has none (not a self-paced course). */
export async function curriculumOf(db: Database, contentId: number, locale: Locale): Promise<{ syllabus: CurriculumModule[]; totals: CurriculumTotals } | null> {
  const rows = await db
    .selectFrom('course_materials as m')
    .innerJoin('course_chapters as c', 'c.id', 'm.chapter_id')
    // The lecture's tables name their Indonesian columns without `_id`: aliased, so the one picker reads them.
    .select(['c.id as chapter_id', 'c.title as chapter_title_id', 'c.title_en as chapter_title_en', 'm.title as title_id', 'm.title_en', 'm.item_type', 'm.duration_seconds'])
    .where('m.content_id', '=', contentId)
    .orderBy('c.position')
    .orderBy('m.position')
    .execute();
  if (rows.length === 0) return null;
  const syllabus: (CurriculumModule & { id: number })[] = [];
  for (const r of rows) {
    let module = syllabus.at(-1);
    if (!module || module.id !== r.chapter_id) {
      module = { id: r.chapter_id, title: inLanguage(r, 'chapter_title', locale), lessons: [] };
      syllabus.push(module);
    }
    module.lessons.push({
      title: inLanguage(r, 'title', locale),
      durationMinutes: curriculumMinutes(r.duration_seconds),
      durationSeconds: r.duration_seconds,
      type: r.item_type,
    });
  }
  const totals = curriculumTotals(rows.map((r) => ({ itemType: r.item_type, durationSeconds: r.duration_seconds })));
  return { syllabus: syllabus.map(({ id: _id, ...m }) => m), totals };
}

/**
 * Keeps the stored figures in step with the curriculum: every content with lessons gets its
 * length (contents.duration_minutes, which the hero, the list filters and the search index read)
 * from them, and every course package or learning path the sum of its courses' lengths. Run by
 * the lecture seeder after it writes a curriculum and by the `curriculum-figures` upgrade seeder;
 * call it again after any change to course_materials.
 */
export async function syncCurriculumFigures(db: Database): Promise<void> {
  const sums = await db
    .selectFrom('course_materials')
    .select(['content_id', (eb) => eb.fn.sum<number | string>('duration_seconds').as('seconds')])
    .groupBy('content_id')
    .execute();
  const minutes = new Map<number, number>();
  for (const s of sums) {
    const m = curriculumMinutes(Number(s.seconds));
    minutes.set(s.content_id, m);
    await db.updateTable('contents').set({ duration_minutes: m }).where('id', '=', s.content_id).where('duration_minutes', '<>', m).execute();
  }
  const bundles = await db.selectFrom('contents').select(['id', 'details', 'duration_minutes']).where('content_type', 'in', [ContentType.PACKAGE, ContentType.JALURBELAJAR]).execute();
  for (const b of bundles) {
    const ids = ((b.details as { courseIds?: unknown } | null)?.courseIds ?? []) as unknown[];
    const known = ids.filter((id): id is number => typeof id === 'number' && minutes.has(id));
    if (known.length === 0) continue;
    const total = known.reduce((s, id) => s + (minutes.get(id) ?? 0), 0);
    if (total !== b.duration_minutes) await db.updateTable('contents').set({ duration_minutes: total }).where('id', '=', b.id).execute();
  }
}
