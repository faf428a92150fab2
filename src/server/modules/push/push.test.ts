import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_TOKEN_MAX_AGE_MS } from '../../../common/constants.js';
import { FakeFcm } from '../../messaging/push/fake-fcm.js';
import { MAX_PUSH_TOKENS } from '../../messaging/push/tokens.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { manualClock } from '../../testing/clock.js';

/** The push calls: the web configuration, and device tokens registered and removed by their own student only. */
const fake = new FakeFcm();
const clock = manualClock(new Date('2026-11-27T08:00:00Z'));
let app: TestApp & { cleanup(): Promise<void> };
// A built-like web root with the push service worker the vite build writes.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-push-web-'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(webRoot, 'firebase-messaging-sw.js'), '(function(){/* bundled worker */})();');
let n = 0;
const deviceToken = () => `tok_${process.pid}_${++n}:APA91b-${'y'.repeat(140)}`;

async function newStudent(): Promise<{ id: number; auth: string }> {
  const row = await app.ctx.db
    .insertInto('students')
    .values({ full_name: 'Budi', email: `push-routes-${process.pid}-${++n}@example.com`, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, auth: `Bearer ${await studentToken(app, row.id)}` };
}

const register = (auth: string, token: string, language = 'id') =>
  app.inject({ method: 'PUT', url: '/web/v2/notifications/push-token', headers: { authorization: auth, language }, payload: { token, platform: 'web' } });
const remove = (auth: string, token: string) => app.inject({ method: 'POST', url: '/web/v2/notifications/push-token/remove', headers: { authorization: auth }, payload: { token } });
const tokensOf = async (studentId: number) => (await app.ctx.db.selectFrom('push_tokens').select('token').where('student_id', '=', studentId).orderBy('token').execute()).map((r) => r.token);

beforeAll(async () => {
  await fake.start();
  app = await createTestApp({ config: { push: fake.config(), messaging: { workerMs: 0 }, webRoot }, clock: clock.now });
}, 120_000);
afterAll(async () => {
  await app?.cleanup();
  await fake.stop();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('push configuration', () => {
  it('gives the public Firebase web configuration to visitors and students, and names the Firebase hosts in the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/web/v2/notifications/push-config', headers: { authorization: `Bearer ${await studentToken(app)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      enabled: true,
      firebase: {
        apiKey: 'AIzaTestKey',
        authDomain: 'belajar-test.firebaseapp.com',
        projectId: 'belajar-test',
        messagingSenderId: '1234',
        appId: '1:1234:web:abcd',
        vapidKey: 'BTestVapidKey',
      },
    });
    // Nothing secret leaves: no key, no client e-mail.
    expect(res.body).not.toContain('PRIVATE KEY');
    expect(res.body).not.toContain(fake.clientEmail);
    // The page and the worker (a worker runs under its own answer's CSP) may reach Firebase.
    for (const url of ['/', '/firebase-messaging-sw.js']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const connect = /connect-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(connect).toContain('https://fcmregistrations.googleapis.com');
      expect(connect).toContain('https://firebaseinstallations.googleapis.com');
    }
  });

  it('serves the push service worker as JavaScript, starting with the web configuration, re-checked on every registration', async () => {
    for (const method of ['HEAD', 'GET'] as const) {
      const res = await app.inject({ method, url: '/firebase-messaging-sw.js' });
      expect(res.statusCode).toBe(200);
      // platform/pushWorker.ts registers it only on a JavaScript type.
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') {
        expect(res.body.startsWith('self.FIREBASE_CONFIG = {"apiKey":"AIzaTestKey","authDomain":"belajar-test.firebaseapp.com"')).toBe(true);
        expect(res.body).toContain('/* bundled worker */');
        expect(res.body).not.toContain('PRIVATE KEY');
      }
    }
  });
});

describe('device tokens', () => {
  it('registers a token and answers when to refresh it (7 days); the same token again only refreshes it', async () => {
    const { id, auth } = await newStudent();
    const token = deviceToken();
    const first = await register(auth, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.refreshAfter).toBe(new Date(clock.now().getTime() + PUSH_TOKEN_MAX_AGE_MS).toISOString());
    clock.advance(8 * 24 * 3600_000);
    const again = await register(auth, token);
    expect(again.json().result.refreshAfter).toBe(new Date(clock.now().getTime() + PUSH_TOKEN_MAX_AGE_MS).toISOString());
    const row = await app.ctx.db.selectFrom('push_tokens').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(row.student_id).toBe(id);
    expect(new Date(row.refreshed_at).getTime()).toBe(clock.now().getTime());
    expect(new Date(row.created_at).getTime()).toBeLessThan(clock.now().getTime());
  });

  it('keeps one row under 64 concurrent registrations of one token', async () => {
    const { id, auth } = await newStudent();
    const token = deviceToken();
    const answers = await Promise.all(Array.from({ length: 64 }, () => register(auth, token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    expect(await tokensOf(id)).toEqual([token]);
  });

  it('moves a token to the student who registers it last (a shared browser), and keeps at most 10 per student', async () => {
    const a = await newStudent();
    const b = await newStudent();
    const shared = deviceToken();
    await register(a.auth, shared);
    await register(b.auth, shared);
    expect(await tokensOf(a.id)).toEqual([]);
    expect(await tokensOf(b.id)).toEqual([shared]);
    const mine: string[] = [];
    for (let i = 0; i < MAX_PUSH_TOKENS + 3; i++) {
      clock.advance(1000);
      const t = deviceToken();
      mine.push(t);
      expect((await register(a.auth, t)).statusCode).toBe(200);
    }
    // The oldest three went; the victim of a flood keeps a bounded table.
    expect(await tokensOf(a.id)).toEqual(mine.slice(3).sort());
  });

  it('removes only the student’s own token', async () => {
    const a = await newStudent();
    const b = await newStudent();
    const token = deviceToken();
    await register(a.auth, token);
    const other = await remove(b.auth, token);
    expect(other.json().result).toEqual({ removed: false });
    expect(await tokensOf(a.id)).toEqual([token]);
    const own = await remove(a.auth, token);
    expect(own.json().result).toEqual({ removed: true });
    expect(await tokensOf(a.id)).toEqual([]);
  });

  it('answers 400 to a malformed token or platform, 401 without a student', async () => {
    const { auth } = await newStudent();
    for (const payload of [
      { token: 'has space', platform: 'web' },
      { token: '', platform: 'web' },
      { token: 'x'.repeat(5000), platform: 'web' },
      { token: deviceToken(), platform: 'ios' },
      { token: deviceToken() },
    ]) {
      const res = await app.inject({ method: 'PUT', url: '/web/v2/notifications/push-token', headers: { authorization: auth }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await remove(auth, '<script>')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'PUT', url: '/web/v2/notifications/push-token', payload: { token: deviceToken(), platform: 'web' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
