import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EticketAttendance, EticketScan, MySession, StaffSession } from '../../../common/contract/sessions.js';
import { ContentType, VenueType } from '../../../common/enums.js';
import { eticketTokenFromText } from '../../../common/sessions.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { grantStaff } from './index.js';
import { MINUTE, W, enrol, makeSession, newStudent, type TestStudent } from './testing.js';

/** E-tickets: the PNG, the staff's scan and check-in (once, under 64 racing scanners), the staff role and its admin calls. */

const clock = manualClock(new Date('2026-12-01T01:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
let staff: TestStudent;
beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
  staff = await newStudent(app, 'Petugas Acara');
  await grantStaff(app.ctx.db, { studentId: staff.id, allSessions: true });
}, 120_000);
afterAll(async () => app?.cleanup());

const START = new Date('2026-12-01T03:00:00.000Z');
const at = (minutesFromStart: number, ms = 0) => clock.set(new Date(START.getTime() + minutesFromStart * MINUTE + ms));

async function ticketOf(student: TestStudent, id: number) {
  const res = await app.inject({ method: 'GET', url: `${W}/sessions/${id}/my-session`, headers: student.headers });
  const mine = res.json().result as MySession;
  return mine.ticket!;
}
const scan = (token: string, headers: Record<string, string>, contentId?: number) =>
  app.inject({ method: 'GET', url: `${W}/webinars/scan/event?token=${encodeURIComponent(token)}${contentId ? `&contentId=${contentId}` : ''}`, headers });
const checkIn = (token: string, contentId: number, headers: Record<string, string>, lang = 'id') =>
  app.inject({ method: 'POST', url: `${W}/eticket/attendances?lang=${lang}`, headers, payload: { token, contentId } });

