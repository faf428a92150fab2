/**
 * Helpers for the learning journeys (issue 12): the real API calls a journey uses to move fast,
 * a new student registered through the API (so a file depends on no other), signing in through
 * the sign-in page, the lecture's video element, and the right answers of a course's quizzes read
 * from the demo data's own modules (the test knows the seed), never from the API.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { TokenResult } from '../../src/common/contract/auth.js';
import type { MyContentState } from '../../src/common/contract/enrolments.js';
import type { Chapter } from '../../src/common/contract/lecture.js';
import type { Quiz, QuizSubmitResult } from '../../src/common/contract/quizzes.js';
import { LessonItemType, MAX_PLAYBACK_RATE } from '../../src/common/lecture.js';
import { must } from '../../src/common/must.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import { ASSESSMENTS } from '../../src/server/db/seed/data/assessments.js';
import { courseQuestions } from '../../src/server/db/seed/quizzes.js';

/** The public client's Basic authorization (registration, sign-in calls). */
export const BASIC = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

export interface ApiAnswer<T> {
  status: number;
  result: T;
  message: string;
}

/** One call of the real API (`path` under /web/v2/ unless it starts with a slash). */
export async function api<T>(baseUrl: string, method: string, path: string, authorization: string, body?: unknown, language = 'id'): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseUrl}${path.startsWith('/') ? path : `/web/v2/${path}`}`, {
    method,
    headers: { authorization, language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

/**
 * Paid courses (Prakerja aside) the student neither owns nor waits to pay for. The demo student is
 * shared by every journey of a run, so each journey takes courses no other journey holds and does
 * not depend on which ran before it. `arrange` orders the candidates (journeys take from different
 * ends of the list), `acceptFirst` narrows the first one taken.
 */
export async function coursesNotHeld(
  baseUrl: string,
  bearer: string,
  count: number,
  arrange: (paid: ContentItem[]) => ContentItem[] = (paid) => paid,
  acceptFirst: (item: ContentItem) => boolean = () => true,
): Promise<ContentItem[]> {
  const list = await api<ApiPage<ContentItem>>(baseUrl, 'GET', 'courses?page=1&pageSize=100', BASIC);
  const taken: ContentItem[] = [];
  for (const item of arrange(list.result.items.filter((i) => !i.price.isFree && !i.isPrakerja && i.price.finalPrice > 0))) {
    if (taken.length === 0 && !acceptFirst(item)) continue;
    const state = (await api<MyContentState>(baseUrl, 'GET', `enrollments/contents/${item.contentId}/my-state`, bearer)).result;
    if (!state.owned && state.pendingOrderId === null) taken.push(item);
    if (taken.length === count) break;
  }
  if (taken.length < count) throw new Error(`only ${taken.length} of ${count} paid courses are neither owned nor pending`);
  return taken;
}

/** The code the dev outbox holds for an address (the registration's OTP). */
async function outboxCode(baseUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const items = ((await res.json()) as { result: Array<{ code: string | null }> }).result;
    if (items[0]?.code) return items[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

/**
 * Registers a new student through the API (register, then the OTP from the dev outbox) and puts
 * the session cookie in the context, as the site's own sign-in would. Answers the bearer.
 */
export async function registerStudent(baseUrl: string, context: BrowserContext, fullName: string, email: string, password: string): Promise<string> {
  const reg = await api<{ registrationId: string }>(baseUrl, 'POST', 'students/register', BASIC, { fullName, email, password });
  if (reg.status !== 201) throw new Error(`registration: ${reg.status} ${reg.message}`);
  const tokens = await api<TokenResult>(baseUrl, 'POST', '/v2/students/register-and-login-by-otp', BASIC, {
    emailOrPhone: email,
    otp: await outboxCode(baseUrl, email),
    registrationId: reg.result.registrationId,
  });
  if (tokens.status !== 201) throw new Error(`sign-in by OTP: ${tokens.status} ${tokens.message}`);
  const value = encodeURIComponent(JSON.stringify({ accessToken: { token: tokens.result.accessToken.token }, refreshToken: tokens.result.refreshToken }));
  await context.addCookies([{ name: 'auth', value, url: baseUrl, sameSite: 'Lax' }]);
  return `Bearer ${tokens.result.accessToken.token}`;
}

/** Signs in through the sign-in page (Indonesian labels) and waits for the page it returns to. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, from: string) {
  await page.goto(`${baseUrl}/signin?from=${encodeURIComponent(from)}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Kata sandi/).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((u) => u.pathname === from);
}

