import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ContentType, VenueType } from '../../../common/enums.js';
import { must } from '../../../common/must.js';
import type { Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';
import { MINUTE, makeSession } from '../../modules/sessions/testing.js';

/**
 * The "other student" checks of live sessions (issue 18): student A is enrolled in a webinar or
 * event that is in session (its times moved around the app's clock) and has joined it; student
 * B, not enrolled, calls the operation. B is refused (403) and A's join, attendance, feedback
 * and certificate are exactly as before. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

/** An online session of the type, in session now, with a room link; A enrolled and joined. */
async function liveSessionOfA(app: TestApp, a: Registered, type: number) {
  const { db } = app.ctx;
  const s = await makeSession(app, { type, venue: VenueType.ONLINE, startAt: new Date(app.ctx.clock().getTime() - 10 * MINUTE), minutes: 130, joinUrl: 'https://zoom.us/j/1234567890' });
  await db.insertInto('enrolments').values({ student_id: a.id, content_id: s.id, source: 'free', order_id: null }).execute();
  const joined =
    type === ContentType.WEBINAR
      ? await app.inject({ method: 'PUT', url: `/web/v2/webinars/${s.url}/join`, headers: bearer(a), payload: { deviceId: 'web-ani' } })
      : await app.inject({ method: 'GET', url: `/web/v2/event-application/sessions/${s.id}/zoom-join-url`, headers: bearer(a) });
  expect(joined.statusCode, joined.body).toBe(200);
  return s;
}

async function participationOf(app: TestApp, s: Registered) {
  const { db } = app.ctx;
  return {
    joins: await db.selectFrom('session_joins').selectAll().where('student_id', '=', s.id).execute(),
    attendances: await db.selectFrom('session_attendances').selectAll().where('student_id', '=', s.id).execute(),
    feedback: await db.selectFrom('webinar_feedback').selectAll().where('student_id', '=', s.id).execute(),
    certificates: await db.selectFrom('certificates').selectAll().where('student_id', '=', s.id).execute(),
  };
}

async function sessionCheck(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
  const isEvent = url.startsWith('/web/v2/event-application/');
  const isTicket = url === '/web/v2/sessions/{id}/eticket';
  const s = await liveSessionOfA(app, a, isEvent ? ContentType.EVENT : ContentType.WEBINAR);
  const before = await participationOf(app, a);
  const fill = url.replace('{url}', s.url).replace('{id}', String(s.id));
  const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
    '/web/v2/webinars/{url}/join': () => app.inject({ method: 'PUT', url: fill, headers: bearer(b), payload: { deviceId: 'web-budi' } }),
    '/web/v2/webinars/{url}/feedback': () => app.inject({ method: 'POST', url: fill, headers: bearer(b), payload: { rating: 5, text: 'Budi', referralSourceId: 1, categoryId: 1 } }),
    '/web/v2/event-application/sessions/{id}/zoom-join-url': () => app.inject({ method: 'GET', url: fill, headers: bearer(b) }),
    '/web/v2/sessions/{id}/eticket': () => app.inject({ method: 'GET', url: fill, headers: bearer(b) }),
  };
  const res = await must(calls[url], `a session call for ${url}`)();
  expect(await participationOf(app, a)).toEqual(before);
  expect((await participationOf(app, b)).joins).toEqual([]);
  if (isTicket) expect(res.headers['content-type']).not.toContain('image/png');
  expect(res.body).not.toContain('zoom.us');
  return res;
}

export const SESSION_CHECKS = {
  'session participation': sessionCheck,
  'session feedback': sessionCheck,
  'e-ticket': sessionCheck,
};