describe('e-ticket', () => {
  it('my-session carries a ticket for venue 2/3 only, with an absolute scan URL; the PNG is the holder’s', async () => {
    const hybrid = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: START });
    const online = await makeSession(app, { startAt: START });
    const holder = await newStudent(app);
    const other = await newStudent(app);
    await enrol(app, holder, hybrid.id);
    await enrol(app, holder, online.id);
    at(-60);
    const ticket = await ticketOf(holder, hybrid.id);
    expect(ticket.token).toMatch(/^ET1\.\d+\.\d+\.[A-Za-z0-9_-]+$/);
    expect(ticket.qrText).toMatch(/^https?:\/\/.+\/webinars\/scan\/event\?token=ET1\./);
    expect(eticketTokenFromText(ticket.qrText)).toBe(ticket.token);
    expect(await ticketOf(holder, online.id)).toBeNull();
    const png = await app.inject({ method: 'GET', url: `${W}/sessions/${hybrid.id}/eticket`, headers: holder.headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="e-ticket-${hybrid.url}.png"`);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/${hybrid.id}/eticket`, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/${online.id}/eticket`, headers: holder.headers })).statusCode).toBe(404);
  });

  it('scan shows the masked holder; check-in once, a replay answers the first time', async () => {
    const s = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.OFFLINE, startAt: START });
    const holder = await newStudent(app, 'Budi Santoso');
    await enrol(app, holder, s.id);
    at(-121);
    const { token } = await ticketOf(holder, s.id);
    const read = await scan(token, staff.headers, s.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result as EticketScan).toMatchObject({ holderName: 'B*** ******o', contentId: s.id, checkedInAt: null, location: 'Jl. Sudirman 1, Jakarta' });
    const early = await checkIn(token, s.id, staff.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toEqual({ reason: 'notOpenYet', opensAt: '2026-12-01T01:00:00.000Z' });
    at(-120);
    const first = await checkIn(token, s.id, staff.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Check-in berhasil.');
    expect(first.json().result as EticketAttendance).toMatchObject({ alreadyCheckedIn: false, checkedInAt: '2026-12-01T01:00:00.000Z', holderName: 'B*** ******o' });
    at(5);
    const replay = await checkIn(token, s.id, staff.headers, 'en');
    expect(replay.json().result).toMatchObject({ alreadyCheckedIn: true, checkedInAt: '2026-12-01T01:00:00.000Z' });
    expect(replay.json().message).toBe('Already checked in at 1 December 2026 08:00 WIB.');
    expect((await scan(token, staff.headers)).json().result.checkedInAt).toBe('2026-12-01T01:00:00.000Z');
    const mine = await app.inject({ method: 'GET', url: `${W}/sessions/${s.id}/my-session`, headers: holder.headers });
    expect(mine.json().result).toMatchObject({ state: 'JOINED', attendedAt: '2026-12-01T01:00:00.000Z' });
    at(120);
    expect((await app.inject({ method: 'GET', url: `${W}/sessions/${s.id}/my-session`, headers: holder.headers })).json().result.state).toBe('COMPLETED');
  });

  it('refuses forged, expired, other-session and own tickets, and staff out of scope', async () => {
    const s = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: START });
    const t = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: START });
    const holder = await newStudent(app);
    const second = await newStudent(app);
    await enrol(app, holder, s.id);
    await enrol(app, second, s.id);
    at(0);
    const { token } = await ticketOf(holder, s.id);
    const other = await ticketOf(second, s.id);
    const [, id, exp, mac] = token.split('.');
    const flipped = mac!.slice(0, -1) + (mac!.endsWith('A') ? 'B' : 'A');
    for (const forged of [`ET1.${id}.${exp}.${flipped}`, `ET1.${other.token.split('.')[1]}.${exp}.${mac}`, `ET1.${id}.${Number(exp) + 60}.${mac}`, 'ET1.1.2.x', 'hello']) {
      const res = await scan(forged, staff.headers);
      expect(res.statusCode, forged).toBe(400);
      if (forged.startsWith('ET1.') && forged !== 'ET1.1.2.x') expect(res.json().data).toEqual({ reason: 'forged' });
    }
    const wrong = await checkIn(token, t.id, staff.headers);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data).toMatchObject({ reason: 'otherSession', title: expect.stringContaining('Sesi Uji') });
    const scoped = await newStudent(app, 'Petugas Lain');
    await grantStaff(app.ctx.db, { studentId: scoped.id, contentUrls: [t.url] });
    expect((await scan(token, scoped.headers)).json().data).toEqual({ reason: 'notInScope' });
    expect((await checkIn(token, s.id, scoped.headers)).json().data).toEqual({ reason: 'notInScope' });
    const sessionsOfScoped = (await app.inject({ method: 'GET', url: `${W}/eticket/my-sessions`, headers: scoped.headers })).json().result as StaffSession[];
    expect(sessionsOfScoped.map((x) => x.contentId)).toEqual([t.id]);
    expect((await scan(token, holder.headers)).statusCode).toBe(403);
    await enrol(app, staff, s.id);
    const own = await ticketOf(staff, s.id);
    expect((await checkIn(own.token, s.id, staff.headers)).json().data).toEqual({ reason: 'ownTicket' });
    at(120);
    const expired = await scan(token, staff.headers);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().data).toEqual({ reason: 'expired' });
    expect(await app.ctx.db.selectFrom('session_attendances').selectAll().where('content_id', 'in', [s.id, t.id]).execute()).toEqual([]);
  });

  it('64 concurrent check-ins of one ticket: one row, one first, 63 replays with its time; one certificate', async () => {
    const s = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: START, certificate: true });
    const holder = await newStudent(app);
    await enrol(app, holder, s.id);
    at(-5);
    const { token } = await ticketOf(holder, s.id);
    const answers = await Promise.all(Array.from({ length: 64 }, () => checkIn(token, s.id, staff.headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(64).fill(200));
    const results = answers.map((r) => r.json().result as EticketAttendance);
    expect(results.filter((r) => !r.alreadyCheckedIn)).toHaveLength(1);
    expect(new Set(results.map((r) => r.checkedInAt))).toEqual(new Set(['2026-12-01T02:55:00.000Z']));
    expect(await app.ctx.db.selectFrom('session_attendances').selectAll().where('content_id', '=', s.id).execute()).toHaveLength(1);
    expect(await app.ctx.db.selectFrom('certificates').selectAll().where('content_id', '=', s.id).execute()).toHaveLength(1);
  });
});

describe('staff admin calls', () => {
  it('grant, list and revoke with the admin key; without it 403', async () => {
    const { readAdminKey } = await import('../admin/index.js');
    const key = readAdminKey(app.ctx.config.dataDir)!;
    const person = await newStudent(app, 'Calon Petugas');
    const email = (await app.ctx.db.selectFrom('students').select('email').where('id', '=', person.id).executeTakeFirstOrThrow()).email!;
    const s = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: START });
    expect((await app.inject({ method: 'PUT', url: '/admin/staff', payload: { email, allSessions: true } })).statusCode).toBe(403);
    const headers = { 'x-admin-key': key };
    const granted = await app.inject({ method: 'PUT', url: '/admin/staff', headers, payload: { email, contentUrls: [s.url] } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().result).toMatchObject({ studentId: person.id, allSessions: false, contentUrls: [s.url] });
    expect((await app.inject({ method: 'PUT', url: '/admin/staff', headers, payload: { email, contentUrls: [s.url] } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/admin/staff', headers, payload: { email: 'nobody@example.com' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/admin/staff', headers, payload: { email, contentUrls: ['bukan-sesi'] } })).statusCode).toBe(400);
    const list = (await app.inject({ method: 'GET', url: '/admin/staff', headers })).json().result as { studentId: number }[];
    expect(list.map((m) => m.studentId)).toContain(person.id);
    expect((await app.inject({ method: 'GET', url: `${W}/eticket/my-sessions`, headers: person.headers })).statusCode).toBe(200);
    const revoked = await app.inject({ method: 'DELETE', url: `/admin/staff?email=${encodeURIComponent(email)}`, headers });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await app.inject({ method: 'GET', url: `${W}/eticket/my-sessions`, headers: person.headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('Panggilan ini khusus petugas acara.');
  });
});
