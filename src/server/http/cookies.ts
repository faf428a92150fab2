import type { FastifyRequest } from 'fastify';

/**
 * The request's cookies, parsed the first time a handler asks (issue 23): @fastify/cookie runs
 * with `hook: false`, so no request pays for parsing a Cookie header nobody reads. Every reader
 * goes through here; `request.cookies` itself is null until this or reply.setCookie fills it.
 */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  if (request.cookies) return request.cookies;
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  return request.cookies;
}
