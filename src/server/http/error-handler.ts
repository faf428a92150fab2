import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/index.js';
import { HttpError, errorBody } from './envelope.js';
import { StoreUnavailableError } from './rate-limit-store.js';
import type { Locale } from '../../common/enums.js';

/**
 * What a log line may say about an error: its kind, code and stack, never the error object
 * itself (database errors carry the statement's parameters, e.g. password hashes).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, routine, severity } = error as { code?: string; routine?: string; severity?: string };
  return { type: error.name, message: error.message, code, routine, severity, stack: error.stack };
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: 22P02 invalid text representation, 22003 out of
 * range, 22021 bad byte sequence such as NUL, 22001 string too long, 22007/22008 bad date...):
 * a value of the request the database could not take. pg and PGlite errors both carry
 * `code` and `severity`.
 */
export function isDataException(error: unknown): boolean {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

export const DATA_EXCEPTION_MESSAGE: Record<Locale, string> = {
  id: 'Permintaan tidak valid: ada nilai yang salah bentuk atau di luar batas.',
  en: 'Invalid request: a value is malformed or out of range.',
};

const UNAVAILABLE_MESSAGE: Record<Locale, string> = {
  id: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi.',
  en: 'The service is temporarily unavailable, please try again shortly.',
};
/** Retry-After of a 503 while the database is away: a restart takes seconds. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one error handler: errors thrown on purpose (HttpError) keep their status; validation
 * failures and database data exceptions are 400 with a message; every other error is logged
 * without its data and answered with a bare 500, so no stack trace or SQL text reaches a client.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ ...errorBody(error.statusCode, error.message, error.errors), ...(error.data ? { data: error.data } : {}) });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if ((error as FastifyError).validation) {
    const message = `Invalid request: ${error.message}`;
    return reply.status(400).send(errorBody(400, message));
  }
  if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
  if (isDataException(error)) {
    // Belt and braces: the schema layer (http/validation.ts) should have refused this value, so
    // the log names the route for a schema fix; the client gets a 400, never the SQL text.
    request.log.warn({ err: loggableError(error), route: request.routeOptions.url }, 'database refused a request value');
    // `??`: an app built without the locale plugin (some tests) has no request.locale.
    return reply.status(400).send(errorBody(400, DATA_EXCEPTION_MESSAGE[request.locale] ?? DATA_EXCEPTION_MESSAGE.en));
  }
  if (isDatabaseUnavailable(error) || error instanceof StoreUnavailableError) {
    // The database (or the rate-limit store) is restarting or unreachable: the request may work
    // if retried shortly, and the pool reconnects by itself once it is back.
    // One short line each (no stack): during an outage every request lands here.
    request.log.warn({ code: (error as { code?: string }).code, reason: error.message, route: request.routeOptions.url }, 'service unavailable');
    return reply
      .status(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
      .send(errorBody(503, UNAVAILABLE_MESSAGE[request.locale] ?? UNAVAILABLE_MESSAGE.id));
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return reply.status(500).send(errorBody(500, 'Internal server error'));
}
