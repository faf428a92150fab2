/**
 * The people around a course in Chromium against the real server (issue 12, H6): the demo student
 * enrols in a free course and finishes a lesson through the real lecture calls, writes a review
 * (the course's rating changes on its page), asks a question; the course's instructor signs in
 * with the seeded instructor account and answers it (the answer is marked); the study assistant
 * answers with a link into a lesson, which opens the lesson at that second. Comments and likes on
 * the way. Every page is checked with axe in both languages; screenshots (desktop and phone, id and
 * en) go to test-results/screens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Chapter } from '../../src/common/contract/lecture.js';
import type { RatingSummary } from '../../src/common/contract/catalogue.js';
import { LessonItemType } from '../../src/common/lecture.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { instructorEmail, INSTRUCTOR_PASSWORD } from '../../src/server/db/seed/instructor-accounts.js';
import { must } from '../../src/common/must.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
/** A free course the other journeys leave alone, and its instructor (seed data). */
const COURSE = 'memulai-bisnis-dari-nol';
const INSTRUCTOR = 'kevin-tanoto';
const QUESTION = 'Berapa modal awal yang disarankan untuk usaha rumahan?';
const ANSWER = 'Mulailah dari modal kecil yang siap hilang, lalu tambah setelah ada pembeli.';

async function api<T>(method: string, path: string, authorization: string, body?: unknown): Promise<{ status: number; result: T }> {
  const res = await fetch(`${baseUrl}/web/v2/${path}`, {
    method,
    headers: { authorization, language: 'id', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: T };
  return { status: res.status, result: json.result };
}

async function bearerOf(context: BrowserContext): Promise<string> {
  const c = must(
    (await context.cookies(baseUrl)).find((x) => x.name === 'auth'),
    'the session cookie',
  );
  return `Bearer ${(JSON.parse(decodeURIComponent(c.value)) as { accessToken: { token: string } }).accessToken.token}`;
}

async function signIn(page: Page, email: string, password: string, from: string) {
  await page.goto(`${baseUrl}/signin?from=${encodeURIComponent(from)}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Kata sandi/).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((u) => u.pathname === from);
}

const tab = (page: Page, name: string) => page.getByTestId(`lecture-tab-${name}`);

let browser: Browser;
let student: BrowserContext;
let page: Page;
let bearer: string;
let chapters: Chapter[];
let contentId: number;

beforeAll(async () => {
  browser = await launch();
  student = await browser.newContext({ viewport: DESKTOP });
  await student.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await student.newPage();
});
afterAll(async () => {
  await student?.close().catch(() => undefined);
  await browser?.close();
});

describe('reviews, Q&A with the instructor, comments and the study assistant', () => {
  it('the student enrols, finishes a reading lesson (real lecture calls) and writes a review: the course page’s rating changes', async () => {
    await signIn(page, DEMO_STUDENT.email, DEMO_STUDENT.password, '/user/classqu');
    await checkA11y(page, 'classqu after signing in');
    bearer = await bearerOf(student);
    contentId = (await api<{ contentId: number }>('GET', `courses/${COURSE}`, bearer)).result.contentId;
    const enrol = await api('POST', 'enrollments/enroll-free-content', bearer, { contentId });
    expect([200, 201, 409]).toContain(enrol.status);
    chapters = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`, bearer)).result;
    const reading = must(
      chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.TEXT),
      'a reading lesson',
    );
    const before = (await api<RatingSummary>('GET', `courses/${COURSE}/rating-summary`, bearer)).result;

    // Opening a reading lesson in the lecture finishes it (the lecture's own call).
    const opened = page.waitForResponse((r) => r.url().includes(`/lecture/materials/${reading.id}`) && r.request().method() === 'GET');
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${reading.id}`);
    expect((await opened).status()).toBe(200);
    await page.getByTestId('lecture-page').waitFor();
    await tab(page, 'reviews').click();
    const form = page.getByTestId('social-review-form');
    await form.waitFor();
    // The prompt to review shows once a lesson is finished (review-submission-promo).
    await page.getByTestId('social-review-promo').waitFor();
    await checkA11y(page, 'reviews tab with the form');
    await screenshot(page, 'social-reviews-desktop-id');
    await form.getByText('4★').click();
    await page.getByTestId('social-review-input').fill('Materinya runtut dan contohnya dekat dengan usaha kecil.');
    await page.getByTestId('social-review-submit').click();
    await page.getByTestId('social-my-review').waitFor();
    await expect(page.getByTestId('social-my-review').textContent()).resolves.toContain('Materinya runtut');

    // The course's page shows the new count at once.
    await page.goto(`${baseUrl}/courses/${COURSE}`);
    const summary = page.getByTestId('rating-summary').first();
    await summary.waitFor();
    const after = (await api<RatingSummary>('GET', `courses/${COURSE}/rating-summary`, bearer)).result;
    expect(after.total).toBe(before.total + 1);
    await expect(summary.textContent()).resolves.toContain(String(after.total));
    await checkA11y(page, 'the course page after the review');
  });

  it('comments, replies and likes in the comments tab', async () => {
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture`);
    await page.getByTestId('lecture-page').waitFor();
    await tab(page, 'comments').click();
    const likes = page.getByTestId('social-like-count');
    await likes.waitFor();
    const count = Number((await likes.textContent())?.replace(/\D/g, ''));
    await page.getByTestId('social-like').click();
    await expect.poll(async () => Number((await likes.textContent())?.replace(/\D/g, ''))).toBe(count + 1);
    await page.getByTestId('social-comment-input').fill('Bab tentang arus kas sangat membantu.');
    await page.getByTestId('social-comment-submit').click();
    const comment = page.getByTestId('social-comment').filter({ hasText: 'arus kas' });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Balas' }).click();
    await page.getByTestId('social-reply-input').fill('Setuju, bagian itu jelas.');
    await page.getByTestId('social-reply-submit').click();
    await comment.getByTestId('social-reply').filter({ hasText: 'Setuju' }).waitFor();
    await checkA11y(page, 'comments tab');
  });

  it('the student asks a question; the course’s instructor signs in and answers it (marked)', async () => {
    await tab(page, 'qna').click();
    await page.getByTestId('social-qna-ask-input').fill(QUESTION);
    await page.getByTestId('social-qna-ask-submit').click();
    await page.getByTestId('social-question').filter({ hasText: QUESTION }).waitFor();
    await checkA11y(page, 'Q&A tab, student');

    const teacher = await browser.newContext({ viewport: DESKTOP });
    await teacher.addInitScript(() => localStorage.setItem('locale', 'id'));
    const tp = await teacher.newPage();
    try {
      await signIn(tp, instructorEmail(INSTRUCTOR), INSTRUCTOR_PASSWORD, `/courses/${COURSE}/lecture`);
      await tp.getByTestId('lecture-page').waitFor();
      await tab(tp, 'qna').click();
      const q = tp.getByTestId('social-question').filter({ hasText: QUESTION });
      await q.waitFor();
      await q.getByTestId('social-qna-answer-input').fill(ANSWER);
      await q.getByTestId('social-qna-answer-submit').click();
      await q.getByTestId('social-instructor-answer').waitFor();
      await checkA11y(tp, 'Q&A tab, instructor');
      await screenshot(tp, 'social-qna-instructor-desktop-id');
    } finally {
      await teacher.close();
    }

    await page.reload();
    await page.getByTestId('lecture-page').waitFor();
    await tab(page, 'qna').click();
    const answered = page.getByTestId('social-question').filter({ hasText: QUESTION });
    await answered.getByTestId('social-instructor-answer').waitFor();
    await expect(answered.getByTestId('social-answer').textContent()).resolves.toContain(ANSWER);
    // Searching finds it by a word of the answer.
    await page.getByTestId('social-qna-search').fill('pembeli');
    await page.getByTestId('social-qna-search').press('Enter');
    await expect.poll(() => page.getByTestId('social-question').count()).toBe(1);
  });

  it('the study assistant answers with passages; a passage opens its lesson at that second', async () => {
    // A word from a caption of this course (what the student heard in a video).
    const video = must(
      chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.VIDEO),
      'a video lesson',
    );
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${video.id}`);
    await page.getByTestId('lecture-page').waitFor();
    const cue = page.getByTestId('lecture-transcript').getByRole('button').nth(2);
    await cue.waitFor();
    const words = ((await cue.textContent()) ?? '').split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, ''));
    const word = must(
      words.find((w) => w.length >= 6),
      'a long word in a caption',
    );
    await tab(page, 'assistant').click();
    await page.getByTestId('social-assistant-input').fill(`Apa yang dimaksud dengan ${word}?`);
    await page.getByTestId('social-assistant-submit').click();
    const answer = page.getByTestId('social-assistant-answer').first();
    await answer.waitFor();
    // No AI provider here: the course's own passages under a lead sentence in the page's language,
    // the question's word marked; a caption's passage links to its second (a reading's has no ?t=).
    await expect(answer.textContent()).resolves.toContain('Ini yang dibahas kelas Anda tentang');
    expect(await answer.locator('mark').count()).toBeGreaterThan(0);
    const open = answer.locator('[data-testid="social-passage-open"][data-link*="?t="]').first();
    const link = must((await open.getAttribute('data-link')) ?? undefined, 'the passage link');
    const [, materialId, second] = must(/\/lecture\/(\d+)\?t=(\d+)$/.exec(link) ?? undefined, `a lesson link: ${link}`);
    await checkA11y(page, 'assistant answer');
    await screenshot(page, 'social-assistant-desktop-id');
    await open.click();
    await page.waitForFunction(
      ([id, t]) => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
        const here = location.pathname.endsWith(`/lecture/${id}`) || document.querySelector(`[data-testid="lecture-lesson"][data-material-id="${id}"]`);
        return !!here && !!v && v.readyState >= 1 && Math.abs(v.currentTime - Number(t)) < 1.5;
      },
      [materialId, second] as const,
      { timeout: 15_000 },
    );
  });

  it('looks right on a phone and in English', async () => {
    await page.setViewportSize(PHONE);
    const reading = must(
      chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.TEXT),
      'a reading lesson',
    );
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${reading.id}`);
    await page.getByTestId('lecture-page').waitFor();
    await checkA11y(page, 'the lecture on a phone');
    for (const name of ['reviews', 'qna', 'assistant', 'comments']) {
      await tab(page, name).click();
      await page.getByTestId(`social-${name === 'qna' ? 'qna' : name}`).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `social-${name}-phone-id`, { fullPage: true });
    }
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await student.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.setViewportSize(DESKTOP);
    // The same page in English: its /en URL (the URL decides the language).
    await page.goto(page.url().replace(baseUrl, `${baseUrl}/en`));
    await page.getByTestId('lecture-page').waitFor();
    await tab(page, 'reviews').click();
    await page.getByTestId('social-my-review').waitFor();
    await screenshot(page, 'social-reviews-desktop-en');
    await tab(page, 'assistant').click();
    await page.getByTestId('social-assistant-answer').first().waitFor();
    await screenshot(page, 'social-assistant-desktop-en');
    await page.setViewportSize(PHONE);
    await tab(page, 'qna').click();
    await page.getByTestId('social-question').first().waitFor();
    await screenshot(page, 'social-qna-phone-en', { fullPage: true });
  });
});
