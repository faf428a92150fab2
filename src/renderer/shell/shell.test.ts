import { describe, expect, it } from 'vitest';
import { breakpointFor, isAtLeast } from './useBreakpoint';
import { initDataLayer, trackPageView } from './tagManager';
import { registerPushWorker } from './pushWorker';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect(breakpointFor(0)).toBe('xs');
    expect(breakpointFor(640)).toBe('xs');
    expect(breakpointFor(641)).toBe('sm');
    expect(breakpointFor(767)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(1024)).toBe('md');
    expect(breakpointFor(1025)).toBe('lg');
    expect(breakpointFor(1280)).toBe('xl');
    expect(breakpointFor(1536)).toBe('2xl');
    expect(isAtLeast('lg', 'md')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
  });
});

describe('tag manager', () => {
  it('initialises dataLayer once and pushes page views with the user id', () => {
    const target: { dataLayer?: Array<Record<string, unknown>> } = {};
    const dl = initDataLayer(target);
    expect(initDataLayer(target)).toBe(dl);
    trackPageView(dl, '/webinars?page=2', null);
    trackPageView(dl, '/', '42');
    expect(dl).toEqual([
      { event: 'page_view', page_path: '/webinars?page=2', user_id: null },
      { event: 'page_view', page_path: '/', user_id: '42' },
    ]);
  });
});

describe('push worker registration', () => {
  const response = (status: number, type: string) =>
    new Response(null, { status, headers: { 'content-type': type } });

  it('registers when the worker is served as JavaScript', async () => {
    const registered: string[] = [];
    const ok = await registerPushWorker({
      fetch: async () => response(200, 'application/javascript; charset=utf-8'),
      serviceWorker: { register: async (url: string | URL) => (registered.push(String(url)), {} as ServiceWorkerRegistration) },
    });
    expect(ok).toBe(true);
    expect(registered).toEqual(['/firebase-messaging-sw.js']);
  });

  it('skips silently on 404, on an HTML fallback, on network errors and without service workers', async () => {
    const register = async () => {
      throw new Error('must not register');
    };
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
