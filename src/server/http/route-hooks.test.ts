import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { noStoreFor } from './auth.js';
import { takesMultipart } from './multipart.js';
import { hooksOf } from './route-hooks.js';
import { API_PREFIXES } from '../web/plugin.js';

/**
 * Issue 23 moved the credential check, Cache-Control: no-store, the compression check and the
 * upload hooks from every request to the routes that need them, decided when a route is
 * registered. Here every route of the real app is looked at once the app is ready: none may have
 * lost what it needs, and every route that asks for credentials still refuses a call without them.
 */

let app: Awaited<ReturnType<typeof createTestApp>>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  app = await createTestApp({ onRoute: (route) => void routes.push(route) });
}, 120_000);
afterAll(async () => app?.cleanup());

const names = (hooks: unknown) => hooksOf(hooks as ((...args: never[]) => unknown) | undefined).map((h) => h.name);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const urlOf = (route: RouteOptions) => route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');

describe('route-level hooks', () => {
  it('sees the whole app', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((r) => r.config?.auth === 'authenticated').length).toBeGreaterThan(50);
  });

  it('every route with a credential mode checks it first (after CORS); a route without one reads no credentials', () => {
    for (const route of routes) {
      const mode = route.config?.auth;
      // CORS comes first on API routes (http/cors.ts): a refused call must be readable cross-origin.
      const first = names(route.onRequest).filter((n) => n !== 'corsHeaders')[0];
      const where = `${methodsOf(route).join(',')} ${route.url}`;
      if (mode === undefined) expect(names(route.onRequest), where).not.toContain('checkCredentials');
      else expect(first, where).toBe(mode === 'none' ? 'recogniseStudent' : 'checkCredentials');
    }
  });

  it('every route decides no-store: always on personal routes and writes, with a bearer token on reads', () => {
    for (const route of routes) {
      const where = `${methodsOf(route).join(',')} ${route.url}`;
      const expected = noStoreFor(route.method, route.config?.auth ?? 'none');
      expect(hooksOf(route.onSend), where).toContain(expected);
      if (route.config?.auth === 'authenticated' || route.config?.auth === 'staff' || methodsOf(route).every((m) => m !== 'GET' && m !== 'HEAD'))
        expect(expected.name, where).toBe('alwaysNoStore');
    }
  });

  it('every compressed route weighs its answer before @fastify/compress does', () => {
    for (const route of routes.filter((r) => r.compress !== false)) {
      const onSend = names(route.onSend);
      expect(onSend.indexOf('weighForCompression'), route.url).toBeGreaterThanOrEqual(0);
      expect(onSend.indexOf('weighForCompression'), route.url).toBeLessThan(onSend.indexOf('onSend'));
    }
  });

  it('the upload routes, and only they, get the multipart clean-up hooks', () => {
    const uploads = routes.filter(takesMultipart);
    expect(uploads.map((r) => r.url).sort()).toEqual(expect.arrayContaining(['/web/v2/students/profilepic']));
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) expect(hooksOf(route.onResponse).length > 0, route.url).toBe(takesMultipart(route));
  });

  it('CORS only on API routes, first of their hooks; none on the website (pages, build files, robots.txt)', () => {
    const api = routes.filter((r) => API_PREFIXES.some((p) => r.url.startsWith(p)));
    expect(api.length).toBeGreaterThan(200);
    for (const route of api) expect(names(route.onRequest)[0], `${methodsOf(route).join(',')} ${route.url}`).toBe('corsHeaders');
    const website = routes.filter((r) => ['/', '/*', '/robots.txt', '/sitemap.xml', '/bench/plain'].includes(r.url) || r.url.startsWith('/assets/'));
    for (const route of website) expect(names(route.onRequest), route.url).not.toContain('corsHeaders');
    expect(routes.filter((r) => methodsOf(r).includes('OPTIONS') && r.url === '*')).toHaveLength(1);
  });

  it('a refused call (401) and a preflight still carry the CORS headers for the desktop app', async () => {
    const origin = 'app://belajar';
    const refused = await app.inject({ method: 'GET', url: '/web/v2/students/my-profile', headers: { origin } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(origin);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/web/v2/students/my-profile',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization');
    expect(preflight.headers['access-control-max-age']).toBe('600');
  });

  it('every route that asks for credentials refuses a call without them (401)', async () => {
    const guarded = routes.filter((r) => r.config?.auth !== undefined && r.config.auth !== 'none');
    expect(guarded.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (const route of guarded) {
      const method = methodsOf(route)[0]!;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const res = await app.inject({ method, url: urlOf(route) });
      expect(res.statusCode, key).toBe(401);
    }
  });
});

describe('cookies', () => {
  it('are read only through cookiesOf (parsed on demand: no request parses them otherwise)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !file.endsWith(path.join('http', 'cookies.ts'))) {
          if (/\b(req|request)\.cookies\b/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
