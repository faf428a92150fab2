/**
 * Quizzes, assessments and certificates in Chromium against the real server (issue 12). A new
 * student (registered through the API) is sent to sign in from certificatequ as a guest; enrols in
 * a free course; watches its videos and opens its readings through the lecture's real calls (the
 * server times the watching); fails, then passes the first quiz in the quiz view (timer,
 * questions, submit, result with the right answers once passed); passes the others through the
 * quiz calls; the certificate appears on certificatequ, is downloaded (its text read: the
 * student's name and number), and its verification link opens the public page; a forged number
 * is refused. An assessment is taken and its shareable result opened as a guest. The right
 * answers come from the demo data's own modules (the test knows the seed), never from the API.
 * Every page is checked with axe in both languages; screenshots go to test-results/screens.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { Certificate } from '../../src/common/contract/certificates.js';
import type { Chapter } from '../../src/common/contract/lecture.js';
import type { Quiz, QuizSubmitResult } from '../../src/common/contract/quizzes.js';
import type { TokenResult } from '../../src/common/contract/auth.js';
import { LessonItemType, MAX_PLAYBACK_RATE } from '../../src/common/lecture.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { answerKey } from './learning-support.js';

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
/** A free, not sequential course that the other journeys leave alone. */
const COURSE = 'manajemen-waktu-dan-produktivitas';
const NAME = 'Ayu Ñoviani Rahmawati';

const need = <T>(v: T | null | undefined, what: string): T => {
  if (v === null || v === undefined) throw new Error(`${what}: missing`);
  return v;
};

