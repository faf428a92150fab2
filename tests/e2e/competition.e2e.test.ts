/**
 * The competition in Chromium against the real server (issue 21). A guest sees the seeded
 * competition and a sign-in prompt (phone). A new student, signed in, picks a PNG renamed .mp4:
 * the server's refusal is shown. A real mp4 (resources/media) is uploaded: the progress bar shows
 * while the request is held, then the entry's player plays the video from its signed private URL,
 * with its name. An upload cancelled while held leaves the entry as it was. axe on every state;
 * screenshots test-results/screens/competition-*.png (phone and desktop).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { Competition } from '../../src/common/contract/competition.js';
import { DESKTOP, PHONE, SCREENS_DIR, checkA11y, launch, screenshot } from './browser.js';
import { api as call, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
const URL_PATH = '/competition/kompetisi-video-belajar';
const VIDEO = fs.readFileSync(path.resolve('resources/media/welcome.mp4'));
const PNG = fs.readFileSync(path.resolve('resources/icon.png'));
const STUDENT = { name: 'Citra Lomba Video', email: `citra.lomba.${Date.now()}@example.com`, password: 'LombaVideo1!' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;

const shot = (p: Page, name: string) => screenshot(p, `competition-${name}`);
const mine = async () => (await call<Competition>(baseUrl, 'GET', `competition/kompetisi-video-belajar`, bearer, undefined, 'en')).result;

/** Holds the next upload request until `release` is called (so the progress state can be seen). */
function holdUpload(p: Page): { held: Promise<Route>; release: () => Promise<void> } {
  let resolve!: (r: Route) => void;
  const held = new Promise<Route>((r) => (resolve = r));
  void p.route('**/web/v2/competition/video/upload**', (route) => resolve(route), { times: 1 });
  return {
    held,
    release: async () => {
      const route = await held;
      await route.continue().catch(() => undefined);
    },
  };
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  page = await context.newPage();
  bearer = await registerStudent(baseUrl, context, STUDENT.name, STUDENT.email, STUDENT.password);
}, 60_000);
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('competition: a student enters with a video', () => {
  it('a guest sees the competition, its rules and a sign-in prompt', async () => {
    const guest = await browser.newContext({ viewport: PHONE });
    await guest.addInitScript(() => localStorage.setItem('locale', 'id'));
    const p = await guest.newPage();
    try {
      await p.goto(`${baseUrl}${URL_PATH}`);
      await expect.poll(() => p.getByTestId('competition-guest').isVisible()).toBe(true);
      expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Kompetisi Video "Belajar Itu Seru"');
      expect(await p.getByTestId('competition-state').textContent()).toBe('Menerima karya');
      expect(await p.getByTestId('competition-upload').count()).toBe(0);
      const signIn = p.getByRole('link', { name: 'Masuk untuk ikut' });
      expect(await signIn.getAttribute('href')).toBe(`/signin?from=${encodeURIComponent(URL_PATH)}`);
      await checkA11y(p, 'guest');
      await shot(p, 'guest-phone-id');
    } finally {
      await guest.close();
    }
  });

  it('shows the server refusal of a PNG renamed .mp4, and stores nothing', async () => {
    await page.goto(`${baseUrl}/en${URL_PATH}`);
    await expect.poll(() => page.getByTestId('competition-upload').isVisible()).toBe(true);
    expect(await page.getByTestId('competition-entry').textContent()).toContain('You have not entered yet.');
    await checkA11y(page, 'no entry');
    await page.getByLabel('Video file').setInputFiles({ name: 'holiday.mp4', mimeType: 'video/mp4', buffer: PNG });
    await page.getByTestId('competition-send').click();
    await expect.poll(() => page.getByTestId('competition-error').textContent()).toBe('The file must be an MP4, WebM or QuickTime (MOV) video.');
    expect((await mine()).entry).toBeNull();
    await checkA11y(page, 'refused');
    await shot(page, 'refused-desktop-en');
  });

  it('a file over the limit is stopped before sending, with the reason', async () => {
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="competition-file"]')!;
      const big = new File([new Uint8Array(8)], 'long.mp4', { type: 'video/mp4' });
      Object.defineProperty(big, 'size', { value: 250 * 1000 * 1000 });
      const list = new DataTransfer();
      list.items.add(big);
      input.files = list.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => page.getByTestId('competition-refusal').textContent()).toBe('This file is 250 MB: the limit is 200 MB. Choose a shorter or smaller video.');
    expect(await page.getByTestId('competition-send').isDisabled()).toBe(true);
  });

  it('uploads a real mp4 with a progress bar, then plays the entry from its signed URL', async () => {
    const hold = holdUpload(page);
    await page.getByLabel('Video file').setInputFiles({ name: 'welcome.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await page.getByTestId('competition-send').click();
    await hold.held;
    await expect.poll(() => page.getByTestId('competition-progress').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).count()).toBe(1);
    // Held on purpose: the network is not idle, so the picture is taken as is (no settle, no axe here).
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, 'competition-uploading-desktop-en.png'), animations: 'disabled', caret: 'hide' });
    await hold.release();
    await expect.poll(() => page.getByTestId('competition-done').isVisible()).toBe(true);
    expect(await page.getByTestId('competition-entry-name').textContent()).toBe('welcome.mp4');
    const src = await page.getByTestId('competition-player').getAttribute('src');
    expect(src).toMatch(/^\/web\/v2\/files\/private\/competition\/\d+\/\d+\/[0-9a-f]+\?v=\d+&e=\d+&sig=/);
    // The browser plays it: metadata read through Range requests on the signed URL.
    await expect.poll(() => page.getByTestId('competition-player').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('competition-player').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
    const entry = (await mine()).entry;
    expect(entry).toMatchObject({ name: 'welcome.mp4', bytes: VIDEO.length, contentType: 'video/mp4' });
    await checkA11y(page, 'entry');
    await shot(page, 'entry-desktop-en');
    await page.setViewportSize(PHONE);
    await shot(page, 'entry-phone-en');
    await page.setViewportSize(DESKTOP);
  });

  it('a cancelled upload leaves the entry as it was', async () => {
    const before = (await mine()).entry;
    const hold = holdUpload(page);
    await page.getByLabel('Video file').setInputFiles({ name: 'second.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    await page.getByTestId('competition-send').click();
    await hold.held;
    // The page's abort reaches Chromium's network layer a moment after the UI says "cancelled";
    // releasing the held route before that would still send the request, so wait for its failure.
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/competition/video/upload'));
    await page.getByTestId('competition-cancel').click();
    await expect.poll(() => page.getByTestId('competition-cancelled').textContent()).toBe('Upload cancelled.');
    expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED');
    await hold.release();
    await page.reload();
    await expect.poll(() => page.getByTestId('competition-entry-name').textContent()).toBe('welcome.mp4');
    expect((await mine()).entry?.submittedAt).toBe(before?.submittedAt);
  });
});
