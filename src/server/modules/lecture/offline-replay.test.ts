/**
 * Issue 22, offline lessons: the desktop app records position reports while the student watches
 * offline and replays them later in one burst. The watch budget (watch-budget.ts) credits what was
 * really watched in the time that passed; a report sent twice credits nothing more; the lesson is
 * FINISHED at 90 % as online.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, MaterialDetail, MaterialProgress } from '../../../common/contract/lecture.js';
import { LessonProgress } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { must } from '../../../common/must.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';

const W = '/web/v2';
const FREE = 'memulai-bisnis-dari-nol';

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.cleanup());

async function call<T>(token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown): Promise<{ status: number; result: T }> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, result: res.json().result as T };
}

function studentOf(token: string): number {
  return Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'payload'), 'base64url').toString()).sub);
}

/** The student was offline for `seconds`: the budget's and the lesson's clocks move back that far. */
async function beOfflineFor(token: string, seconds: number): Promise<void> {
  const student = studentOf(token);
  for (const table of ['watch_budgets', 'material_progress'] as const) {
    await app.ctx.db
      .updateTable(table)
      .set({ updated_at: sql<Date>`clock_timestamp() - make_interval(secs => ${seconds})` })
      .where('student_id', '=', student)
      .execute();
  }
}

async function downloadedVideo(token: string): Promise<MaterialDetail> {
  const content = await app.ctx.db.selectFrom('contents').select('id').where('url', '=', FREE).executeTakeFirstOrThrow();
  const enrol = await call(token, 'POST', `${W}/enrollments/enroll-free-content`, { contentId: content.id });
  expect(enrol.status).toBeLessThan(300);
  const { result: chapters } = await call<Chapter[]>(token, 'GET', `${W}/courses/${FREE}/lecture/chapters`);
  const video = must(
    chapters.flatMap((c) => c.materials).find((m) => m.itemType === LessonItemType.VIDEO && m.durationSeconds >= 20),
    'a video of 20 s or more',
  );
  // The desktop app opens every lesson when it downloads the course (this starts the budget's clock).
  const { result } = await call<MaterialDetail>(token, 'GET', `${W}/courses/${FREE}/lecture/materials/${video.id}`);
  await call(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: 0, watchedSeconds: 0.001 });
  return result;
}

/** The reports the desktop app queued: one every 5 s of playback, recorded at those times. */
function queuedReports(from: number, to: number, startedAt: number) {
  const rows: { positionSecond: number; watchedSeconds: number; recordedAt: string }[] = [];
  for (let second = from + 5; second <= to; second += 5) rows.push({ positionSecond: second, watchedSeconds: 5, recordedAt: new Date(startedAt + (second - from) * 1000).toISOString() });
  return rows;
}

describe('replaying positions recorded offline', () => {
  it('credits the time really watched, a duplicate credits nothing more, and the lesson finishes at 90 %', async () => {
    const token = await studentToken(app);
    const video = await downloadedVideo(token);
    const duration = video.durationSeconds;
    const half = Math.floor(duration / 2 / 5) * 5;

    // First offline session: half the video watched over as much wall clock, replayed in one burst.
    await beOfflineFor(token, half + 30);
    const startedAt = Date.now() - (half + 20) * 1000;
    const first = queuedReports(0, half, startedAt);
    let last: MaterialProgress | undefined;
    for (const body of first) {
      const res = await call<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, body);
      expect(res.status).toBe(200);
      last = res.result;
    }
    expect(last!.watchedSeconds).toBeGreaterThanOrEqual(half);
    expect(last!.watchedSeconds).toBeLessThan(half + 1);
    expect(last!.positionSecond).toBe(half);
    expect(last!.status).toBe(LessonProgress.ONGOING);

    // The sync was cut off after the server answered: the same reports arrive again. Nothing more.
    for (const body of first) await call(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, body);
    const again = await call<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, must(first.at(-1), 'a report'));
    expect(again.result.watchedSeconds).toBe(last!.watchedSeconds);

    // Second offline session: the rest, replayed later: FINISHED once 90 % is really watched.
    await beOfflineFor(token, duration);
    const rest = queuedReports(half, duration + 5, startedAt + (half + 5) * 1000); // watched after the first session
    for (const body of rest) last = (await call<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, body)).result;
    expect(last!.status).toBe(LessonProgress.FINISHED);
    expect(last!.watchedSeconds).toBeGreaterThanOrEqual(Math.ceil(duration * 0.9));
  });

  it('never credits more than the wall clock allowed, however many reports are queued', async () => {
    const token = await studentToken(app);
    const video = await downloadedVideo(token);
    // Offline for 10 s, but a queue claiming 60 s of watching (a tampered queue or a wrong clock).
    await beOfflineFor(token, 10);
    let last: MaterialProgress | undefined;
    for (const body of queuedReports(0, 60, Date.now() - 10_000)) last = (await call<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, body)).result;
    // The budget grows at the fastest playback rate (2×): 10 s of wall clock (and the moments the
    // replay itself takes) credit about 20 s, far from the 60 s claimed.
    expect(last!.watchedSeconds).toBeGreaterThanOrEqual(Math.min(20, video.durationSeconds));
    expect(last!.watchedSeconds).toBeLessThan(25);
  });

  it('64 copies of one replayed report sent at once credit it once', async () => {
    const token = await studentToken(app);
    const video = await downloadedVideo(token);
    await beOfflineFor(token, 60);
    const body = { positionSecond: 10, watchedSeconds: 10, recordedAt: new Date(Date.now() - 30_000).toISOString() };
    const answers = await Promise.all(Array.from({ length: 64 }, () => call<MaterialProgress>(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(64).fill(200));
    const row = await app.ctx.db
      .selectFrom('material_progress')
      .select('watched_seconds')
      .where('student_id', '=', studentOf(token))
      .where('material_id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.watched_seconds)).toBeGreaterThanOrEqual(10);
    expect(Number(row.watched_seconds)).toBeLessThan(11);
  });

  it('refuses a recording time that is not a time', async () => {
    const token = await studentToken(app);
    const video = await downloadedVideo(token);
    const res = await call(token, 'PUT', `${W}/lecture/materials/${video.id}/position`, { positionSecond: 5, watchedSeconds: 5, recordedAt: 'not-a-time-but-long-enough' });
    expect(res.status).toBe(400);
  });
});
