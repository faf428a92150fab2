import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, mimeType } from './appProtocol';

let root: string;
let outside: string;
let handler: (request: Request) => Promise<Response>;
const CSP = "default-src 'self'";

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'lm-app-protocol-'));
  root = path.join(base, 'renderer');
  outside = base;
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(base, 'secret.txt'), 'top secret');
  handler = createAppProtocolHandler({ rootDir: root, csp: CSP });
});

afterAll(() => rmSync(outside, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('app:// protocol handler', () => {
  it('serves index.html for the root with the CSP header', async () => {
    const res = await get('app://belajar/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('id="root"');
  });

  it('serves assets with their MIME type', async () => {
    const res = await get('app://belajar/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for client-side routes (history routing)', async () => {
    for (const url of ['app://belajar/courses/sales-marketing', 'app://belajar/user/edit-profile?tab=1', 'app://belajar/signin']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('answers 404 for missing assets instead of the app shell', async () => {
    expect((await get('app://belajar/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the renderer folder', async () => {
    for (const url of ['app://belajar/../secret.txt', 'app://belajar/%2e%2e/secret.txt', 'app://belajar/assets/%2e%2e/%2e%2e/secret.txt', 'app://belajar/..%2fsecret.txt']) {
      const res = await get(url);
      expect(await res.text(), url).not.toContain('top secret');
    }
  });

  it('rejects other hosts, methods and NUL bytes', async () => {
    expect((await get('app://other/')).status).toBe(404);
    expect((await get('app://belajar/', 'POST')).status).toBe(405);
    expect((await get('app://belajar/a%00b')).status).toBe(400);
  });

  it('answers HEAD without a body', async () => {
    const res = await get('app://belajar/', 'HEAD');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('knows common MIME types', () => {
    expect(mimeType('a.woff2')).toBe('font/woff2');
    expect(mimeType('a.svg')).toBe('image/svg+xml');
    expect(mimeType('a.unknown')).toBe('application/octet-stream');
  });
});

describe("app:// protocol handler: the API's public files", () => {
  function withApi(answer: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (input: URL | RequestInfo, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof globalThis.fetch;
    return { calls, handler: createAppProtocolHandler({ rootDir: root, csp: CSP, apiPublic: { origin: 'http://127.0.0.1:3000', fetch } }) };
  }

  it('fetches /media/ and /files/ from the API without credentials, passing Range on and the answer back', async () => {
    const { calls, handler: h } = withApi(() => new Response('PNGDATA', { status: 206, headers: { 'content-type': 'image/png', 'content-range': 'bytes 0-6/100', 'set-cookie': 'x=1' } }));
    const res = await h(new Request('app://belajar/media/covers/a.png?v=2', { headers: { range: 'bytes=0-6', cookie: 'auth=secret', authorization: 'Bearer t' } }));
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('PNGDATA');
    expect(res.headers.get('content-range')).toBe('bytes 0-6/100');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(calls[0]?.url).toBe('http://127.0.0.1:3000/media/covers/a.png?v=2');
    const sent = new Headers(calls[0]?.init.headers);
    expect([sent.get('range'), sent.get('cookie'), sent.get('authorization')]).toEqual(['bytes=0-6', null, null]);
    expect(calls[0]?.init.redirect).toBe('manual');
    await h(new Request('app://belajar/files/avatars/1.webp'));
    expect(calls[1]?.url).toBe('http://127.0.0.1:3000/files/avatars/1.webp');
  });

  it('refuses a redirect, answers 502 when the API is away, and leaves other paths to the renderer', async () => {
    const redirect = withApi(() => new Response(null, { status: 302, headers: { location: 'https://evil.test/x.png' } }));
    expect((await redirect.handler(new Request('app://belajar/media/x.png'))).status).toBe(502);
    const away = withApi(() => {
      throw new TypeError('fetch failed');
    });
    expect((await away.handler(new Request('app://belajar/media/x.png'))).status).toBe(502);
    // A path that only looks like one (no trailing slash after the prefix) is the renderer's.
    expect((await away.handler(new Request('app://belajar/mediaX'))).status).toBe(200);
    expect(away.calls).toHaveLength(1);
  });
});
