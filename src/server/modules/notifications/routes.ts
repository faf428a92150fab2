import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '../../../common/constants.js';
import { notifications } from '../../../common/contract/notifications.js';
import { policyCookieValue, type NotificationPolicy } from '../../../common/notifications.js';
import { REMINDERS_EVERY_MS_DEFAULT } from '../../config.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { REMINDERS_LEASE, runReminders } from './jobs.js';
import { say } from './messages.js';
import { listNotifications, markRead, policyOf, setPolicy, unreadCount } from './service.js';

/** A year: the cookie only mirrors the server's copy, refreshed at every policy read. */
const POLICY_COOKIE_SECONDS = 365 * 24 * 3600;

/**
 * The student's notifications (issue 20): the list, the bell's count, mark-read and the policy.
 * Every call acts on the token's owner. The push calls of the contract are package C's.
 * The reminders job runs here on an interval (REMINDERS_EVERY_MS; 0 = off) under a lease.
 */
export default async function notificationsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const privately = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');
  // The spec's notification_policy cookie mirrors the stored policy (readable by the page: not httpOnly).
  const mirror = (req: FastifyRequest, reply: FastifyReply, policy: NotificationPolicy) =>
    void reply.setCookie(COOKIES.notificationPolicy, policyCookieValue(policy), { path: '/', sameSite: 'lax', secure: req.protocol === 'https', maxAge: POLICY_COOKIE_SECONDS });

  route(app, notifications.list, async (req, reply) => {
    privately(reply);
    return ok(await listNotifications(db, me(req), req.query, req.locale));
  });
  route(app, notifications.unread, async (req, reply) => {
    privately(reply);
    return ok({ unread: await unreadCount(db, me(req)) });
  });
  route(app, notifications.markRead, async (req) => ok({ unread: await markRead(db, me(req), req.body, ctx.clock(), req.locale) }, say(req.locale, 'marked')));
  route(app, notifications.policy, async (req, reply) => {
    privately(reply);
    const policy = await policyOf(db, me(req));
    mirror(req, reply, policy);
    return ok(policy);
  });
  route(app, notifications.setPolicy, async (req, reply) => {
    const policy = await setPolicy(db, me(req), req.body);
    mirror(req, reply, policy);
    return ok(policy, say(req.locale, 'policySaved'));
  });

  const everyMs = ctx.config.remindersEveryMs ?? REMINDERS_EVERY_MS_DEFAULT;
  if (!everyMs) return;
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runReminders(db, holder, ctx.clock(), Math.min(REMINDERS_LEASE, Math.max(1_000, everyMs - 1_000))).catch((err: unknown) => app.log.error({ err }, 'reminders failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
