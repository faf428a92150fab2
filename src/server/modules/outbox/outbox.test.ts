import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.js';
import { isLoopbackAddress } from './routes.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
let off: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  off = await createTestApp({ seed: false, config: { devOutbox: false } });
});
afterAll(async () => {
  await app?.cleanup();
  await off?.cleanup();
});

describe('dev outbox', () => {
  it('answers a direct request from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it('is not there for any other address, nor for a request a proxy forwarded', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=demo@belajar.local']) {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '192.168.1.20', '::ffff:10.1.1.1', 'fe80::1']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toMatch(/E-mail|recipient|\d{6}/);
      }
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { [header]: '127.0.0.1' } });
        expect(res.statusCode, `${url} with ${header}`).toBe(404);
      }
    }
  });

  it('is turned off by the setting', async () => {
    expect((await off.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['128.0.0.1', '10.127.0.0.1', '::2', '', undefined, '127.0.0.1.evil', '::ffff:8.8.8.8'].some(isLoopbackAddress)).toBe(false);
  });
});