/** A lecture tab's button (reviews, qna, assistant, comments …). */
export const lectureTab = (page: Page, name: string) => page.getByTestId(`lecture-tab-${name}`);

/** The lecture video's state (null: no video on the page). */
export const videoState = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
    return v ? { time: v.currentTime, paused: v.paused, ready: v.readyState, duration: v.duration } : null;
  });

/**
 * Pauses the lecture video, if any (a playing video keeps changing the page under axe), once it
 * has loaded to its end. The player asks for preload="metadata": Chromium then suspends the media
 * request and may keep it open (still "in flight" for the accessibility gate's network-idle wait,
 * even after a client-side navigation removes the element) for longer than the gate's 20 s on a
 * loaded machine, and asking for preload="auto" does not wake a suspended player. So a video that
 * is not loaded to its end plays (muted) until it is; the demo videos are small, so that takes a
 * moment, and the player reports the position as it would for the student.
 */
export async function pauseVideo(page: Page) {
  // Polled: the player may put a new element in place (another lesson) while this waits.
  await page
    .waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
        if (!v) return true;
        const loaded = v.duration > 0 && v.buffered.length > 0 && v.buffered.end(v.buffered.length - 1) >= v.duration - 0.5;
        if (loaded) {
          v.pause();
          return true;
        }
        if (v.preload !== 'auto') v.preload = 'auto';
        if (v.paused && v.readyState >= 1 && v.networkState === HTMLMediaElement.NETWORK_IDLE) {
          v.muted = true;
          v.play().catch(() => undefined);
        }
        return false;
      },
      undefined,
      { timeout: 20_000, polling: 100 },
    )
    .catch(async (err: unknown) => {
      const state = await page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="lecture-video"]');
        if (!v) return 'no video';
        const ranges = Array.from({ length: v.buffered.length }, (_x, i) => `${v.buffered.start(i)}-${v.buffered.end(i)}`).join(',');
        return `net ${v.networkState} ready ${v.readyState} t ${v.currentTime} d ${v.duration} buffered ${ranges} preload ${v.preload} paused ${v.paused} err ${v.error?.code ?? ''} src ${v.currentSrc.slice(0, 80)}`;
      });
      throw new Error(`${page.url()}: the video did not load to its end (${state})`, { cause: err });
    });
}

/** Right option texts of every seeded question of a course and of the assessments, by question text (both languages). */
export function answerKey(courseUrl: string): Map<string, Set<string>> {
  const key = new Map<string, Set<string>>();
  for (const q of [...courseQuestions(courseUrl), ...ASSESSMENTS.flatMap((a) => a.questions)]) {
    for (const lang of [0, 1] as const) key.set(q.text[lang], new Set(q.options.filter(([, right]) => right).map(([t]) => t[lang])));
  }
  return key;
}

/** Answers every question of the quiz view on the page with the right options of the key. */
export async function answerQuizView(page: Page, key: Map<string, Set<string>>) {
  for (const q of await page.getByTestId('quiz-question').all()) {
    const text = must((await q.locator('legend span').nth(1).textContent()) ?? undefined, 'question text');
    for (const option of must(key.get(text), `the answer of "${text}"`)) await q.getByLabel(option, { exact: true }).check();
  }
}

