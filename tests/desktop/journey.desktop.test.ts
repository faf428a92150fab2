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
import type { Order } from '../../src/common/contract/orders';
import { LessonItemType } from '../../src/common/lecture';
import { must } from '../../src/common/must';
import { answerKey, api, openLessonsByApi, passQuizByApi, reportWatched, watchBudgetMs } from '../e2e/learning-support';
import { hasKeychain, launchDesktop, type DesktopHarness } from './harness';
import { createStudent, signIn, type Student } from './harness/student';

const SCREENS = path.resolve('test-results/screens');
/** A paid course the journey buys (its lessons are the offline ones). */
const PAID_COURSE = 'digital-marketing-untuk-umkm';
/** A free course whose lessons the journey finishes for a certificate. */
const FREE_COURSE = 'manajemen-waktu-dan-produktivitas';

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
      await openLessonsByApi(apiUrl, student.bearer, FREE_COURSE, chapters);
      const materials = chapters.flatMap((c) => c.materials);
      const videos = materials.filter((m) => m.itemType === LessonItemType.VIDEO);
      await new Promise((r) => setTimeout(r, watchBudgetMs(videos.map((v) => v.durationSeconds))));
      for (const v of videos) await reportWatched(apiUrl, student.bearer, v.id, v.durationSeconds);
      const key = answerKey(FREE_COURSE);
      for (const q of materials.filter((m) => m.itemType === LessonItemType.QUIZ)) await passQuizByApi(apiUrl, student.bearer, FREE_COURSE, q.id, key);
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
    const course = await api<{ contentId: number }>(apiUrl, 'GET', `courses/${PAID_COURSE}`, student.bearer);
    await page.goto(`${h.appOrigin}/courses/${PAID_COURSE}`);
    await page.getByTestId('buy-box').getByTestId('action-buy').click();
    await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.get('items') === String(course.result.contentId));
    await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const va = must(await page.getByTestId('payment-va').innerText(), 'the VA number');
    const paid = await fetch(`${apiUrl}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
    expect(paid.status).toBe(200);
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    const order = (await api<Order>(apiUrl, 'GET', `orders/${orderId}`, student.bearer)).result;
    expect(order.paymentStatus).toBe(2);
  });
});
