import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../common/enums.js';
import type { RateLimitRule } from '../config.js';
import { addressKey } from './client-address.js';
import { tooManyRequests } from './envelope.js';
import { messagesOf, type MessageTable } from './messages.js';

const say = messagesOf({
  tooManyAttemptsOne: { id: 'Terlalu banyak percobaan. Coba lagi dalam {n} menit.', en: 'Too many attempts. Try again in {n} minute.' },
  tooManyAttempts: { id: 'Terlalu banyak percobaan. Coba lagi dalam {n} menit.', en: 'Too many attempts. Try again in {n} minutes.' },
} as const satisfies MessageTable);

/** "Terlalu banyak percobaan. Coba lagi dalam N menit." with N rounded up to whole minutes (at least 1). */
export function tooManyAttempts(locale: Locale, retryAfterSeconds: number): string {
  const n = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return say(locale, n === 1 ? 'tooManyAttemptsOne' : 'tooManyAttempts', { n });
}

/**
 * A per-address limit shared by every route it is attached to (an onRequest hook), counted by
 * @fastify/rate-limit in its shared store (the database, or Redis). Route-level
 * `config.rateLimit` would give each route its own counter, so one limiter is made per group with
 * `createRateLimit` and used by all routes of that group. Counted per addressKey (an IPv6
 * client by its /64). Answers 429 with Retry-After and the message above in the request's language.
 */
export function ipLimit(app: FastifyInstance, name: string, rule: RateLimitRule) {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${addressKey(request.ip)}`,
  });
  return async function ipRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', state.ttlInSeconds);
    throw tooManyRequests(tooManyAttempts(request.locale, state.ttlInSeconds));
  };
}
