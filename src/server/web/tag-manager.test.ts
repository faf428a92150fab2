import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp } from '../testing/test-app.js';

// The tag manager's part of the page and of the CSP (issue 20): without GTM_ID the header is the
// one served before the tag manager existed; with it, the container's host and the hash of the
// page's one inline script, which must be the script actually served.

/** The CSP before issue 20 (social sign-in off), character for character. */
const CSP_WITHOUT_GTM =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self';media-src 'self' blob: https:;connect-src 'self'";
const COLLECT = 'https://www.googletagmanager.com https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-gtm-'));
const TEMPLATE = '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div></body></html>';
let plain: Awaited<ReturnType<typeof createTestApp>>;
let tagged: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  plain = await createTestApp({ config: { webRoot, gtmId: undefined } });
  tagged = await createTestApp({ config: { webRoot, gtmId: 'GTM-AB12CD3' } });
});
afterAll(async () => {
  await plain?.cleanup();
  await tagged?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';

describe('GTM_ID', () => {
  it('is optional, and a container id when set', () => {
    expect(loadConfig({}).gtmId).toBeUndefined();
    expect(loadConfig({ GTM_ID: '  ' }).gtmId).toBeUndefined();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).gtmId).toBe('GTM-AB12CD3');
  });

  for (const bad of ['G-ABC1234', 'GTM-abc123', 'GTM-AB1', 'GTM-ABCDEFGHIJK', 'GTM-AB12"><script>', 'UA-1234-1']) {
    it(`refuses to start with "${bad}", saying what is wanted`, () => {
      expect(() => loadConfig({ GTM_ID: bad })).toThrow(/GTM_ID must be a Tag Manager web container id such as GTM-/);
    });
  }
});

describe('without GTM_ID', () => {
  it('the CSP is exactly as before and the page names no container and runs no inline script', async () => {
    const res = await plain.inject({ method: 'GET', url: '/courses' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CSP_WITHOUT_GTM);
    expect(res.body).not.toContain('gtm-id');
    expect(inlineScripts(res.body)).toEqual([]);
  });
});

describe('with GTM_ID', () => {
  it("the page names the container and the CSP allows its host and the served bootstrap's hash", async () => {
    const res = await tagged.inject({ method: 'GET', url: '/courses' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="gtm-id" content="GTM-AB12CD3">');
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]!, 'utf8').digest('base64')}'`;
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' https://www.googletagmanager.com ${hash}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${COLLECT}`);
    expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: https: ${COLLECT}`);
    // Every other directive is untouched, and no 'unsafe-inline' script is ever allowed.
    const others = (s: string) => s.split(';').filter((d) => !/^(script|connect|img)-src /.test(d));
    expect(others(csp)).toEqual(others(CSP_WITHOUT_GTM));
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
    // The container id is not in the script: one hash serves every container.
    expect(scripts[0]).not.toContain('GTM-');
  });

  it('the header is one constant: the same on the page and a missing page; an API answer gets the non-document one', async () => {
    const answers = await Promise.all(['/courses', '/no-such-file.js'].map((url) => tagged.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404]);
    const headers = new Set(answers.map((a) => a.headers['content-security-policy']));
    expect(headers.size).toBe(1);
    const api = await tagged.inject({ method: 'GET', url: '/web/v2/settings/maintenance' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
