import { describe, expect, it } from 'vitest';
import { registerPushWorker } from './pushWorker';

describe('push worker registration', () => {
  const response = (status: number, type: string) => new Response(null, { status, headers: { 'content-type': type } });

  it('registers when the worker is served as JavaScript', async () => {
    const registered: string[] = [];
    const ok = await registerPushWorker({
      fetch: async () => response(200, 'application/javascript; charset=utf-8'),
      serviceWorker: { register: async (url: string | URL) => (registered.push(String(url)), {} as ServiceWorkerRegistration) },
    });
    expect(ok).toBe(true);
    expect(registered).toEqual(['/firebase-messaging-sw.js']);
  });

  it('skips silently on 204 (push off), on 404, on an HTML fallback, on network errors and without service workers', async () => {
    const register = async () => {
      throw new Error('must not register');
    };
    expect(await registerPushWorker({ fetch: async () => new Response(null, { status: 204 }), serviceWorker: { register } })).toBe(false);
    expect(await registerPushWorker({ fetch: async () => response(404, 'application/json'), serviceWorker: { register } })).toBe(false);
    expect(await registerPushWorker({ fetch: async () => response(200, 'text/html'), serviceWorker: { register } })).toBe(false);
    expect(
      await registerPushWorker({
        fetch: async () => {
          throw new TypeError('offline');
        },
        serviceWorker: { register },
      }),
    ).toBe(false);
    expect(await registerPushWorker({ fetch: async () => response(200, 'text/javascript') })).toBe(false);
  });
});
