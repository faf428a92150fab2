import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '../../../common/enums.js';
import type { OtpConfig, RateLimitRule } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { OtpPurpose } from '../../db/tables/accounts.js';
import { HttpError, badRequest } from '../../http/envelope.js';
import { queueMessage } from '../../messaging/index.js';
import { windowWait } from '../../security/attempts.js';
import { lockAddress } from './claims.js';
import { TooManyAttempts, tooManyAttemptsError } from './limits.js';
import { t } from './messages.js';
import { maskTarget, type Target } from './targets.js';

export interface IssuedOtp {
  /** Where the code went, masked. */
  target: string;
  channel: 'email' | 'sms';
  expiredAt: string;
  /** Seconds before another code may be asked for. */
  resendInSeconds: number;
}

export interface IssueOptions {
  /** Who asks (attempts source, `ip:<address>`): limits count per target and source. */
  source: string;
  /**
   * Runs inside the issuing transaction, under the target's lock, once the limits let the code
   * through and before it is stored (a registration is written with its code or not at all).
   * May answer the student id the code is for.
   */
  within?: (trx: Database) => Promise<number | null | void>;
}

/**
 * One-time codes: 6 digits, stored as an HMAC under the server's key (ctx.secrets, shared by instances), valid `ttlSeconds`, `maxAttempts` wrong tries, one new code per target and
 * purpose every `resendCooldownSeconds`, at most `perTargetAndSource.max` codes per target asked
 * from one address and `perTarget.max` (a higher ceiling) per target from everywhere, per window:
 * one stranger asking for codes cannot use up the owner's. Only the newest code of a target and
 * purpose counts; a used one cannot be used again; wrong guesses use up that code only.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly config: OtpConfig,
    private readonly perTarget: RateLimitRule,
    private readonly hmacKey: Buffer,
    private readonly perTargetAndSource: RateLimitRule = perTarget,
  ) {}

  /** The HMAC key of stored codes: the server's secret (security/keys.ts), never kept in the database. */
  private loadKey(): Promise<Buffer> {
    return Promise.resolve(this.hmacKey);
  }

  private async hash(purpose: OtpPurpose, target: string, code: string): Promise<string> {
    return createHmac('sha256', await this.loadKey())
      .update(`${purpose}\n${target}\n${code}`)
      .digest('hex');
  }

  /**
   * Creates a code and, when `deliver` is true, sends it. With deliver false (an unknown account)
   * the same row is written, so cooldown, limits and the answer are the same either way.
   */
  async issue(target: Target, purpose: OtpPurpose, studentId: number | null, deliver: boolean, locale: Locale, options: IssueOptions): Promise<IssuedOtp> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await this.hash(purpose, target.value, code);
    const cooldown = this.config.resendCooldownSeconds;
    const row = await this.db.transaction().execute(async (trx) => {
      // One issuer per target at a time, so two quick requests cannot both pass the cooldown.
      await lockAddress(trx, target.value);
      const latest = await trx
        .selectFrom('otps')
        .select(sql<number>`extract(epoch from (created_at + make_interval(secs => ${cooldown}) - now()))`.as('wait'))
        .where('target', '=', target.value)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && Number(latest.wait) > 0) {
        const n = Math.ceil(Number(latest.wait));
        throw new TooManyAttempts(t(locale, 'otpCooldown', { n }), n);
      }
      for (const [rule, source] of [
        [this.perTargetAndSource, options.source],
        [this.perTarget, undefined],
      ] as const) {
        const wait = await this.limitWait(trx, target.value, rule, source);
        if (wait > 0) throw tooManyAttemptsError(locale, wait);
      }
      const forStudent = options.within ? await options.within(trx) : undefined;
      if (typeof forStudent === 'number') studentId = forStudent;
      // Queued with the code, in its transaction: a rolled-back registration sends nothing. The worker sends it after commit.
      if (deliver) {
        const minutes = Math.round(this.config.ttlSeconds / 60);
        await queueMessage(trx, { channel: target.channel, to: target.value, template: 'otp', params: { purpose, code, minutes }, locale });
      }
      return trx
        .insertInto('otps')
        .values({
          channel: target.channel,
          target: target.value,
          purpose,
          student_id: studentId,
          code_hash: codeHash,
          source: options.source,
          expires_at: sql<Date>`now() + make_interval(secs => ${this.config.ttlSeconds})`,
        })
        .returning(['expires_at'])
        .executeTakeFirstOrThrow();
    });
    return { target: maskTarget(target), channel: target.channel, expiredAt: new Date(row.expires_at).toISOString(), resendInSeconds: cooldown };
  }

  /** Seconds until the target (asked from `source`, or from anywhere) may get another code under `rule`; 0 = now. */
  private async limitWait(trx: Database, target: string, rule: RateLimitRule, source: string | undefined): Promise<number> {
    const inWindow = () => {
      let q = trx
        .selectFrom('otps')
        .where('target', '=', target)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`);
      if (source !== undefined) q = q.where('source', '=', source);
      return q;
    };
    return windowWait(inWindow, rule);
  }

  /**
   * Checks a code against the newest one of the target and purpose and uses it up. Throws 400 for
   * a wrong, expired, used or spent code (too many wrong guesses: that code is dead, a new one may
   * be asked for). Returns the student the code was made for (null when made without one).
   */
  async consume(target: Target, purpose: OtpPurpose, code: string, locale: Locale): Promise<{ studentId: number | null }> {
    const given = Buffer.from(await this.hash(purpose, target.value, code), 'hex');
    const max = this.config.maxAttempts;
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('otps')
        .select(['id', 'code_hash', 'attempts', 'consumed_at', 'student_id', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('target', '=', target.value)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.consumed_at || row.expired) return { error: badRequest(t(locale, 'otpExpired')) };
      if (row.attempts >= max) return { error: badRequest(t(locale, 'otpLocked')) };
      const stored = Buffer.from(row.code_hash, 'hex');
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
        const attempts = row.attempts + 1;
        await trx.updateTable('otps').set({ attempts }).where('id', '=', row.id).execute();
        const left = max - attempts;
        return { error: badRequest(left > 0 ? t(locale, 'otpWrong', { n: left }) : t(locale, 'otpLocked')) };
      }
      await trx
        .updateTable('otps')
        .set({ consumed_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
      return { studentId: row.student_id };
    });
    // Thrown outside the transaction so the attempt count is committed.
    if ('error' in outcome && outcome.error instanceof HttpError) throw outcome.error;
    return { studentId: (outcome as { studentId: number | null }).studentId };
  }
}
