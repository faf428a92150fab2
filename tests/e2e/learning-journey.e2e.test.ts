/**
 * The whole learning journey of issue 12 in Chromium against the real server, one student and one
 * course from start to end: a new student (registered through the API, so this file depends on no
 * other) enrols in a free course from its page, plays its first video (muted), seeks, reloads and
 * resumes at that second (the position is the server's), passes a quiz in the quiz view, finishes
 * the course (the other lessons through the lecture's real calls: the server times the watching;
 * the other quizzes through the quiz calls), writes a review in the lecture (the course's rating
 * changes on its page), asks a question; the course's instructor signs in with the seeded
 * instructor account in a browser of their own and answers it in the Q&A tab (marked); the study
 * assistant answers with a link into a lesson, which opens it at that second; the student downloads
 * the certificate from certificatequ (its PDF text read) and opens its verification link. Every
 * page is checked with axe in both languages.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RatingSummary } from '../../src/common/contract/catalogue.js';
import type { Certificate } from '../../src/common/contract/certificates.js';
import type { Chapter } from '../../src/common/contract/lecture.js';
import { LessonItemType } from '../../src/common/lecture.js';
import { must } from '../../src/common/must.js';
import { instructorEmail, INSTRUCTOR_PASSWORD } from '../../src/server/db/seed/instructor-accounts.js';
import { DESKTOP, checkA11y, checkA11yOnce, launch } from './browser.js';
import { answerKey, answerQuizView, api as callApi, lectureTab, finishLessonsByApi, openLessonsByApi, pauseVideo, registerStudent, signIn, videoState } from './learning-support.js';

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

const baseUrl = inject('baseUrl');
/** A free, not sequential course that no other journey uses, and its instructor (seed data). */
const COURSE = 'literasi-digital-dan-keamanan-siber';
const INSTRUCTOR = 'arief-rahman';
const NAME = 'Sekar Ayu Ñurhaliza';
const QUESTION = 'Bagaimana cara membuat kata sandi yang kuat tetapi mudah diingat?';
const ANSWER = 'Gunakan frasa sandi dari beberapa kata acak, lalu simpan di pengelola kata sandi.';
const KEY = answerKey(COURSE);

const api = <T>(method: string, path: string, body?: unknown, language = 'id') => callApi<T>(baseUrl, method, path, bearer, body, language);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let chapters: Chapter[];
/** When every lesson but the first video was opened (the student's watch budget grows since the first opening, before). */
let openedAt = 0;

