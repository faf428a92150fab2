import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_KINDS } from '../../common/discovery.js';
import { basicHeaders, createTestApp } from '../testing/test-app.js';
import { COMPRESS_THRESHOLD, responseCompression } from './plugin.js';

// A built-like web root: index.html, a hashed asset with its brotli and gzip copies (as the
// vite build writes them), a favicon and a push worker.
let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-web-plugin-'));
const INDEX = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script><!-- ${'padding '.repeat(300)} --></body></html>`;
const ASSET = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const ASSET_PATH = '/assets/index-AbC123.js';

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  const asset = path.join(webRoot, ASSET_PATH);
  fs.writeFileSync(asset, ASSET);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(ASSET));
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webRoot, 'firebase-messaging-sw.js'), 'self.addEventListener("push", () => {});');
  app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe('hashed assets', () => {
  it('are served from the copy the client accepts: brotli, gzip, or the file itself', async () => {
    const br = await get(ASSET_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webRoot, `${ASSET_PATH}.br`)))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');

    const gz = await get(ASSET_PATH, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(ASSET);

    const plain = await get(ASSET_PATH, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    const none = await get(ASSET_PATH);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(ASSET);
  });

  it('are cached for a year as immutable', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get(ASSET_PATH, { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('are typed, tagged, and answer 304 to a browser holding the same copy; no path leaves the folder', async () => {
    const first = await get(ASSET_PATH, { 'accept-encoding': 'br' });
    expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(first.headers.vary).toBe('accept-encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(ASSET_PATH, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const escape of ['/assets/../index.html', '/assets/%2e%2e/index.html', '/assets/index-AbC123.js.br']) expect((await get(escape)).statusCode).toBe(404);
  });

  it('a missing asset is a 404 without the app page', async () => {
    const res = await get('/assets/index-Gone99.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().statusCode).toBe(404);
  });

  it('the other files of the build are cached briefly; the push worker is not served without push', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    // The push worker is served only with FIREBASE_* set (modules/push/push.test.ts): here it is
    // "no content" (not a 404, a console error on every page), which platform/pushWorker.ts's HEAD
    // check does not register.
    for (const method of ['GET', 'HEAD'] as const) {
      const worker = await app.inject({ method, url: '/firebase-messaging-sw.js' });
      expect(worker.statusCode).toBe(204);
      expect(worker.body).toBe('');
      expect(worker.headers['content-type']).toBeUndefined();
      expect(worker.headers['cache-control']).toBe('no-cache');
    }
    // index.html is a page template, not a file to serve as is.
    expect((await get('/index.html')).statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('the home page: the app HTML, never cached, compressed on the fly', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<div id="root"></div>');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toContain('<div id="root"></div>');
  });

  it('paths of the route table answer 200, also for a record that may not exist, any case, a trailing slash', async () => {
    for (const url of ['/courses', '/courses/no-such-course', '/Courses/', '/user/terms/privacy', '/articles/category/tips', '/signin?from=/cart']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('a single segment is a page when a category has that url', async () => {
    const category = await app.ctx.db.selectFrom('categories').select('url').orderBy('id').executeTakeFirstOrThrow();
    expect((await get(`/${category.url}`)).statusCode).toBe(200);
    expect((await get('/no-such-category')).statusCode).toBe(404);
  });

  it('unknown pages answer 404 with the app HTML (the app shows its not-found page), never cached', async () => {
    for (const url of ['/no-such-category', '/courses/a/b', '/user/nope', '/wp-login.php', '/some/deep/path?x=1']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('src="/assets/index-AbC123.js"');
    }
    expect((await app.inject({ method: 'HEAD', url: '/no-such/page' })).statusCode).toBe(404);
  });

  it('unknown API paths keep the JSON 404 envelope, also percent-encoded and for other methods', async () => {
    for (const [method, url] of [
      ['GET', '/web/v2/no-such-route'],
      ['GET', '/%77eb/v2/no-such-route'],
      ['GET', '/student-api/v1/nope'],
      ['GET', '/files/nope.png'],
      ['POST', '/web/v2/no-such-route'],
      ['POST', '/courses'],
      ['DELETE', '/no-such-page'],
    ] as const) {
      const res = await app.inject({ method, url, headers: basicHeaders });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    }
  });
});

describe('on-the-fly compression', () => {
  it('compresses JSON above the threshold and leaves small answers alone', async () => {
    const small = await get('/web/v2/settings/maintenance', { ...basicHeaders, 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();

    const large = await get('/web/v2/home/sections', { ...basicHeaders, 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = decoded(large);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(JSON.parse(body).statusCode).toBe(200);
    expect(large.rawPayload.length).toBeLessThan(body.length);

    const plain = await get('/web/v2/home/sections', basicHeaders);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().statusCode).toBe(200);
  });

  it('compresses SVG media, but never a range of it', async () => {
    const svg = fs.readdirSync(path.resolve('resources/donations')).find((f) => f.endsWith('.svg') && fs.statSync(path.resolve('resources/donations', f)).size > COMPRESS_THRESHOLD)!;
    const url = `/media/donations/${svg}`;
    const whole = await get(url, { 'accept-encoding': 'gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(decoded(whole)).toBe(fs.readFileSync(path.resolve('resources/donations', svg), 'utf8'));

    const part = await get(url, { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe(fs.readFileSync(path.resolve('resources/donations', svg), 'utf8').slice(0, 10));
  });

  it('serves media from memory: revalidation, ranges, and nothing outside the listed files', async () => {
    const svg = fs.readdirSync(path.resolve('resources/covers')).find((f) => f.endsWith('.svg'))!;
    const url = `/media/covers/${svg}`;
    const body = fs.readFileSync(path.resolve('resources/covers', svg), 'utf8');
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(decoded(first)).toBe(body);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/image\/svg\+xml/);
    const tail = await get(url, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${body.length - 5}-${body.length - 1}/${body.length}`);
    expect(tail.body).toBe(body.slice(-5));
    const beyond = await get(url, { range: `bytes=${body.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${body.length}`);
    for (const outside of ['/media/../package.json', '/media/%2e%2e/package.json', '/media/covers/', '/media/covers/nothing.svg', '/media/media/welcome.mp4']) {
      expect((await get(outside)).statusCode, outside).toBe(404);
    }
  });

  it('leaves types outside the list alone: plain text, event streams', async () => {
    const plain = Fastify();
    await plain.register(responseCompression);
    const big = 'x'.repeat(COMPRESS_THRESHOLD * 4);
    plain.get('/text', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(big));
    plain.get('/events', async (_req, reply) => reply.type('text/event-stream').send(`data: ${big}\n\n`));
    plain.get('/json', async () => ({ big }));
    try {
      const headers = { 'accept-encoding': 'br, gzip' };
      expect((await plain.inject({ url: '/text', headers })).headers['content-encoding']).toBeUndefined();
      expect((await plain.inject({ url: '/events', headers })).headers['content-encoding']).toBeUndefined();
      expect((await plain.inject({ url: '/json', headers })).headers['content-encoding']).toBe('br');
    } finally {
      await plain.close();
    }
  });
});

