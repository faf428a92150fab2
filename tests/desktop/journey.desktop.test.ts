/**
 * Issue 22's journey in the desktop harness: the real main-process wiring, the real preload
 * bridge and the built renderer, against the real API (its own server, stopped and started again
 * on the same port and data). A student signs in through the UI (the tokens land in the OS
 * keychain, not in a cookie nor in localStorage), buys a course through the sandbox gateway,
 * downloads its invoice into the folder chosen once, finishes a short free course and downloads
 * its certificate; the library lists both; a lesson of the bought course is kept for offline
 * study. The API stops: the library opens the PDFs, the lesson plays from disk and its position is
 * kept; the API comes back: the position reaches it. A native notification's click opens its route.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../src/common/bridge';
import type { Chapter } from '../../src/common/contract/lecture';
import type { ContentItem } from '../../src/common/contract/catalogue';
import type { NotificationPage } from '../../src/common/contract/notifications';
import type { Order } from '../../src/common/contract/orders';
import { OFFLINE_MEDIA_PATH } from '../../src/common/bridge';
import { LessonItemType } from '../../src/common/lecture';
import { must } from '../../src/common/must';
import { answerKey, api, BASIC, finishLessonsByApi, openLessonsByApi } from '../e2e/learning-support';
import { hasKeychain, launchDesktop, type DesktopHarness } from './harness';
import { buyThroughSandbox, createStudent, signIn, type Student } from './harness/student';

const SCREENS = path.resolve('test-results/screens');
/** A paid course the journey buys (its lessons are the offline ones). */
const PAID_COURSE = 'digital-marketing-untuk-umkm';
/** A free course whose lessons the journey finishes for a certificate. */
const FREE_COURSE = 'manajemen-waktu-dan-produktivitas';

/** Where the app serves an offline lecture's video (the offline package's own rule, src/common/offline.ts). */
const offlineMediaPath = (courseId: string, lectureId: string) => `${OFFLINE_MEDIA_PATH}${encodeURIComponent(courseId)}/${encodeURIComponent(lectureId)}`;
const pdfsIn = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.pdf'));
const library = (page: Page): Promise<LibraryEntry[]> => page.evaluate(() => window.desktop!.downloads.library());

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

