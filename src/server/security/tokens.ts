import { SignJWT, importJWK, jwtVerify, type JWK, type CryptoKey } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/index.js';

/**
 * Access tokens: short-lived ES256 JWTs, signed with the server's key (security/keys.ts: from the
 * environment, shared by every instance, or from the data folder on the embedded default).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'learning-marketplace';
export const TOKEN_AUDIENCE = 'student';

export interface AccessClaims {
  /** Student id. */
  sub: string;
  /** Refresh-token family (session), so logout can revoke the pair. Tokens without one are refused. */
  sid?: string;
}

/** How many verified tokens an instance remembers (a token is about 300 bytes). */
const VERIFIED_TOKENS = 20_000;

export class TokenService {
  private keys?: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey; kid: string }>;
  /**
   * Tokens whose signature is known good (this instance signed or verified them), until they
   * expire: the ES256 check took about 8 % of the server's CPU under the checkout bench. The
   * session is still checked on every request, so a revocation takes effect at once.
   */
  private readonly verified = new LRUCache<string, { claims: AccessClaims; exp: number }>({ max: VERIFIED_TOKENS });
  /** Session checks running now, by session and student: see sessionIsActive. */
  private readonly sessionChecks = new Map<string, Promise<boolean>>();
  constructor(
    private readonly db: Database,
    private readonly signingJwk: JWK & { kid: string },
  ) {}

  private loadKeys() {
    this.keys ??= (async () => {
      const { d: _d, ...publicJwk } = this.signingJwk;
      const privateKey = (await importJWK(this.signingJwk, 'ES256')) as CryptoKey;
      const publicKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
      return { privateKey, publicKey, kid: this.signingJwk.kid };
    })();
    return this.keys;
  }

  async signAccessToken(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<{ token: string; expiredAt: string }> {
    const { privateKey, kid } = await this.loadKeys();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT(claims.sid ? { sid: claims.sid } : {})
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(claims.sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(privateKey);
    this.verified.set(token, { claims: { sub: claims.sub, sid: claims.sid }, exp });
    return { token, expiredAt: new Date(exp * 1000).toISOString() };
  }

  /**
   * Returns the claims of a valid token, or null when it is malformed, forged or expired, or when
   * its session (sid) was revoked: by logout, a refresh-token reuse, a password reset or account deletion.
   */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    return (await this.inspectAccessToken(token))?.claims ?? null;
  }

  /** Like verifyAccessToken, also giving the expiry (check-access-token answers it). */
  async inspectAccessToken(token: string): Promise<{ claims: AccessClaims; expiredAt: string } | null> {
    let claims: AccessClaims;
    let exp: number;
    const known = this.verified.get(token);
    if (known && known.exp > Date.now() / 1000) ({ claims, exp } = known);
    else {
      const { publicKey } = await this.loadKeys();
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ['ES256'] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        claims = { sub: payload.sub, sid: typeof payload.sid === 'string' ? payload.sid : undefined };
        exp = payload.exp;
      } catch {
        return null;
      }
      this.verified.set(token, { claims, exp });
    }
    // Every token we issue names its session; one without (or with a revoked one) is refused, so
    // logout, a password reset or account deletion ends every token at once.
    if (claims.sid === undefined || !(await this.sessionIsActive(claims.sid, claims.sub))) return null;
    return { claims, expiredAt: new Date(exp * 1000).toISOString() };
  }

  /**
   * The student id of a token this server signed, even when it has expired up to `maxAgeSeconds`
   * ago (the old refresh call sends the stale access token with the refresh token). null when the
   * signature, issuer or audience is wrong.
   */
  async subjectOfSignedToken(token: string, maxAgeSeconds: number): Promise<string | null> {
    const { publicKey } = await this.loadKeys();
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: ['ES256'],
        clockTolerance: maxAgeSeconds,
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  /**
   * Concurrent checks of one session share one query (a double click, a page's parallel calls):
   * nothing is remembered once it answers, so a revocation is seen by every request that arrives
   * after the query that follows it started.
   */
  private sessionIsActive(sid: string, sub: string): Promise<boolean> {
    if (!UUID.test(sid) || !/^\d{1,10}$/.test(sub)) return Promise.resolve(false);
    const key = `${sid}:${sub}`;
    const running = this.sessionChecks.get(key);
    if (running) return running;
    const check = this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sid)
      .where('student_id', '=', Number(sub))
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
      .then((row) => !!row)
      .finally(() => this.sessionChecks.delete(key));
    this.sessionChecks.set(key, check);
    return check;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
