import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../../db/seed/accounts.js';
import { DEMO_BOOTCAMP_URL } from '../../db/seed/bootcamp-lecture.js';
import { instructorEmail } from '../../db/seed/instructor-accounts.js';
import { createTestApp, studentToken, type TestApp } from '../../testing/test-app.js';

/** The demo (docs/accounts.md "Bootcamp lecture"): what a demo right after `npm start` shows. */

let app: TestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.cleanup());

const headersOf = async (email: string) => {
  const s = await app.ctx.db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await studentToken(app, s.id)}` };
};

describe('the bootcamp lecture demo', () => {
  it('gives the demo student past, open and future sessions, assignments and one submission waiting', async () => {
    const res = await app.inject({ method: 'GET', url: `/web/v2/bootcamps/${DEMO_BOOTCAMP_URL}/lecture`, headers: await headersOf(DEMO_STUDENT.email) });
    expect(res.statusCode, res.body).toBe(200);
    const l = res.json().result;
    const states = new Set(l.sessions.map((s: { state: string }) => s.state));
    expect(states).toEqual(new Set(['ended', 'open', 'upcoming']));
    expect(l.sessions.some((s: { recordingUrl: string | null }) => s.recordingUrl?.startsWith('https://zoom.us/rec/'))).toBe(true);
    expect(l.assignments.map((a: { kind: string }) => a.kind).sort()).toEqual(['file', 'file', 'link']);
    expect(l.assignments.some((a: { dueAt: string }) => Date.parse(a.dueAt) < Date.now())).toBe(true);
    expect(l.assignments.filter((a: { submission: { status: string } | null }) => a.submission?.status === 'submitted')).toHaveLength(1);
    expect(l.certificate.state).toBe('locked');
  });

  it('puts that submission in the bootcamp mentor’s queue', async () => {
    const bootcamp = await app.ctx.db
      .selectFrom('contents')
      .innerJoin('instructors', 'instructors.id', 'contents.instructor_id')
      .select('instructors.url')
      .where('contents.url', '=', DEMO_BOOTCAMP_URL)
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: '/web/v2/mentor/submissions', headers: await headersOf(instructorEmail(bootcamp.url)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.items.map((i: { studentName: string }) => i.studentName)).toContain(DEMO_STUDENT.fullName);
  });
});
