import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addJakartaMonths, planMonths } from '../../../common/subscriptions.js';
import { ContentType, LessonProgress, PaymentStatus } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import type { MySubscription } from '../../../common/contract/subscriptions.js';
import { must } from '../../../common/must.js';
import { PAYMENT_NOTIFICATION_PATH } from '../../../common/payments.js';
import { TEST_SERVER_KEY, signedNotification } from '../../sandbox-gateway/testing.js';
import { manualClock } from '../../testing/clock.js';
import { orderStatus, settleAtSandbox, waitFor } from '../../testing/sandbox-pay.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { mayOpenContent } from '../lecture/index.js';

/** Issue 19: a subscription plan bought through the cart, orders and gateway; its period opens the self-paced classes. */

const W = '/web/v2';
let app: TestApp & { cleanup(): Promise<void> };
/** The server's clock (ctx.clock): the wall clock moved by `shift` ms, so a test can step past a period's end. */
let shift = 0;
beforeAll(async () => {
  app = await createTestApp({ config: { payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } }, clock: () => new Date(Date.now() + shift) });
}, 120_000);
afterEach(() => {
  shift = 0;
});
afterAll(async () => app?.cleanup());

const idOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

async function plan(months: number) {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'final_price', 'details'])
    .where('content_type', '=', ContentType.SUBSCRIPTION)
    .where('is_published', '=', true)
    .execute();
  return must(
    rows.find((r) => planMonths(r.details) === months),
    `a ${months}-month plan`,
  );
}
/** A paid self-paced course (not Prakerja) with a reading (finished by a visit, like a link) that can be opened in any order. */
async function course() {
  return app.ctx.db
    .selectFrom('contents as c')
    .innerJoin('course_materials as m', 'm.content_id', 'c.id')
    .leftJoin('lecture_courses as l', 'l.content_id', 'c.id')
    .select(['c.id', 'c.url', 'm.id as materialId'])
    .where('c.content_type', '=', ContentType.COURSE)
    .where('c.is_published', '=', true)
    .where('c.is_prakerja', '=', false)
    .where('c.final_price', '>', 0)
    .where('m.item_type', '=', LessonItemType.TEXT)
    .where((eb) => eb.or([eb('l.sequential', 'is', null), eb('l.sequential', '=', false)]))
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}
/** Orders a plan and pays it with a signed settlement; answers the order id. */
async function buy(token: string, contentId: number): Promise<number> {
  const res = await call(token, 'POST', `${W}/orders`, { items: [{ contentId }], paymentTypeId: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().result.id as number;
  await settleAtSandbox(app, orderId);
  return orderId;
}
const periodsOf = (studentId: number) =>
  app.ctx.db.selectFrom('subscription_periods').select(['content_id', 'order_id', 'starts_at', 'ends_at']).where('student_id', '=', studentId).orderBy('starts_at').execute();

describe('buying a subscription plan', () => {
  it('goes through the cart and an order; paid, it adds a period and no enrolment; renewal extends from the current end', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const monthly = await plan(1);
    const added = await call(token, 'POST', `${W}/cart/additem`, { items: [{ contentId: monthly.id }] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.added).toEqual([monthly.id]);

    const before = new Date();
    const first = await buy(token, monthly.id);
    const after = new Date();
    const [p1] = await periodsOf(student);
    expect(p1).toMatchObject({ content_id: monthly.id, order_id: first });
    const start = new Date(must(p1, 'a period').starts_at);
    expect(start.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(start.getTime()).toBeLessThanOrEqual(after.getTime() + 1000);
    expect(new Date(p1!.ends_at)).toEqual(addJakartaMonths(start, 1));
    expect(await app.ctx.db.selectFrom('enrolments').select('id').where('student_id', '=', student).where('content_id', '=', monthly.id).execute()).toHaveLength(0);
    // Paid lines leave the cart.
    expect((await call(token, 'GET', `${W}/cart`)).json().result.items).toEqual([]);

    // Buying again while the period runs: not "owned", the cart takes it, the new period starts at the end.
    const quarterly = await plan(3);
    expect((await call(token, 'POST', `${W}/cart/additem`, { items: [{ contentId: quarterly.id }, { contentId: monthly.id }] })).statusCode).toBe(200);
    await buy(token, quarterly.id);
    const [a, b] = await periodsOf(student);
    expect(new Date(b!.starts_at)).toEqual(new Date(a!.ends_at));
    expect(new Date(b!.ends_at)).toEqual(addJakartaMonths(new Date(a!.ends_at), 3));
  });

  it('a subscription cannot be enrolled in for free', async () => {
    const token = await studentToken(app);
    const monthly = await plan(1);
    const res = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: monthly.id });
    expect(res.statusCode).toBe(400);
  });

  it('64 identical orders and 64 identical paid notifications at once → one order, one period', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const monthly = await plan(1);
    const orders = await Promise.all(Array.from({ length: 64 }, () => call(token, 'POST', `${W}/orders`, { items: [{ contentId: monthly.id }], paymentTypeId: 1 })));
    expect(orders.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    const ids = new Set(orders.map((r) => r.json().result.id as number));
    expect(ids.size).toBe(1);
    const orderId = must([...ids][0], 'the order');
    const p = await app.ctx.db
      .selectFrom('payments')
      .select(['gateway_order_id', 'amount'])
      .where('order_id', '=', orderId)
      .where('status', '=', PaymentStatus.PENDING)
      .executeTakeFirstOrThrow();
    // The sandbox's own notification and 64 signed ones of the same settlement, all at once.
    const simulated = app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: p.gateway_order_id } });
    const notes = await Promise.all(
      Array.from({ length: 64 }, () => app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(p.gateway_order_id, 'settlement', '200', p.amount) })),
    );
    expect((await simulated).statusCode).toBe(200);
    expect(notes.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    await waitFor(async () => (await orderStatus(app, orderId)) === PaymentStatus.SUCCESS);
    expect(await periodsOf(student)).toHaveLength(1);
  });
});

