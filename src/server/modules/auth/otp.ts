import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '../../../common/enums.js';
import type { OtpConfig, RateLimitRule } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { OtpPurpose } from '../../db/tables/accounts.js';
import { HttpError, badRequest, tooManyRequests } from '../../http/envelope.js';
import type { Messenger } from '../../messaging/index.js';
import { t, tooManyAttempts } from './messages.js';
import { maskTarget, type Target } from './targets.js';

const KEY_SETTING = 'auth.otpKey';

export interface IssuedOtp {
  /** Where the code went, masked. */
  target: string;
  channel: 'email' | 'sms';
  expiredAt: string;
  /** Seconds before another code may be asked for. */
  resendInSeconds: number;
}

const TEXTS: Record<OtpPurpose, Record<Locale, { subject: string; line: string }>> = {
  login: {
    id: { subject: 'Kode masuk Belajar', line: 'Kode untuk masuk ke akun Belajar Anda' },
    en: { subject: 'Your Belajar sign-in code', line: 'The code to sign in to your Belajar account' },
  },
  signup: {
    id: { subject: 'Kode pendaftaran Belajar', line: 'Kode untuk mendaftar di Belajar' },
    en: { subject: 'Your Belajar sign-up code', line: 'The code to sign up for Belajar' },
  },
  reset: {
    id: { subject: 'Atur ulang kata sandi Belajar', line: 'Kode untuk mengatur ulang kata sandi akun Belajar Anda' },
    en: { subject: 'Reset your Belajar password', line: 'The code to reset the password of your Belajar account' },
  },
  verify: {
    id: { subject: 'Kode verifikasi Belajar', line: 'Kode untuk memverifikasi kontak Anda di Belajar' },
    en: { subject: 'Your Belajar verification code', line: 'The code to verify your contact details at Belajar' },
  },
};

function messageText(purpose: OtpPurpose, locale: Locale, code: string, minutes: number) {
  const text = TEXTS[purpose][locale];
  const body =
    locale === 'en'
      ? `${text.line}: ${code}\nIt is valid for ${minutes} minutes. Never share this code with anyone, Belajar staff included.`
      : `${text.line}: ${code}\nBerlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak Belajar.`;
  return { subject: `${text.subject}: ${code}`, body };
}

/**
 * One-time codes: 6 digits, stored as an HMAC under a server key (shared by instances through the
 * settings table), valid `ttlSeconds`, `maxAttempts` wrong tries, one new code per target and
 * purpose every `resendCooldownSeconds`, and at most `perTarget.max` codes per target per window.
 * Only the newest code of a target and purpose counts; a used one cannot be used again.
 */
export class OtpService {
  private key?: Promise<Buffer>;
  constructor(
    private readonly db: Database,
    private readonly messenger: Messenger,
    private readonly config: OtpConfig,
    private readonly perTarget: RateLimitRule,
  ) {}

  private loadKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const candidate = randomBytes(32).toString('hex');
      await sql`insert into settings (key, value) values (${KEY_SETTING}, ${JSON.stringify(candidate)}::jsonb) on conflict (key) do nothing`.execute(this.db);
      const row = await this.db.selectFrom('settings').select('value').where('key', '=', KEY_SETTING).executeTakeFirstOrThrow();
      return Buffer.from(String(row.value), 'hex');
    })();
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }

  private async hash(purpose: OtpPurpose, target: string, code: string): Promise<string> {
    return createHmac('sha256', await this.loadKey()).update(`${purpose}\n${target}\n${code}`).digest('hex');
  }

  /**
   * Creates a code and, when `deliver` is true, sends it. With deliver false (an unknown account)
   * the same row is written, so cooldown, limits and the answer are the same either way.
   */
  async issue(target: Target, purpose: OtpPurpose, studentId: number | null, deliver: boolean, locale: Locale): Promise<IssuedOtp> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await this.hash(purpose, target.value, code);
    const cooldown = this.config.resendCooldownSeconds;
    const row = await this.db.transaction().execute(async (trx) => {
      // One issuer per target at a time, so two quick requests cannot both pass the cooldown.
      await sql`select pg_advisory_xact_lock(hashtext(${`otp:${target.value}`}))`.execute(trx);
      const latest = await trx
        .selectFrom('otps')
        .select(sql<number>`extract(epoch from (created_at + make_interval(secs => ${cooldown}) - now()))`.as('wait'))
        .where('target', '=', target.value)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && Number(latest.wait) > 0) throw tooManyRequests(t(locale, 'otpCooldown', { n: Math.ceil(Number(latest.wait)) }));
      const recent = await trx
        .selectFrom('otps')
        .select([
          (eb) => eb.fn.countAll<number>().as('count'),
          sql<number>`extract(epoch from (min(created_at) + make_interval(secs => ${this.perTarget.windowSeconds}) - now()))`.as('retry'),
        ])
        .where('target', '=', target.value)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${this.perTarget.windowSeconds})`)
        .executeTakeFirstOrThrow();
      if (Number(recent.count) >= this.perTarget.max) throw tooManyRequests(tooManyAttempts(locale, Number(recent.retry)));
      return trx
        .insertInto('otps')
        .values({
          channel: target.channel,
          target: target.value,
          purpose,
          student_id: studentId,
          code_hash: codeHash,
          expires_at: sql<Date>`now() + make_interval(secs => ${this.config.ttlSeconds})`,
        })
        .returning(['expires_at'])
        .executeTakeFirstOrThrow();
    });
    if (deliver) {
      const { subject, body } = messageText(purpose, locale, code, Math.round(this.config.ttlSeconds / 60));
      if (target.channel === 'email') await this.messenger.sendEmail({ to: target.value, subject, text: body });
      else await this.messenger.sendSms({ to: target.value, text: body });
    }
    return { target: maskTarget(target), channel: target.channel, expiredAt: new Date(row.expires_at).toISOString(), resendInSeconds: cooldown };
  }

  /**
   * Checks a code against the newest one of the target and purpose and uses it up. Throws 400 for
   * a wrong, expired or used code and 429 once the attempts are spent. Returns the student the code
   * was made for (null when it was made without one).
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
      if (row.attempts >= max) return { error: tooManyRequests(t(locale, 'otpLocked')) };
      const stored = Buffer.from(row.code_hash, 'hex');
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
        const attempts = row.attempts + 1;
        await trx.updateTable('otps').set({ attempts }).where('id', '=', row.id).execute();
        const left = max - attempts;
        return { error: badRequest(left > 0 ? t(locale, 'otpWrong', { n: left }) : t(locale, 'otpLocked')) };
      }
      await trx.updateTable('otps').set({ consumed_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
      return { studentId: row.student_id };
    });
    // Thrown outside the transaction so the attempt count is committed.
    if ('error' in outcome && outcome.error instanceof HttpError) throw outcome.error;
    return { studentId: (outcome as { studentId: number | null }).studentId };
  }
}
