import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../config.js';
import { tooManyRequests } from '../../http/envelope.js';
import { tooManyAttempts } from './messages.js';

/**
 * A per-address limit shared by every route it is attached to (an onRequest hook), counted by
 * @fastify/rate-limit. Route-level `config.rateLimit` would give each route its own counter (the
 * plugin's local store makes one per route even with a groupId), so one limiter is made per group
 * with `createRateLimit` and used by all routes of that group. Answers 429 with Retry-After and
 * "Terlalu banyak percobaan. Coba lagi dalam N menit." in the request's language.
 */
export function ipLimit(app: FastifyInstance, name: string, rule: RateLimitRule) {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return async function ipRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', state.ttlInSeconds);
    throw tooManyRequests(tooManyAttempts(request.locale, state.ttlInSeconds));
  };
}
