import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUSH_TOKEN_MAX_AGE_MS } from '../../../common/constants.js';
import { notifications } from '../../../common/contract/notifications.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { conflict, ok } from '../../http/envelope.js';
import { activePush, firebaseWebConfig } from '../../messaging/push/settings.js';
import { registerToken, removeToken } from '../../messaging/push/tokens.js';
import { studentIdOf } from '../auth/index.js';
import { say } from './messages.js';

/**
 * The push calls of the notifications contract: the public web configuration (or "off"), and each
 * device's FCM token, registered (again every 7 days) and removed by its own student only.
 */
export default async function pushModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);
  const push = activePush(ctx.config);
  const config = push ? { enabled: true, firebase: firebaseWebConfig(push) } : { enabled: false, firebase: null };

  route(app, notifications.pushConfig, async () => ok(config));

  route(app, notifications.registerPushToken, async (req) => {
    const studentId = me(req);
    if (!push) throw conflict(say(req.locale, 'unavailable'));
    const now = ctx.clock();
    await registerToken(db, studentId, req.body.token, req.body.platform, now);
    return ok({ refreshAfter: new Date(now.getTime() + PUSH_TOKEN_MAX_AGE_MS).toISOString() });
  });

  route(app, notifications.removePushToken, async (req) => ok({ removed: await removeToken(db, me(req), req.body.token) }));
}
