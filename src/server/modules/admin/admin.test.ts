import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { readAdminKey } from './admin-key.js';

/**
 * The admin API is guarded by a hook of its own encapsulated plugin, so the router's decoding of a
 * path can never reach a handler past the guard (a check on the raw URL string could be).
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.cleanup();
});

/** Spellings of a path the router reads as the same route: each letter percent-encoded, upper and lower hex. */
function spellings(path: string): string[] {
  const out = new Set<string>([path, `${path}/`]);
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (!/[a-z]/i.test(c)) continue;
    const hex = c.charCodeAt(0).toString(16);
    out.add(`${path.slice(0, i)}%${hex}${path.slice(i + 1)}`);
    out.add(`${path.slice(0, i)}%${hex.toUpperCase()}${path.slice(i + 1)}`);
  }
  out.add(path.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16)}`));
  return [...out];
}

const maintenance = async () => (await app.inject({ method: 'GET', url: '/web/v2/settings/maintenance', headers: basicHeaders })).json().result.isMaintenance;

describe('admin API guard', () => {
  it('refuses every admin route, however its path is spelled, without the key', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const adminPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/admin/'));
    expect(adminPaths.length).toBeGreaterThan(0);
    for (const [path, ops] of adminPaths) {
      for (const method of Object.keys(ops)) {
        for (const url of spellings(path)) {
          for (const headers of [{}, { 'x-admin-key': 'wrong' }, { 'x-admin-key': '' }]) {
            const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload: method === 'get' ? undefined : { isMaintenance: true } });
            expect([403, 404], `${method.toUpperCase()} ${url} ${JSON.stringify(headers)} → ${res.statusCode}`).toContain(res.statusCode);
          }
        }
      }
    }
    expect(await maintenance()).toBe(false);
  });

  it('answers the right key on an encoded spelling too (it is the same route)', async () => {
    const key = readAdminKey(app.ctx.config.dataDir)!;
    const res = await app.inject({ method: 'GET', url: '/%61dmin/maintenance', headers: { 'x-admin-key': key } });
    expect(res.statusCode).toBe(200);
  });
});
