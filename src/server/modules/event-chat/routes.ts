import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventChat } from '../../../common/contract/event-chat.js';
import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { HttpError, ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { ROOM_KIND, chatOf, postMessage, readChat, removeMessage } from './service.js';

const texts = {
  slowDown: { id: 'Terlalu banyak pesan; tunggu {n} detik', en: 'Too many messages; wait {n} seconds' },
  sent: { id: 'Pesan terkirim', en: 'Message sent' },
  removed: { id: 'Pesan dihapus', en: 'Message removed' },
} as const;
const say = (key: keyof typeof texts, locale: Locale, n = 0) => texts[key][locale].replace('{n}', String(n));

/** The special event's live chat (issue 21): G/P events/{id}/chat, D events/{id}/chat/{messageId}, and the rule of its rooms. */
export default async function eventChatModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const me = (req: FastifyRequest) => studentIdOf(req.student, req.locale);

  // `event-chat:<contentId>`: public (guests too) while the event's chat is enabled.
  ctx.rooms.rule(ROOM_KIND, async (key) => {
    const contentId = Number(key);
    if (!/^[1-9][0-9]{0,8}$/.test(key) || !Number.isSafeInteger(contentId)) return 'unknown';
    return (await chatOf(db, contentId)) ? 'open' : 'unknown';
  });

  route(app, eventChat.read, async (req, reply) => {
    // Messages change every second and `mine` is per caller: never stored by a cache.
    reply.header('cache-control', 'no-store');
    const viewer = req.student ? Number(req.student.sub) : null;
    return ok(await readChat(db, req.params.id, Number.isSafeInteger(viewer) ? viewer : null, req.query, ctx.clock(), req.locale));
  });

  // 5 messages per 10 s per student (RATE_LIMITS chatMessagesPerStudent), counted in the shared
  // store so every instance counts against the same budget; keyed by the student, not the address.
  const rule = ctx.config.rateLimits.chatMessagesPerStudent;
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowSeconds * 1000, keyGenerator: (req) => `chat:student:${req.student?.sub ?? `ip:${req.ip}`}` });
  const perStudent = async (req: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter(req);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', state.ttlInSeconds);
    // The seconds also in the body (`data.retryAfter`): the page shows "wait N seconds" from it.
    const message = say('slowDown', req.locale, state.ttlInSeconds);
    throw new HttpError(429, message, [{ description: message }], { retryAfter: state.ttlInSeconds });
  };
  route(
    app,
    eventChat.post,
    async (req, reply) => {
      const message = await postMessage(db, req.params.id, me(req), req.body.body, ctx.clock(), req.locale);
      reply.status(201);
      return ok(message, say('sent', req.locale), 201);
    },
    { preHandler: perStudent },
  );

  route(app, eventChat.remove, async (req) => ok(await removeMessage(db, req.params.id, req.params.messageId, me(req), req.locale), say('removed', req.locale)));
}
