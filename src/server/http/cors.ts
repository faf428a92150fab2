/**
 * CORS for the API only, attached to each API route when it is registered (issue 23). The desktop
 * app's page (app://belajar) and the dev server call the API cross-origin; the website's own answers
 * (its pages, the build's files, robots.txt) are navigated to or loaded by tags from the same origin
 * and need none. @fastify/cors was a global onRequest hook: every answer, pages and assets
 * included, read `request.routeOptions` twice and spread its options (about 4 % of the plain route's
 * CPU). This is the same protocol with the options fixed at start, for the options the app uses:
 * a list of allowed origins (or '*'), no credentials, the API's methods, the requested headers
 * reflected, a max age. `cors.test.ts` checks it answers exactly as @fastify/cors did.
 *
 * - API routes (by their URL's prefix) get `corsHeaders` as their first onRequest hook (before the
 *   credential check and the per-address limits: a 401 or 429 must be readable by the page).
 * - Preflights: one `OPTIONS *` route, as @fastify/cors registers, answering for every path as
 *   before (204 with the preflight headers, 400 without Origin or Access-Control-Request-Method).
 * - The 404 answers of API paths (the not-found handler, the page route's API branch) call
 *   `corsHeaders` themselves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_METHODS } from '../../common/contract/endpoint.js';
import { hooksOf } from './route-hooks.js';

export interface CorsOptions {
  /** Allowed origins; '*' among them allows any. */
  origin: readonly string[];
  /** Access-Control-Max-Age of a preflight, in seconds. */
  maxAge?: number;
  /** The URL prefixes of the routes that take part (the API's). */
  prefixes: readonly string[];
}

/**
 * The methods a preflight allows: every method of the API (HEAD with GET). @fastify/cors's default
 * (GET,HEAD,POST) refused the desktop app's PUT and DELETE calls (position reports, cart removal),
 * which come from app://belajar, so cross-origin, and need a preflight.
 */
export const ALLOWED_METHODS = ['HEAD', ...HTTP_METHODS].join(',');
/** @fastify/cors's success status of a preflight, kept. */
const PREFLIGHT_STATUS = 204;

/** Adds a field name to Vary unless it is there (or Vary is '*'), as @fastify/cors's vary.js does. */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', name);
    return;
  }
  const value = String(current);
  if (value === '*') return;
  const lower = name.toLowerCase();
  if (value.split(',').some((part) => part.trim().toLowerCase() === lower)) return;
  reply.header('vary', `${value}, ${name}`);
}

export interface Cors {
  /** The CORS headers of an answer to `request` (Vary: Origin; the origin echoed when allowed). */
  corsHeaders(request: FastifyRequest, reply: FastifyReply): void;
  /** Whether a route URL is one of the API's. */
  isCorsPath(url: string): boolean;
}

export function createCors({ origin, prefixes }: Pick<CorsOptions, 'origin' | 'prefixes'>): Cors {
  const any = origin.includes('*');
  const allowed = new Set(origin);
  const corsHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
    // A list of origins: the answer depends on the request's Origin (fetch spec, CORS and HTTP caches).
    if (!any) addVary(reply, 'Origin');
    const from = request.headers.origin;
    if (any) reply.header('access-control-allow-origin', '*');
    else if (from !== undefined && allowed.has(from)) reply.header('access-control-allow-origin', from);
  };
  return {
    corsHeaders,
    isCorsPath: (url: string) => prefixes.some((p) => url.startsWith(p)),
  };
}

/** The route-level hook: CORS headers, then on. */
function corsHook(cors: Cors) {
  return function corsHeaders(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    cors.corsHeaders(request, reply);
    done();
  };
}

/**
 * Registers the route-level CORS on every API route registered after it, and the preflight route.
 * Register it before the modules (its onRoute hook sees only later routes) and after the credential
 * plugin (each onRoute prepends: the later one runs first on a request).
 */
export const apiCors = fp(
  async (app: FastifyInstance, options: CorsOptions) => {
    const cors = createCors(options);
    const hook = corsHook(cors);
    app.addHook('onRoute', (route) => {
      if (route.url === '*' || !cors.isCorsPath(route.url)) return;
      route.onRequest = [hook, ...hooksOf(route.onRequest)];
    });
    // Every preflight, whatever the path, as @fastify/cors answered it (its `OPTIONS *` route and hook).
    app.options('*', { schema: { hide: true } }, async (request, reply) => {
      cors.corsHeaders(request, reply);
      if (!request.headers.origin || !request.headers['access-control-request-method']) return reply.status(400).type('text/plain').send('Invalid Preflight Request');
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      addVary(reply, 'Access-Control-Request-Headers');
      const requested = request.headers['access-control-request-headers'];
      if (requested !== undefined) reply.header('access-control-allow-headers', requested);
      if (options.maxAge !== undefined) reply.header('access-control-max-age', String(options.maxAge));
      return reply.status(PREFLIGHT_STATUS).header('content-length', '0').send();
    });
  },
  { name: 'api-cors' },
);
