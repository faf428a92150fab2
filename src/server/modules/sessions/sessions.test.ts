import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySession, WebinarFeedback, WebinarJoin, ZoomJoin } from '../../../common/contract/sessions.js';
import { ContentType, VenueType } from '../../../common/enums.js';
import { manualClock } from '../../testing/clock.js';
import { basicHeaders, createTestApp, type TestApp } from '../../testing/test-app.js';
import { sessionStatesOf } from './index.js';
import { MINUTE, W, enrol, makeSession, newStudent } from './testing.js';

/**
 * Live sessions through the API as the app clock moves (no sleeps): the join window, every
 * state transition, feedback once, the event's Zoom link and attendance.
 */

const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

const clock = manualClock(new Date('2026-12-01T01:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
}, 120_000);
afterAll(async () => app?.cleanup());

const START = new Date('2026-12-01T03:00:00.000Z');
const at = (minutesFromStart: number, ms = 0) => clock.set(new Date(START.getTime() + minutesFromStart * MINUTE + ms));

async function mySession(id: number, headers: Record<string, string>, lang = 'id') {
  const res = await app.inject({ method: 'GET', url: `${W}/sessions/${id}/my-session?lang=${lang}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as MySession;
}
const join = (url: string, headers: Record<string, string>, deviceId = 'web-1', lang = 'id') =>
  app.inject({ method: 'PUT', url: `${W}/webinars/${url}/join?lang=${lang}`, headers, payload: { deviceId } });
const feedback = (url: string, headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `${W}/webinars/${url}/feedback`, headers, payload: { rating: 5, text: 'Bagus', referralSourceId: 1, categoryId: 2, ...body } });

describe('webinar join', () => {
  it('refuses a guest (401), a student not enrolled (403) and an unknown webinar (404)', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    at(0);
    expect((await join(s.url, {})).statusCode).toBe(401);
    expect((await join(s.url, basicHeaders)).statusCode).toBe(401);
    const notEnrolled = await join(s.url, student.headers);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('Anda belum terdaftar di sesi ini.');
    expect((await join('webinar-tidak-ada', student.headers)).statusCode).toBe(404);
    const event = await makeSession(app, { type: ContentType.EVENT, startAt: START });
    expect((await join(event.url, student.headers)).statusCode).toBe(404);
  });

  it('opens exactly 30 minutes before the start, in both languages', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    at(-30, -1);
    const early = await join(s.url, student.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toEqual({ reason: 'notOpenYet', opensAt: '2026-12-01T02:30:00.000Z' });
    expect(early.json().message).toBe('Ruang webinar dibuka 1 Desember 2026 09.30 WIB.');
    expect((await join(s.url, student.headers, 'web-1', 'en')).json().message).toBe('The webinar room opens at 1 December 2026 09:30 WIB.');
    expect((await mySession(s.id, student.headers)).state).toBe('ENROLLED');
    at(-30);
    const opened = await join(s.url, student.headers, 'phone-a');
    expect(opened.statusCode, opened.body).toBe(200);
    const result = opened.json().result as WebinarJoin;
    expect(result).toMatchObject({ kind: 'live', url: expect.stringContaining('https://zoom.us/j/'), state: 'JOINED', joinedAt: '2026-12-01T02:30:00.000Z' });
    expect(result.serverTime).toBe('2026-12-01T02:30:00.000Z');
    at(10);
    expect((await join(s.url, student.headers, 'laptop-b')).statusCode).toBe(200);
    const row = await app.ctx.db.selectFrom('session_joins').selectAll().where('student_id', '=', student.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ join_count: 2, first_device_id: 'phone-a', last_device_id: 'laptop-b' });
    expect(new Date(row.first_joined_at).toISOString()).toBe('2026-12-01T02:30:00.000Z');
  });

  it('after the end: the recording when there is one, else 409; offline and linkless sessions are 409', async () => {
    const withRecording = await makeSession(app, { startAt: START, recordingUrl: 'https://zoom.us/rec/share/abc' });
    const without = await makeSession(app, { startAt: START });
    const offline = await makeSession(app, { startAt: START, venue: VenueType.OFFLINE });
    const noLink = await makeSession(app, { startAt: START, joinUrl: null });
    const student = await newStudent(app);
    for (const s of [withRecording, without, offline, noLink]) await enrol(app, student, s.id);
    at(10);
    expect((await join(offline.url, student.headers)).json().data).toEqual({ reason: 'offline' });
    expect((await join(noLink.url, student.headers)).json().data).toEqual({ reason: 'noLink' });
    at(120);
    const rec = await join(withRecording.url, student.headers);
    expect(rec.statusCode).toBe(200);
    expect(rec.json().result).toMatchObject({ kind: 'recording', url: 'https://zoom.us/rec/share/abc', state: 'NOTJOINED', joinedAt: null });
    const none = await join(without.url, student.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().data).toEqual({ reason: 'noRecording' });
    expect(await app.ctx.db.selectFrom('session_joins').selectAll().where('student_id', '=', student.id).execute()).toEqual([]);
  });

  it('refuses a body without a device id, or with a bad one (400)', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    at(0);
    expect((await app.inject({ method: 'PUT', url: `${W}/webinars/${s.url}/join`, headers: student.headers, payload: {} })).statusCode).toBe(400);
    expect((await join(s.url, student.headers, 'has space')).statusCode).toBe(400);
    expect((await join(s.url, student.headers, 'x'.repeat(129))).statusCode).toBe(400);
  });
});

describe('my session: every state as the clock moves', () => {
  it('NOTENROLL → ENROLLED → JOINED → FEEDBACKREQUIRED → COMPLETED', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    at(-120);
    const guest = await mySession(s.id, basicHeaders);
    expect(guest).toMatchObject({ state: 'NOTENROLL', nextAction: 'register', enrolled: false, ticket: null, serverTime: '2026-12-01T01:00:00.000Z' });
    expect(guest.opensAt).toBe('2026-12-01T02:30:00.000Z');
    expect(JSON.stringify(guest)).not.toContain('zoom.us');
    expect((await mySession(s.id, student.headers)).state).toBe('NOTENROLL');
    await enrol(app, student, s.id);
    expect(await mySession(s.id, student.headers)).toMatchObject({ state: 'ENROLLED', nextAction: 'wait', enrolled: true });
    at(-30);
    expect((await mySession(s.id, student.headers)).nextAction).toBe('join');
    expect((await join(s.url, student.headers)).statusCode).toBe(200);
    expect(await mySession(s.id, student.headers)).toMatchObject({ state: 'JOINED', nextAction: 'join', joinedAt: '2026-12-01T02:30:00.000Z' });
    at(0);
    expect((await mySession(s.id, student.headers)).nextAction).toBe('feedback');
    at(120);
    expect(await mySession(s.id, student.headers)).toMatchObject({ state: 'FEEDBACKREQUIRED', nextAction: 'feedback' });
    expect((await feedback(s.url, student.headers)).statusCode).toBe(200);
    expect(await mySession(s.id, student.headers)).toMatchObject({ state: 'COMPLETED', feedbackAt: '2026-12-01T05:00:00.000Z' });
    const states = await sessionStatesOf(app.ctx.db, student.id, [s.id, 999_999], clock.now());
    expect([...states.keys()]).toEqual([s.id]);
    expect(states.get(s.id)).toMatchObject({ state: 'COMPLETED', opensAt: '2026-12-01T02:30:00.000Z', certificateNumber: null });
  });

  it('ENROLLED → NOTJOINED at the end', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    at(120, -1);
    expect((await mySession(s.id, student.headers)).state).toBe('ENROLLED');
    at(120);
    expect((await mySession(s.id, student.headers)).state).toBe('NOTJOINED');
    expect((await sessionStatesOf(app.ctx.db, student.id, [s.id], clock.now())).get(s.id)?.state).toBe('NOTJOINED');
  });

  it('404 for a content that is not a live session, 400 for a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/999999/my-session`, headers: basicHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/abc/my-session`, headers: basicHeaders })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/99999999999/my-session`, headers: basicHeaders })).statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('master lists in both languages', async () => {
    const id = await app.inject({ method: 'GET', url: `${W}/webinars/feedback-master-referral-sources`, headers: basicHeaders });
    expect(id.json().result).toContainEqual({ id: 6, name: 'Teman / kolega' });
    const en = await app.inject({ method: 'GET', url: `${W}/webinars/feedback-master-categories?lang=en`, headers: basicHeaders });
    expect(en.json().result).toContainEqual({ id: 3, name: 'Technical (audio, video, Zoom)' });
  });

  it('refuses before the start, without a join, bad input; once only', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    const other = await newStudent(app);
    await enrol(app, student, s.id);
    await enrol(app, other, s.id);
    at(-10);
    expect((await feedback(s.url, student.headers)).json().data).toEqual({ reason: 'notJoined' });
    expect((await join(s.url, student.headers)).statusCode).toBe(200);
    const early = await feedback(s.url, student.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toEqual({ reason: 'notStarted', startsAt: START.toISOString() });
    at(5);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { text: 'x'.repeat(2001) }, { referralSourceId: 0 }, { extra: 1 }]) {
      expect((await feedback(s.url, student.headers, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await feedback(s.url, student.headers, { referralSourceId: 42 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Pilihan sumber informasi tidak dikenal.');
    expect((await feedback(s.url, student.headers, { categoryId: 9 })).statusCode).toBe(400);
    const first = await feedback(s.url, student.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json().result as WebinarFeedback).state).toBe('COMPLETED');
    const again = await feedback(s.url, student.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toEqual({ reason: 'alreadyGiven' });
    expect((await feedback(s.url, other.headers)).json().data).toEqual({ reason: 'notJoined' });
  });

  it('16 concurrent sends: one 200, fifteen 409, one row', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    at(0);
    expect((await join(s.url, student.headers)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 16 }, () => feedback(s.url, student.headers)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(15).fill(409)]);
    expect(await app.ctx.db.selectFrom('webinar_feedback').select('rating').where('content_id', '=', s.id).execute()).toHaveLength(1);
  });
});

