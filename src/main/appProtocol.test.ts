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
