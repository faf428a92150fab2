import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, trustProxyFrom } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/index.js';
import { basicHeaders, createTestApp, studentToken } from '../testing/test-app.js';
import { loggableError } from './error-handler.js';

/** What the server gives away: forwarded addresses it believes, caching of personal answers, docs, logs. */
let app: Awaited<ReturnType<typeof createTestApp>>;
let handle: DatabaseHandle;
const dirs: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  handle = await openDatabase({});
});
afterAll(async () => {
  await app?.cleanup();
  await handle?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** An app on the shared empty database with one extra route that tells the client address it believed. */
async function appWith(config: Partial<ReturnType<typeof loadConfig>>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-exposure-'));
  dirs.push(dataDir);
  const built = await buildApp({ database: handle, seed: false, config: { dataDir, webRoot: path.join(dataDir, 'none'), ...config } });
  built.get('/__ip', async (request) => ({ ip: request.ip }));
  await built.ready();
  return built;
}

describe('forwarded headers', () => {
  it('are not believed by default: the socket address is the client', async () => {
    const plain = await appWith({});
    const res = await plain.inject({ method: 'GET', url: '/__ip', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(res.json().ip).toBe('198.51.100.4');
    await plain.close();
  });

  it('are believed from the configured proxies only (hop count or addresses)', async () => {
    const hops = await appWith({ trustProxy: 1 });
    expect((await hops.inject({ method: 'GET', url: '/__ip', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.77' } })).json().ip).toBe('203.0.113.77');
    await hops.close();
    const listed = await appWith({ trustProxy: ['10.0.0.0/8'] });
    expect((await listed.inject({ method: 'GET', url: '/__ip', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.77' } })).json().ip).toBe('203.0.113.77');
    expect((await listed.inject({ method: 'GET', url: '/__ip', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '203.0.113.77' } })).json().ip).toBe('198.51.100.4');
    await listed.close();
  });

  it('TRUST_PROXY is read as off, a hop count or a list, and "true" is refused', () => {
    expect([undefined, '', 'false', '0'].map(trustProxyFrom)).toEqual([false, false, false, false]);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.1, 172.16.0.0/12,loopback')).toEqual(['10.0.0.1', '172.16.0.0/12', 'loopback']);
    expect(() => trustProxyFrom('true')).toThrow(/hop count/);
  });
});

describe('caching of personal answers', () => {
  it('marks answers to signed-in calls and every write no-store; public catalogue reads keep their own rules', async () => {
    const token = await studentToken(app);
    const bearer = { authorization: `Bearer ${token}` };
    const profile = await app.inject({ method: 'GET', url: '/web/v2/students/my-profile', headers: bearer });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const login = await app.inject({ method: 'POST', url: '/web/v2/auth/login-by-email', headers: basicHeaders, payload: { email: 'demo@belajar.local', password: 'Belajar123!' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await app.inject({ method: 'POST', url: '/web/v2/auth/refresh-token', headers: basicHeaders, payload: { refreshToken: login.json().result.refreshToken, deviceID: 1 } });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const failed = await app.inject({ method: 'GET', url: '/web/v2/students/my-profile', headers: { authorization: 'Bearer nope' } });
    expect(failed.headers['cache-control']).toBe('no-store');
    const publicRead = await app.inject({ method: 'GET', url: '/web/v2/home/sections', headers: basicHeaders });
    expect(publicRead.headers['cache-control']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('is served by default and hidden when API_DOCS is off (the default in production)', async () => {
    expect((await app.inject({ method: 'GET', url: '/docs/openapi.json' })).statusCode).toBe(200);
    const hidden = await appWith({ apiDocs: false });
    expect((await hidden.inject({ method: 'GET', url: '/docs/openapi.json' })).statusCode).toBe(404);
    expect((await hidden.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    await hidden.close();
    expect(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', MESSAGING: 'outbox', DEV_OUTBOX: 'on' }).devOutbox).toBe(false);
  });
});

describe('error logs', () => {
  it('keep the kind, code and stack of a database error but none of its statement or parameters', () => {
    const err = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      query: 'update students set password_hash = $1',
      parameters: ['$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      detail: 'Key (email)=(victim@example.com) already exists.',
    });
    const logged = JSON.stringify(loggableError(err));
    expect(logged).toContain('23505');
    expect(logged).not.toMatch(/argon2id|password_hash|victim@example\.com/);
  });
});
