import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { must } from '../../../common/must.js';
import type { Registered } from '../../modules/auth/testing.js';
import { enrol, HOUR, makeAssignment, makeBootcamp, makeMentor, makeSession, MINUTE } from '../../modules/bootcamp-lecture/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of the bootcamp lecture (issue 21): student A is enrolled in a
 * bootcamp with a session open now and a link submission waiting for review; student B, neither
 * enrolled nor a mentor, calls the operation. B is refused and A's attendance, submission,
 * reviews and certificate are exactly as before; no Zoom link or A's link reaches B.
 */

type Pair = { a: Registered; b: Registered };
const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

async function stateOf(app: TestApp, a: Registered) {
  const { db } = app.ctx;
  return {
    attendance: await db.selectFrom('bootcamp_attendance').selectAll().where('student_id', '=', a.id).execute(),
    submissions: await db.selectFrom('assignment_submissions').selectAll().where('student_id', '=', a.id).execute(),
    reviews: await db.selectFrom('submission_reviews').select('id').execute(),
    certificates: await db.selectFrom('certificates').selectAll().where('student_id', '=', a.id).execute(),
  };
}

async function bootcampLectureCheck(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
  const mentor = await makeMentor(app as never);
  const bc = await makeBootcamp(app as never, mentor.instructorId);
  await enrol(app as never, a.id, bc.id, bc.packages[0]!);
  const sid = await makeSession(app as never, bc.id, { startAt: new Date(app.ctx.clock().getTime() - 10 * MINUTE), joinUrl: 'https://zoom.us/j/7778889990' });
  const aid = await makeAssignment(app as never, bc.id, 'link', new Date(app.ctx.clock().getTime() + HOUR));
  const submitted = await app.inject({
    method: 'POST',
    url: `/web/v2/bootcamps/${bc.url}/assignments/${aid}/submission`,
    headers: bearer(a),
    payload: { link: 'https://example.com/tugas-ani' },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const submissionId = (submitted.json() as { result: { id: number } }).result.id;
  const before = await stateOf(app, a);
  const fill = url
    .replace('{id}', url.startsWith('/web/v2/mentor/') ? String(submissionId) : bc.url)
    .replace('{sessionId}', String(sid))
    .replace('{assignmentId}', String(aid));
  const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
    '/web/v2/bootcamps/{id}/lecture': () => app.inject({ method: 'GET', url: fill, headers: bearer(b) }),
    '/web/v2/bootcamps/{id}/sessions/{sessionId}/join': () => app.inject({ method: 'POST', url: fill, headers: bearer(b) }),
    '/web/v2/bootcamps/{id}/assignments/{assignmentId}/submission': () => app.inject({ method: 'POST', url: fill, headers: bearer(b), payload: { link: 'https://example.com/budi' } }),
    '/web/v2/bootcamps/{id}/certificate': () => app.inject({ method: 'POST', url: fill, headers: bearer(b) }),
    '/web/v2/mentor/submissions': () => app.inject({ method: 'GET', url: fill, headers: bearer(b) }),
    '/web/v2/mentor/submissions/{id}/review': () => app.inject({ method: 'POST', url: fill, headers: bearer(b), payload: { decision: 'accepted' } }),
  };
  const res = await must(calls[url], `a bootcamp lecture call for ${url}`)();
  expect(await stateOf(app, a)).toEqual(before);
  expect(res.body).not.toContain('zoom.us');
  expect(res.body).not.toContain('tugas-ani');
  return res;
}

export const BOOTCAMP_LECTURE_CHECKS = { 'bootcamp lecture': bootcampLectureCheck };
