import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, MaterialProgress } from '../../../common/contract/lecture.js';
import { LessonProgress } from '../../../common/enums.js';
import { LessonItemType, MAX_PLAYBACK_RATE, POSITION_REPORT_SECONDS, secondsToFinish } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';
import { accrueBudget, creditedSeconds, WATCH_BUDGET_CAP_SECONDS, WATCH_BUDGET_RATE } from './watch-budget.js';

/**
 * Watched time is one budget per student (issue 18): it grows with the wall clock and every position
 * report draws from it, whatever the lesson or the tab. The test clock is the database's: "letting
 * time pass" moves the student's timestamps back, as the lecture tests do.
 */

const W = '/web/v2';
/** Free, not sequential: every lesson is open. */
const FREE = 'memulai-bisnis-dari-nol';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

function report(token: string, materialId: number, positionSecond: number, watchedSeconds: number) {
  return app.inject({
    method: 'PUT',
    url: `${W}/lecture/materials/${materialId}/position`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ positionSecond, watchedSeconds }),
  });
}
async function reported(token: string, materialId: number, positionSecond: number, watchedSeconds: number): Promise<MaterialProgress> {
  const res = await report(token, materialId, positionSecond, watchedSeconds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as MaterialProgress;
}
async function get<T>(token: string, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}
const studentOf = (token: string) => Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);

/** A new student enrolled in FREE who opened `count` of its videos, each set to `seconds` long (this file's own database). */
async function studentWithVideos(count: number, seconds: number): Promise<{ token: string; student: number; videos: number[]; startedAt: number }> {
  const token = await studentToken(app);
  const course = await app.ctx.db.selectFrom('contents').select('id').where('url', '=', FREE).executeTakeFirstOrThrow();
  const enrol = await app.inject({
    method: 'POST',
    url: `${W}/enrollments/enroll-free-content`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ contentId: course.id }),
  });
  expect(enrol.statusCode, enrol.body).toBeLessThan(300);
  const chapters = await get<Chapter[]>(token, `${W}/courses/${FREE}/lecture/chapters`);
  const videos = chapters
    .flatMap((c) => c.materials)
    .filter((m) => m.itemType === LessonItemType.VIDEO)
    .slice(0, count)
    .map((m) => m.id);
  expect(videos.length).toBe(count);
  await app.ctx.db.updateTable('course_materials').set({ duration_seconds: seconds }).where('id', 'in', videos).execute();
  const startedAt = performance.now();
  for (const id of videos) await get(token, `${W}/courses/${FREE}/lecture/materials/${id}`);
  return { token, student: studentOf(token), videos, startedAt };
}

/** The test clock: `seconds` pass for the student (every watch timestamp of theirs moves back). */
async function letTimePass(student: number, seconds: number): Promise<void> {
  const back = sql<Date>`updated_at - make_interval(secs => ${seconds})`;
  await app.ctx.db.updateTable('material_progress').set({ updated_at: back }).where('student_id', '=', student).execute();
  await app.ctx.db.updateTable('watch_budgets').set({ updated_at: back }).where('student_id', '=', student).execute();
}

async function watched(student: number, videos: number[]) {
  const rows = await app.ctx.db
    .selectFrom('material_progress')
    .select(['material_id', 'watched_seconds', 'status'])
    .where('student_id', '=', student)
    .where('material_id', 'in', videos)
    .execute();
  return { total: rows.reduce((s, r) => s + r.watched_seconds, 0), finished: rows.filter((r) => r.status === LessonProgress.FINISHED).length, rows };
}

/** The most a student may have been credited: the fastest playback over the test clock plus the real time the test took. */
const budgetOf = (testSeconds: number, startedAt: number) => MAX_PLAYBACK_RATE * (testSeconds + (performance.now() - startedAt) / 1000);

