/**
 * The API seen from another origin, as the desktop app's page (app://belajar) and the dev server
 * (http://localhost:5173) see it: Chromium sends a preflight before a PUT, PATCH or DELETE, and
 * refuses the call unless the answer allows that method for that origin (http/cors.ts). This file
 * drives the browser directly (a bare page, not a journey), so it takes no part in the
 * accessibility gate.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from './browser.js';
import { crossOriginStatus } from './cross-origin-call.js';

const baseUrl = inject('baseUrl');
/** The dev server's port: http://localhost:5173 is among the default CORS_ORIGINS. */
const DEV_PORT = 5173;
let browser: Browser;
/** A blank page on this machine: Chromium's local-network rules then see a local page call a local API. */
const blank = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>other origin</title>'));

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  // Every address (IPv4 and IPv6), as `localhost` may be either.
  await new Promise<void>((resolve, reject) => blank.once('error', (err) => reject(new Error(`port ${DEV_PORT} is taken: ${err.message}`))).listen(DEV_PORT, resolve));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => blank.close(resolve));
});

/** The blank page opened as `origin` (a URL of the blank server). */
async function pageAt(origin: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/`);
  return page;
}

const call = (page: Page, method: string, path: string) => crossOriginStatus(page, method, `${baseUrl}${path}`);

describe('cross-origin calls to the API', () => {
  it('an allowed origin reads the answer of a PUT and a DELETE (here 401: the token is not valid)', async () => {
    const page = await pageAt(`http://localhost:${DEV_PORT}`);
    try {
      expect(await call(page, 'PUT', '/web/v2/cart/additem')).toBe(401);
      expect(await call(page, 'DELETE', '/web/v2/lecture/notes/1')).toBe(401);
      expect(await call(page, 'POST', '/web/v2/cart/additem')).not.toBe('refused');
    } finally {
      await page.context().close();
    }
  });

  it('another origin is refused by the browser', async () => {
    // The same page under another name: an origin the server does not list.
    const page = await pageAt(`http://127.0.0.1:${DEV_PORT}`);
    try {
      expect(await call(page, 'PUT', '/web/v2/cart/additem')).toBe('refused');
    } finally {
      await page.context().close();
    }
  });
});