/** RFC 9309: the longest matching rule decides; Allow wins a tie; no rule means allowed. */
function allowedByRobots(robots: string, pathname: string): boolean {
  const rules = robots.split('\n').flatMap((line) => {
    const [, verb, prefix] = /^(Allow|Disallow):\s*(\S+)/.exec(line) ?? [];
    return prefix === undefined ? [] : [{ allow: verb === 'Allow', prefix }];
  });
  const matching = rules.filter((r) => pathname.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it('is plain text naming the sitemaps with absolute URLs and keeping crawlers out of private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = res.body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Sitemap: https://belajar.test/sitemap.xml\n');
    for (const kind of SITEMAP_KINDS) expect(robots).toContain(`Sitemap: https://belajar.test/sitemaps/${kind}.xml\n`);
    for (const path of ['/user', '/user/edit-profile', '/cart', '/checkout', '/my-class', '/webinars/scan/event', '/dev/outbox', '/admin/maintenance', '/docs', '/docs/openapi.json']) {
      expect(allowedByRobots(robots, path), path).toBe(false);
    }
    for (const path of ['/', '/courses/x', '/webinars/x', '/sales-marketing', '/web/v2/home/sections', '/media/logos/a.svg', '/assets/index-AbC123.js']) {
      expect(allowedByRobots(robots, path), path).toBe(true);
    }
  });

  it('keeps crawlers out of the English copies of private pages too, but not of the public ones', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const path of ['/en/user', '/en/user/edit-profile', '/en/cart', '/en/checkout', '/en/my-class', '/en/history/7', '/en/reset-password', '/en/webinars/scan/event']) {
      expect(allowedByRobots(robots, path), path).toBe(false);
    }
    for (const path of ['/en', '/en/courses/x', '/en/user/aboutus', '/en/user/terms/privacy', '/en/user/support', '/en/sales-marketing']) {
      expect(allowedByRobots(robots, path), path).toBe(true);
    }
  });

  it('allows every page the sitemaps list', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const kind of SITEMAP_KINDS) {
      const { result } = (await get(`/web/v2/sitemaps/${kind}`, basicHeaders)).json() as { result: { items: { loc: string }[] } };
      for (const { loc } of result.items) expect(allowedByRobots(robots, new URL(loc).pathname), loc).toBe(true);
    }
  });
});
