import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { COMBINED_STYLES_MAX_FILES, combinedStylesHref } from './combined-styles.js';

// A built-like web root with three stylesheets and a script.
let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-combined-styles-'));
const FILES: Record<string, string> = {
  'index-Aa1.css': '.shell{color:red}',
  'Page-Bb2.css': '.page{color:blue}\n',
  'Footer-Cc3.css': '.footer{margin:0}',
  'index-Dd4.js': 'export {};',
};

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="id"><head><title>App</title></head><body><div id="root"></div></body></html>');
  for (const [name, body] of Object.entries(FILES)) fs.writeFileSync(path.join(webRoot, 'assets', name), body);
  app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe("a page's stylesheets as one request", () => {
  it('joins the named files in the order given, compressed as accepted, cached as immutable', async () => {
    const url = combinedStylesHref(['assets/Page-Bb2.css', '/assets/index-Aa1.css', 'assets/Footer-Cc3.css'])!;
    expect(url).toBe('/assets/combined.css?f=Page-Bb2.css,index-Aa1.css,Footer-Cc3.css');
    const expected = `${FILES['Page-Bb2.css']}\n${FILES['index-Aa1.css']}\n${FILES['Footer-Cc3.css']}\n`;

    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);

    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(expected);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(expected);

    const again = await get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Another order is another file (the cascade differs).
    const swapped = await get('/assets/combined.css?f=index-Aa1.css,Page-Bb2.css');
    expect(swapped.body).toBe(`${FILES['index-Aa1.css']}\n${FILES['Page-Bb2.css']}\n`);
    expect(swapped.headers.etag).not.toBe(plain.headers.etag);
  });

  it('an unknown or repeated file is not found; a script is not a stylesheet', async () => {
    for (const f of ['index-Aa1.css,Gone-Zz9.css', 'index-Aa1.css,index-Aa1.css']) expect((await get(`/assets/combined.css?f=${f}`)).statusCode).toBe(404);
    expect((await get('/assets/combined.css?f=index-Aa1.css,index-Dd4.js')).statusCode).toBe(400);
  });

  it('refuses a malformed or overlong list with 400 and a message', async () => {
    const tooMany = Array.from({ length: COMBINED_STYLES_MAX_FILES + 1 }, () => 'index-Aa1.css').join(',');
    for (const f of ['', '../index.html', 'a.css,,b.css', '%00.css', tooMany, 'x'.repeat(200) + '.css']) {
      const res = await get(`/assets/combined.css?f=${encodeURIComponent(f)}`);
      expect(res.statusCode, f.slice(0, 40)).toBe(400);
      expect(res.json().message, f.slice(0, 40)).toEqual(expect.any(String));
    }
    expect((await get('/assets/combined.css')).statusCode).toBe(400);
  });

  it('leaves a single stylesheet, or one outside the build, as it was', () => {
    expect(combinedStylesHref(['assets/index-Aa1.css'])).toBeNull();
    expect(combinedStylesHref(['assets/index-Aa1.css', 'https://cdn.test/x.css'])).toBeNull();
    expect(combinedStylesHref(['assets/index-Aa1.css', 'assets/sub/x.css'])).toBeNull();
  });
});