describe.skipIf(!hasKeychain)('the desktop journey (issue 22)', () => {
  let h: DesktopHarness;
  let page: Page;
  let student: Student;
  let apiUrl: string;
  /** Where the student saves documents (chosen once, through the native folder dialog). */
  let folder: string;
  let orderId: number;
  /** The free course finished through the lecture calls (the watch budget takes a while): started at once. */
  let certificateReady: Promise<void>;
  /** The offline lesson (a material id) and the position recorded while the API was down. */
  let lectureId: string;
  let offlinePosition: number;

  beforeAll(async () => {
    h = await launchDesktop({ api: true });
    apiUrl = h.apiUrl;
    page = await h.page();
    folder = path.join(h.downloadsDir, 'Belajar');
    fs.mkdirSync(folder, { recursive: true });
    student = await createStudent(apiUrl, 'Dewi Desktop Lestari');
    certificateReady = (async () => {
      const course = await api<{ contentId: number }>(apiUrl, 'GET', `courses/${FREE_COURSE}`, student.bearer);
      const enrolled = await api(apiUrl, 'POST', 'enrollments/enroll-free-content', student.bearer, { contentId: course.result.contentId });
      if (enrolled.status >= 300) throw new Error(`enrol: ${enrolled.status} ${enrolled.message}`);
      const chapters = (await api<Chapter[]>(apiUrl, 'GET', `courses/${FREE_COURSE}/lecture/chapters`, student.bearer)).result;
      const lessons = chapters.flatMap((c) => c.materials);
      const openedAt = Date.now();
      await openLessonsByApi(apiUrl, student.bearer, FREE_COURSE, lessons);
      await finishLessonsByApi(apiUrl, student.bearer, FREE_COURSE, lessons, answerKey(FREE_COURSE), openedAt);
    })();
    certificateReady.catch(() => undefined);
  }, 300_000);

  afterAll(async () => h?.close());

  it('signs in through the UI: the tokens land in the keychain, not in a cookie nor in localStorage', async () => {
    await signIn(page, student, '/');
    await expect.poll(() => h.keychainTokens(), { timeout: 10_000 }).not.toBeNull();
    const { accessToken, refreshToken } = must((await h.keychainTokens()) ?? undefined, 'tokens in the keychain');
    expect(accessToken.length).toBeGreaterThan(20);
    const cookies = await h.context.cookies();
    const storage = await page.evaluate(() => ({ cookie: document.cookie, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) }));
    for (const where of [JSON.stringify(cookies), storage.cookie, storage.local, storage.session]) {
      expect(where).not.toContain(accessToken);
      expect(where).not.toContain(refreshToken);
    }
    expect(await page.evaluate(() => window.desktop!.session.backend())).toBe('keychain');
  });

  it('buys a course through the sandbox gateway', async () => {
    orderId = await buyThroughSandbox(page, apiUrl, student, PAID_COURSE);
    const order = (await api<Order>(apiUrl, 'GET', `orders/${orderId}`, student.bearer)).result;
    expect(order.paymentStatus).toBe(2);
  });
  it('downloads the invoice into the folder chosen once', async () => {
    await page.goto(`${h.appOrigin}/history/${orderId}`);
    await page.getByTestId('transaction-detail').waitFor();
    h.dialog.answerOpen(folder);
    await page.getByTestId('invoice-download').click();
    await expect.poll(() => pdfsIn(folder).some((f) => f.startsWith('invoice-')), { timeout: 20_000 }).toBe(true);
    const invoice = must(
      pdfsIn(folder).find((f) => f.startsWith('invoice-')),
      'the invoice',
    );
    expect(fs.readFileSync(path.join(folder, invoice)).subarray(0, 5).toString()).toBe('%PDF-');
    // The native folder dialog was asked once, and the choice is remembered.
    expect(h.dialog.openCalls).toHaveLength(1);
    expect(await page.evaluate(() => window.desktop!.downloads.folder())).toBe(folder);
    await shot(page, 'desktop-invoice-downloaded');
  });

  it('finishes a short course and downloads its certificate into the same folder, without asking again', async () => {
    await certificateReady;
    await page.goto(`${h.appOrigin}/user/certificatequ`);
    await page.getByTestId('certificate').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('certificate-download').first().click();
    await expect.poll(() => pdfsIn(folder).some((f) => f.startsWith('certificate-')), { timeout: 20_000 }).toBe(true);
    expect(h.dialog.openCalls).toHaveLength(1);
  }, 300_000);

  it('the library lists both documents, on disk', async () => {
    await expect.poll(async () => (await library(page)).length, { timeout: 10_000 }).toBe(2);
    const entries = await library(page);
    expect(entries.map((e) => e.kind).sort()).toEqual(['certificate', 'invoice']);
    for (const entry of entries) {
      expect(entry.present).toBe(true);
      expect(path.dirname(entry.path)).toBe(folder);
      expect(fs.existsSync(entry.path)).toBe(true);
    }
    await page.goto(`${h.appOrigin}/user/library`);
    await expect.poll(() => page.getByTestId('library-entry').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId('library-folder').innerText()).toContain(folder);
    await shot(page, 'desktop-library');
  });

  it('keeps a lesson of the bought course for offline study', async () => {
    const chapters = (await api<Chapter[]>(apiUrl, 'GET', `courses/${PAID_COURSE}/lecture/chapters`, student.bearer)).result;
    const video = must(
      chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.VIDEO),
      'a video lesson',
    );
    lectureId = String(video.id);
    await page.goto(`${h.appOrigin}/courses/${PAID_COURSE}/lecture/${lectureId}`);
    // Download for offline: the dialog lists the videos, all chosen; keep only this one.
    await page.getByTestId('offline-download').click();
    await page.getByRole('button', { name: 'Kosongkan pilihan' }).click();
    await page.getByTestId(`offline-video-${lectureId}`).check();
    await page.getByTestId('offline-start').click();
    await page.getByTestId('offline-available').waitFor({ timeout: 60_000 });
    const kept = await page.evaluate(() => window.desktop!.offline.courses());
    expect(kept.find((c) => c.courseId === PAID_COURSE)).toMatchObject({ state: 'ready', lectureIds: [lectureId] });
  }, 120_000);

  it('with the API stopped: the library opens the PDFs, the lesson plays from disk and its position is kept', async () => {
    await h.api!.stopApi();
    expect(
      await fetch(`${apiUrl}/docs/openapi.json`).then(
        () => 'up',
        () => 'down',
      ),
    ).toBe('down');

    // The library page reads the disk through the bridge: both PDFs open with no network.
    await page.goto(`${h.appOrigin}/user/library`);
    await expect.poll(() => page.getByTestId('library-entry').count(), { timeout: 10_000 }).toBe(2);
    for (const button of await page.getByTestId('library-open').all()) await button.click();
    await expect.poll(() => h.shell.openedPaths.length).toBe(2);
    const entries = await library(page);
    expect([...h.shell.openedPaths].sort()).toEqual(entries.map((e) => e.path).sort());
    for (const file of h.shell.openedPaths) expect(fs.existsSync(file)).toBe(true);
    await shot(page, 'desktop-library-offline');

    // The lecture opens from the saved copy; its video plays from disk (app://…/offline/…, Range).
    await page.goto(`${h.appOrigin}/courses/${PAID_COURSE}/lecture/${lectureId}`);
    await page.getByTestId('offline-badge').waitFor({ timeout: 30_000 });
    const videoEl = page.locator('video');
    await videoEl.waitFor();
    expect(await videoEl.locator('source').getAttribute('src')).toBe(offlineMediaPath(PAID_COURSE, lectureId));
    const played = await videoEl.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      const start = video.currentTime;
      await new Promise((r) => setTimeout(r, 2500));
      const advanced = video.currentTime;
      video.pause();
      return { start, advanced, seekedTo: advanced };
    });
    expect(played.advanced).toBeGreaterThan(played.start);
    expect(h.loopback.log.some((line) => line.startsWith(`GET ${offlineMediaPath(PAID_COURSE, lectureId)} 206`))).toBe(true);
    await shot(page, 'desktop-lecture-offline');

    offlinePosition = Math.floor(played.seekedTo);
    await page.evaluate(([courseId, id, position]) => window.desktop!.offline.record({ courseId, lectureId: id, position, watchedSeconds: 2, at: new Date().toISOString() }), [
      PAID_COURSE,
      lectureId,
      offlinePosition,
    ] as const);
    const kept = (await page.evaluate((courseId) => window.desktop!.offline.course(courseId), PAID_COURSE)) as { chapters: Chapter[] } | null;
    const lesson = must(
      kept?.chapters.flatMap((c) => c.materials).find((m) => String(m.id) === lectureId),
      'the lesson kept offline',
    );
    expect(lesson.positionSecond).toBe(offlinePosition);
  }, 120_000);

  it('with the API back, the position recorded offline reaches the server', async () => {
    await h.api!.startApi();
    const accessToken = must((await h.keychainTokens())?.accessToken, 'the access token');
    const synced = await page.evaluate((token) => window.desktop!.offline.sync(token), accessToken);
    expect(synced.sent).toBeGreaterThanOrEqual(1);
    expect(synced.revoked).toEqual([]);
    const chapters = (await api<Chapter[]>(apiUrl, 'GET', `courses/${PAID_COURSE}/lecture/chapters`, student.bearer)).result;
    const lesson = must(
      chapters.flatMap((c) => c.materials).find((m) => String(m.id) === lectureId),
      'the lesson on the server',
    );
    expect(lesson.positionSecond).toBe(offlinePosition);
  }, 180_000);

  it("a native notification shows while the window is hidden, and its click opens the notification's route", async () => {
    const win = await h.window();
    await page.goto(`${h.appOrigin}/`);
    await page.getByTestId('content-card').first().waitFor();
    win.hide();
    await h.flush();
    const before = h.notifications.length;
    // Another order paid in the sandbox gateway: the live stream brings its row to the hidden window.
    const course = must(
      (await api<{ items: ContentItem[] }>(apiUrl, 'GET', 'courses?page=1&pageSize=50', BASIC)).result.items.find((c) => !c.isPrakerja && c.price.finalPrice > 0 && c.url !== PAID_COURSE),
      'another paid course',
    );
    const made = await fetch(`${apiUrl}/web/v2/orders`, {
      method: 'POST',
      headers: { authorization: student.bearer, language: 'id', 'content-type': 'application/json', 'idempotency-key': `desktop-journey-${Date.now()}` },
      body: JSON.stringify({ items: [{ contentId: course.contentId }], paymentTypeId: 1 }),
    });
    expect(made.status).toBe(200);
    const order = ((await made.json()) as { result: Order }).result;
    const paid = await fetch(`${apiUrl}/sandbox-gateway/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ va_number: order.payment?.vaNumber }),
    });
    expect(paid.status).toBe(200);
    await expect.poll(() => h.notifications.length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(win.isVisible()).toBe(false);
    const shown = must(h.notifications[before], 'the native notification');
    shown.click();
    await h.flush();
    expect(win.isVisible()).toBe(true);
    expect(win.isFocused()).toBe(true);
    // The route is the notification row's own, as the server listed it.
    const rows = (await api<NotificationPage>(apiUrl, 'GET', 'notifications?page=1&pageSize=12', student.bearer)).result.items;
    const route = must(rows.find((r) => r.title === shown.title)?.route ?? undefined, "the shown row's route");
    await page.waitForURL((u) => u.pathname === route, { timeout: 10_000 });
    await shot(page, 'desktop-notification-route');
  });
});
