import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer, AssistantPassage } from '../../../common/contract/social.js';
import { LessonItemType } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { COURSE_READINGS } from '../../db/seed/data/course-readings.js';
import { instructorEmail, INSTRUCTOR_PASSWORD } from '../../db/seed/instructor-accounts.js';
import { courseReadingsSeeder } from '../../db/seed/lecture.js';
import { basicHeaders, createTestApp, type TestApp } from '../../testing/test-app.js';
import { findPassages } from './assistant.js';

/**
 * Issue 25: the study assistant without an AI provider (the default) answers with the course's
 * best passages, found by any of the question's meaningful words, each with a one-line extract
 * whose marks land on those words. The Excel course teaches VLOOKUP and XLOOKUP in a reading.
 */
type App = TestApp & { cleanup(): Promise<void> };
let app: App;
const EXCEL = 'excel-untuk-analisis-data';
let course: { id: number; url: string };
let token: string;

beforeAll(async () => {
  app = await createTestApp({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: { max: 1000, windowSeconds: 60 } } } });
  const row = await app.ctx.db.selectFrom('contents').select(['id', 'url', 'instructor_id']).where('url', '=', EXCEL).executeTakeFirstOrThrow();
  course = row;
  // The course's own instructor may use its lecture (and its assistant).
  const ins = await app.ctx.db
    .selectFrom('instructors')
    .select('url')
    .where('id', '=', must(row.instructor_id ?? undefined, 'an instructor'))
    .executeTakeFirstOrThrow();
  const res = await app.inject({ method: 'POST', url: '/web/v2/auth/login-by-email', headers: basicHeaders, payload: { email: instructorEmail(ins.url), password: INSTRUCTOR_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json().result as { accessToken?: { token?: string } | string; token?: string };
  token = must(typeof body.accessToken === 'string' ? body.accessToken : (body.accessToken?.token ?? body.token), 'an access token');
}, 120_000);
afterAll(async () => app?.cleanup());

async function ask(question: string, lang: 'id' | 'en'): Promise<AssistantAnswer> {
  const res = await app.inject({ method: 'POST', url: '/v2/ai/ask', headers: { authorization: `Bearer ${token}`, language: lang }, payload: { question, course: EXCEL } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as AssistantAnswer;
}

const marked = (p: AssistantPassage) => p.marks.map((m) => p.extract.slice(m.start, m.end).toUpperCase());

describe('the study assistant without a provider', () => {
  it('answers "Apa bedanya VLOOKUP dan XLOOKUP?" with the reading that teaches both, words marked, in Indonesian', async () => {
    const answer = await ask('Apa bedanya VLOOKUP dan XLOOKUP?', 'id');
    expect(answer.mode).toBe('passages');
    expect(answer.answer).toBe('Ini yang dibahas kelas Anda tentang VLOOKUP dan XLOOKUP:');
    expect(answer.answer).not.toMatch(/penyedia AI|provider/i);
    expect(answer.passages.length).toBeGreaterThan(0);
    expect(answer.passages.length).toBeLessThanOrEqual(3);
    const best = must(answer.passages[0], 'a passage');
    expect(best.kind).toBe('lesson');
    expect(best.title).toBe('VLOOKUP dan XLOOKUP: mencari data di tabel');
    expect(best.link).toMatch(new RegExp(`^/courses/${EXCEL}/lecture/${best.materialId}\\?t=0$`));
    // The extract is one line, and every mark lies on one of the question's words.
    expect(best.extract).toContain('Perbedaan VLOOKUP dan XLOOKUP');
    expect(best.extract).not.toContain('\n');
    expect(best.extract.length).toBeLessThan(220);
    expect(marked(best).length).toBeGreaterThan(0);
    for (const word of marked(best)) expect(['VLOOKUP', 'XLOOKUP']).toContain(word);
    // Stop words of the question are never marked.
    for (const p of answer.passages) for (const word of marked(p)) expect(['APA', 'BEDANYA', 'DAN']).not.toContain(word);
  });

  it('answers "Difference between VLOOKUP and XLOOKUP?" the same way in English', async () => {
    const answer = await ask('Difference between VLOOKUP and XLOOKUP?', 'en');
    expect(answer.answer).toBe('Here is what your class says about VLOOKUP and XLOOKUP:');
    const best = must(answer.passages[0], 'a passage');
    expect(best.title).toBe('VLOOKUP and XLOOKUP: looking up data in a table');
    expect(new Set(marked(best))).toEqual(new Set(['VLOOKUP', 'XLOOKUP']));
    // The paragraph that compares them comes first; the lesson's title alone is not a passage.
    expect(best.extract).toContain('difference between VLOOKUP and XLOOKUP');
    expect(answer.passages.map((p) => p.extract)).not.toContain(best.title);
    for (const p of answer.passages) for (const word of marked(p)) expect(['DIFFERENCE', 'BETWEEN', 'AND']).not.toContain(word);
  });

  it('finds passages matching part of a question, ranked by how many of its words they contain', async () => {
    // One known word and one the course never uses: the known one is enough.
    const part = await findPassages(app.ctx.db, course.id, course.url, 'Bagaimana XLOOKUP menangani zorblat?', 'id');
    expect(part.length).toBeGreaterThan(0);
    expect(part[0]?.title).toBe('VLOOKUP dan XLOOKUP: mencari data di tabel');
    // A passage with both words ranks above every passage with one (the reading names both; others at most one).
    const both = await findPassages(app.ctx.db, course.id, course.url, 'PivotTable XLOOKUP', 'en');
    const words = both.map((p) => new Set(marked(p)).size);
    expect(words).toEqual([...words].sort((a, b) => b - a));
  });

  it('says what to try when nothing matches, never "no AI provider configured"', async () => {
    const none = await ask('Apa itu zorblat?', 'en');
    expect(none.passages).toEqual([]);
    expect(none.answer).toContain('do not mention zorblat');
    expect(none.answer).toContain('Logical and lookup formulas');
    expect(none.answer).not.toMatch(/provider/i);
    const stopOnly = await findPassages(app.ctx.db, course.id, course.url, 'Apa bedanya dan antara?', 'id');
    expect(stopOnly).toEqual([]);
  });

  it('adds the reading to a database seeded before, before the module’s quiz (the upgrade seeder), once', async () => {
    const rollback = new Error('rollback');
    const reading = must(COURSE_READINGS[0], 'a reading');
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        const lessons = () =>
          trx
            .selectFrom('course_materials as m')
            .innerJoin('course_chapters as ch', 'ch.id', 'm.chapter_id')
            .select(['m.title_en', 'm.item_type', 'm.position'])
            .where('ch.content_id', '=', course.id)
            .where('ch.position', '=', reading.module + 1)
            .orderBy('m.position')
            .execute();
        const seeded = await lessons();
        // As a database seeded before issue 25: without the reading, the lessons after it moved up.
        const row = seeded.find((l) => l.title_en === reading.title[1]);
        expect(row?.item_type).toBe(LessonItemType.TEXT);
        const gone = await trx
          .deleteFrom('course_materials')
          .where('content_id', '=', course.id)
          .where('title_en', '=', reading.title[1])
          .returning(['chapter_id', 'position'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('course_materials')
          .set((eb) => ({ position: eb('position', '-', 1) }))
          .where('chapter_id', '=', gone.chapter_id)
          .where('position', '>', gone.position)
          .execute();
        await courseReadingsSeeder.run(trx);
        await courseReadingsSeeder.run(trx);
        const after = await lessons();
        expect(after).toEqual(seeded);
        expect(after.map((l) => l.position)).toEqual(after.map((_, i) => i + 1));
        expect(after.findIndex((l) => l.title_en === reading.title[1])).toBe(after.findIndex((l) => l.item_type === LessonItemType.QUIZ) - 1);
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
  });
});
