import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CredentialModeName, Locale } from '../../common/enums.js';
import type { StaffScope } from '../security/staff.js';
import type { AccessClaims, TokenService } from '../security/tokens.js';
import { HttpError, unauthorized } from './envelope.js';

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

    // Open routes called without a token (pages, files, the catalogue) pay no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const mode = request.routeOptions.config?.auth ?? 'none';
      const bearer = bearerOf(request);
      if (mode === 'none' && !bearer) return done();
      check(request, mode, bearer).then(() => done(), done);
    });
  },
  { name: 'credential-modes' },
);
