import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../common/catalog.js';
import type { Chapter, LectureSummary } from '../../common/contract/lecture.js';
import { ContentType } from '../../common/enums.js';
import { curriculumMinutes, LessonItemType, lessonLength } from '../../common/lecture.js';
import { must } from '../../common/must.js';
import type { ContentItem, Page } from '../../common/types.js';
import { curriculumFiguresSeeder } from '../db/seed/lecture.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../testing/test-app.js';

const W = '/web/v2';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

async function get<T>(url: string, token?: string, lang: 'id' | 'en' = 'id'): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { language: lang, ...(token ? { authorization: `Bearer ${token}` } : basicHeaders) } });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json().result as T;
}

async function selfPacedCourses() {
  return app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'content_type', 'final_price'])
    .where('content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT])
    .where('is_published', '=', true)
    .orderBy('id')
    .execute();
}

describe('one source for lesson counts and lengths: the curriculum (issue 25)', () => {
  it('every seeded course: the course page, its syllabus and its list card show what the player lists', async () => {
    const token = await studentToken(app);
    const student = Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
    const courses = await selfPacedCourses();
    expect(courses.length).toBeGreaterThan(10);
    await app.ctx.db
      .insertInto('enrolments')
      .values(courses.map((c) => ({ student_id: student, content_id: c.id, source: 'free' as const })))
      .execute();
    const cards = new Map<string, ContentItem>();
    for (let page = 1, pages = 1; page <= pages; page++) {
      const p = await get<Page<ContentItem>>(`${W}/courses?page=${page}`);
      pages = p.totalPages;
      for (const item of p.items) cards.set(item.url, item);
    }
    let free = 0;
    for (const c of courses) {
      const [detail, summary, chapters] = await Promise.all([
        get<ContentDetail>(`${W}/courses/${c.url}`),
        get<LectureSummary>(`${W}/courses/${c.url}/lecture/summary`, token),
        get<Chapter[]>(`${W}/courses/${c.url}/lecture/chapters`, token),
      ]);
      const items = chapters.flatMap((ch) => ch.materials);
      const minutes = curriculumMinutes(summary.totalDurationSeconds);
      const figures = (d: ContentDetail) => ({ modules: d.detail.counts.modules, lessons: d.detail.counts.lessons, quizzes: d.detail.counts.quizzes, minutes: d.durationMinutes });
      expect(figures(detail), c.url).toEqual({
        modules: chapters.length,
        lessons: summary.totalMaterials,
        quizzes: items.filter((m) => m.itemType === LessonItemType.QUIZ).length,
        minutes,
      });
      expect(items.length, c.url).toBe(summary.totalMaterials);
      // The syllabus lists the player's lessons, each as long as the player says ("0:24", not "4m").
      const syllabus = detail.detail.syllabus.flatMap((m) => m.lessons);
      expect(
        syllabus.map((l) => `${l.type} ${l.title} ${lessonLength(l.type, l.durationSeconds, 'id')}`),
        c.url,
      ).toEqual(items.map((m) => `${m.itemType} ${m.title} ${lessonLength(m.itemType, m.durationSeconds, 'id')}`));
      expect(
        detail.detail.syllabus.map((m) => m.lessons.length),
        c.url,
      ).toEqual(chapters.map((ch) => ch.materials.length));
      expect(
        syllabus.reduce((s, l) => s + l.durationSeconds, 0),
        c.url,
      ).toBe(summary.totalDurationSeconds);
      const card = cards.get(c.url);
      if (card) expect(card.durationMinutes, c.url).toBe(minutes);
      if (c.final_price === 0) free += 1;
    }
    expect(free).toBeGreaterThan(0);
    // The English page counts the same curriculum.
    const first = must(courses[0], 'a course');
    const en = await get<ContentDetail>(`${W}/courses/${first.url}`, undefined, 'en');
    const id = await get<ContentDetail>(`${W}/courses/${first.url}`);
    expect(en.detail.counts).toEqual(id.detail.counts);
    expect(en.detail.syllabus.map((m) => m.title)).not.toEqual(id.detail.syllabus.map((m) => m.title));
  }, 120_000);

  it('a course package is as long as its courses', async () => {
    const bundles = await app.ctx.db.selectFrom('contents').select(['duration_minutes', 'details']).where('content_type', 'in', [ContentType.PACKAGE, ContentType.JALURBELAJAR]).execute();
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      const ids = (b.details as { courseIds: number[] }).courseIds;
      const courses = await app.ctx.db.selectFrom('contents').select('duration_minutes').where('id', 'in', ids).execute();
      expect(b.duration_minutes).toBe(courses.reduce((s, c) => s + c.duration_minutes, 0));
    }
  });

  it('the upgrade seeder corrects a database seeded with the planned figures', async () => {
    const { db } = app.ctx;
    const course = must((await selfPacedCourses())[0], 'a course');
    const video = await db
      .selectFrom('course_materials as m')
      .innerJoin('lecture_media as v', 'v.id', 'm.media_id')
      .select(['m.id', 'v.duration_seconds'])
      .where('m.content_id', '=', course.id)
      .where('m.item_type', '=', LessonItemType.VIDEO)
      .executeTakeFirstOrThrow();
    const before = await get<ContentDetail>(`${W}/courses/${course.url}`);
    // As seeded before: the video lesson took the plan's 4 minutes and the course the plan's hours.
    await db.updateTable('course_materials').set({ duration_seconds: 240 }).where('id', '=', video.id).execute();
    await db.updateTable('contents').set({ duration_minutes: 267 }).where('id', '=', course.id).execute();
    await curriculumFiguresSeeder.run(db);
    const row = await db.selectFrom('course_materials').select('duration_seconds').where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(row.duration_seconds).toBe(video.duration_seconds);
    const stored = await db.selectFrom('contents').select('duration_minutes').where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(stored.duration_minutes).toBe(before.durationMinutes);
    expect(stored.duration_minutes).not.toBe(267);
  });
});
