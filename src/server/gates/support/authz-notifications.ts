import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Registered } from '../../modules/auth/testing.js';
import { makeNotification } from '../../modules/notifications/testing.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The "other student" checks of notifications (issue 20): A has two unread notifications and a
 * changed policy; B calls the operation. B's list and count are B's own (none of A's rows), B's
 * mark-read naming A's ids or all marks none of A's, and B's policy change leaves A's policy as
 * it was. `url` is the operation's OpenAPI path.
 */

type Pair = { a: Registered; b: Registered };
const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });

async function notificationsOf(app: TestApp, s: Registered) {
  const { db } = app.ctx;
  return {
    rows: await db.selectFrom('notifications').selectAll().where('student_id', '=', s.id).orderBy('id').execute(),
    policy: await db.selectFrom('notification_policies').selectAll().where('student_id', '=', s.id).execute(),
  };
}

async function notificationsCheck(app: TestApp, { a, b }: Pair, url: string): Promise<LightMyRequestResponse> {
  const ids = [(await makeNotification(app.ctx.db, a.id)).id, (await makeNotification(app.ctx.db, a.id, 'comment_reply')).id];
  const changed = await app.inject({ method: 'PUT', url: '/web/v2/notifications/policy', headers: bearer(a), payload: { comment_reply: { push: false } } });
  expect(changed.statusCode, changed.body).toBe(200);
  const before = await notificationsOf(app, a);
  const calls: Record<string, () => Promise<LightMyRequestResponse>> = {
    '/web/v2/notifications/mark-read': async () => {
      const named = await app.inject({ method: 'PUT', url, headers: bearer(b), payload: { ids } });
      expect(named.json().result).toEqual({ unread: 0 });
      return app.inject({ method: 'PUT', url, headers: bearer(b), payload: { all: true } });
    },
    '/web/v2/notifications/policy': async () => {
      const own = await app.inject({ method: 'PUT', url, headers: bearer(b), payload: { comment_reply: { email: false } } });
      expect(own.statusCode, own.body).toBe(200);
      return app.inject({ method: 'GET', url, headers: bearer(b) });
    },
  };
  const res = await (calls[url] ?? (() => app.inject({ method: 'GET', url, headers: bearer(b) })))();
  expect(await notificationsOf(app, a)).toEqual(before);
  for (const id of ids) expect(res.body).not.toContain(`"id":${id},`);
  if (url === '/web/v2/notifications') expect(res.json().result).toMatchObject({ totalItems: 0, unread: 0 });
  if (url === '/web/v2/notifications/policy') expect(res.json().result.comment_reply).toEqual({ push: true, email: false });
  return res;
}

export const NOTIFICATION_CHECKS = {
  'notifications (read)': notificationsCheck,
  notifications: notificationsCheck,
};
