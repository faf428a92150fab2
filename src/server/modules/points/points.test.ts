import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn, ExchangedVoucher, PayoutView, PointExchangeView, PointsAbout } from '../../../common/contract/points.js';
import { CHECKIN_POINTS, STREAK_BONUS } from '../../../common/points.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { newStudent, type TestStudent } from '../sessions/testing.js';
import { loadConfig } from '../../config.js';
import { GatewayError, MidtransCoreApi, type GatewayTransport, type PaymentGateway } from '../../payments/gateway/index.js';
import { earnPoints, pollPendingPayouts, settlePayout } from './index.js';
import { PAYOUT_POLL_MIN_AGE_MS } from './payouts-job.js';

/** PoinQu through the API, on the app clock (no sleeps): check-in once a Jakarta day, exchanges over a balance, the GoPay payout. */

const W = '/web/v2';
const clock = manualClock(new Date('2026-12-01T03:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
let items: PointExchangeView[];
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { payments: { gateway: 'sandbox' } } });
  app.sandboxGateway?.useClock(clock.now);
  const s = await newStudent(app);
  items = (await app.inject({ method: 'GET', url: `${W}/point/voucher-exchanges`, headers: s.headers })).json().result;
}, 120_000);
afterAll(async () => app?.cleanup());