const materials = () => chapters.flatMap((c) => c.materials);
const video = () => page.getByTestId('lecture-video');

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('a student’s journey through a free course, from enrolling to the verified certificate', () => {
  it('a new student enrols in the free course from its page and opens the lecture', async () => {
    bearer = await registerStudent(baseUrl, context, NAME, `journey-${Date.now()}@example.com`, 'Perjalanan123!');
    await page.goto(`${baseUrl}/courses/${COURSE}`);
    await page.getByTestId('buy-box').getByTestId('action-join').waitFor();
    await checkA11y(page, 'a free course page, not enrolled');
    await page.getByTestId('buy-box').getByTestId('action-join').click();
    await page.getByText('Kelas ini gratis: kamu sudah terdaftar dan memilikinya.').first().waitFor();
    const learn = page.getByTestId('buy-box').getByTestId('action-learn');
    await learn.waitFor();

    // The lecture's curriculum (the server's), and the other lessons opened now (the lecture's own
    // material call; the student's watch budget grows from the first opening), so that the time the
    // journey spends in the video and the quiz counts towards "really watched".
    chapters = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`)).result;
    expect(materials().every((m) => !m.locked)).toBe(true);
    const first = must(materials()[0], 'the first lesson');
    expect(first.itemType).toBe(LessonItemType.VIDEO);
    await openLessonsByApi(
      baseUrl,
      bearer,
      COURSE,
      materials().filter((m) => m.id !== first.id),
    );
    openedAt = Date.now();

    await learn.click();
    await page.waitForURL((u) => u.pathname.startsWith(`/courses/${COURSE}/lecture`));
    await video().waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]')?.readyState ?? 0) >= 1);
    await expect(page.getByTestId('lecture-lesson').first().getAttribute('data-material-id')).resolves.toBe(String(first.id));
    await pauseVideo(page);
    await checkA11y(page, 'the lecture, first video');
  });

  it('plays the video, seeks, reloads and resumes at the same second', async () => {
    await page.evaluate(async () => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]')!;
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]')?.currentTime ?? 0) > 1.5, undefined, { timeout: 15_000 });
    // Seek to 12 s: the player reports the position on "seeked".
    const reported = page.waitForResponse((r) => r.url().includes('/lecture/materials/') && r.url().endsWith('/position') && r.request().method() === 'PUT');
    await page.evaluate(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]')!;
      v.pause();
      v.currentTime = 12;
    });
    const body = JSON.parse((await reported).request().postData() ?? '{}') as { positionSecond: number };
    expect(body.positionSecond).toBeCloseTo(12, 0);
    await page.reload();
    await video().waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
      return !!v && v.readyState >= 1 && v.currentTime > 0;
    });
    const state = must((await videoState(page)) ?? undefined, 'the video');
    expect(state.time).toBeGreaterThan(11);
    expect(state.time).toBeLessThan(13.5);
    // The player sets the time, then React renders the note: read it until it shows.
    await expect.poll(() => page.getByTestId('lecture-watch-status').textContent()).toMatch(/Dilanjutkan dari 0:1[12]/);
    await pauseVideo(page);
    await checkA11y(page, 'the lecture, resumed');
  });

  it('passes a quiz in the quiz view', async () => {
    const quiz = must(
      materials().find((m) => m.itemType === LessonItemType.QUIZ),
      'a quiz',
    );
    await page.locator(`[data-testid="lecture-lesson"][data-material-id="${quiz.id}"] a`).click();
    await page.waitForURL((u) => u.pathname === `/courses/${COURSE}/lecture/${quiz.id}`);
    await page.getByTestId('quiz-view').waitFor();
    await checkA11y(page, 'quiz before starting');
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-questions').waitFor();
    await page.getByTestId('quiz-timer').waitFor();
    await checkA11y(page, 'quiz in progress');
    await answerQuizView(page, KEY);
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-review').waitFor();
    await expect(page.getByTestId('quiz-outcome').innerText()).resolves.toMatch(/Lulus dengan nilai 100/);
    await page.locator(`[data-testid="lecture-lesson"][data-material-id="${quiz.id}"][data-status="3"]`).waitFor();
    await checkA11y(page, 'quiz passed');
  });

  it('finishes the course: the other videos watched and quizzes passed through the lecture’s and quiz’s real calls', async () => {
    const videos = materials().filter((m) => m.itemType === LessonItemType.VIDEO);
    const first = must(videos[0], 'the first video');
    const quizzes = materials().filter((m) => m.itemType === LessonItemType.QUIZ);
    expect((await api<Certificate[]>('GET', 'certificates/my-certificates')).result).toEqual([]);
    // The server credits watched time from the student's one watch budget, grown by the wall clock
    // since the first opening: every video's length, at the fastest playback speed, must have passed.
    await finishLessonsByApi(baseUrl, bearer, COURSE, [...videos, ...quizzes.slice(1)], KEY, openedAt);
    const after = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`)).result.flatMap((c) => c.materials);
    expect(after.filter((m) => m.status !== 3).map((m) => m.title)).toEqual([]);
    expect((await api<Certificate[]>('GET', 'certificates/my-certificates')).result).toHaveLength(1);

    // The first visit after the course was finished opens the completion panel in place of the
    // lesson; back to the lessons, the lecture shows every lesson ticked.
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${first.id}`);
    const panel = page.locator('[data-testid="completion-panel"][data-complete="true"]');
    await panel.waitFor();
    await panel.getByTestId('completion-certificate').waitFor();
    await checkA11y(page, 'the completion panel at the end of the course');
    await panel.getByTestId('completion-back').click();
    await video().waitFor();
    await pauseVideo(page);
    await expect.poll(() => page.locator('[data-testid="lecture-lesson"]:not([data-status="3"])').count()).toBe(0);
    await checkA11y(page, 'the lecture, every lesson finished');
  }, 300_000);

  it('writes a review in the lecture: the course’s rating changes on its page', async () => {
    const before = (await api<RatingSummary>('GET', `courses/${COURSE}/rating-summary`)).result;
    const reading = must(
      materials().find((m) => m.itemType === LessonItemType.TEXT),
      'a reading lesson',
    );
    await page.locator(`[data-testid="lecture-lesson"][data-material-id="${reading.id}"] a`).click();
    await page.waitForURL((u) => u.pathname === `/courses/${COURSE}/lecture/${reading.id}`);
    await page.getByTestId('lecture-page').waitFor();
    await lectureTab(page, 'reviews').click();
    const form = page.getByTestId('social-review-form');
    await form.waitFor();
    await checkA11y(page, 'reviews tab with the form');
    await form.getByText('5★').click();
    await page.getByTestId('social-review-input').fill('Sangat praktis: kata sandi dan verifikasi dua langkah langsung saya terapkan.');
    await page.getByTestId('social-review-submit').click();
    await page.getByTestId('social-my-review').waitFor();
    await expect(page.getByTestId('social-my-review').textContent()).resolves.toContain('Sangat praktis');

    const after = (await api<RatingSummary>('GET', `courses/${COURSE}/rating-summary`)).result;
    expect(after.total).toBe(before.total + 1);
    expect(after.distribution['5']).toBe(before.distribution['5'] + 1);
    expect(after.average).toBeCloseTo((before.average * before.total + 5) / after.total, 1);
    await page.goto(`${baseUrl}/courses/${COURSE}`);
    const summary = page.getByTestId('rating-summary').first();
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain(String(after.total));
    await checkA11y(page, 'the course page after the review');
  });

  it('asks a question; the instructor signs in and answers it in the Q&A tab (marked)', async () => {
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture`);
    await page.getByTestId('lecture-page').waitFor();
    await pauseVideo(page);
    await lectureTab(page, 'qna').click();
    await page.getByTestId('social-qna-ask-input').fill(QUESTION);
    await page.getByTestId('social-qna-ask-submit').click();
    await page.getByTestId('social-question').filter({ hasText: QUESTION }).waitFor();
    await pauseVideo(page);
    await checkA11y(page, 'Q&A tab, student');

    const teacher = await browser.newContext({ viewport: DESKTOP });
    await teacher.addInitScript(() => localStorage.setItem('locale', 'id'));
    const tp = await teacher.newPage();
    try {
      await signIn(tp, baseUrl, instructorEmail(INSTRUCTOR), INSTRUCTOR_PASSWORD, `/courses/${COURSE}/lecture`);
      await tp.getByTestId('lecture-page').waitFor();
      await pauseVideo(tp);
      await lectureTab(tp, 'qna').click();
      const q = tp.getByTestId('social-question').filter({ hasText: QUESTION });
      await q.waitFor();
      await q.getByTestId('social-qna-answer-input').fill(ANSWER);
      await q.getByTestId('social-qna-answer-submit').click();
      await q.getByTestId('social-instructor-answer').waitFor();
      await pauseVideo(tp);
      await checkA11y(tp, 'Q&A tab, instructor');
      await checkA11yOnce(tp, 'sign-in page');
    } finally {
      await teacher.close();
    }

    await page.reload();
    await page.getByTestId('lecture-page').waitFor();
    await pauseVideo(page);
    await lectureTab(page, 'qna').click();
    const answered = page.getByTestId('social-question').filter({ hasText: QUESTION });
    await answered.getByTestId('social-instructor-answer').waitFor();
    await expect(answered.getByTestId('social-answer').textContent()).resolves.toContain(ANSWER);
    await pauseVideo(page);
    await checkA11y(page, 'Q&A tab, answered');
  });

  it('the study assistant answers with a link into a lesson, which opens it at that second', async () => {
    const second = must(materials().filter((m) => m.itemType === LessonItemType.VIDEO)[1], 'a second video lesson');
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${second.id}`);
    await page.getByTestId('lecture-page').waitFor();
    await pauseVideo(page);
    // A word from a caption of this course (what the student heard in a video).
    const cue = page.getByTestId('lecture-transcript').getByRole('button').nth(2);
    await cue.waitFor();
    const words = ((await cue.textContent()) ?? '').split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, ''));
    const word = must(
      words.find((w) => w.length >= 6),
      'a long word in a caption',
    );
    await lectureTab(page, 'assistant').click();
    await page.getByTestId('social-assistant-input').fill(`Apa yang dimaksud dengan ${word}?`);
    await page.getByTestId('social-assistant-submit').click();
    const answer = page.getByTestId('social-assistant-answer').first();
    await answer.waitFor();
    // No AI provider here: the answer is the course's own passages, led in the page's language.
    await expect(answer.textContent()).resolves.toContain('Ini yang dibahas kelas Anda tentang');
    // The word was heard in a video: a passage of its captions links to that second.
    const open = answer.locator('[data-testid="social-passage-open"][data-link*="?t="]').first();
    const link = must((await open.getAttribute('data-link')) ?? undefined, 'the passage link');
    const [, materialId, at] = must(/\/lecture\/(\d+)\?t=(\d+)$/.exec(link) ?? undefined, `a lesson link: ${link}`);
    await pauseVideo(page);
    await checkA11y(page, 'assistant answer');
    await open.click();
    await page.waitForFunction(
      ([id, t]) => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
        const here = location.pathname.endsWith(`/lecture/${id}`) || document.querySelector(`[data-testid="lecture-lesson"][data-material-id="${id}"]`);
        return !!here && !!v && v.readyState >= 1 && Math.abs(v.currentTime - Number(t)) < 1.5;
      },
      [materialId, at] as const,
      { timeout: 15_000 },
    );
    await pauseVideo(page);
    await checkA11yOnce(page, 'the lesson the assistant linked');
  });

  it('downloads the certificate from certificatequ (its text read) and opens its verification link', async () => {
    const cert = must((await api<Certificate[]>('GET', 'certificates/my-certificates')).result[0], 'the certificate');
    await page.goto(`${baseUrl}/user/certificatequ`);
    const card = page.getByTestId('certificate');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    await expect(card.getByTestId('certificate-number').innerText()).resolves.toContain(cert.number);
    await checkA11y(page, 'certificatequ with the certificate');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('certificate-download').click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${cert.number}.pdf`);
    const file = must(await download.path(), 'the downloaded file');
    const text = (await pdfParse(fs.readFileSync(file))).text.replace(/\s+/g, ' ');
    expect(text).toContain(NAME);
    expect(text).toContain(cert.number);
    // The page is in Indonesian: so is the PDF.
    expect(text).toContain(cert.contentTitle);

    await card.getByRole('link', { name: /verifikasi/i }).click();
    await page.waitForURL((u) => u.pathname === `/certificates/${cert.number}`);
    await page.getByTestId('certificate-verified').waitFor();
    await expect(page.getByTestId('verified-name').innerText()).resolves.toBe(NAME);
    await checkA11y(page, 'certificate verified');
  });
});
