import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { privateFilesRootFor } from '../../files/index.js';
import { manualClock } from '../../testing/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { enrol, filePart, HOUR, makeAssignment, makeBootcamp, makeMentor, makeSession, makeStudent, MINUTE, MULTIPART, PDF, W, type BootcampFixture, type Person } from './testing.js';

const clock = manualClock(new Date('2026-12-01T01:00:00.000Z'));
let app: TestApp & { cleanup(): Promise<void> };
let mentor: Person & { instructorId: number };
let bc: BootcampFixture;
let student: Person;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: clock.now });
  mentor = await makeMentor(app, 'Mentor Sari');
  bc = await makeBootcamp(app, mentor.instructorId);
  student = await makeStudent(app, 'Ani Peserta');
  await enrol(app, student.id, bc.id, bc.packages[0]!);
});
afterAll(async () => app.cleanup());

const get = (url: string, who: Person) => app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, who: Person, payload?: unknown) => app.inject({ method: 'POST', url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (url: string, who: Person, body: Buffer) => app.inject({ method: 'POST', url, headers: { ...who.headers, 'content-type': MULTIPART }, payload: body });
const privateFiles = () => {
  const root = privateFilesRootFor(app.ctx.config.dataDir);
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else out.push(path.join(d, e.name));
    }
  };
  walk(root);
  return out;
};

