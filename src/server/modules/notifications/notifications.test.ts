import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../common/contract/notifications.js';
import { ContentType, PaymentStatus } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import { policyFromCookie } from '../../../common/notifications.js';
import { PAYMENT_NOTIFICATION_PATH } from '../../../common/payments.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/index.js';
import { TEST_SERVER_KEY, signedNotification } from '../../sandbox-gateway/testing.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { issueSessionCertificate } from '../certificates/index.js';
import { earnPoints } from '../points/index.js';
import { enrol, makeSession, newStudent, type TestStudent } from '../sessions/testing.js';
import { runReminders } from './jobs.js';
import { makeNotification, openStream } from './testing.js';

/** Notifications (issue 20): the calls, every source once per event, the reminders on the app clock, live delivery. */

const W = '/web/v2';
const MINUTE = 60_000;
const clock = manualClock(new Date('2026-12-01T03:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
let base: string;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { remindersEveryMs: 0, payments: { gateway: 'sandbox', serverKey: TEST_SERVER_KEY } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => app?.cleanup());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, s: TestStudent, payload?: object, lang = 'id') =>
  app.inject({ method, url: `${W}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers: s.headers, ...(payload ? { payload } : {}) });
const page = async (s: TestStudent, query = '', lang = 'id') => {
  const res = await call('GET', `/notifications${query}`, s, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as NotificationPage;
};
const rowsOf = (studentId: number, type?: string) => {
  let q = app.ctx.db.selectFrom('notifications').selectAll().where('student_id', '=', studentId);
  if (type) q = q.where('type', '=', type as never);
  return q.orderBy('id').execute();
};

describe('the calls', () => {
  it('lists newest first with paging, the type filter and the unread count, in the request’s language', async () => {
    const s = await newStudent(app);
    for (let i = 0; i < 5; i++) await makeNotification(app.ctx.db, s.id, i % 2 === 0 ? 'points_earned' : 'comment_reply');
    const first = await page(s, '?page=1&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3, unread: 5 });
    const all = await page(s, '?pageSize=10', 'en');
    expect(all.items.map((n) => n.id)).toEqual([...all.items.map((n) => n.id)].sort((a, b) => b - a));
    expect(first.items.map((n) => n.id)).toEqual(all.items.slice(0, 2).map((n) => n.id));
    expect(all.items[0]).toMatchObject({ read: false, route: '/user/poinqu' });
    expect(all.items[0]!.title).toMatch(/^Title /);
    expect((await page(s, '?pageSize=10')).items[0]!.title).toMatch(/^Judul /);
    const replies = await page(s, '?type=comment_reply');
    expect(replies).toMatchObject({ totalItems: 2, unread: 5 });
    expect(replies.items.every((n) => n.type === 'comment_reply')).toBe(true);
    expect((await call('GET', '/notifications?type=nonsense', s)).statusCode).toBe(400);
    expect((await call('GET', '/notifications/unread-count', s)).json().result).toEqual({ unread: 5 });
  });

  it('marks read by ids (another student’s ids are ignored) or all; neither or both is a 400', async () => {
    const a = await newStudent(app);
    const b = await newStudent(app);
    const mine = [await makeNotification(app.ctx.db, a.id), await makeNotification(app.ctx.db, a.id), await makeNotification(app.ctx.db, a.id)].map((r) => r.id);
    const theirs = (await makeNotification(app.ctx.db, b.id)).id;
    const marked = await call('PUT', '/notifications/mark-read', a, { ids: [mine[0], theirs] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().result).toEqual({ unread: 2 });
    expect((await rowsOf(b.id))[0]!.read_at).toBeNull();
    expect((await page(a)).items.find((n) => n.id === mine[0])!.read).toBe(true);
    // B marking A's row changes nothing of A's.
    expect((await call('PUT', '/notifications/mark-read', b, { ids: [mine[1]] })).json().result).toEqual({ unread: 1 });
    expect((await page(a)).unread).toBe(2);
    for (const body of [{}, { ids: [mine[1]], all: true }]) {
      const bad = await call('PUT', '/notifications/mark-read', a, body, 'en');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Give either ids (the notifications read) or all: true, not both and not neither.');
    }
    expect((await call('PUT', '/notifications/mark-read', a, { all: false })).statusCode).toBe(400);
    expect((await call('PUT', '/notifications/mark-read', a, { all: true })).json().result).toEqual({ unread: 0 });
    expect((await page(b)).unread).toBe(1);
  });

  it('the policy: all allowed at first; a change merges the named switches; the cookie mirrors it', async () => {
    const s = await newStudent(app);
    const first = await call('GET', '/notifications/policy', s);
    expect(first.statusCode).toBe(200);
    expect(first.json().result.points_earned).toEqual({ push: true, email: true });
    expect(first.cookies.find((c) => c.name === 'notification_policy')?.value).toBe('push:|email:');
    await call('PUT', '/notifications/policy', s, { points_earned: { push: false } });
    const second = await call('PUT', '/notifications/policy', s, { order_expiring: { email: false }, points_earned: { email: false } });
    expect(second.statusCode, second.body).toBe(200);
    const policy = second.json().result;
    expect(policy.points_earned).toEqual({ push: false, email: false });
    expect(policy.order_expiring).toEqual({ push: true, email: false });
    expect(policy.comment_reply).toEqual({ push: true, email: true });
    const cookie = second.cookies.find((c) => c.name === 'notification_policy')!.value;
    expect(policyFromCookie(cookie)).toEqual(policy);
    expect((await call('GET', '/notifications/policy', s)).json().result).toEqual(policy);
    expect((await call('PUT', '/notifications/policy', s, { nonsense: { push: false } })).statusCode).toBe(400);
    expect((await call('PUT', '/notifications/policy', s, { points_earned: { sms: false } })).statusCode).toBe(400);
    expect((await call('PUT', '/notifications/policy', s, { points_earned: { push: 'no' } })).statusCode).toBe(400);
  });
});

/** A different paid course each call, so orders of tests do not meet. */
let nth = 0;
async function paidCourse() {
  const rows = await app.ctx.db
    .selectFrom('contents')
    .select(['id', 'title_id', 'title_en'])
    .where('content_type', '=', ContentType.COURSE)
    .where('is_published', '=', true)
    .where('final_price', '>', 0)
    .orderBy('id')
    .execute();
  return must(rows[nth++ % rows.length], 'a paid course');
}
async function order(s: TestStudent) {
  const c = await paidCourse();
  const res = await call('POST', '/orders', s, { items: [{ contentId: c.id }], paymentTypeId: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const o = res.json().result as { id: number; invoiceNumber: string };
  const p = await app.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow();
  return { ...o, payment: p, course: c };
}
async function waitFor(check: () => Promise<boolean>) {
  // Bounded by the test's timeout; the sandbox pays asynchronously.
  while (!(await check())) await new Promise((r) => setTimeout(r, 25));
}

describe('sources: one row per event', () => {
  it('payment succeeded: 64 identical notifications of one order (and the simulator’s own) → one row', async () => {
    const s = await newStudent(app);
    const o = await order(s);
    const [paid, ...answers] = await Promise.all([
      app.inject({ method: 'POST', url: '/sandbox-gateway/simulator/pay', payload: { order_id: o.payment.gateway_order_id } }),
      ...Array.from({ length: 64 }, () =>
        app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(o.payment.gateway_order_id, 'settlement', '200', o.payment.amount) }),
      ),
    ]);
    expect(paid!.statusCode, paid!.body).toBe(200);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    await waitFor(async () => (await app.ctx.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status === PaymentStatus.SUCCESS);
    for (let i = 0; i < 3; i++)
      await app.inject({ method: 'POST', url: PAYMENT_NOTIFICATION_PATH, payload: signedNotification(o.payment.gateway_order_id, 'settlement', '200', o.payment.amount) });
    const rows = await rowsOf(s.id, 'payment_paid');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_key: `payment_paid:${o.id}`, route: `/payment/${o.id}` });
    expect(rows[0]!.body_id).toContain(o.invoiceNumber);
    // The course's title in each language (the order was placed in Indonesian).
    expect(rows[0]!.body_id).toContain(o.course.title_id);
    expect(rows[0]!.body_en).toContain(o.course.title_en);
    // The purchase's points, one row per ledger movement.
    const ledger = await app.ctx.db.selectFrom('points_ledger').select(['id', 'points']).where('order_id', '=', o.id).execute();
    expect((await rowsOf(s.id, 'points_earned')).map((r) => r.event_key)).toEqual(ledger.filter((l) => l.points > 0).map((l) => `points_earned:${l.id}`));
  });

  it('payment expired: cancelling twice → one row', async () => {
    const s = await newStudent(app);
    const o = await order(s);
    await Promise.all([call('PUT', `/orders/${o.id}/cancel`, s), call('PUT', `/orders/${o.id}/cancel`, s)]);
    await call('PUT', `/orders/${o.id}/cancel`, s);
    const rows = await rowsOf(s.id, 'payment_expired');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_key: `payment_expired:${o.id}`, route: `/history/${o.id}` });
  });

  it('certificate issued: issued twice (and at once) → one row', async () => {
    const s = await newStudent(app);
    const session = await makeSession(app, { startAt: new Date(clock.now().getTime() - 3 * 3600_000), certificate: true });
    await enrol(app, s, session.id);
    const issue = () => app.ctx.db.transaction().execute((trx) => issueSessionCertificate(trx, s.id, session.id, clock.now()));
    const numbers = await Promise.all([issue(), issue()]);
    await issue();
    const rows = await rowsOf(s.id, 'certificate_issued');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/user/certificatequ' });
    expect(rows[0]!.body_en).toContain(numbers[0]!);
  });

  it('points earned: a movement earned twice → one row; a caller without a transaction gets one', async () => {
    const s = await newStudent(app);
    await Promise.all([
      earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'n-1', points: 30 }]),
      earnPoints(app.ctx.db, s.id, [{ reason: 'course', reference: 'n-1', points: 30 }]),
    ]);
    const rows = await rowsOf(s.id, 'points_earned');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body_en).toBe('+30 points: a completed course.');
  });

  it('comment reply: the parent’s author is told once; replying to oneself tells no one', async () => {
    const ani = await newStudent(app, 'Ani Lestari');
    const budi = await newStudent(app, 'Budi Hartono');
    const content = await app.ctx.db
      .selectFrom('contents')
      .select('id')
      .where('is_published', '=', true)
      .where('content_type', '=', ContentType.COURSE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/contents/${content.id}/comments`;
    const comment = (await call('POST', url, ani, { comment: 'Materinya jelas' })).json().result as { id: number };
    const reply = await call('POST', `${url}/${comment.id}/replies`, budi, { comment: 'Setuju, sangat membantu' });
    expect(reply.statusCode, reply.body).toBe(201);
    await call('POST', `${url}/${comment.id}/replies`, ani, { comment: 'Terima kasih' });
    const rows = await rowsOf(ani.id, 'comment_reply');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body_id).toContain('Budi Hartono');
    expect(rows[0]!.body_id).toContain('Setuju, sangat membantu');
    expect(await rowsOf(budi.id, 'comment_reply')).toHaveLength(0);
  });
});

