import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { cookiesOf } from '../../http/cookies.js';
import { newOpaqueToken } from '../../security/refresh-tokens.js';
import type { Target } from './targets.js';

/** Name of the cookie that marks a browser which once signed in to an account. */
export const DEVICE_COOKIE = 'lm_device';
/** A device stays proven this long after its last sign-in. */
export const DEVICE_TRUST_DAYS = 180;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Proven devices. A successful sign-in (any method) sets a long-lived random cookie (HttpOnly,
 * SameSite=Lax) and records its sha256 for that account. A later password sign-in to the same
 * account from that browser is counted per device instead of per address and is not held by the
 * account-wide failure ceiling, so a stranger guessing from many addresses cannot keep the owner
 * out. The cookie grants no access by itself: the right password is still needed.
 */
export class TrustedDevices {
  constructor(private readonly db: Database) {}

  /** The device token a request carries, when it has the right shape. */
  static tokenOf(request: FastifyRequest): string | null {
    const value = cookiesOf(request)[DEVICE_COOKIE];
    return value && TOKEN_SHAPE.test(value) ? value : null;
  }

  /** The attempt-counter source of a device token (never the token itself). */
  static sourceOf(token: string): string {
    return `device:${sha256(token).slice(0, 32)}`;
  }

  /**
   * Whether the token was proven for the account of this e-mail address or proven phone number.
   * Asked for known and unknown addresses alike (one query either way), so the answer time tells
   * nothing.
   */
  async isTrusted(token: string | null, target: Target): Promise<boolean> {
    if (!token) return false;
    let q = this.db
      .selectFrom('trusted_devices as d')
      .innerJoin('students as s', 's.id', 'd.student_id')
      .select('d.student_id')
      .where('d.token_hash', '=', sha256(token))
      .where('s.deleted_at', 'is', null)
      .where('d.last_used_at', '>', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`);
    q = target.channel === 'email' ? q.where('s.email', '=', target.value) : q.where('s.phone', '=', target.value).where('s.phone_verified_at', 'is not', null);
    const row = await q.executeTakeFirst();
    return !!row;
  }

  /** After a successful sign-in: proves this browser for the account and (re)sets its cookie. */
  async remember(request: FastifyRequest, reply: FastifyReply, studentId: number): Promise<void> {
    const token = TrustedDevices.tokenOf(request) ?? newOpaqueToken();
    await this.db
      .insertInto('trusted_devices')
      .values({ token_hash: sha256(token), student_id: studentId })
      .onConflict((oc) => oc.columns(['token_hash', 'student_id']).doUpdateSet({ last_used_at: sql<Date>`now()` }))
      .execute();
    if (Math.random() < 0.01) {
      // Now and then forget devices whose trust has run out (clients without cookies make one per sign-in).
      await this.db
        .deleteFrom('trusted_devices')
        .where('last_used_at', '<', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
        .execute();
    }
    reply.setCookie(DEVICE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: DEVICE_TRUST_DAYS * 24 * 60 * 60,
    });
  }
}
