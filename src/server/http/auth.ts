import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CredentialModeName, Locale } from '../../common/enums.js';
import type { StaffScope } from '../security/staff.js';
import type { AccessClaims, TokenService } from '../security/tokens.js';
import { HttpError, unauthorized } from './envelope.js';
import { hooksOf } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Credential mode of the route (spec section 6). Routes without one are 'none'. */
    auth?: CredentialModeName;
  }
  interface FastifyRequest {
    /** The signed-in student, when the request carried a valid bearer token. */
    student: AccessClaims | null;
    /** When that token expires (set with `student`, by the credential hook alone): a stream ends then. */
    studentTokenExpiresAt: Date | null;
    /** The anonymous public client authenticated with Basic credentials. */
    isPublicClient: boolean;
    /** On a 'staff' route: the signed-in account's staff scope (the hook refused anyone without one). */
    staff: (StaffScope & { studentId: number }) | null;
  }
}

const NOT_STAFF: Record<Locale, string> = { id: 'Panggilan ini khusus petugas acara.', en: 'This call is for event staff.' };

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const hasBearer = (request: FastifyRequest) => request.headers.authorization?.startsWith('Bearer ') === true;
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

function setNoStore(reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
const alwaysNoStore: onSendHookHandler = function alwaysNoStore(_request, reply, payload, done) {
  setNoStore(reply);
  done(null, payload);
};
const noStoreWithBearer: onSendHookHandler = function noStoreWithBearer(request, reply, payload, done) {
  if (hasBearer(request)) setNoStore(reply);
  done(null, payload);
};
const noStoreUnlessPublicRead: onSendHookHandler = function noStoreUnlessPublicRead(request, reply, payload, done) {
  if (hasBearer(request) || !isRead(request.method)) setNoStore(reply);
  done(null, payload);
};

/**
 * Answers that carry tokens or a student's own data must never be stored by a browser or proxy:
 * every call made with a bearer token, every authenticated or staff route and every write. An
 * answer that sets its own Cache-Control (public catalogue, static files) keeps it. Which of the
 * three checks a route needs is known when it is registered.
 */
export function noStoreFor(method: HTTPMethods | HTTPMethods[], mode: CredentialModeName): onSendHookHandler {
  if (mode === 'authenticated' || mode === 'staff') return alwaysNoStore;
  if (Array.isArray(method)) return noStoreUnlessPublicRead;
  return isRead(method) ? noStoreWithBearer : alwaysNoStore;
}

export function parseBasic(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  return { id: decoded.slice(0, i), secret: decoded.slice(i + 1) };
}

export function bearerOf(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h?.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token || null;
}

/**
 * Enforces each route's credential mode: none, basic (public client id + secret), authenticated
 * (valid student bearer token), both (bearer if present, else basic) or staff (a valid student
 * bearer token of an account with the staff role: 401 without a valid token, 403 without the role).
 * The mode is the matched route's, never read from the URL.
 */
export const credentialModes = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; publicClient: { id: string; secret: string }; staffOf?: (studentId: number) => Promise<StaffScope | null> }) => {
    app.decorateRequest('student', null);
    app.decorateRequest('staff', null);
    app.decorateRequest('studentTokenExpiresAt', null);
    app.decorateRequest('isPublicClient', false);

    const isPublic = (request: FastifyRequest) => {
      const basic = parseBasic(request.headers.authorization);
      return !!basic && safeEqual(basic.id, opts.publicClient.id) && safeEqual(basic.secret, opts.publicClient.secret);
    };

    /** The token's claims and expiry on the request (the one place they are read), or null. */
    const recognise = async (request: FastifyRequest, bearer: string): Promise<boolean> => {
      const inspected = await opts.tokens.inspectAccessToken(bearer);
      if (!inspected) return false;
      request.student = inspected.claims;
      request.studentTokenExpiresAt = new Date(inspected.expiredAt);
      return true;
    };

    const check = async (request: FastifyRequest, mode: CredentialModeName, bearer: string | null) => {
      if (mode === 'none') {
        // Still recognise a student on open routes (e.g. logout, check-access-token) without requiring one.
        if (bearer) await recognise(request, bearer);
        return;
      }
      if (mode === 'staff') {
        if (!bearer) throw unauthorized('Sign in to continue');
        if (!(await recognise(request, bearer))) throw unauthorized('Access token is invalid or expired');
        const studentId = Number(request.student?.sub);
        const scope = opts.staffOf && Number.isInteger(studentId) && studentId > 0 ? await opts.staffOf(studentId) : null;
        if (!scope) throw new HttpError(403, NOT_STAFF[request.locale]);
        request.staff = { ...scope, studentId };
        return;
      }
      if (bearer && (mode === 'authenticated' || mode === 'both')) {
        if (!(await recognise(request, bearer))) throw unauthorized('Access token is invalid or expired');
        return;
      }
      if (mode === 'authenticated') throw unauthorized('Sign in to continue');
      if (isPublic(request)) {
        request.isPublicClient = true;
        return;
      }
      throw unauthorized(bearer && mode === 'basic' ? 'This call takes the public client credentials' : 'Client credentials are missing or wrong');
    };

    /** An open route ('none'): a student is recognised when a token comes, and none is required. */
    function recogniseStudent(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
      const bearer = bearerOf(request);
      if (!bearer) return done();
      check(request, 'none', bearer).then(() => done(), done);
    }
    const checkFor = (mode: CredentialModeName) =>
      function checkCredentials(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
        check(request, mode, bearerOf(request)).then(() => done(), done);
      };

    // Decided once per route, not per request (issue 23): only a route of the contract has a
    // credential mode, and only its handlers read request.student / isPublicClient / staff. A page,
    // a file or a tool route reads none of them and pays nothing. The check runs before the route's
    // own onRequest hooks (the per-address limits), as it did when it was global.
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth;
      route.onSend = [...hooksOf(route.onSend), noStoreFor(route.method, mode ?? 'none')];
      if (mode === undefined) return;
      route.onRequest = [mode === 'none' ? recogniseStudent : checkFor(mode), ...hooksOf(route.onRequest)];
    });
  },
  { name: 'credential-modes' },
);