describe('event Zoom link', () => {
  const zoom = (id: number, headers: Record<string, string>) => app.inject({ method: 'GET', url: `${W}/event-application/sessions/${id}/zoom-join-url`, headers });

  it('in the window only; the first call records the attendance; the event then completes', async () => {
    const e = await makeSession(app, { type: ContentType.EVENT, startAt: START });
    const student = await newStudent(app);
    expect((await zoom(e.id, {})).statusCode).toBe(401);
    expect((await zoom(e.id, student.headers)).statusCode).toBe(403);
    await enrol(app, student, e.id);
    at(-31);
    expect((await zoom(e.id, student.headers)).json().data).toMatchObject({ reason: 'notOpenYet' });
    at(-30);
    const first = await zoom(e.id, student.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ zoomJoinUrl: expect.stringContaining('zoom.us'), attendanceRecorded: true, state: 'JOINED' });
    const second = (await zoom(e.id, student.headers)).json().result as ZoomJoin;
    expect(second.attendanceRecorded).toBe(false);
    expect(await mySession(e.id, student.headers)).toMatchObject({ state: 'JOINED', attendedAt: '2026-12-01T02:30:00.000Z', feedbackRequired: false });
    at(120);
    expect((await zoom(e.id, student.headers)).json().data).toEqual({ reason: 'ended' });
    expect((await mySession(e.id, student.headers)).state).toBe('COMPLETED');
    const webinar = await makeSession(app, { startAt: START });
    expect((await zoom(webinar.id, student.headers)).statusCode).toBe(404);
  });

  it('an offline event has no Zoom link (409)', async () => {
    const e = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.OFFLINE, startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, e.id);
    at(0);
    expect((await zoom(e.id, student.headers)).json().data).toEqual({ reason: 'offline' });
  });
});

