import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { REDEEM_STATE_TTL_MS } from './redeem.js';

/** Issue 19: the Prakerja redeem against the local platform sandbox. */

const W = '/web/v2';
const clock = manualClock(new Date());
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
}, 120_000);
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const request = (token: string, voucherCode: string, redeemCode: string, language = 'id') =>
  app.inject({ method: 'POST', url: `${W}/prakerja/pmo-request-redeem`, headers: { authorization: `Bearer ${token}`, language }, payload: { voucherCode, redeemCode } });
const callback = (token: string, state: string, language = 'id') =>
  app.inject({ method: 'POST', url: `${W}/prakerja/pmo-callback?state=${encodeURIComponent(state)}`, headers: { authorization: `Bearer ${token}`, language } });

let n = 0;
/** A fresh pair issued by the sandbox for a Prakerja class. */
async function issued() {
  const c = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('is_prakerja', '=', true)
    .where('is_published', '=', true)
    .where('content_type', '=', ContentType.COURSE)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const k = ++n;
  const pair = { voucher_code: `PKJ-TEST-${k}`, redeem_code: `RDM-TEST-${k}`, content_id: c.id };
  await app.ctx.db.insertInto('prakerja_sandbox_codes').values(pair).execute();
  return { voucherCode: pair.voucher_code, redeemCode: pair.redeem_code, content: c };
}
const enrolments = (student: number, contentId: number) =>
  app.ctx.db.selectFrom('enrolments').select(['source']).where('student_id', '=', student).where('content_id', '=', contentId).execute();

describe('Prakerja redeem', () => {
  it('the sandbox knows seeded pairs', async () => {
    const rows = await app.ctx.db.selectFrom('prakerja_sandbox_codes').select(['voucher_code', 'redeem_code']).where('voucher_code', 'like', 'PKJ-DEMO-%').execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('request → URL with a signed state → callback enrols; the state is single use and the pair is used', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const { voucherCode, redeemCode, content } = await issued();
    // Case and spaces around do not matter.
    const res = await request(token, ` ${voucherCode.toLowerCase()} `, redeemCode);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().result;
    expect(answer.contentId).toBe(content.id);
    expect(answer.redirectUrl).toContain(`state=${encodeURIComponent(answer.state)}`);

    // Bound to the student: another account cannot use it.
    expect((await callback(await studentToken(app), answer.state)).statusCode).toBe(403);
    // Forged.
    expect((await callback(token, answer.state.slice(0, -2) + 'xx')).statusCode).toBe(400);

    const done = await callback(token, answer.state);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({ contentId: content.id, url: content.url, enrolled: true });
    expect(await enrolments(student, content.id)).toEqual([{ source: 'prakerja' }]);

    const again = await callback(token, answer.state, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This redeem link has already been used.');
    const reuse = await request(await studentToken(app), voucherCode, redeemCode);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('Kode voucher ini sudah digunakan.');
  });

  it('unknown, mismatched and used pairs are refused in both languages, and claim nothing', async () => {
    const token = await studentToken(app);
    const { voucherCode } = await issued();
    for (const [v, r, id, en] of [
      ['PKJ-NOPE-1', 'RDM-NOPE', 'Kode voucher Prakerja tidak dikenal.', 'The Prakerja voucher code is not known.'],
      [voucherCode, 'RDM-WRONG', 'Kode redeem tidak cocok dengan kode voucher ini.', 'The redeem code does not match this voucher code.'],
    ] as const) {
      const a = await request(token, v, r);
      expect(a.statusCode).toBe(400);
      expect(a.json().message).toBe(id);
      expect((await request(token, v, r, 'en')).json().message).toBe(en);
    }
    const used = await issued();
    await app.ctx.db.updateTable('prakerja_sandbox_codes').set({ used_at: new Date() }).where('voucher_code', '=', used.voucherCode).execute();
    const u = await request(token, used.voucherCode, used.redeemCode, 'en');
    expect(u.statusCode).toBe(400);
    expect(u.json().message).toBe('This voucher code has already been used.');
    expect(await app.ctx.db.selectFrom('prakerja_redeems').select('id').where('voucher_code', 'in', ['PKJ-NOPE-1', voucherCode, used.voucherCode]).execute()).toHaveLength(0);
    expect((await request(token, 'bad code!', 'x')).statusCode).toBe(400);
  });

  it('a pair sent twice at once, and 64 at once, by one or many students → one enrolment', async () => {
    for (const times of [2, 64]) {
      const { voucherCode, redeemCode, content } = await issued();
      const tokens = await Promise.all(Array.from({ length: times }, (_, i) => (i % 2 === 0 ? studentToken(app) : Promise.resolve(''))));
      const first = must(tokens[0], 'a token');
      const senders = tokens.map((t) => t || first);
      const answers = await Promise.all(senders.map((t) => request(t, voucherCode, redeemCode)));
      const okAnswers = answers.filter((r) => r.statusCode === 200);
      expect(okAnswers.length).toBeGreaterThanOrEqual(1);
      // Only one student holds the claim; that student's repeats answer the same state.
      expect(new Set(okAnswers.map((r) => r.json().result.state)).size).toBe(1);
      expect(new Set(answers.flatMap((r, i) => (r.statusCode === 200 ? [senders[i]] : []))).size).toBe(1);
      expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
      const winner = must(senders[answers.indexOf(must(okAnswers[0], 'the winner'))], 'its sender');
      const state = okAnswers[0]!.json().result.state as string;
      const callbacks = await Promise.all(Array.from({ length: times }, () => callback(winner, state)));
      expect(callbacks.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const rows = await app.ctx.db.selectFrom('enrolments').select('student_id').where('content_id', '=', content.id).where('source', '=', 'prakerja').execute();
      expect(rows.filter((r) => senders.map(idOf).includes(r.student_id))).toHaveLength(1);
    }
  });

  it('a state expires with the test clock; a claim left unfinished is free again after it', async () => {
    const token = await studentToken(app);
    const other = await studentToken(app);
    const { voucherCode, redeemCode } = await issued();
    const state = (await request(token, voucherCode, redeemCode)).json().result.state as string;
    // Held: another student is told it is in progress.
    expect((await request(other, voucherCode, redeemCode)).statusCode).toBe(409);
    clock.advance(REDEEM_STATE_TTL_MS + 1000);
    const late = await callback(token, state);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Tautan penukaran sudah kedaluwarsa. Ajukan penukaran lagi.');
    // The stale claim is taken over; the first student's state no longer works.
    const taken = await request(other, voucherCode, redeemCode);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await callback(other, taken.json().result.state)).statusCode).toBe(200);
  });
});
