import type { AppContext } from '../../context.js';
import { prakerjaPlatformOf } from '../../config.js';
import type { Database } from '../../db/index.js';

/**
 * The Prakerja platform adapter (issue 19): the platform that issued a card holder's voucher code
 * and redeem code says whether the pair is good, and marks it used when the redeem completes.
 * Chosen by PRAKERJA_PLATFORM (config.ts prakerjaPlatformOf), as the payment gateway is: the local
 * sandbox by default outside production, none ('off') otherwise until a live adapter exists.
 * Callers never hold a transaction or a lock across these calls (claim, call, record).
 */

export type PlatformRefusal = 'unknown' | 'used' | 'mismatch';
export type PlatformAnswer = { ok: true; contentId: number } | { ok: false; reason: PlatformRefusal };

export interface PrakerjaPlatform {
  /** Whether the pair may be redeemed (nothing is changed). */
  check(voucherCode: string, redeemCode: string): Promise<PlatformAnswer>;
  /** Uses the pair, once: a pair used meanwhile (here or elsewhere) answers 'used'. */
  redeem(voucherCode: string, redeemCode: string, now: Date): Promise<PlatformAnswer>;
  /** Where the card holder continues: the platform's confirmation, which returns to `callbackUrl`. */
  continueUrl(callbackUrl: string): string;
}

/** The platform could not be asked (down, not configured): nothing was decided. */
export class PlatformUnavailable extends Error {}

/**
 * The local sandbox: knows the pairs in prakerja_sandbox_codes (seeded, docs/decisions.md) and
 * refuses unknown voucher codes, redeem codes that do not belong to the voucher code and pairs
 * already used. It has no confirmation page of its own: the card holder goes straight back.
 */
export class SandboxPrakerjaPlatform implements PrakerjaPlatform {
  constructor(private readonly db: Database) {}

  async check(voucherCode: string, redeemCode: string): Promise<PlatformAnswer> {
    const row = await this.db.selectFrom('prakerja_sandbox_codes').selectAll().where('voucher_code', '=', voucherCode).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.redeem_code !== redeemCode) return { ok: false, reason: 'mismatch' };
    if (row.used_at !== null) return { ok: false, reason: 'used' };
    return { ok: true, contentId: row.content_id };
  }

  async redeem(voucherCode: string, redeemCode: string, now: Date): Promise<PlatformAnswer> {
    const used = await this.db
      .updateTable('prakerja_sandbox_codes')
      .set({ used_at: now })
      .where('voucher_code', '=', voucherCode)
      .where('redeem_code', '=', redeemCode)
      .where('used_at', 'is', null)
      .returning('content_id')
      .executeTakeFirst();
    return used ? { ok: true, contentId: used.content_id } : this.check(voucherCode, redeemCode);
  }

  continueUrl(callbackUrl: string): string {
    return callbackUrl;
  }
}

/** No platform configured: every call is unavailable. */
class NoPlatform implements PrakerjaPlatform {
  check(): Promise<PlatformAnswer> {
    return Promise.reject(new PlatformUnavailable('PRAKERJA_PLATFORM is off'));
  }
  redeem(): Promise<PlatformAnswer> {
    return Promise.reject(new PlatformUnavailable('PRAKERJA_PLATFORM is off'));
  }
  continueUrl(callbackUrl: string): string {
    return callbackUrl;
  }
}

/** The adapter the configuration names. */
export function prakerjaPlatform(ctx: Pick<AppContext, 'db' | 'config'>): PrakerjaPlatform {
  return prakerjaPlatformOf(ctx.config) === 'sandbox' ? new SandboxPrakerjaPlatform(ctx.db) : new NoPlatform();
}