describe('sources: the instructor’s answer', () => {
  it('the asker is told once; the answer and its notification commit together', async () => {
    const course = await app.ctx.db
      .selectFrom('contents')
      .select(['id', 'url', 'instructor_id', 'title_en'])
      .where('content_type', '=', ContentType.COURSE)
      .where('is_published', '=', true)
      .where('instructor_id', 'is not', null)
      .where('id', 'in', (eb) => eb.selectFrom('course_materials').select('content_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const asker = await newStudent(app);
    await enrol(app, asker, course.id);
    // The seeded instructor's own account answers.
    const account = await app.ctx.db.selectFrom('students').select('id').where('instructor_id', '=', course.instructor_id).executeTakeFirstOrThrow();
    const token = await studentToken(app, account.id);
    const teacher: TestStudent = { id: account.id, token, headers: { authorization: `Bearer ${token}` } };
    const url = `/courses/${course.url}/lecture/qna`;
    const asked = await call('POST', url, asker, { text: 'Bagaimana cara menghitung anggaran iklan?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = asked.json().result.question.id as number;
    const answered = await call('POST', url, teacher, { text: 'Mulai dari 10% omzet, lalu ukur hasilnya.', questionId });
    expect(answered.statusCode, answered.body).toBe(201);
    const rows = await rowsOf(asker.id, 'question_answered');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body_en).toContain(course.title_en);
    expect(rows[0]!.body_id).toContain('Mulai dari 10% omzet');
    expect(rows[0]!.route).toBe(`/courses/${course.url}/lecture`);
    expect(await rowsOf(teacher.id, 'question_answered')).toHaveLength(0);
  });
});

describe('the reminders job (manual clock)', () => {
  const holder = 'test-reminders';
  const freeLease = () => app.ctx.db.deleteFrom('leases').where('name', '=', 'notifications-reminders').execute();

  it('an unpaid order: none at 61 minutes before expiry, one at 59, still one after a second run and two jobs at once', async () => {
    const s = await newStudent(app);
    const o = await order(s);
    const { expires_at } = await app.ctx.db.selectFrom('orders').select('expires_at').where('id', '=', o.id).executeTakeFirstOrThrow();
    const expiry = new Date(expires_at!).getTime();
    // The account's language is English now: the e-mail lists the course by its English title.
    await app.ctx.db.updateTable('students').set({ locale: 'en' }).where('id', '=', s.id).execute();
    await freeLease();
    clock.set(new Date(expiry - 61 * MINUTE));
    await runReminders(app.ctx.db, holder, clock.now());
    expect(await rowsOf(s.id, 'order_expiring')).toHaveLength(0);
    clock.set(new Date(expiry - 59 * MINUTE));
    await runReminders(app.ctx.db, holder, clock.now());
    await runReminders(app.ctx.db, holder, clock.now());
    await freeLease();
    const both = await Promise.all([runReminders(app.ctx.db, 'job-a', clock.now()), runReminders(app.ctx.db, 'job-b', clock.now())]);
    expect(both.filter((r) => r === null)).toHaveLength(1);
    const rows = await rowsOf(s.id, 'order_expiring');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_key: `order_expiring:${o.id}`, route: `/payment/${o.id}` });
    const mail = await app.ctx.db.selectFrom('outbox').selectAll().where('event_key', '=', `notify:${s.id}:order_expiring:${o.id}`).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'order-expiring', channel: 'email', params: expect.objectContaining({ items: [o.course.title_en] }) });
    expect(mail[0]!.body).toContain(o.course.title_en);
    expect(rows[0]!.body_id).toContain(o.course.title_id);
    expect(rows[0]!.body_en).toContain(o.course.title_en);
    await freeLease();
  });

  it('a webinar an hour ahead: each enrolled student once; the e-mail only where the policy allows it', async () => {
    const start = new Date('2026-12-20T07:00:00.000Z');
    const session = await makeSession(app, { startAt: start });
    const a = await newStudent(app);
    const b = await newStudent(app);
    const outsider = await newStudent(app);
    await enrol(app, a, session.id);
    await enrol(app, b, session.id);
    await call('PUT', '/notifications/policy', b, { webinar_starting: { email: false } });
    await freeLease();
    clock.set(new Date(start.getTime() - 59 * MINUTE));
    await runReminders(app.ctx.db, holder, clock.now());
    await runReminders(app.ctx.db, holder, clock.now());
    const key = `webinar_starting:${session.id}:${start.toISOString()}`;
    expect((await rowsOf(a.id, 'webinar_starting')).map((r) => r.event_key)).toEqual([key]);
    expect((await rowsOf(b.id, 'webinar_starting')).map((r) => r.event_key)).toEqual([key]);
    expect(await rowsOf(outsider.id, 'webinar_starting')).toHaveLength(0);
    const mails = await app.ctx.db
      .selectFrom('outbox')
      .select('event_key')
      .where('event_key', 'in', [`notify:${a.id}:${key}`, `notify:${b.id}:${key}`])
      .execute();
    expect(mails.map((m) => m.event_key)).toEqual([`notify:${a.id}:${key}`]);
    await freeLease();
  });

  it('a subscription three days before its end: once; a renewed one is not reminded', async () => {
    const plan = await app.ctx.db.selectFrom('contents').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ends = new Date('2027-01-10T00:00:00.000Z');
    const a = await newStudent(app);
    const renewed = await newStudent(app);
    const period = (studentId: number, from: Date, to: Date) =>
      app.ctx.db
        .insertInto('subscription_periods')
        .values({ student_id: studentId, content_id: plan.id, order_id: null, starts_at: from, ends_at: to })
        .returning('id')
        .executeTakeFirstOrThrow();
    const p = await period(a.id, new Date('2026-12-10T00:00:00.000Z'), ends);
    await period(renewed.id, new Date('2026-12-10T00:00:00.000Z'), ends);
    await period(renewed.id, ends, new Date('2027-02-10T00:00:00.000Z'));
    await freeLease();
    clock.set(new Date(ends.getTime() - 3 * 24 * 3600_000 + MINUTE));
    await runReminders(app.ctx.db, holder, clock.now());
    await runReminders(app.ctx.db, holder, clock.now());
    expect((await rowsOf(a.id, 'subscription_ending')).map((r) => r.event_key)).toEqual([`subscription_ending:${p.id}`]);
    expect(await rowsOf(renewed.id, 'subscription_ending')).toHaveLength(0);
    await freeLease();
  });
});

