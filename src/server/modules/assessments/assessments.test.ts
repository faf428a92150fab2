import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assessment, AssessmentResult, AssessmentSubmitted, AssessmentSummary, MyAssessmentResult } from '../../../common/contract/assessments.js';
import type { Page } from '../../../common/types.js';
import { basicHeaders, createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';

/** The value, or a failure saying it is missing. */
const need = <T>(v: T | null | undefined): T => {
  if (v === null || v === undefined) throw new Error('missing');
  return v;
};

const W = '/web/v2';
const LEAKS = /isCorrect|is_correct|explanation|"correct"/;

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, lang = 'en') =>
  app.inject({ method, url: `${url}?lang=${lang}`, headers: token ? { authorization: `Bearer ${token}` } : basicHeaders, ...(payload === undefined ? {} : { payload: payload as object }) });

async function student(name: string) {
  const id = (
    await app.ctx.db
      .insertInto('students')
      .values({ full_name: name, email: `a-${Math.random().toString(36).slice(2)}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { id, token: await studentToken(app, id) };
}

async function answersOf(url: string, right: boolean) {
  const rows = await app.ctx.db
    .selectFrom('assessments as a')
    .innerJoin('quiz_questions as q', 'q.quiz_id', 'a.quiz_id')
    .innerJoin('quiz_options as o', 'o.question_id', 'q.id')
    .select(['q.id as qid', 'o.id as oid', 'o.is_correct'])
    .where('a.url', '=', url)
    .execute();
  const byQ = new Map<number, number[]>();
  for (const r of rows) if (r.is_correct === right) byQ.set(r.qid, [...(byQ.get(r.qid) ?? []), r.oid]);
  return [...byQ].map(([questionId, ids]) => ({ questionId, optionIds: right ? ids : [need(ids[0])] }));
}

describe('assessments', () => {
  it('lists the seeded assessments and shows one to a guest, in both languages, without answers', async () => {
    const list = (await call('GET', `${W}/assessments`)).json().result as AssessmentSummary[];
    expect(list.map((a) => a.url)).toEqual(['tes-dasar-pemasaran-digital', 'tes-literasi-keuangan', 'tes-tata-bahasa-inggris']);
    expect(list.every((a) => a.bestScore === null && a.questionCount >= 5)).toBe(true);
    for (const lang of ['id', 'en'] as const) {
      const res = await call('GET', `${W}/assessments/tes-literasi-keuangan/quiz`, undefined, undefined, lang);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(LEAKS);
      const a = res.json().result as Assessment;
      expect(a.title).toBe(lang === 'en' ? 'Financial Literacy Test' : 'Tes Literasi Keuangan');
      expect(a.questions.length).toBe(a.questionCount);
      expect(new Set(a.questions.map((q) => q.kind))).toEqual(new Set([1, 2]));
    }
    const missing = await call('GET', `${W}/assessments/no-such-test/quiz`, undefined, undefined, 'id');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Asesmen tidak ditemukan');
  });

  it('grades a submission on the server; the result is readable by anyone with its link, with the name masked', async () => {
    const answers = await answersOf('tes-tata-bahasa-inggris', true);
    expect((await call('POST', `${W}/assessments/tes-tata-bahasa-inggris/submit`, undefined, { answers })).statusCode).toBe(401);
    const s = await student('Dewi Lestari');
    const res = await call('POST', `${W}/assessments/tes-tata-bahasa-inggris/submit`, s.token, { answers });
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json().result as AssessmentSubmitted;
    expect(submitted).toMatchObject({ score: 100, passed: true });
    expect(submitted.resultId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const asGuest = await call('GET', `${W}/assessments/tes-tata-bahasa-inggris/results/${submitted.resultId}`);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.headers['cache-control']).toBe('private, no-store');
    const r = asGuest.json().result as AssessmentResult;
    expect(r).toMatchObject({ studentName: 'D*** ******i', score: 100, passed: true, isMine: false });
    expect(r.review.every((q) => q.isCorrect && q.explanation.length > 0)).toBe(true);
    expect(((await call('GET', `${W}/assessments/tes-tata-bahasa-inggris/results/${submitted.resultId}`, s.token)).json().result as AssessmentResult).isMine).toBe(true);
    // The id under another assessment's url, and an id never made: 404.
    expect((await call('GET', `${W}/assessments/tes-literasi-keuangan/results/${submitted.resultId}`)).statusCode).toBe(404);
    expect((await call('GET', `${W}/assessments/tes-tata-bahasa-inggris/results/AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
    expect((await call('GET', `${W}/assessments/tes-tata-bahasa-inggris/results/short`)).statusCode).toBe(400);
  });

  it('a wrong submission fails; a malformed one is refused with a message; my results are mine alone', async () => {
    const s = await student('Agus Salim');
    const wrong = await answersOf('tes-literasi-keuangan', false);
    const res = (await call('POST', `${W}/assessments/tes-literasi-keuangan/submit`, s.token, { answers: wrong })).json().result as AssessmentSubmitted;
    expect(res).toMatchObject({ score: 0, passed: false });
    const bad = await call('POST', `${W}/assessments/tes-literasi-keuangan/submit`, s.token, { answers: [{ questionId: 99999999, optionIds: [] }] }, 'id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pertanyaan 99999999 bukan bagian dari kuis ini');

    const mine = (await call('GET', `${W}/assessments/my-results`, s.token)).json().result as Page<MyAssessmentResult>;
    expect(mine.items.map((i) => i.resultId)).toEqual([res.resultId]);
    const other = await student('Someone Else');
    expect(((await call('GET', `${W}/assessments/my-results`, other.token)).json().result as Page<MyAssessmentResult>).items).toEqual([]);
    expect((await call('GET', `${W}/assessments/my-results`)).statusCode).toBe(401);
    const list = (await call('GET', `${W}/assessments`, s.token)).json().result as AssessmentSummary[];
    expect(list.find((a) => a.url === 'tes-literasi-keuangan')?.bestScore).toBe(0);
  });
});