describe('session certificates', () => {
  const certificatesOf = (contentId: number) => app.ctx.db.selectFrom('certificates').select(['number', 'student_id']).where('content_id', '=', contentId).execute();

  it('a webinar with a certificate issues it on the feedback, once; the PDF says webinar attendance and verifies', async () => {
    const s = await makeSession(app, { startAt: START, certificate: true });
    const student = await newStudent(app, 'Budi Santoso');
    await enrol(app, student, s.id);
    at(0);
    expect((await join(s.url, student.headers)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 16 }, () => feedback(s.url, student.headers)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(15).fill(409)]);
    const given = answers.find((r) => r.statusCode === 200)!.json().result as WebinarFeedback;
    const rows = await certificatesOf(s.id);
    expect(rows).toHaveLength(1);
    expect(given.certificate).toEqual({ number: rows[0]!.number, verificationPath: `/certificates/${rows[0]!.number}` });
    expect(await mySession(s.id, student.headers)).toMatchObject({ state: 'COMPLETED', nextAction: 'certificate', certificate: { number: rows[0]!.number } });
    expect((await sessionStatesOf(app.ctx.db, student.id, [s.id], clock.now())).get(s.id)?.certificateNumber).toBe(rows[0]!.number);
    const pdf = await app.inject({ method: 'GET', url: `${W}/certificates/${rows[0]!.number}/download?lang=en`, headers: student.headers });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfParse(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('of Webinar Attendance');
    expect(text).toContain('for taking part in the webinar');
    const verified = await app.inject({ method: 'GET', url: `${W}/certificates/verify/${rows[0]!.number}`, headers: basicHeaders });
    expect(verified.json().result).toMatchObject({ contentUrl: s.url, contentType: ContentType.WEBINAR });
  });

  it('a webinar without a certificate issues none', async () => {
    const s = await makeSession(app, { startAt: START });
    const student = await newStudent(app);
    await enrol(app, student, s.id);
    at(0);
    await join(s.url, student.headers);
    expect(((await feedback(s.url, student.headers)).json().result as WebinarFeedback).certificate).toBeNull();
    expect(await certificatesOf(s.id)).toEqual([]);
  });

  it("an online event's first Zoom call issues its certificate once", async () => {
    const e = await makeSession(app, { type: ContentType.EVENT, startAt: START, certificate: true });
    const student = await newStudent(app);
    await enrol(app, student, e.id);
    at(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: `${W}/event-application/sessions/${e.id}/zoom-join-url`, headers: student.headers })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => (r.json().result as ZoomJoin).attendanceRecorded)).toHaveLength(1);
    expect(await certificatesOf(e.id)).toHaveLength(1);
    const pdf = await app.inject({ method: 'GET', url: `${W}/certificates/${(await certificatesOf(e.id))[0]!.number}/download`, headers: student.headers });
    expect((await pdfParse(pdf.rawPayload)).text.replace(/\s+/g, ' ')).toContain('Kehadiran Acara');
  });
});

describe('calendar', () => {
  it('an .ics of the session for anyone, without personal data or the room link', async () => {
    const s = await makeSession(app, { startAt: START, minutes: 90 });
    const res = await app.inject({ method: 'GET', url: `${W}/sessions/${s.id}/calendar?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${s.url}.ics"`);
    expect(res.body).toContain('\r\nDTSTART:20261201T030000Z\r\n');
    expect(res.body).toContain('\r\nDTEND:20261201T043000Z\r\n');
    expect(res.body).toMatch(/SUMMARY:Test Session \d+/);
    expect(res.body).not.toContain('zoom.us');
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/999999/calendar` })).statusCode).toBe(404);
  });
});