describe('live delivery', () => {
  it('a committed notify() reaches the student’s open stream; another student’s stream never gets it', async () => {
    const a = await newStudent(app);
    const b = await newStudent(app);
    const sa = await openStream(base, a.token);
    const sb = await openStream(base, b.token);
    expect(sa.status).toBe(200);
    const row = await makeNotification(app.ctx.db, a.id, 'comment_reply');
    const got = await sa.nextNotification();
    expect(got).toMatchObject({ id: row.id, type: 'comment_reply', title: row.title_id, read: false });
    // B's next notification is B's own, written after A's: A's never reached B.
    const own = await makeNotification(app.ctx.db, b.id);
    expect((await sb.nextNotification())?.id).toBe(own.id);
    sa.close();
    sb.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('live delivery across instances (PostgreSQL)', () => {
  it('a notify() committed on one instance reaches the stream open on another', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.ctx.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const handleB = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const b = await buildApp({ database: handleB, config: { ...app.ctx.config } });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const s = await newStudent(app);
      const other = await newStudent(app);
      const stream = await openStream(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, s.token);
      const otherStream = await openStream(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, other.token);
      const row = await makeNotification(app.ctx.db, s.id);
      expect((await stream.nextNotification())?.id).toBe(row.id);
      const own = await makeNotification(app.ctx.db, other.id);
      expect((await otherStream.nextNotification())?.id).toBe(own.id);
      stream.close();
      otherStream.close();
    } finally {
      await b.close();
      await handleB.close();
    }
  });
});