/** Passes a quiz of the course at `courseUrl` through the quiz calls (start, then submit the right options). */
export async function passQuizByApi(baseUrl: string, bearer: string, courseUrl: string, materialId: number, key: Map<string, Set<string>>): Promise<QuizSubmitResult> {
  const started = await api<Quiz>(baseUrl, 'POST', `courses/${courseUrl}/lecture/quiz/by-material-id/${materialId}/start-test`, bearer);
  if (started.status !== 200) throw new Error(`start-test ${materialId}: ${started.status} ${started.message}`);
  const answers = started.result.questions.map((question) => {
    const right = must(key.get(question.text), `the answer of "${question.text}"`);
    return { questionId: question.id, optionIds: question.options.filter((o) => right.has(o.text)).map((o) => o.id) };
  });
  const res = await api<QuizSubmitResult>(baseUrl, 'POST', `courses/${courseUrl}/lecture/quiz/by-material-id/${materialId}/submit-test`, bearer, { answers });
  if (!res.result?.attempt?.passed) throw new Error(`quiz ${materialId} not passed: ${res.status} ${res.message}`);
  return res.result;
}

/** Opens every lesson but the quizzes through the lecture's material call (a reading finishes on open, a video's watch clock starts) and visits the links. */
export async function openLessonsByApi(baseUrl: string, bearer: string, courseUrl: string, lessons: Lesson[]) {
  for (const m of lessons.filter((x) => x.itemType !== LessonItemType.QUIZ)) {
    const opened = await api(baseUrl, 'GET', `courses/${courseUrl}/lecture/materials/${m.id}`, bearer);
    if (opened.status !== 200) throw new Error(`material ${m.id}: ${opened.status} ${opened.message}`);
    if (m.itemType === LessonItemType.EXTERNAL_URL) await api(baseUrl, 'PUT', `lecture/materials/${m.id}/visit`, bearer, {});
  }
}

/**
 * Finishes opened lessons through the lecture's and the quiz's real calls, as a student who went
 * through them: the videos reported watched to their end once the watch budget grown since
 * `openedAt` (the first opening) allows it, the quizzes passed with `key`. Readings and links
 * finished when they were opened (openLessonsByApi).
 */
export async function finishLessonsByApi(baseUrl: string, bearer: string, courseUrl: string, lessons: Lesson[], key: Map<string, Set<string>>, openedAt: number) {
  const videos = lessons.filter((m) => m.itemType === LessonItemType.VIDEO);
  await new Promise((r) => setTimeout(r, Math.max(0, openedAt + watchBudgetMs(videos.map((v) => v.durationSeconds)) - Date.now())));
  for (const v of videos) await reportWatched(baseUrl, bearer, v.id, v.durationSeconds);
  for (const q of lessons.filter((m) => m.itemType === LessonItemType.QUIZ)) await passQuizByApi(baseUrl, bearer, courseUrl, q.id, key);
}

type Lesson = Chapter['materials'][number];

/**
 * Wall-clock milliseconds after a student's first opening of a lesson before the server credits
 * videos of these lengths watched to their end: watched time comes from one budget per student that
 * grows MAX_PLAYBACK_RATE seconds a second (modules/lecture/watch-budget.ts), whatever the lesson.
 */
export const watchBudgetMs = (durations: number[]) => Math.ceil(durations.reduce((sum, d) => sum + d, 0) / MAX_PLAYBACK_RATE + 2) * 1000;

/** Reports a video as watched to its end through the player's own call. */
export async function reportWatched(baseUrl: string, bearer: string, materialId: number, durationSeconds: number) {
  const res = await api(baseUrl, 'PUT', `lecture/materials/${materialId}/position`, bearer, { positionSecond: durationSeconds, watchedSeconds: durationSeconds });
  if (res.status !== 200) throw new Error(`position ${materialId}: ${res.status} ${res.message}`);
}
