import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageRenderer, PAGE_CACHE_BYTES, type RenderedPage } from './index.js';

/**
 * The page cache (issue 23): requests that miss together share one render; an out-of-date page
 * is served at once while one render makes the next copy; the empty shell of a failed render is
 * never kept; pages are kept by URL and language, within a byte bound. A stand-in SSR entry counts its renders (the real one is tested in render.test.ts).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-page-cache-'));
const entry = path.join(dir, 'entry.mjs');
fs.writeFileSync(
  entry,
  `export async function render() {
  const state = globalThis.__pageCache;
  state.renders += 1;
  const n = state.renders;
  await new Promise((r) => setTimeout(r, 30));
  if (state.fail) { state.fail = false; throw new Error('render failed'); }
  const html = '<p>' + n + '</p>' + (state.big ? ' '.repeat(4 * 1024 * 1024) : '');
  return { kind: 'page', status: 200, headers: {}, html, head: '', styles: '', dataJson: '{}', modules: [], partModules: [] };
}
`,
);
const state = { renders: 0, fail: false, big: false };
(globalThis as { __pageCache?: typeof state }).__pageCache = state;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  state.renders = 0;
  state.fail = false;
  state.big = false;
});

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const request = (url: string) => ({ url, headers: {}, locale: url.startsWith('/en') ? 'en' : 'id', ip: '127.0.0.1' }) as unknown as FastifyRequest;
const compose = (page: RenderedPage | null) => Promise.resolve(page ? page.html : 'SHELL');
const renderer = (cacheSeconds: number) => createPageRenderer({ app: {} as FastifyInstance, entry, cacheSeconds, log: silent });
const body = async (pages: ReturnType<typeof renderer>, url: string) => (await pages.document(request(url), url, compose)).body.toString().trimEnd();

describe('the page cache', () => {
  it('requests that miss together share one render', async () => {
    const pages = renderer(60);
    const bodies = await Promise.all(Array.from({ length: 10 }, () => body(pages, '/')));
    expect(new Set(bodies)).toEqual(new Set(['<p>1</p>']));
    expect(state.renders).toBe(1);
    expect(await body(pages, '/')).toBe('<p>1</p>');
    expect(await body(pages, '/en')).toBe('<p>2</p>');
  });

  it('keeps no empty shell: after a failed render the next request renders again', async () => {
    const pages = renderer(60);
    state.fail = true;
    expect(await body(pages, '/')).toBe('SHELL');
    expect(await body(pages, '/')).toBe('<p>2</p>');
    expect(await body(pages, '/')).toBe('<p>2</p>');
  });

  it('past its time, the kept page is served at once while one render makes the next', async () => {
    const pages = renderer(0.05);
    expect(await body(pages, '/')).toBe('<p>1</p>');
    await new Promise((r) => setTimeout(r, 80));
    const stale = await Promise.all(Array.from({ length: 5 }, () => body(pages, '/')));
    expect(new Set(stale)).toEqual(new Set(['<p>1</p>']));
    await new Promise((r) => setTimeout(r, 60));
    expect(state.renders).toBe(2);
    expect(await body(pages, '/')).toBe('<p>2</p>');
  });

  it('every rendered page is kept by its URL (path and query) and language', async () => {
    const pages = renderer(60);
    expect(await body(pages, '/courses/a')).toBe('<p>1</p>');
    expect(await body(pages, '/courses/a')).toBe('<p>1</p>');
    expect(await body(pages, '/en/courses/a')).toBe('<p>2</p>');
    expect(await body(pages, '/search?q=a')).toBe('<p>3</p>');
    expect(await body(pages, '/search?q=b')).toBe('<p>4</p>');
    expect(await body(pages, '/search?q=a')).toBe('<p>3</p>');
    expect(state.renders).toBe(4);
  });

  it('with caching off every request renders', async () => {
    const pages = renderer(0);
    expect(await body(pages, '/')).toBe('<p>1</p>');
    expect(await body(pages, '/')).toBe('<p>2</p>');
  });

  it('holds at most PAGE_CACHE_BYTES: the least recently asked pages leave first', async () => {
    state.big = true;
    const pages = renderer(60);
    // Each stand-in page is 4 MB: the cache holds 64 MB / (4 MB × 1.4) = 11 of them.
    for (let i = 0; i < 20; i++) await body(pages, `/p/${i}`);
    expect(state.renders).toBe(20);
    await body(pages, '/p/19');
    expect(state.renders).toBe(20);
    await body(pages, '/p/0');
    expect(state.renders).toBe(21);
    expect(PAGE_CACHE_BYTES).toBe(64 * 1024 * 1024);
  });
});