describe('what a period opens', () => {
  it('the lecture opens during the period and refuses after it; progress stays', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await course();
    expect((await call(token, 'GET', `${W}/courses/${c.url}/lecture/summary`)).statusCode).toBe(403);
    await buy(token, (await plan(1)).id);
    const open = await call(token, 'GET', `${W}/courses/${c.url}/lecture/summary`);
    expect(open.statusCode, open.body).toBe(200);
    const visited = await app.inject({ method: 'PUT', url: `${W}/lecture/materials/${c.materialId}/visit`, headers: { authorization: `Bearer ${token}` } });
    expect(visited.statusCode, visited.body).toBe(200);
    const progress = () => app.ctx.db.selectFrom('material_progress').select('material_id').where('student_id', '=', student).execute();
    expect(await progress()).toHaveLength(1);

    // The period as the test clock sees it: open from its start, closed from its end.
    const [p] = await periodsOf(student);
    const clock = manualClock(new Date(p!.starts_at));
    expect(await mayOpenContent(app.ctx.db, student, c.id, clock.now())).toBe(true);
    clock.set(new Date(new Date(p!.ends_at).getTime() - 1));
    expect(await mayOpenContent(app.ctx.db, student, c.id, clock.now())).toBe(true);
    clock.advance(1);
    expect(await mayOpenContent(app.ctx.db, student, c.id, clock.now())).toBe(false);
    clock.set(new Date(new Date(p!.starts_at).getTime() - 1));
    expect(await mayOpenContent(app.ctx.db, student, c.id, clock.now())).toBe(false);

    // The server's clock passes the period's end: the lecture and its lessons refuse, the progress stays.
    const end = new Date(p!.ends_at).getTime();
    shift = end - Date.now() + 1;
    const summary = await call(token, 'GET', `${W}/courses/${c.url}/lecture/summary?lang=en`);
    expect(summary.statusCode).toBe(403);
    expect(summary.json().message).toMatch(/not enrolled/);
    expect((await app.inject({ method: 'PUT', url: `${W}/lecture/materials/${c.materialId}/visit`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    expect((await call(token, 'GET', `${W}/courses/${c.url}/lecture/chapters`)).statusCode).toBe(403);
    expect(await progress()).toHaveLength(1);
    // A minute before the end, by the same clock: open.
    shift = end - Date.now() - 60_000;
    expect((await call(token, 'GET', `${W}/courses/${c.url}/lecture/summary`)).statusCode).toBe(200);
  });

  it('a subscriber who finishes a course earns its certificate, as the plans promise (no enrolment needed)', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const c = await course();
    await buy(token, (await plan(1)).id);
    // Every lesson but the link lesson already finished (as watching and quizzes would leave them).
    const others = await app.ctx.db.selectFrom('course_materials').select('id').where('content_id', '=', c.id).where('id', '<>', c.materialId).execute();
    if (others.length > 0) {
      await app.ctx.db
        .insertInto('material_progress')
        .values(others.map((m) => ({ student_id: student, material_id: m.id, content_id: c.id, status: LessonProgress.FINISHED, finished_at: new Date() })))
        .execute();
    }
    const certificates = () => app.ctx.db.selectFrom('certificates').select('number').where('student_id', '=', student).where('content_id', '=', c.id).execute();
    expect(await certificates()).toHaveLength(0);
    const visited = await app.inject({ method: 'PUT', url: `${W}/lecture/materials/${c.materialId}/visit`, headers: { authorization: `Bearer ${token}` } });
    expect(visited.statusCode, visited.body).toBe(200);
    expect(await certificates()).toHaveLength(1);
    expect(await app.ctx.db.selectFrom('enrolments').select('id').where('student_id', '=', student).where('content_id', '=', c.id).execute()).toHaveLength(0);
  });

  it('a period does not open Prakerja classes', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    await buy(token, (await plan(1)).id);
    const prakerja = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('content_type', '=', ContentType.COURSE)
      .where('is_prakerja', '=', true)
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    expect(await mayOpenContent(app.ctx.db, student, prakerja.id, new Date())).toBe(false);
  });
});

describe('quizzes of a subscriber (no enrolment)', () => {
  /** A quiz of a published self-paced class a period opens, in a course that opens lessons in any order. */
  async function quiz() {
    const row = await app.ctx.db
      .selectFrom('course_materials as m')
      .innerJoin('quizzes as q', 'q.material_id', 'm.id')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .leftJoin('lecture_courses as l', 'l.content_id', 'c.id')
      .select(['m.id', 'c.url', 'q.id as quizId'])
      .where('c.content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT])
      .where('c.is_published', '=', true)
      .where('c.is_prakerja', '=', false)
      .where((eb) => eb.or([eb('l.sequential', 'is', null), eb('l.sequential', '=', false)]))
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    const options = await app.ctx.db
      .selectFrom('quiz_questions as qq')
      .innerJoin('quiz_options as o', 'o.question_id', 'qq.id')
      .select(['qq.id as questionId', 'o.id as optionId', 'o.is_correct'])
      .where('qq.quiz_id', '=', row.quizId)
      .execute();
    const questions = [...new Set(options.map((o) => o.questionId))];
    const right = questions.map((questionId) => ({ questionId, optionIds: options.filter((o) => o.questionId === questionId && o.is_correct).map((o) => o.optionId) }));
    const wrong = questions.map((questionId) => ({
      questionId,
      optionIds: [
        must(
          options.find((o) => o.questionId === questionId && !o.is_correct),
          'a wrong option',
        ).optionId,
      ],
    }));
    return { path: `${W}/courses/${row.url}/lecture/quiz/by-material-id/${row.id}`, quizId: row.quizId, right, wrong };
  }
  const attempts = (studentId: number, quizId: number) =>
    app.ctx.db.selectFrom('quiz_attempts').select(['attempt_no', 'submitted_at', 'passed']).where('student_id', '=', studentId).where('quiz_id', '=', quizId).execute();

  it('64 starts at once open one attempt; 64 submissions at once grade it once', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const q = await quiz();
    expect((await call(token, 'GET', q.path)).statusCode).toBe(403);
    await buy(token, (await plan(1)).id);
    const starts = await Promise.all(Array.from({ length: 64 }, () => call(token, 'POST', `${q.path}/start-test`)));
    expect(starts.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    expect(await attempts(student, q.quizId)).toHaveLength(1);
    const submits = await Promise.all(Array.from({ length: 64 }, () => call(token, 'POST', `${q.path}/submit-test`, { answers: q.right })));
    const codes = submits.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(63);
    const [a] = await attempts(student, q.quizId);
    expect(a).toMatchObject({ attempt_no: 1, passed: true });
    expect(await attempts(student, q.quizId)).toHaveLength(1);
  });

  it('a right and a wrong submission at once: one of them grades the attempt, the other is refused', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const q = await quiz();
    await buy(token, (await plan(1)).id);
    expect((await call(token, 'POST', `${q.path}/start-test`)).statusCode).toBe(200);
    const [r, w] = await Promise.all([call(token, 'POST', `${q.path}/submit-test`, { answers: q.right }), call(token, 'POST', `${q.path}/submit-test`, { answers: q.wrong })]);
    expect([r.statusCode, w.statusCode].sort()).toEqual([200, 409]);
    const rows = await attempts(student, q.quizId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passed).toBe(r.statusCode === 200);
  });

  it('the quiz refuses once the server clock passes the period end', async () => {
    const token = await studentToken(app);
    const student = idOf(token);
    const q = await quiz();
    await buy(token, (await plan(1)).id);
    expect((await call(token, 'GET', q.path)).statusCode).toBe(200);
    const [p] = await periodsOf(student);
    shift = new Date(p!.ends_at).getTime() - Date.now();
    expect((await call(token, 'GET', q.path)).statusCode).toBe(403);
    expect((await call(token, 'POST', `${q.path}/start-test`)).statusCode).toBe(403);
  });
});

describe('G subscriptions/mine', () => {
  const mine = async (token: string, lang = 'id') => {
    const res = await app.inject({ method: 'GET', url: `${W}/subscriptions/mine?lang=${lang}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as MySubscription;
  };

  it('answers 200 with no running period for a student who never subscribed, and 401 without a token', async () => {
    const token = await studentToken(app);
    const m = await mine(token);
    expect(m).toMatchObject({ running: null, accessUntil: null, daysLeft: 0, history: [], unlocks: { catalogueUrl: '/courses' } });
    const open = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('is_published', '=', true)
      .where('is_prakerja', '=', false)
      .where('content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT])
      .execute();
    expect(m.unlocks.classCount).toBe(open.length);
    expect(m.unlocks.classCount).toBeGreaterThan(0);
    // The plans offered: those of the first published plan.
    const first = await app.ctx.db
      .selectFrom('contents')
      .select('url')
      .where('content_type', '=', ContentType.SUBSCRIPTION)
      .where('is_published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(m.offeredPlanUrl).toBe(first.url);
    expect(Math.abs(new Date(m.serverTime).getTime() - Date.now())).toBeLessThan(5_000);
    expect((await app.inject({ method: 'GET', url: `${W}/subscriptions/mine` })).statusCode).toBe(401);
  });

  it('shows the running period, the renewal after it, the access end and days left, moving with the server clock', async () => {
    const token = await studentToken(app);
    const monthly = await plan(1);
    const quarterly = await plan(3);
    const first = await buy(token, monthly.id);
    await buy(token, quarterly.id);
    const m = await mine(token);
    expect(m.history.map((p) => [p.contentId, p.state, p.months])).toEqual([
      [quarterly.id, 'upcoming', 3],
      [monthly.id, 'running', 1],
    ]);
    expect(m.running).toMatchObject({ contentId: monthly.id, planUrl: monthly.url, orderId: first, state: 'running' });
    // Renewal is offered from the plan bought last.
    expect(m.offeredPlanUrl).toBe(quarterly.url);
    const [renewal, current] = m.history;
    expect(renewal!.startsAt).toBe(current!.endsAt);
    expect(m.accessUntil).toBe(renewal!.endsAt);
    expect(m.daysLeft).toBe(Math.ceil((new Date(renewal!.endsAt).getTime() - new Date(m.serverTime).getTime()) / 86_400_000));
    expect(m.daysLeft).toBeGreaterThanOrEqual(89);
    const en = await mine(token, 'en');
    expect(en.running!.planTitle).not.toBe(m.running!.planTitle);

    // Past the first period's end: the renewal runs.
    shift = new Date(current!.endsAt).getTime() - Date.now();
    const later = await mine(token);
    expect(later.running).toMatchObject({ contentId: quarterly.id, state: 'running' });
    expect(later.history.map((p) => p.state)).toEqual(['running', 'ended']);
    expect(later.accessUntil).toBe(renewal!.endsAt);
    // Past both: nothing runs, the history stays.
    shift = new Date(renewal!.endsAt).getTime() - Date.now();
    const over = await mine(token);
    expect(over).toMatchObject({ running: null, accessUntil: null, daysLeft: 0 });
    expect(over.history.map((p) => p.state)).toEqual(['ended', 'ended']);
  });
});
