/**
 * The completion moment of a course (issue 25) in Chromium against the real server. A new student
 * (registered through the API, so this file depends on no other; a student of their own keeps the
 * seeded demo student's points and classes as the other journeys expect them) enrols in a short free
 * course, finishes every lesson but the last through the lecture's real calls (the server times the
 * watching), and finishes the last one in the lecture player: the completion panel opens with the
 * certificate the server issued (preview, PDF download, the verification link copied, the review
 * form, what to learn next). My classes and the course page then say "Selesai" / "Completed" with
 * the certificate's link, which opens its verification page. Every page is checked with axe in
 * both languages; screenshots at desktop and phone width go to test-results/screens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Certificate } from '../../src/common/contract/certificates.js';
import type { Chapter, LectureSummary } from '../../src/common/contract/lecture.js';
import { LessonItemType } from '../../src/common/lecture.js';
import { must } from '../../src/common/must.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { answerKey, answerQuizView, api as callApi, finishLessonsByApi, openLessonsByApi, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
/** A free course whose completion no other journey checks (they use it with students of their own). */
const COURSE = 'memulai-bisnis-dari-nol';
const NAME = 'Rina Ñuraini Selesai';
const KEY = answerKey(COURSE);

const api = <T>(method: string, path: string, body?: unknown, language = 'id') => callApi<T>(baseUrl, method, path, bearer, body, language);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let chapters: Chapter[];
let certificate: Certificate;

const materials = () => chapters.flatMap((c) => c.materials);

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'id');
    // No Web Share sheet in a headless browser: the link is copied instead (the panel's fallback).
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('the completion moment of a course', () => {
  it('every lesson but the last is finished through the real calls; the lecture does not claim completion', async () => {
    bearer = await registerStudent(baseUrl, context, NAME, `completion-${Date.now()}@example.com`, 'Selesai123!');
    const contentId = (await api<{ contentId: number }>('GET', `courses/${COURSE}`)).result.contentId;
    expect((await api('POST', 'enrollments/enroll-free-content', { contentId })).status).toBeLessThan(300);
    chapters = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`)).result;
    const last = must(materials().at(-1), 'the last lesson');
    const before = materials().slice(0, -1);
    // Opened through the lecture's material call (a reading finishes, a video's watch clock starts).
    const openedAt = Date.now();
    await openLessonsByApi(baseUrl, bearer, COURSE, before);
    await finishLessonsByApi(baseUrl, bearer, COURSE, before, KEY, openedAt);
    const summary = (await api<LectureSummary>('GET', `courses/${COURSE}/lecture/summary`)).result;
    expect(summary).toMatchObject({ finishedMaterials: materials().length - 1, certificate: null });
    expect(last.itemType === LessonItemType.QUIZ || last.itemType === LessonItemType.TEXT || last.itemType === LessonItemType.EXTERNAL_URL).toBe(true);
  }, 300_000);

  it('the last lesson finished in the player opens the completion panel with the issued certificate', async () => {
    const last = must(materials().at(-1), 'the last lesson');
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${last.id}`);
    await page.getByTestId('lecture-page').waitFor();
    if (last.itemType === LessonItemType.QUIZ) {
      await page.getByTestId('quiz-start').click();
      await page.getByTestId('quiz-questions').waitFor();
      await answerQuizView(page, KEY);
      await page.getByTestId('quiz-submit').click();
    } else if (last.itemType === LessonItemType.EXTERNAL_URL) {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('lecture-open-link').click()]);
      await popup.close();
    }
    // A reading finished on opening: the same refresh opens the panel.
    const panel = page.locator('[data-testid="completion-panel"][data-complete="true"]');
    await panel.waitFor({ timeout: 20_000 });
    certificate = must((await api<Certificate[]>('GET', 'certificates/my-certificates')).result[0], 'the certificate');
    await expect(panel.getByTestId('completion-title').innerText()).resolves.toMatch(/Selamat/);
    const preview = panel.getByTestId('completion-certificate');
    await expect(preview.getAttribute('data-number')).resolves.toBe(certificate.number);
    await preview.getByText(NAME).waitFor();
    await expect(page.getByTestId('lecture-completed').innerText()).resolves.toContain('Selesai');
    await expect(page.getByTestId('lecture-progress-text').innerText()).resolves.toContain('(100%)');
    await checkA11y(page, 'the completion panel');
    await screenshot(page, 'completion-panel-desktop-id', { fullPage: true });

    // The PDF, through the browser on the web.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('completion-download').click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${certificate.number}.pdf`);
    // Share: the verification link, copied where there is no share sheet.
    await panel.getByTestId('completion-share').click();
    await expect(panel.getByTestId('completion-message').innerText()).resolves.toBe('Tautan verifikasi disalin.');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${new URL(baseUrl).origin}/certificates/${certificate.number}`);
    // What to learn next: other courses, never this one.
    const next = panel.getByTestId('completion-next');
    await next.locator('a[href^="/courses/"]').first().waitFor();
    expect(await next.locator(`a[href="/courses/${COURSE}"]`).count()).toBe(0);
    // Rate this course: the lecture's own review form.
    const form = panel.getByTestId('social-review-form');
    await form.waitFor();
    await form.getByText('5★').click();
    await page.getByTestId('social-review-input').fill('Langkah memulai usaha dijelaskan runtut dan mudah dipraktikkan.');
    await page.getByTestId('social-review-submit').click();
    await panel.getByTestId('completion-my-review').waitFor();
    await checkA11y(page, 'the completion panel, reviewed');

    await page.setViewportSize(PHONE);
    await checkA11y(page, 'the completion panel at phone width');
    await screenshot(page, 'completion-panel-phone-id', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Back to the lessons; the header keeps the way to the certificate.
    await panel.getByTestId('completion-back').click();
    await page.getByTestId('lecture-see-completion').click();
    await panel.waitFor();
  });

  it('my classes says Selesai with the certificate’s link', async () => {
    await page.goto(`${baseUrl}/user/classqu?state=FINISHED`);
    const card = page.locator(`[data-testid="class-item"][data-url="${COURSE}"]`);
    await card.waitFor();
    await expect(card.getAttribute('data-state')).resolves.toBe('FINISHED');
    await expect(card.innerText()).resolves.toContain('Selesai');
    await expect(card.getByTestId('class-certificate').getAttribute('href')).resolves.toBe(`/certificates/${certificate.number}`);
    await checkA11y(page, 'my classes, the course completed');
    await screenshot(page, 'completion-classes-desktop-id');
  });

  it('the course page says Selesai with the certificate’s link, which opens its verification', async () => {
    await page.goto(`${baseUrl}/courses/${COURSE}`);
    const box = page.getByTestId('buy-box');
    const done = box.getByTestId('action-completed');
    await done.waitFor();
    await expect(done.innerText()).resolves.toContain('Selesai');
    await checkA11y(page, 'the course page, completed');
    await screenshot(page, 'completion-course-page-desktop-id');
    await done.getByTestId('action-certificate').click();
    await page.waitForURL((u) => u.pathname === `/certificates/${certificate.number}`);
    await page.getByTestId('certificate-verified').waitFor();
    await expect(page.getByTestId('verified-name').innerText()).resolves.toBe(NAME);
    await checkA11y(page, 'the certificate verified');
  });
});