describe('the watch budget is the student’s, not the lesson’s', () => {
  it('four lessons reported in parallel every 2 s for 35 s are credited no more than one budget', async () => {
    const { token, student, videos, startedAt } = await studentWithVideos(4, 30);
    const steps = [...Array.from({ length: 17 }, () => 2), 1];
    let clock = 0;
    for (const step of steps) {
      await letTimePass(student, step);
      clock += step;
      // Four tabs, one lesson each, all playing: each claims the step it played.
      const answers = await Promise.all(videos.map((id) => report(token, id, clock, step)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    }
    const budget = budgetOf(clock, startedAt);
    const after = await watched(student, videos);
    // Before: every lesson earned 2 × the time since its own last report, and all four finished.
    expect(after.total).toBeLessThanOrEqual(budget + 1e-6);
    expect(after.finished).toBeLessThanOrEqual(Math.floor(budget / secondsToFinish(30)));
    expect(after.finished).toBeLessThan(videos.length);
  });

  it('one lesson watched at normal speed finishes at 90 %', async () => {
    const { token, student, videos } = await studentWithVideos(1, 30);
    const video = must(videos[0], 'a video');
    let p: MaterialProgress | undefined;
    for (let clock = 2; clock <= 30; clock += 2) {
      await letTimePass(student, 2);
      p = await reported(token, video, clock, 2);
      expect(p.watchedSeconds).toBe(clock);
      expect(p.status, `at ${clock} s`).toBe(clock >= secondsToFinish(30) ? LessonProgress.FINISHED : LessonProgress.ONGOING);
    }
    expect(p?.watchedSeconds).toBe(30);
  });

  it('credits an offline session replayed in quick succession after it (up to the cap)', async () => {
    // 20 minutes watched offline (the desktop app), reported once back online, 5 s a report.
    const offline = 20 * 60;
    const { token, student, videos } = await studentWithVideos(1, 25 * 60);
    const video = must(videos[0], 'a video');
    await letTimePass(student, offline);
    for (let second = POSITION_REPORT_SECONDS; second <= offline; second += POSITION_REPORT_SECONDS) await reported(token, video, second, POSITION_REPORT_SECONDS);
    const p = await get<{ progress: MaterialProgress }>(token, `${W}/courses/${FREE}/lecture/materials/${video}`);
    expect(p.progress.watchedSeconds).toBe(offline);
    expect(p.progress.status).toBe(LessonProgress.ONGOING);

    // Away ten hours, replaying more than the cap: the cap is credited, not more.
    const long = await studentWithVideos(1, 10 * 3600);
    const lesson = must(long.videos[0], 'a video');
    await letTimePass(long.student, 10 * 3600);
    for (let second = 600; second <= 6 * 3600; second += 600) await reported(long.token, lesson, second, 600);
    const { total } = await watched(long.student, [lesson]);
    expect(total).toBeGreaterThanOrEqual(WATCH_BUDGET_CAP_SECONDS);
    expect(total).toBeLessThanOrEqual(budgetOf(0, long.startedAt) + WATCH_BUDGET_CAP_SECONDS);
  });

  it('64 concurrent reports of one student over four lessons never credit more than the budget', async () => {
    const { token, student, videos, startedAt } = await studentWithVideos(4, 600);
    await letTimePass(student, 30);
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => report(token, must(videos[i % 4], 'a video'), i, 30)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const budget = budgetOf(30, startedAt);
    const after = await watched(student, videos);
    expect(after.total).toBeLessThanOrEqual(budget + 1e-6);
    // The claims (64 × 30 s) exceed the budget: all of it was spent, none was lost.
    expect(after.total).toBeGreaterThanOrEqual(MAX_PLAYBACK_RATE * 30 - 1e-6);
  });
});

describe('the accrual rule', () => {
  it('grows at the fastest playback speed up to the cap; a report takes what it claims as far as budget and video allow', () => {
    expect(WATCH_BUDGET_RATE).toBe(MAX_PLAYBACK_RATE);
    expect(accrueBudget(0, 10)).toBe(20);
    expect(accrueBudget(5, 0)).toBe(5);
    expect(accrueBudget(5, -3)).toBe(5);
    expect(accrueBudget(WATCH_BUDGET_CAP_SECONDS - 1, 60)).toBe(WATCH_BUDGET_CAP_SECONDS);
    expect(accrueBudget(0, 10 * 3600)).toBe(WATCH_BUDGET_CAP_SECONDS);
    expect(creditedSeconds(5, 20, 100)).toBe(5);
    expect(creditedSeconds(30, 20, 100)).toBe(20);
    expect(creditedSeconds(30, 20, 3)).toBe(3);
    expect(creditedSeconds(30, 20, -1)).toBe(0);
  });
});