async function api<T>(method: string, path: string, authorization: string, body?: unknown, language = 'en'): Promise<{ status: number; result: T; message: string }> {
  const res = await fetch(`${baseUrl}${path.startsWith('/') ? path : `/web/v2/${path}`}`, {
    method,
    headers: { authorization, language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

async function outboxCode(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const items = ((await res.json()) as { result: Array<{ code: string | null }> }).result;
    if (items[0]?.code) return items[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

const KEY = answerKey(COURSE);
const rightOptions = (questionText: string) => need(KEY.get(questionText), `the answer of "${questionText}"`);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let chapters: Chapter[];

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

describe('certificates: earn, download, verify', () => {
  it('sends a guest from certificatequ to sign in with from=/user/certificatequ', async () => {
    await page.goto(`${baseUrl}/user/certificatequ`);
    await page.waitForURL((u) => u.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/user/certificatequ');
    await checkA11y(page, 'sign-in from certificatequ');
  });

  it('a new student enrols in a free course and finishes its lessons through the lecture calls', async () => {
    const email = `cert-${Date.now()}@example.com`;
    const reg = await api<{ registrationId: string }>('POST', 'students/register', basic, { fullName: NAME, email, password: 'Sertifikat123!' });
    expect(reg.status, reg.message).toBe(201);
    const tokens = await api<TokenResult>('POST', '/v2/students/register-and-login-by-otp', basic, {
      emailOrPhone: email,
      otp: await outboxCode(email),
      registrationId: reg.result.registrationId,
    });
    expect(tokens.status, tokens.message).toBe(201);
    bearer = `Bearer ${tokens.result.accessToken.token}`;
    const value = encodeURIComponent(JSON.stringify({ accessToken: { token: tokens.result.accessToken.token }, refreshToken: tokens.result.refreshToken }));
    await context.addCookies([{ name: 'auth', value, url: baseUrl, sameSite: 'Lax' }]);

    const course = await api<{ contentId: number }>('GET', `courses/${COURSE}`, bearer);
    expect((await api('POST', 'enrollments/enroll-free-content', bearer, { contentId: course.result.contentId })).status).toBeLessThan(300);
    chapters = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`, bearer)).result;
    const materials = chapters.flatMap((c) => c.materials);
    // Open every lesson (a reading finishes on open), visit the links, then report the videos as
    // watched once enough wall-clock time has passed: the server credits watched time from one
    // budget per student, grown MAX_PLAYBACK_RATE seconds a second, whatever the lesson.
    for (const m of materials.filter((x) => x.itemType !== LessonItemType.QUIZ)) {
      expect((await api('GET', `courses/${COURSE}/lecture/materials/${m.id}`, bearer)).status).toBe(200);
      if (m.itemType === LessonItemType.EXTERNAL_URL) await api('PUT', `lecture/materials/${m.id}/visit`, bearer, {});
    }
    const videos = materials.filter((x) => x.itemType === LessonItemType.VIDEO);
    const total = videos.reduce((sum, v) => sum + v.durationSeconds, 0);
    await new Promise((r) => setTimeout(r, Math.ceil(total / MAX_PLAYBACK_RATE + 2) * 1000));
    for (const v of videos) {
      const res = await api('PUT', `lecture/materials/${v.id}/position`, bearer, { positionSecond: v.durationSeconds, watchedSeconds: v.durationSeconds });
      expect(res.status, res.message).toBe(200);
    }
    const after = (await api<Chapter[]>('GET', `courses/${COURSE}/lecture/chapters`, bearer)).result.flatMap((c) => c.materials);
    expect(after.filter((m) => m.itemType !== LessonItemType.QUIZ).every((m) => m.status === 3)).toBe(true);
    // Nothing yet: the quizzes are not passed.
    expect((await api<Certificate[]>('GET', 'certificates/my-certificates', bearer)).result).toEqual([]);
  }, 300_000);

  it('fails then passes the first quiz in the quiz view; the right answers appear only after the pass', async () => {
    const quiz = need(
      chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.QUIZ),
      'a quiz',
    );
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture/${quiz.id}`);
    const view = page.getByTestId('quiz-view');
    await view.waitFor();
    await checkA11y(page, 'quiz before starting');
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-timer').waitFor();
    await expect(page.getByRole('timer').innerText()).resolves.toMatch(/^\d{1,2}:\d{2}$/);
    await checkA11y(page, 'quiz in progress');
    await screenshot(page, 'quiz-desktop-id');
    // First attempt: submit without answering (keyboard: focus the button, press Enter).
    await page.getByTestId('quiz-submit').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-outcome').waitFor();
    await expect(page.getByTestId('quiz-outcome').innerText()).resolves.toMatch(/Belum lulus/);
    expect(await page.getByTestId('quiz-review').count()).toBe(0);
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-questions').waitFor();
    for (const q of await page.getByTestId('quiz-question').all()) {
      const text = need(await q.locator('legend span').nth(1).textContent(), 'question text');
      for (const option of rightOptions(text)) await q.getByLabel(option, { exact: true }).check();
    }
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-review').waitFor();
    await expect(page.getByTestId('quiz-outcome').innerText()).resolves.toMatch(/Lulus dengan nilai 100/);
    expect(await page.locator('[data-testid="review-question"][data-correct="true"]').count()).toBe(await page.getByTestId('review-question').count());
    await checkA11y(page, 'quiz passed with review');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'quiz-result-phone-id', { fullPage: true });
    await page.setViewportSize(DESKTOP);
  });

  it('passes the other quizzes; the certificate appears on certificatequ with its month badge', async () => {
    const quizzes = chapters.flatMap((c) => c.materials).filter((m) => m.itemType === LessonItemType.QUIZ);
    for (const q of quizzes.slice(1)) {
      const started = await api<Quiz>('POST', `courses/${COURSE}/lecture/quiz/by-material-id/${q.id}/start-test`, bearer);
      expect(started.status, started.message).toBe(200);
      const answers = started.result.questions.map((question) => {
        const right = rightOptions(question.text);
        return { questionId: question.id, optionIds: question.options.filter((o) => right.has(o.text)).map((o) => o.id) };
      });
      const res = await api<QuizSubmitResult>('POST', `courses/${COURSE}/lecture/quiz/by-material-id/${q.id}/submit-test`, bearer, { answers });
      expect(res.result.attempt.passed, res.message).toBe(true);
    }
    await page.goto(`${baseUrl}/user/certificatequ`);
    const card = page.getByTestId('certificate');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    const mine = (await api<Certificate[]>('GET', 'certificates/my-certificates', bearer)).result;
    const cert = need(mine[0], 'the certificate');
    await expect(card.getByTestId('certificate-number').innerText()).resolves.toContain(cert.number);
    const month = cert.month;
    const colour = month >= 1 && month <= 7 ? 'yellow' : month <= 9 ? 'teal' : month <= 11 ? 'red' : 'grey';
    await expect(card.locator('[data-badge]').getAttribute('data-badge')).resolves.toBe(colour);
    await checkA11y(page, 'certificatequ with a certificate');
    await screenshot(page, 'certificatequ-desktop-id');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'certificatequ-phone-id');
    await page.setViewportSize(DESKTOP);

    // Download through the platform layer (web: a browser download) and read the PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-download').click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${cert.number}.pdf`);
    const file = need(await download.path(), 'the downloaded file');
    const text = (await pdfParse(fs.readFileSync(file))).text.replace(/\s+/g, ' ');
    expect(text).toContain(NAME);
    expect(text).toContain(cert.number);
    // The page is in Indonesian: so is the PDF.
    const titleId = need((await api<Certificate[]>('GET', 'certificates/my-certificates', bearer, undefined, 'id')).result[0], 'the certificate').contentTitle;
    expect(text).toContain(titleId);

    // The verification link (the QR code's URL) opens the public page, for anyone.
    await card.getByRole('link', { name: /verifikasi/i }).click();
    await page.waitForURL((u) => u.pathname === `/certificates/${cert.number}`);
    await page.getByTestId('certificate-verified').waitFor();
    await expect(page.getByTestId('verified-name').innerText()).resolves.toBe(NAME);
    await checkA11y(page, 'certificate verified');
    await screenshot(page, 'certificate-verified-desktop-id');
  });

  it('refuses a forged number with a clear message', async () => {
    const guest = await browser.newContext({ viewport: PHONE });
    await guest.addInitScript(() => localStorage.setItem('locale', 'en'));
    const p = await guest.newPage();
    await p.goto(`${baseUrl}/en/certificates/BLJ-2026-AAAA-BBBB-CCCC-DDDD`);
    await p.getByTestId('certificate-forged').waitFor();
    await expect(p.getByTestId('certificate-forged').innerText()).resolves.toMatch(/never issued/);
    await checkA11y(p, 'forged certificate');
    await screenshot(p, 'certificate-forged-phone-en');
    await guest.close();
  });
});

describe('assessments', () => {
  it('takes an assessment and opens its shareable result as a guest', async () => {
    await page.goto(`${baseUrl}/assessments/tes-tata-bahasa-inggris`);
    await page.getByTestId('assessment-page').waitFor();
    await checkA11y(page, 'assessment');
    for (const q of await page.getByTestId('quiz-question').all()) {
      const text = need(await q.locator('legend span').nth(1).textContent(), 'question text');
      for (const option of rightOptions(text)) await q.getByLabel(option, { exact: true }).check();
    }
    await screenshot(page, 'assessment-desktop-id');
    await page.getByTestId('assessment-submit').click();
    await page.waitForURL((u) => /^\/assessments\/tes-tata-bahasa-inggris\/results\/[A-Za-z0-9_-]{22}$/.test(u.pathname));
    await expect(page.getByTestId('assessment-score').innerText()).resolves.toBe('100');
    await checkA11y(page, 'assessment result');
    const link = page.url();

    const guest = await browser.newContext({ viewport: PHONE });
    await guest.addInitScript(() => localStorage.setItem('locale', 'en'));
    const p = await guest.newPage();
    await p.goto(link.replace(baseUrl, `${baseUrl}/en`));
    await p.getByTestId('assessment-result').waitFor();
    await expect(p.getByText(/Taken by A\*+/).count()).resolves.toBe(1);
    await screenshot(p, 'assessment-result-phone-en', { fullPage: true });
    await guest.close();
  });
});
