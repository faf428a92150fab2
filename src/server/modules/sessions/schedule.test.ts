import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySession } from '../../../common/contract/sessions.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { readAdminKey } from '../admin/index.js';
import { MINUTE, W, enrol, makeSession, newStudent } from './testing.js';

/** PUT /admin/session-time (npm run admin -- session-time): a session put back on for a demo. */

const clock = manualClock(new Date('2026-12-01T01:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
}, 120_000);
afterAll(async () => app?.cleanup());

describe('admin session-time', () => {
  it('moves a past webinar to start minutes from now, keeping its length; the participant can join again', async () => {
    const s = await makeSession(app, { startAt: new Date('2026-11-20T03:00:00.000Z'), minutes: 90 });
    await app.ctx.db
      .updateTable('contents')
      .set({ details: { schedule: [], isPast: true } })
      .where('id', '=', s.id)
      .execute();
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    const headers = { 'x-admin-key': readAdminKey(app.ctx.config.dataDir)! };
    const payload = { url: s.url, minutesFromNow: -10 };
    expect((await app.inject({ method: 'PUT', url: '/admin/session-time', payload })).statusCode).toBe(403);
    const moved = await app.inject({ method: 'PUT', url: '/admin/session-time', headers, payload });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toEqual({ url: s.url, startAt: '2026-12-01T00:50:00.000Z', endAt: '2026-12-01T02:20:00.000Z' });
    const row = await app.ctx.db.selectFrom('contents').select(['details', 'duration_minutes']).where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.details).toMatchObject({ isPast: true, schedule: [{ startAt: '2026-12-01T00:50:00.000Z', endAt: '2026-12-01T02:20:00.000Z' }] });
    expect(row.duration_minutes).toBe(90);
    const mine = (await app.inject({ method: 'GET', url: `${W}/sessions/${s.id}/my-session`, headers: student.headers })).json().result as MySession;
    expect([mine.state, mine.nextAction]).toEqual(['ENROLLED', 'join']);

    const longer = await app.inject({ method: 'PUT', url: '/admin/session-time', headers, payload: { url: s.url, minutesFromNow: 20, durationMinutes: 45 } });
    expect(new Date(longer.json().result.endAt).getTime() - new Date(longer.json().result.startAt).getTime()).toBe(45 * MINUTE);
    const upcoming = await app.ctx.db.selectFrom('contents').select('details').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(upcoming.details).toMatchObject({ isPast: false });
  });

  it('refuses an unknown session (404) and bad input (400)', async () => {
    const headers = { 'x-admin-key': readAdminKey(app.ctx.config.dataDir)! };
    expect((await app.inject({ method: 'PUT', url: '/admin/session-time', headers, payload: { url: 'bukan-sesi', minutesFromNow: 5 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/admin/session-time', headers, payload: { url: 'x', minutesFromNow: 1.5 } })).statusCode).toBe(400);
  });
});
