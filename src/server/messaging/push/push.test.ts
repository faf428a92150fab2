import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../app.js';
import { pushFrom } from '../../config.js';
import { securityHeadersOf } from '../../http/security-headers.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { FakeFcm } from './fake-fcm.js';
import { FcmSender, tokenIsDead } from './fcm.js';
import { GoogleAccessTokens } from './oauth.js';
import { queuePush, type PushNotice } from './queue.js';

/**
 * Web push through FCM HTTP v1, proven against a fake FCM server (fake-fcm.ts): the OAuth2
 * assertion, the send's wire format, the token cache, UNREGISTERED, 401 and 5xx; and the queue row
 * and worker. The unconfigured server is the last block (a second app, after the first closed).
 */
const fake = new FakeFcm();
let app: TestApp & { cleanup(): Promise<void> };
let n = 0;
const deviceToken = (p = 'dev') => `${p}_${process.pid}_${++n}:APA91b-${'x'.repeat(120)}`;

async function newStudent(): Promise<{ id: number; auth: string }> {
  const row = await app.ctx.db
    .insertInto('students')
    .values({ full_name: 'Sari', email: `push-${process.pid}-${++n}@example.com`, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, auth: `Bearer ${await studentToken(app, row.id)}` };
}

const register = (auth: string, token: string) =>
  app.inject({ method: 'PUT', url: '/web/v2/notifications/push-token', headers: { authorization: auth }, payload: { token, platform: 'web' } });

const notice = (studentId: number, over: Partial<PushNotice> = {}): PushNotice => ({
  studentId,
  notificationId: 1000 + ++n,
  type: 'payment_paid',
  title: 'Pembayaran berhasil',
  body: 'Pesanan INV/1 sudah dibayar',
  route: '/payment/12',
  locale: 'id',
  eventKey: `test:${++n}`,
  ...over,
});

const pushRows = (studentId: number) => app.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', `student:${studentId}`).orderBy('id').execute();

beforeAll(async () => {
  await fake.start();
  app = await createTestApp({ config: { push: fake.config(), siteUrl: 'https://belajar.test', messaging: { workerMs: 0 } } });
}, 120_000);
afterAll(async () => {
  await app?.cleanup();
  await fake.stop();
});

describe('the OAuth2 token and the FCM send', () => {
  it('sends a correctly signed assertion, the documented body and headers, and reuses the access token', async () => {
    const { id, auth } = await newStudent();
    const token = deviceToken();
    expect((await register(auth, token)).statusCode).toBe(200);
    const before = { tokens: fake.tokenRequests.length, sends: fake.sends.length };
    expect(await queuePush(app.ctx.db, notice(id))).toBe(true);
    expect(await queuePush(app.ctx.db, notice(id, { notificationId: 77, route: null }))).toBe(true);
    await app.messageWorker.runOnce();

    // One token exchange for both sends: the JWT verified with the public key (fake-fcm.ts).
    expect(fake.tokenRequests.length - before.tokens).toBe(before.tokens === 0 ? 1 : 0);
    const claims = fake.tokenRequests[0]!.claims;
    expect(claims).toMatchObject({ iss: fake.clientEmail, aud: `${fake.url}/token`, scope: 'https://www.googleapis.com/auth/firebase.messaging' });
    const [first, second] = fake.sends.slice(before.sends);
    expect(first!.project).toBe('belajar-test');
    expect(first!.authorization).toBe(second!.authorization);
    expect(first!.authorization).toMatch(/^Bearer ya29\.fake-\d+$/);
    expect(first!.contentType).toContain('application/json');
    expect(first!.body).toEqual({
      message: {
        token,
        notification: { title: 'Pembayaran berhasil', body: 'Pesanan INV/1 sudah dibayar' },
        data: { notificationId: expect.stringMatching(/^\d+$/), type: 'payment_paid', route: '/payment/12' },
        webpush: { fcm_options: { link: 'https://belajar.test/payment/12' }, notification: { icon: 'https://belajar.test/favicon.svg' } },
      },
    });
    // Data values are strings (FCM refuses anything else); a notification without a route opens the list.
    expect(second!.body.message.data).toEqual({ notificationId: '77', type: 'payment_paid', route: '' });
    expect(second!.body.message.webpush?.fcm_options?.link).toBe('https://belajar.test/notification');
    expect((await pushRows(id)).map((r) => [r.status, r.sent_by])).toEqual([
      ['sent', 'fcm'],
      ['sent', 'fcm'],
    ]);
    const device = await app.ctx.db.selectFrom('push_tokens').select('last_used_at').where('token', '=', token).executeTakeFirstOrThrow();
    expect(device.last_used_at).not.toBeNull();
  });

  it('queues one push per notification however often it is emitted, and none for a student without a device', async () => {
    const { id, auth } = await newStudent();
    const lonely = await newStudent();
    expect(await queuePush(app.ctx.db, notice(lonely.id))).toBe(false);
    await register(auth, deviceToken());
    const once = notice(id);
    const results = await Promise.all(Array.from({ length: 8 }, () => queuePush(app.ctx.db, once)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await pushRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'push', subject: once.title, body: once.body, locale: 'id', event_key: `push:${once.eventKey}:${id}` });
    expect(rows[0]!.params).toEqual({ notificationId: once.notificationId, type: once.type, route: once.route });
    await app.messageWorker.runOnce();
  });

  it('deletes a token FCM calls UNREGISTERED or invalid, and still counts the push as sent to the others', async () => {
    const { id, auth } = await newStudent();
    const [live, gone, bogus] = [deviceToken('live'), deviceToken('gone'), deviceToken('bogus')];
    for (const t of [live, gone, bogus]) await register(auth, t);
    fake.answers.set(gone, 'unregistered');
    fake.answers.set(bogus, 'invalid-token');
    await queuePush(app.ctx.db, notice(id));
    const sendsBefore = fake.sends.length;
    await app.messageWorker.runOnce();
    expect(
      fake.sends
        .slice(sendsBefore)
        .map((s) => s.body.message.token)
        .sort(),
    ).toEqual([live, gone, bogus].sort());
    const left = await app.ctx.db.selectFrom('push_tokens').select('token').where('student_id', '=', id).execute();
    expect(left.map((r) => r.token)).toEqual([live]);
    expect((await pushRows(id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('retries a 5xx with the worker’s backoff and delivers once it answers', async () => {
    const { id, auth } = await newStudent();
    const token = deviceToken();
    await register(auth, token);
    await queuePush(app.ctx.db, notice(id));
    fake.nextAnswers.push(503);
    await app.messageWorker.runOnce();
    let [row] = await pushRows(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.last_error).toContain('FCM answered 503');
    expect(new Date(row!.next_try_at).getTime()).toBeGreaterThan(Date.now());
    // The backoff has passed (moved, not waited for).
    await sql`update outbox set next_try_at = now() where id = ${row!.id}`.execute(app.ctx.db);
    const sendsBefore = fake.sends.length;
    await app.messageWorker.runOnce();
    [row] = await pushRows(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, sent_by: 'fcm' });
    expect(fake.sends.length - sendsBefore).toBe(1);
    // The token stays: a server error says nothing about the device.
    expect(await app.ctx.db.selectFrom('push_tokens').select('token').where('token', '=', token).executeTakeFirst()).toBeDefined();
  });

  it('drops the access token on 401 and tries once more with a new one', async () => {
    const { id, auth } = await newStudent();
    await register(auth, deviceToken());
    await queuePush(app.ctx.db, notice(id));
    fake.nextAnswers.push(401);
    const tokensBefore = fake.tokenRequests.length;
    const sendsBefore = fake.sends.length;
    await app.messageWorker.runOnce();
    expect(fake.tokenRequests.length - tokensBefore).toBe(1);
    const [refused, retried] = fake.sends.slice(sendsBefore);
    expect(retried!.authorization).not.toBe(refused!.authorization);
    expect((await pushRows(id)).map((r) => r.status)).toEqual(['sent']);
  });

  it('renews the access token a minute before it expires, with one exchange for concurrent sends', async () => {
    // The fake checks the assertion's exp against its own clock: start from now.
    let now = new Date();
    const tokens = new GoogleAccessTokens({ clientEmail: fake.clientEmail, privateKey: fake.privateKey, tokenUrl: `${fake.url}/token` }, () => now);
    const sender = new FcmSender(fake.url, 'belajar-test', tokens);
    const before = fake.tokenRequests.length;
    const msg = { title: 't', body: 'b', data: { notificationId: '1', type: 'points_earned', route: '' } };
    await Promise.all(Array.from({ length: 5 }, () => sender.send(deviceToken(), msg)));
    expect(fake.tokenRequests.length - before).toBe(1);
    now = new Date(now.getTime() + 3599_000 - 61_000);
    await sender.send(deviceToken(), msg);
    expect(fake.tokenRequests.length - before).toBe(1);
    now = new Date(now.getTime() + 2_000);
    await sender.send(deviceToken(), msg);
    expect(fake.tokenRequests.length - before).toBe(2);
  });

  it('tells a dead token from a bad payload (Google’s FCM error codes)', () => {
    const fcm = (errorCode: string) => ({ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode });
    expect(tokenIsDead(404, { error: { status: 'NOT_FOUND', details: [fcm('UNREGISTERED')] } })).toBe(true);
    expect(tokenIsDead(400, { error: { status: 'INVALID_ARGUMENT', details: [fcm('INVALID_ARGUMENT')] } })).toBe(true);
    expect(tokenIsDead(400, { error: { status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest' }] } })).toBe(false);
    expect(tokenIsDead(503, { error: { status: 'UNAVAILABLE' } })).toBe(false);
    expect(tokenIsDead(429, { error: { status: 'RESOURCE_EXHAUSTED', details: [fcm('QUOTA_EXCEEDED')] } })).toBe(false);
  });

  it('keeps the outbox channel check: push is allowed, anything else is refused', async () => {
    await expect(sql`insert into outbox (channel, recipient, subject, body) values ('fax', 'x', '', '')`.execute(app.ctx.db)).rejects.toThrow(/outbox_channel_check/);
  });
});

describe('push not configured', () => {
  it('queues nothing, answers enabled:false and 409 on register', async () => {
    const { id } = await newStudent();
    // A device registered while push was on, then FIREBASE_* removed.
    await app.ctx.db.insertInto('push_tokens').values({ token: deviceToken(), student_id: id, platform: 'web' }).execute();
    await app.cleanup();
    app = await createTestApp({ config: { messaging: { workerMs: 0 } } });
    const { id: other, auth } = await newStudent();
    await app.ctx.db.insertInto('push_tokens').values({ token: deviceToken(), student_id: other, platform: 'web' }).execute();
    expect(await queuePush(app.ctx.db, notice(other))).toBe(false);
    expect(await pushRows(other)).toHaveLength(0);
    const config = await app.inject({ method: 'GET', url: '/web/v2/notifications/push-config', headers: { authorization: auth } });
    expect(config.json().result).toEqual({ enabled: false, firebase: null });
    for (const language of ['id', 'en']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/web/v2/notifications/push-token',
        headers: { authorization: auth, language },
        payload: { token: deviceToken(), platform: 'web' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(language === 'en' ? 'Push notifications are not available on this server' : 'Notifikasi push tidak tersedia di server ini');
    }
    // The pages' CSP (an API answer carries the short non-document one).
    const csp = securityHeadersOf(helmetOptions(app.ctx.config))['content-security-policy'];
    expect(csp).not.toContain('googleapis.com');
  });
});

describe('FIREBASE_* settings', () => {
  const web = { FIREBASE_API_KEY: 'k', FIREBASE_APP_ID: 'a', FIREBASE_MESSAGING_SENDER_ID: '1', FIREBASE_VAPID_KEY: 'v' };
  it('are off when none is set, and name what is missing when some are', () => {
    expect(pushFrom({})).toBeUndefined();
    expect(() => pushFrom({ FIREBASE_PROJECT_ID: 'p' })).toThrow(/missing FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY, FIREBASE_API_KEY/);
  });
  it('take the key with escaped newlines, or the service account file', () => {
    const escaped = fake.privateKey.replace(/\n/g, '\\n');
    const direct = pushFrom({ ...web, FIREBASE_PROJECT_ID: 'p', FIREBASE_CLIENT_EMAIL: 'e@p.iam.gserviceaccount.com', FIREBASE_PRIVATE_KEY: escaped });
    expect(direct?.privateKey).toBe(fake.privateKey);
    expect(direct).toMatchObject({ fcmUrl: 'https://fcm.googleapis.com', tokenUrl: 'https://oauth2.googleapis.com/token' });
    const file = JSON.stringify({ project_id: 'from-file', client_email: 'f@x', private_key: fake.privateKey });
    expect(pushFrom({ ...web, FIREBASE_SERVICE_ACCOUNT: '/sa.json', FCM_URL: 'http://127.0.0.1:9/' }, () => file)).toMatchObject({
      projectId: 'from-file',
      clientEmail: 'f@x',
      fcmUrl: 'http://127.0.0.1:9',
    });
    expect(() => pushFrom({ ...web, FIREBASE_PROJECT_ID: 'p', FIREBASE_CLIENT_EMAIL: 'e', FIREBASE_PRIVATE_KEY: 'not a pem' })).toThrow(/PKCS#8/);
  });
});