const get = (url: string, s: TestStudent, lang = 'id') => app.inject({ method: 'GET', url: `${W}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers: s.headers });
const post = (url: string, s: TestStudent, payload?: object, lang = 'id') =>
  app.inject({ method: 'POST', url: `${W}${url}?lang=${lang}`, headers: s.headers, ...(payload ? { payload } : {}) });
const ledgerOf = (s: TestStudent) => app.ctx.db.selectFrom('points_ledger').selectAll().where('student_id', '=', s.id).orderBy('id').execute();
const balance = async (s: TestStudent) => ((await get('/point/about', s)).json().result as PointsAbout).balance;
const item = (kind: string) => items.find((i) => i.kind === kind)!;

describe('check-in', () => {
  it('64 concurrent check-ins of one student: one ledger row, one first answer', async () => {
    const s = await newStudent(app);
    clock.set('2026-12-01T03:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 64 }, () => post('/point/create-point/check-in', s)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    expect(answers.filter((a) => a.json().message.startsWith('Check-in berhasil'))).toHaveLength(1);
    expect(await ledgerOf(s)).toHaveLength(1);
    expect(await balance(s)).toBe(CHECKIN_POINTS);
    const state = (await get('/point/create-point/check-in', s)).json().result as CheckIn;
    expect(state).toMatchObject({ today: '2026-12-01', checkedInToday: true, streak: 1, balance: CHECKIN_POINTS });
  });

  it('23:59 and 00:01 in Jakarta are two days; the 7th day in a row earns the bonus; a gap starts over', async () => {
    const s = await newStudent(app);
    clock.set('2026-12-01T16:59:00.000Z'); // 23:59 WIB, 1 December
    expect((await post('/point/create-point/check-in', s)).json().result).toMatchObject({ today: '2026-12-01', streak: 1 });
    clock.set('2026-12-01T17:01:00.000Z'); // 00:01 WIB, 2 December
    const second = await post('/point/create-point/check-in', s, undefined, 'en');
    expect(second.json().result).toMatchObject({ today: '2026-12-02', streak: 2, points: CHECKIN_POINTS });
    expect(second.json().message).toBe(`Checked in: +${CHECKIN_POINTS} points.`);
    for (let day = 3; day <= 7; day++) {
      clock.advance(86_400_000);
      await post('/point/create-point/check-in', s);
    }
    const about = (await get('/point/about', s)).json().result as PointsAbout;
    expect(about.checkIn).toMatchObject({ today: '2026-12-07', streak: 7, checkedInToday: true, points: CHECKIN_POINTS + STREAK_BONUS });
    expect(about.balance).toBe(7 * CHECKIN_POINTS + STREAK_BONUS);
    clock.advance(2 * 86_400_000);
    expect((await get('/point/create-point/check-in', s)).json().result).toMatchObject({ checkedInToday: false, streak: 0, streakDay: 1 });
    expect((await post('/point/create-point/check-in', s)).json().result).toMatchObject({ today: '2026-12-09', streak: 1 });
    const history = (await get('/point/history', s)).json().result;
    expect(history).toMatchObject({ page: 1, pageSize: 10, totalItems: 8 });
    expect(history.items[0]).toMatchObject({ reason: 'checkin', title: 'Check-in harian 2026-12-09', points: CHECKIN_POINTS });
  });
});

describe('exchanges', () => {
  it('64 concurrent voucher exchanges over a balance enough for 3: 3 vouchers, a balance of 0', async () => {
    const s = await newStudent(app);
    const v = item('voucher');
    await earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'test', points: 3 * v.points }]);
    const answers = await Promise.all(Array.from({ length: 64 }, () => post('/point/exchange', s, { VoucherCodeExchangeId: v.id })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(3);
    expect(statuses.filter((x) => x === 409)).toHaveLength(61);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(`Poin kamu tidak cukup: perlu ${v.points} poin.`);
    expect(await balance(s)).toBe(0);
    expect(await app.ctx.db.selectFrom('student_vouchers').selectAll().where('student_id', '=', s.id).execute()).toHaveLength(3);
    expect(await app.ctx.db.selectFrom('vouchers').selectAll().where('owner_student_id', '=', s.id).execute()).toHaveLength(3);
    const got = answers.find((a) => a.statusCode === 200)!.json().result as ExchangedVoucher;
    expect(got.voucherCode).toMatch(/^PQ[0-9A-F]{10}$/);
    const h = (await get('/point/voucher-exchange-history', s)).json().result;
    expect(h).toMatchObject({ page: 1, pageSize: 10, totalItems: 3 });
    expect(h.items[0]).toMatchObject({ kind: 'voucher', points: v.points, payout: null });
  });

  it('refuses bad input with a message: unknown exchange, the wrong kind, a bad account number', async () => {
    const s = await newStudent(app);
    expect((await post('/point/exchange', s, {})).statusCode).toBe(400);
    expect((await post('/point/exchange', s, { VoucherCodeExchangeId: 'x' })).statusCode).toBe(400);
    const unknown = await post('/point/exchange', s, { VoucherCodeExchangeId: 99999 }, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Points exchange not found.');
    expect((await post('/point/exchange', s, { VoucherCodeExchangeId: item('gopay').id })).statusCode).toBe(400);
    for (const accountNumber of ['0212345678', 'abc', '+6512345678']) {
      const bad = await post('/point/exchange-gopay', s, { voucherExchangeID: item('gopay').id, accountNumber });
      expect(bad.statusCode, accountNumber).toBe(400);
      expect(bad.json().message).toBe('Nomor GoPay harus nomor ponsel Indonesia (08…).');
    }
    expect((await post('/point/exchange-gopay', s, { voucherExchangeID: item('gopay').id, accountNumber: '081234567890' })).statusCode).toBe(409);
    expect(await ledgerOf(s)).toEqual([]);
  });
});

describe('GoPay payout', () => {
  async function payoutOf(s: TestStudent) {
    const g = item('gopay');
    await earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'test', points: g.points + 5 }]);
    const res = await post('/point/exchange-gopay', s, { voucherExchangeID: g.id, accountNumber: '0812-3456-7890' });
    expect(res.statusCode, res.body).toBe(200);
    const payout = res.json().result as PayoutView;
    expect(payout).toMatchObject({ status: 1, accountNumber: '0812****7890', amount: g.amount, points: g.points });
    const about = (await get('/point/about', s)).json().result as PointsAbout;
    expect(about).toMatchObject({ balance: 5, held: g.points });
    const row = await app.ctx.db.selectFrom('point_payouts').selectAll().where('id', '=', payout.id).executeTakeFirstOrThrow();
    return { payout, ref: row.reference_no!, g };
  }

  it('success spends the held points', async () => {
    const s = await newStudent(app);
    const { payout, ref } = await payoutOf(s);
    expect((await get(`/point/exchange-gopay/${payout.id}`, s)).json().result.status).toBe(1);
    await app.sandboxGateway!.payouts.decide([ref], 'completed');
    const read = (await get(`/point/exchange-gopay/${payout.id}`, s)).json().result as PayoutView;
    expect(read).toMatchObject({ status: 2, failure: null });
    expect((await get('/point/about', s)).json().result).toMatchObject({ balance: 5, held: 0 });
    expect((await ledgerOf(s)).map((l) => l.reason)).toEqual(['course', 'payout']);
    const other = await newStudent(app);
    expect((await get(`/point/exchange-gopay/${payout.id}`, other)).statusCode).toBe(404);
  });

  it('a rejected payout returns the points once, however often it is read or replayed', async () => {
    const s = await newStudent(app);
    const { payout, ref, g } = await payoutOf(s);
    await app.sandboxGateway!.payouts.decide([ref], 'rejected', 'wrong account');
    const reads = await Promise.all(Array.from({ length: 16 }, () => get(`/point/exchange-gopay/${payout.id}`, s)));
    for (const r of reads) expect(r.json().result).toMatchObject({ status: 3, failure: 'rejected' });
    expect(await settlePayout(app.ctx.db, payout.id, { paymentStatus: 3, failure: 'rejected' }, clock.now())).toBe(false);
    expect(await settlePayout(app.ctx.db, payout.id, { paymentStatus: 2, failure: null }, clock.now())).toBe(false);
    expect((await ledgerOf(s)).map((l) => [l.reason, l.points])).toEqual([
      ['course', g.points + 5],
      ['payout', -g.points],
      ['payout_return', g.points],
    ]);
    expect((await get('/point/about', s)).json().result).toMatchObject({ balance: g.points + 5, held: 0 });
  });

  it('a payout left queued a day expires and its points come back', async () => {
    const s = await newStudent(app);
    const { payout, g } = await payoutOf(s);
    clock.advance(25 * 3_600_000);
    expect((await get(`/point/exchange-gopay/${payout.id}`, s)).json().result).toMatchObject({ status: 3, failure: 'expired' });
    expect(await balance(s)).toBe(g.points + 5);
    const h = (await get('/point/voucher-exchange-history', s)).json().result;
    expect(h.items[0]).toMatchObject({ kind: 'gopay', payout: { status: 3 } });
  });
});

describe('an exchanged voucher', () => {
  it('is its owner’s alone: it applies for the owner and is unknown to another student', async () => {
    const s = await newStudent(app);
    const other = await newStudent(app);
    const v = item('voucher');
    await earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'test', points: v.points }]);
    const got = (await post('/point/exchange', s, { VoucherCodeExchangeId: v.id })).json().result as ExchangedVoucher;
    const course = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', 1)
      .where('is_published', '=', true)
      .where('final_price', '>=', 100_000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mine = await post(`/vouchers/validate/${got.voucherCode}`, s, { contentId: course.id });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result).toMatchObject({ voucherCode: got.voucherCode, discount: 25_000 });
    const theirs = await post(`/vouchers/validate/${got.voucherCode}`, other, { contentId: course.id });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().data).toMatchObject({ reason: 'unknown' });
    const listed = async (who: TestStudent) => ((await get(`/vouchers/content/${course.id}`, who)).json().result as { voucherCode: string }[]).map((x) => x.voucherCode);
    expect(await listed(s)).toContain(got.voucherCode);
    expect(await listed(other)).not.toContain(got.voucherCode);
  });
});

describe('the pending-payouts job (IRIS_POLL_SECONDS)', () => {
  const holder = 'points-test-holder';
  const poll = (gateway: () => PaymentGateway = () => app.paymentGateway) => pollPendingPayouts(app.ctx.db, gateway, holder, clock.now());
  async function pending(s: TestStudent) {
    const g = item('gopay');
    await earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'job', points: g.points }]);
    const res = await post('/point/exchange-gopay', s, { voucherExchangeID: g.id, accountNumber: '081298765432' });
    expect(res.statusCode, res.body).toBe(200);
    const payout = res.json().result as PayoutView;
    const row = await app.ctx.db.selectFrom('point_payouts').selectAll().where('id', '=', payout.id).executeTakeFirstOrThrow();
    return { payout, ref: row.reference_no!, g };
  }
  const statusOf = async (id: number) => (await app.ctx.db.selectFrom('point_payouts').select(['status', 'failure']).where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('settles an approved payout without the student reading it, once; a young payout is left to its request', async () => {
    const s = await newStudent(app);
    const { payout, ref, g } = await pending(s);
    await app.sandboxGateway!.payouts.decide([ref], 'completed');
    expect(await poll()).not.toContain(payout.id); // younger than the minimum age
    expect(await statusOf(payout.id)).toBe(1);
    clock.advance(PAYOUT_POLL_MIN_AGE_MS);
    expect(await poll()).toContain(payout.id);
    expect(await statusOf(payout.id)).toBe(2);
    expect(await poll()).not.toContain(payout.id);
    expect((await ledgerOf(s)).map((l) => [l.reason, l.points])).toEqual([
      ['course', g.points],
      ['payout', -g.points],
    ]);
    expect((await get('/point/about', s)).json().result).toMatchObject({ balance: 0, held: 0 });
  });

  it('a payout left queued a day: 16 racing runs return its points exactly once', async () => {
    const s = await newStudent(app);
    const { payout, g } = await pending(s);
    clock.advance(25 * 3_600_000);
    const runs = await Promise.all(Array.from({ length: 16 }, () => poll()));
    expect(runs.flat().filter((id) => id === payout.id).length).toBeGreaterThanOrEqual(1);
    expect((await get(`/point/exchange-gopay/${payout.id}`, s)).json().result).toMatchObject({ status: 3, failure: 'expired' });
    expect((await ledgerOf(s)).filter((l) => l.reason === 'payout_return')).toHaveLength(1);
    expect(await balance(s)).toBe(g.points);
  });

  it('holds no transaction across the gateway call, and an outage leaves the payout pending', async () => {
    const s = await newStudent(app);
    const { payout, ref } = await pending(s);
    clock.advance(PAYOUT_POLL_MIN_AGE_MS);
    const real = () => app.paymentGateway;
    let asked = 0;
    const probe = (answer: 'down' | 'real'): PaymentGateway => ({
      kind: 'sandbox',
      configured: true,
      charge: (r) => real().charge(r),
      status: (id) => real().status(id),
      cancel: (id) => real().cancel(id),
      expire: (id) => real().expire(id),
      verifyNotification: (body) => real().verifyNotification(body),
      createPayout: (r) => real().createPayout(r),
      payoutStatus: async (reference) => {
        asked++;
        // A write on the payout's row while the job waits on the gateway: it would block (and time
        // out) if the job held the row in a transaction across the call.
        await app.ctx.db.updateTable('point_payouts').set({ updated_at: clock.now() }).where('id', '=', payout.id).execute();
        if (answer === 'down') {
          throw new GatewayError('network', 'Payout gateway unreachable', { retryable: true });
        }
        return real().payoutStatus(reference);
      },
    });
    await poll(() => probe('down'));
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(await statusOf(payout.id)).toBe(1);
    await app.sandboxGateway!.payouts.decide([ref], 'rejected', 'wrong account');
    const settled = await poll(() => probe('real'));
    expect(settled).toContain(payout.id);
    expect(await statusOf(payout.id)).toBe(3);
  });
});

describe('Iris configuration', () => {
  it('IRIS_POLL_SECONDS: 60 by default, 5 to 3600, whole seconds; IRIS_API_KEY kept', () => {
    expect(loadConfig({}).payments).toMatchObject({ irisPollSeconds: 60, irisApiKey: undefined });
    expect(loadConfig({ IRIS_POLL_SECONDS: '15', IRIS_API_KEY: 'IRIS-creator' }).payments).toMatchObject({ irisPollSeconds: 15, irisApiKey: 'IRIS-creator' });
    for (const bad of ['4', '3601', '1.5', 'often']) expect(() => loadConfig({ IRIS_POLL_SECONDS: bad }), bad).toThrow(/IRIS_POLL_SECONDS must be/);
  });

  it('payout calls authenticate with the Iris key, charges with the server key', async () => {
    const seen: string[] = [];
    const transport: GatewayTransport = async (req) => {
      seen.push(`${req.path} ${req.headers.authorization}`);
      return { status: 201, body: JSON.stringify({ payouts: [{ reference_no: 'r1', status: 'queued' }] }) };
    };
    const api = new MidtransCoreApi({ kind: 'midtrans', serverKey: 'server', transport, payoutTransport: transport, payoutKey: 'iris' });
    await api.createPayout({ idempotencyKey: 'k', bank: 'gopay', account: '081234567890', beneficiaryName: 'A', amount: 10_000, notes: 'n' });
    expect(seen).toEqual([`/api/v1/payouts Basic ${Buffer.from('iris:').toString('base64')}`]);
  });
});