describe('G bootcamps/{id}/lecture', () => {
  it('refuses a guest (401), a student not enrolled (403, buy it) and another content type (404)', async () => {
    expect((await app.inject({ method: 'GET', url: `${W}/bootcamps/${bc.url}/lecture` })).statusCode).toBe(401);
    const other = await makeStudent(app);
    const res = await app.inject({ method: 'GET', url: `${W}/bootcamps/${bc.url}/lecture`, headers: { ...other.headers, language: 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Buy one of its packages/);
    const course = await makeBootcamp(app, mentor.instructorId, ContentType.COURSE);
    await enrol(app, student.id, course.id);
    expect((await get(`${W}/bootcamps/${course.url}/lecture`, student)).statusCode).toBe(404);
  });

  it('orders sessions, hides higher tiers, shows recordings only after the end and never a Zoom link', async () => {
    const b = await makeBootcamp(app, mentor.instructorId);
    const s = await makeStudent(app);
    await enrol(app, s.id, b.id, b.packages[0]!);
    const now = clock.now().getTime();
    const past = await makeSession(app, b.id, { startAt: new Date(now - 48 * HOUR), recordingUrl: 'https://zoom.us/rec/share/lama' });
    const older = await makeSession(app, b.id, { startAt: new Date(now - 96 * HOUR) });
    const open = await makeSession(app, b.id, { startAt: new Date(now + 10 * MINUTE), recordingUrl: 'https://zoom.us/rec/share/belum' });
    const later = await makeSession(app, b.id, { startAt: new Date(now + 48 * HOUR) });
    await makeSession(app, b.id, { startAt: new Date(now + 24 * HOUR), packageId: b.packages[1]! });
    const res = await get(`${W}/bootcamps/${b.id}/lecture`, s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('zoom.us/j/');
    const l = res.json().result;
    expect(l.sessions.map((x: { id: number }) => x.id)).toEqual([open, later, past, older]);
    expect(l.sessions.map((x: { state: string }) => x.state)).toEqual(['open', 'upcoming', 'ended', 'ended']);
    expect(l.sessions[0].recordingUrl).toBeNull();
    expect(l.sessions[2].recordingUrl).toBe('https://zoom.us/rec/share/lama');
    expect(l.bootcamp.packageName).toBe('Paket basic');
    expect(l.bootcamp.mentor.name).toBe('Mentor Sari');
    expect(l.certificate).toMatchObject({ state: 'locked', requiredSessions: { attended: 0, total: 4 } });
    // The top tier sees its own session too.
    const pro = await makeStudent(app);
    await enrol(app, pro.id, b.id, b.packages[1]!);
    expect((await get(`${W}/bootcamps/${b.url}/lecture`, pro)).json().result.sessions).toHaveLength(5);
  });
});

describe('P bootcamps/{id}/sessions/{sessionId}/join', () => {
  it('opens 30 minutes before the start, records attendance once, closes at the end', async () => {
    const start = new Date(clock.now().getTime() + 2 * HOUR);
    const sid = await makeSession(app, bc.id, { startAt: start, minutes: 60, joinUrl: 'https://zoom.us/j/1112223334' });
    const url = `${W}/bootcamps/${bc.url}/sessions/${sid}/join`;
    clock.set(new Date(start.getTime() - 30 * MINUTE - 1));
    const early = await post(url, student);
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toEqual({ reason: 'notOpenYet', opensAt: new Date(start.getTime() - 30 * MINUTE).toISOString() });
    const stateAt = async () => (await get(`${W}/bootcamps/${bc.url}/lecture`, student)).json().result.sessions.find((x: { id: number }) => x.id === sid).state;
    expect(await stateAt()).toBe('upcoming');
    clock.set(new Date(start.getTime() - 30 * MINUTE));
    expect(await stateAt()).toBe('open');
    const first = await post(url, student);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ zoomJoinUrl: 'https://zoom.us/j/1112223334', attendanceRecorded: true });
    clock.set(new Date(start.getTime() - 29 * MINUTE));
    expect((await post(url, student)).json().result.attendanceRecorded).toBe(false);
    clock.set(new Date(start.getTime() + 60 * MINUTE - 1));
    expect((await post(url, student)).statusCode).toBe(200);
    clock.set(new Date(start.getTime() + 60 * MINUTE));
    expect(await stateAt()).toBe('ended');
    const after = await post(url, student);
    expect(after.statusCode).toBe(409);
    expect(after.json().data.reason).toBe('ended');
    const rows = await app.ctx.db.selectFrom('bootcamp_attendance').selectAll().where('session_id', '=', sid).execute();
    expect(rows).toHaveLength(1);
    clock.set(new Date('2026-12-01T01:00:00.000Z'));
  });

  it('answers 404 for a session of another bootcamp or a higher tier', async () => {
    const other = await makeBootcamp(app, null);
    const foreign = await makeSession(app, other.id, { startAt: clock.now() });
    expect((await post(`${W}/bootcamps/${bc.url}/sessions/${foreign}/join`, student)).statusCode).toBe(404);
    const pro = await makeSession(app, bc.id, { startAt: clock.now(), packageId: bc.packages[1]! });
    expect((await post(`${W}/bootcamps/${bc.url}/sessions/${pro}/join`, student)).statusCode).toBe(404);
  });
});

describe('P bootcamps/{id}/assignments/{assignmentId}/submission', () => {
  it('stores a file, marks a late one, replaces it (old file removed) and keeps an accepted one final', async () => {
    const aid = await makeAssignment(app, bc.id, 'file', new Date(clock.now().getTime() - HOUR));
    const url = `${W}/bootcamps/${bc.url}/assignments/${aid}/submission`;
    const first = await upload(url, student, filePart(PDF, '../../rencana\u0007.pdf'));
    expect(first.statusCode, first.body).toBe(200);
    const s1 = first.json().result;
    expect(s1).toMatchObject({ status: 'submitted', late: true, link: null, review: null, file: { name: 'rencana.pdf', bytes: PDF.length, contentType: 'application/pdf' } });
    expect(s1.file.url).toMatch(new RegExp(`^/web/v2/files/private/assignments/${aid}/${student.id}/[0-9a-f]+\\.pdf\\?v=${student.id}&e=\\d+&sig=`));
    const signed = new URL(s1.file.url, 'http://x');
    const key = signed.pathname.slice('/web/v2/files/private/'.length);
    const q = { v: Number(signed.searchParams.get('v')), e: Number(signed.searchParams.get('e')), sig: signed.searchParams.get('sig') ?? '' };
    expect(app.ctx.fileSigner.check(key, q, clock.now().getTime() / 1000)).toBe('ok');
    expect(fs.readFileSync(path.join(privateFilesRootFor(app.ctx.config.dataDir), key))).toEqual(PDF);
    const before = privateFiles();
    expect(before).toHaveLength(1);
    const second = await upload(url, student, filePart(PDF, 'revisi.pdf'));
    expect(second.json().result.id).toBe(s1.id);
    const after = privateFiles();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    const review = await post(`${W}/mentor/submissions/${s1.id}/review`, mentor, { decision: 'accepted', comment: 'Bagus' });
    expect(review.statusCode, review.body).toBe(200);
    const third = await upload(url, student, filePart(PDF, 'lagi.pdf'));
    expect(third.statusCode).toBe(409);
    expect(privateFiles()).toEqual(after);
  });

  it('takes a file of exactly 20 MB (above the app’s default multipart limit)', async () => {
    const aid = await makeAssignment(app, bc.id, 'file', new Date(clock.now().getTime() + HOUR));
    const full = Buffer.concat([PDF, Buffer.alloc(20 * 1000 * 1000 - PDF.length, 3)]);
    const res = await upload(`${W}/bootcamps/${bc.url}/assignments/${aid}/submission`, student, filePart(full, 'laporan.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.file.bytes).toBe(20 * 1000 * 1000);
  });

  it('refuses a wrong magic number, an oversize and a cut upload, leaving no file and no row', async () => {
    const aid = await makeAssignment(app, bc.id, 'file', new Date(clock.now().getTime() + HOUR));
    const url = `${W}/bootcamps/${bc.url}/assignments/${aid}/submission`;
    const files = privateFiles();
    const wrong = await upload(url, student, filePart(Buffer.from('MZ not a document at all'), 'tugas.pdf'));
    expect(wrong.statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1000 * 1000, 1)]);
    expect((await upload(url, student, filePart(big))).statusCode).toBe(413);
    const cut = await upload(url, student, filePart(Buffer.concat([PDF, Buffer.alloc(1000, 2)]), 'a.pdf', 'application/pdf', false));
    expect(cut.statusCode, cut.body).toBe(400);
    expect(privateFiles()).toEqual(files);
    const rows = await app.ctx.db.selectFrom('assignment_submissions').select('id').where('assignment_id', '=', aid).execute();
    expect(rows).toEqual([]);
  });

  it('takes a link for a link assignment only, and a file for a file one only', async () => {
    const link = await makeAssignment(app, bc.id, 'link', new Date(clock.now().getTime() + HOUR));
    const file = await makeAssignment(app, bc.id, 'file', new Date(clock.now().getTime() + HOUR));
    const ok = await post(`${W}/bootcamps/${bc.url}/assignments/${link}/submission`, student, { link: 'https://github.com/ani/tugas' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ link: 'https://github.com/ani/tugas', file: null, late: false });
    expect((await post(`${W}/bootcamps/${bc.url}/assignments/${link}/submission`, student, { link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await upload(`${W}/bootcamps/${bc.url}/assignments/${link}/submission`, student, filePart(PDF))).statusCode).toBe(400);
    expect((await post(`${W}/bootcamps/${bc.url}/assignments/${file}/submission`, student, { link: 'https://github.com/ani/tugas' })).statusCode).toBe(400);
  });
});

describe('mentor queue and review', () => {
  it('lists only the mentor’s bootcamps, oldest first; another account 403, another mentor 404', async () => {
    const aid = await makeAssignment(app, bc.id, 'link', new Date(clock.now().getTime() + HOUR));
    const s2 = await makeStudent(app, 'Budi Peserta');
    await enrol(app, s2.id, bc.id);
    await post(`${W}/bootcamps/${bc.url}/assignments/${aid}/submission`, student, { link: 'https://example.com/ani' });
    clock.advance(MINUTE);
    await post(`${W}/bootcamps/${bc.url}/assignments/${aid}/submission`, s2, { link: 'https://example.com/budi' });
    const q = await get(`${W}/mentor/submissions?pageSize=50`, mentor);
    expect(q.statusCode, q.body).toBe(200);
    const items = q.json().result.items.filter((i: { assignment: { id: number } }) => i.assignment.id === aid);
    expect(items.map((i: { studentName: string }) => i.studentName)).toEqual(['Ani Peserta', 'Budi Peserta']);
    expect((await get(`${W}/mentor/submissions`, student)).statusCode).toBe(403);
    const stranger = await makeMentor(app, 'Mentor Lain');
    await makeBootcamp(app, stranger.instructorId);
    const theirs = (await get(`${W}/mentor/submissions?status=all`, stranger)).json().result;
    expect(theirs.totalItems).toBe(0);
    const res = await post(`${W}/mentor/submissions/${items[0].id}/review`, stranger, { decision: 'accepted' });
    expect(res.statusCode).toBe(404);
  });

  it('requires a comment to request changes, reviews once under a race, and notifies the student', async () => {
    const aid = await makeAssignment(app, bc.id, 'link', new Date(clock.now().getTime() + HOUR));
    const sub = (await post(`${W}/bootcamps/${bc.url}/assignments/${aid}/submission`, student, { link: 'https://example.com/tugas' })).json().result;
    const url = `${W}/mentor/submissions/${sub.id}/review`;
    const notesBefore = await app.ctx.db.selectFrom('notifications').select('id').where('student_id', '=', student.id).where('type', '=', 'submission_reviewed').execute();
    expect((await post(url, mentor, { decision: 'changes_requested' })).statusCode).toBe(400);
    expect((await post(url, mentor, { decision: 'changes_requested', comment: '   ' })).statusCode).toBe(400);
    const both = await Promise.all([post(url, mentor, { decision: 'changes_requested', comment: 'Tambahkan grafik' }), post(url, mentor, { decision: 'accepted' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const reviews = await app.ctx.db.selectFrom('submission_reviews').selectAll().where('submission_id', '=', sub.id).execute();
    expect(reviews).toHaveLength(1);
    const status = await app.ctx.db.selectFrom('assignment_submissions').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(status.status).toBe(reviews[0]!.decision);
    const notes = await app.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('student_id', '=', student.id)
      .where('type', '=', 'submission_reviewed')
      .where('id', 'not in', [0, ...notesBefore.map((n) => n.id)])
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.event_key).toBe(`submission_reviewed:${reviews[0]!.id}`);
    expect(notes[0]!.route).toBe(`/bootcamps/${bc.url}/lecture`);
    const lecture = (await get(`${W}/bootcamps/${bc.url}/lecture`, student)).json().result;
    const seen = lecture.assignments.find((a: { id: number }) => a.id === aid);
    expect(seen.submission.review).toMatchObject({ decision: reviews[0]!.decision, reviewerName: 'Mentor Sari' });
  });
  it('a resubmission after changes requested waits again, with the history kept and a new review possible', async () => {
    const aid = await makeAssignment(app, bc.id, 'link', new Date(clock.now().getTime() + HOUR));
    const submit = (link: string) => post(`${W}/bootcamps/${bc.url}/assignments/${aid}/submission`, student, { link });
    const sub = (await submit('https://example.com/v1')).json().result;
    const reviewed = await post(`${W}/mentor/submissions/${sub.id}/review`, mentor, { decision: 'changes_requested', comment: 'Tambahkan kesimpulan' });
    expect(reviewed.json().result).toMatchObject({ status: 'changes_requested', review: { decision: 'changes_requested', comment: 'Tambahkan kesimpulan', reviewerName: 'Mentor Sari' } });
    const inQueue = async (status: string) => (await get(`${W}/mentor/submissions?status=${status}&pageSize=50`, mentor)).json().result.items.some((i: { id: number }) => i.id === sub.id);
    expect([await inQueue('submitted'), await inQueue('reviewed'), await inQueue('all')]).toEqual([false, true, true]);
    clock.advance(MINUTE);
    const again = (await submit('https://example.com/v2')).json().result;
    expect(again).toMatchObject({ id: sub.id, status: 'submitted', link: 'https://example.com/v2', review: null });
    expect([await inQueue('submitted'), await inQueue('reviewed')]).toEqual([true, false]);
    expect((await post(`${W}/mentor/submissions/${sub.id}/review`, mentor, { decision: 'accepted' })).json().result.status).toBe('accepted');
    const history = await app.ctx.db.selectFrom('submission_reviews').select('decision').where('submission_id', '=', sub.id).orderBy('id').execute();
    expect(history.map((h) => h.decision)).toEqual(['changes_requested', 'accepted']);
  });
});

describe('P bootcamps/{id}/certificate', () => {
  it('stays locked for a bootcamp with nothing to attend or hand in, and refuses a student not enrolled', async () => {
    const b = await makeBootcamp(app, mentor.instructorId);
    const s = await makeStudent(app);
    await enrol(app, s.id, b.id);
    const res = await post(`${W}/bootcamps/${b.url}/certificate`, s);
    expect(res.statusCode).toBe(409);
    expect((await get(`${W}/bootcamps/${b.url}/lecture`, s)).json().result.certificate.state).toBe('locked');
    expect((await post(`${W}/bootcamps/${b.url}/certificate`, await makeStudent(app))).statusCode).toBe(403);
    const rows = await app.ctx.db.selectFrom('certificates').select('id').where('content_id', '=', b.id).execute();
    expect(rows).toEqual([]);
  });

  it('is locked until required sessions are attended and assignments accepted, then issued once under 64 claims', async () => {
    const b = await makeBootcamp(app, mentor.instructorId);
    const s = await makeStudent(app, 'Citra Lulus');
    await enrol(app, s.id, b.id, b.packages[0]!);
    const sid = await makeSession(app, b.id, { startAt: new Date(clock.now().getTime() + 10 * MINUTE) });
    await makeSession(app, b.id, { startAt: new Date(clock.now().getTime() + 10 * MINUTE), required: false });
    const aid = await makeAssignment(app, b.id, 'link', new Date(clock.now().getTime() + HOUR));
    const locked = await post(`${W}/bootcamps/${b.url}/certificate`, s);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().data).toEqual({ requiredSessions: { attended: 0, total: 1 }, assignments: { accepted: 0, total: 1 } });
    await post(`${W}/bootcamps/${b.url}/sessions/${sid}/join`, s);
    const sub = (await post(`${W}/bootcamps/${b.url}/assignments/${aid}/submission`, s, { link: 'https://example.com/citra' })).json().result;
    expect((await post(`${W}/bootcamps/${b.url}/certificate`, s)).statusCode).toBe(409);
    await post(`${W}/mentor/submissions/${sub.id}/review`, mentor, { decision: 'accepted' });
    expect((await get(`${W}/bootcamps/${b.url}/lecture`, s)).json().result.certificate.state).toBe('unlocked');
    const claims = await Promise.all(Array.from({ length: 64 }, () => post(`${W}/bootcamps/${b.url}/certificate`, s)));
    expect(claims.map((c) => c.statusCode)).toEqual(Array(64).fill(200));
    expect(new Set(claims.map((c) => c.json().result.number)).size).toBe(1);
    const rows = await app.ctx.db.selectFrom('certificates').select('number').where('student_id', '=', s.id).where('content_id', '=', b.id).execute();
    expect(rows).toHaveLength(1);
    const notes = await app.ctx.db.selectFrom('notifications').select('id').where('student_id', '=', s.id).where('type', '=', 'certificate_issued').execute();
    expect(notes).toHaveLength(1);
    const lecture = (await get(`${W}/bootcamps/${b.url}/lecture`, s)).json().result;
    expect(lecture.certificate).toMatchObject({ state: 'issued', certificate: { number: rows[0]!.number } });
  });
});
