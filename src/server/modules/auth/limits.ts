import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/enums.js';
import { HttpError } from '../../http/envelope.js';
import { tooManyAttempts } from '../../http/ip-limit.js';

/**
 * A per-account limit was met (counted in the database: sign-in failures, code requests, reset
 * requests). Carries the wait, which the auth module's onError hook sends as Retry-After (seconds),
 * like the per-address 429s above.
 */
export class TooManyAttempts extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** 429 "Terlalu banyak percobaan. Coba lagi dalam N menit." with Retry-After N×60-ish seconds. */
export function tooManyAttemptsError(locale: Locale, retryAfterSeconds: number): TooManyAttempts {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new TooManyAttempts(tooManyAttempts(locale, seconds), seconds);
}

/** onError hook: a TooManyAttempts answer gets its Retry-After header. */
export async function retryAfterHeader(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
}
