import { validateNewPassword } from '../../../common/validation.js';
import { sql, type Selectable } from 'kysely';
import type { CheckAccessTokenResult, OtpSent, StudentSummary, TokenResult } from '../../../common/accounts.js';
import type { Locale } from '../../../common/enums.js';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { StudentsTable } from '../../db/tables/accounts.js';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../../http/envelope.js';
import type { AccessClaims } from '../../security/tokens.js';
import type { Accounts } from './accounts.js';
import { t, tooManyAttempts } from './messages.js';
import { PROVIDER_NAMES, InvalidIdTokenError, ProviderUnavailableError, type Provider } from './social.js';
import { normalizeEmail, normalizePhone, parseEmailOrPhone, type Target } from './targets.js';

export type StudentRow = Selectable<StudentsTable>;

const DEVICE_ID = 1;

// ---------------------------------------------------------------- helpers

export function summaryOf(row: Pick<StudentRow, 'id' | 'full_name' | 'email' | 'phone' | 'avatar_url'>): StudentSummary {
  return { id: row.id, fullName: row.full_name, email: row.email, phone: row.phone, avatarUrl: row.avatar_url };
}

function activeStudents(db: Database) {
  return db.selectFrom('students').selectAll().where('deleted_at', 'is', null);
}

export async function findActiveStudent(db: Database, id: number): Promise<StudentRow | undefined> {
  return activeStudents(db).where('id', '=', id).executeTakeFirst();
}

async function findByTarget(db: Database, target: Target): Promise<StudentRow | undefined> {
  return activeStudents(db)
    .where(target.channel === 'email' ? 'email' : 'phone', '=', target.value)
    .executeTakeFirst();
}

/** The student id of the claims, or 401 when it is not a number. */
export function studentIdOf(claims: AccessClaims | null, locale: Locale): number {
  const id = Number(claims?.sub);
  if (!claims || !Number.isInteger(id) || id <= 0) throw unauthorized(t(locale, 'accountGone'));
  return id;
}

function isUniqueViolation(err: unknown): err is { code: string; message: string; detail?: string; constraint?: string } {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

function takenMessage(err: { message: string; detail?: string; constraint?: string }, locale: Locale) {
  const text = `${err.constraint ?? ''} ${err.detail ?? ''} ${err.message}`;
  return t(locale, /phone/.test(text) ? 'phoneTaken' : 'emailTaken');
}

function limited(locale: Locale, retryAfterSeconds: number): HttpError {
  return tooManyRequests(tooManyAttempts(locale, retryAfterSeconds));
}

async function takeAttempt(a: Accounts, scope: 'login' | 'reset-request' | 'change-password', key: string, rule: RateLimitRule, locale: Locale) {
  const ticket = await a.attempts.take(scope, key, rule);
  if (!ticket.allowed) throw limited(locale, ticket.retryAfterSeconds);
  return ticket;
}

function requireTarget(input: string, kind: 'email' | 'phone' | 'either', locale: Locale): Target {
  if (kind === 'email') {
    const email = normalizeEmail(input);
    if (!email) throw badRequest(t(locale, 'invalidEmail'));
    return { channel: 'email', value: email };
  }
  if (kind === 'phone') {
    const phone = normalizePhone(input);
    if (!phone) throw badRequest(t(locale, 'invalidPhone'));
    return { channel: 'sms', value: phone };
  }
  const target = parseEmailOrPhone(input);
  if (!target) throw badRequest(t(locale, 'invalidEmailOrPhone'));
  return target;
}

/** Opens a session (refresh-token family) and signs its first access token. */
export async function issueTokens(a: Accounts, student: StudentRow, deviceId = DEVICE_ID): Promise<TokenResult> {
  const { familyId, refreshToken } = await a.refresh.open(student.id, deviceId);
  const accessToken = await a.ctx.tokens.signAccessToken({ sub: String(student.id), sid: familyId }, a.ctx.config.accessTokenTtlSeconds);
  return { accessToken, refreshToken, student: summaryOf(student) };
}

async function markVerified(db: Database, student: StudentRow, channel: 'email' | 'sms'): Promise<StudentRow> {
  const column = channel === 'email' ? 'email_verified_at' : 'phone_verified_at';
  if (student[column]) return student;
  return db
    .updateTable('students')
    .set({ [column]: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', student.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- register and password sign-in

export interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
  phone?: string;
}

/** New passwords follow the same policy as the sign-up form (src/common/validation.ts). */
function requireStrongPassword(password: string, locale: Locale) {
  if (validateNewPassword(password) !== null) throw badRequest(t(locale, 'weakPassword'));
}

export async function register(a: Accounts, input: RegisterInput, locale: Locale): Promise<TokenResult> {
  const { db } = a.ctx;
  const email = requireTarget(input.email, 'email', locale).value;
  const phone = input.phone ? requireTarget(input.phone, 'phone', locale).value : null;
  const fullName = input.fullName.trim();
  if (await activeStudents(db).where('email', '=', email).executeTakeFirst()) throw conflict(t(locale, 'emailTaken'));
  if (phone && (await activeStudents(db).where('phone', '=', phone).executeTakeFirst())) throw conflict(t(locale, 'phoneTaken'));
  if (input.password) requireStrongPassword(input.password, locale);
  const passwordHash = await a.passwords.hash(input.password);
  let student: StudentRow;
  try {
    student = await db
      .insertInto('students')
      .values({ email, phone, password_hash: passwordHash, full_name: fullName })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(takenMessage(err, locale));
    throw err;
  }
  return issueTokens(a, student);
}

export async function loginByEmail(a: Accounts, emailInput: string, password: string, locale: Locale): Promise<TokenResult> {
  const { db, config } = a.ctx;
  const email = normalizeEmail(emailInput);
  if (!email) throw unauthorized(t(locale, 'invalidCredentials'));
  await takeAttempt(a, 'login', email, config.rateLimits.loginFailuresPerAccount, locale);
  const student = await activeStudents(db).where('email', '=', email).executeTakeFirst();
  if (!student?.password_hash) {
    // Same work and the same answer as a wrong password: the answer does not tell whether the address is registered.
    await a.passwords.burn(password);
    throw unauthorized(t(locale, 'invalidCredentials'));
  }
  if (!(await a.passwords.verify(student.password_hash, password))) throw unauthorized(t(locale, 'invalidCredentials'));
  // Right password: this attempt and earlier failures are forgotten.
  await a.attempts.clear('login', email);
  if (a.passwords.needsRehash(student.password_hash)) {
    const upgraded = await a.passwords.hash(password);
    await db.updateTable('students').set({ password_hash: upgraded }).where('id', '=', student.id).execute();
  }
  return issueTokens(a, student);
}

// ---------------------------------------------------------------- one-time codes

export type OtpKind = 'email' | 'phone';

/**
 * auth/request-{kind}-otp. Without a signed-in student (or with purpose 'login') it is a sign-in
 * code: sent only when an account has that address, with the same answer either way. With a
 * signed-in student (purpose 'verify') it verifies an address the student wants on the account.
 */
export async function requestKindOtp(
  a: Accounts,
  kind: OtpKind,
  value: string,
  purpose: 'login' | 'verify',
  claims: AccessClaims | null,
  locale: Locale,
): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(value, kind, locale);
  const { db } = a.ctx;
  if (purpose === 'verify') {
    if (!claims) throw unauthorized(t(locale, 'otpSignInNeeded', { kind }));
    const studentId = studentIdOf(claims, locale);
    const owner = await findByTarget(db, target);
    if (owner && owner.id !== studentId) throw conflict(t(locale, target.channel === 'email' ? 'emailTaken' : 'phoneTaken'));
    const result = await a.otp.issue(target, 'verify', studentId, true, locale);
    return { result, message: t(locale, 'otpSent', { target: result.target }) };
  }
  const student = await findByTarget(db, target);
  const result = await a.otp.issue(target, 'login', student?.id ?? null, !!student, locale);
  return { result, message: t(locale, 'otpSentIfRegistered', { target: result.target }) };
}

/** v2/auth/request-otp-email-or-phone: a sign-up code (isForSignUp) or a sign-in code. */
export async function requestOtpEmailOrPhone(
  a: Accounts,
  emailOrPhone: string,
  isForSignUp: boolean,
  locale: Locale,
): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(emailOrPhone, 'either', locale);
  const student = await findByTarget(a.ctx.db, target);
  if (isForSignUp) {
    if (student) throw conflict(t(locale, target.channel === 'email' ? 'emailTaken' : 'phoneTaken'));
    const result = await a.otp.issue(target, 'signup', null, true, locale);
    return { result, message: t(locale, 'otpSent', { target: result.target }) };
  }
  const result = await a.otp.issue(target, 'login', student?.id ?? null, !!student, locale);
  return { result, message: t(locale, 'otpSentIfRegistered', { target: result.target }) };
}

/** auth/login-by-email-otp and auth/login-by-otp-email-or-phone. */
export async function loginByOtp(a: Accounts, value: string, kind: 'email' | 'either', code: string, locale: Locale): Promise<TokenResult> {
  const target = requireTarget(value, kind, locale);
  await a.otp.consume(target, 'login', code, locale);
  const student = await findByTarget(a.ctx.db, target);
  if (!student) throw badRequest(t(locale, 'otpExpired'));
  // The code reached the address, so the address is proven.
  const verified = await markVerified(a.ctx.db, student, target.channel);
  return issueTokens(a, verified);
}

export interface RegisterByOtpInput {
  emailOrPhone: string;
  otp: string;
  fullName: string;
  password?: string;
}

/** v2/students/register-and-login-by-otp: the sign-up code proves the address; the account starts verified. */
export async function registerAndLoginByOtp(a: Accounts, input: RegisterByOtpInput, locale: Locale): Promise<TokenResult> {
  const target = requireTarget(input.emailOrPhone, 'either', locale);
  const { db } = a.ctx;
  if (await findByTarget(db, target)) throw conflict(t(locale, target.channel === 'email' ? 'emailTaken' : 'phoneTaken'));
  if (input.password) requireStrongPassword(input.password, locale);
  const passwordHash = input.password ? await a.passwords.hash(input.password) : null;
  await a.otp.consume(target, 'signup', input.otp, locale);
  const contact =
    target.channel === 'email'
      ? { email: target.value, email_verified_at: sql<Date>`now()` }
      : { phone: target.value, phone_verified_at: sql<Date>`now()` };
  let student: StudentRow;
  try {
    student = await db
      .insertInto('students')
      .values({ ...contact, password_hash: passwordHash, full_name: input.fullName.trim() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(takenMessage(err, locale));
    throw err;
  }
  return issueTokens(a, student);
}

/** auth/verify-{kind}: puts the proven address on the signed-in student's account, verified. */
export async function verifyContact(a: Accounts, kind: OtpKind, value: string, code: string, claims: AccessClaims | null, locale: Locale) {
  const studentId = studentIdOf(claims, locale);
  const target = requireTarget(value, kind, locale);
  const { studentId: owner } = await a.otp.consume(target, 'verify', code, locale);
  if (owner !== studentId) throw badRequest(t(locale, 'otpExpired'));
  const set =
    target.channel === 'email'
      ? { email: target.value, email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }
      : { phone: target.value, phone_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` };
  try {
    const row = await a.ctx.db
      .updateTable('students')
      .set(set)
      .where('id', '=', studentId)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw unauthorized(t(locale, 'accountGone'));
    return { result: summaryOf(row), message: t(locale, kind === 'email' ? 'emailVerified' : 'phoneVerified') };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t(locale, kind === 'email' ? 'emailTaken' : 'phoneTaken'));
    throw err;
  }
}

// ---------------------------------------------------------------- forgotten and changed passwords

/** auth/forget-password: the same answer whether or not the address is registered. */
export async function forgetPassword(a: Accounts, emailInput: string, locale: Locale): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(emailInput, 'email', locale);
  await takeAttempt(a, 'reset-request', target.value, a.ctx.config.rateLimits.passwordResetPerAccount, locale);
  const student = await findByTarget(a.ctx.db, target);
  const result = await a.otp.issue(target, 'reset', student?.id ?? null, !!student, locale);
  return { result, message: t(locale, 'resetSent') };
}

export async function confirmPasswordReset(a: Accounts, emailInput: string, code: string, newPassword: string, locale: Locale) {
  const target = requireTarget(emailInput, 'email', locale);
  if (newPassword) requireStrongPassword(newPassword, locale);
  const passwordHash = await a.passwords.hash(newPassword);
  await a.otp.consume(target, 'reset', code, locale);
  const { db } = a.ctx;
  const student = await findByTarget(db, target);
  if (!student) throw badRequest(t(locale, 'otpExpired'));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('students')
      .set({ password_hash: passwordHash, email_verified_at: sql<Date>`coalesce(email_verified_at, now())`, updated_at: sql<Date>`now()` })
      .where('id', '=', student.id)
      .execute();
    // Whoever knew the old password is signed out everywhere.
    await a.refresh.revokeAll(student.id, 'password-reset', undefined, trx);
  });
  await a.attempts.clear('login', target.value);
  return { result: { reset: true }, message: t(locale, 'passwordReset') };
}

export async function changePassword(
  a: Accounts,
  claims: AccessClaims | null,
  oldPassword: string | undefined,
  newPassword: string,
  locale: Locale,
) {
  const studentId = studentIdOf(claims, locale);
  const { db, config } = a.ctx;
  const student = await findActiveStudent(db, studentId);
  if (!student) throw unauthorized(t(locale, 'accountGone'));
  if (student.password_hash) {
    if (!oldPassword) throw badRequest(t(locale, 'oldPasswordRequired'));
    const ticket = await takeAttempt(a, 'change-password', String(studentId), config.rateLimits.changePasswordFailuresPerAccount, locale);
    if (!(await a.passwords.verify(student.password_hash, oldPassword))) throw badRequest(t(locale, 'wrongOldPassword'));
    await ticket.release();
    if (oldPassword === newPassword) throw badRequest(t(locale, 'samePassword'));
  }
  if (newPassword) requireStrongPassword(newPassword, locale);
  const passwordHash = await a.passwords.hash(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('students').set({ password_hash: passwordHash, updated_at: sql<Date>`now()` }).where('id', '=', studentId).execute();
    // Other sessions end; the one that changed the password stays signed in.
    await a.refresh.revokeAll(studentId, 'password-change', claims?.sid, trx);
  });
  return { result: { changed: true }, message: t(locale, 'passwordChanged') };
}

// ---------------------------------------------------------------- sessions

export interface RefreshInput {
  refreshToken: string;
  deviceID: number;
  accessToken?: string;
}

export async function refresh(a: Accounts, input: RefreshInput, locale: Locale): Promise<TokenResult> {
  const { ctx } = a;
  let expected: number | undefined;
  if (input.accessToken !== undefined) {
    const sub = await ctx.tokens.subjectOfSignedToken(input.accessToken, ctx.config.refreshTokenTtlSeconds);
    if (!sub) throw unauthorized(t(locale, 'refreshMismatch'));
    expected = Number(sub);
  }
  const rotated = await a.refresh.rotate(input.refreshToken, input.deviceID, expected);
  if (!rotated.ok) {
    const key = rotated.reason === 'reused' ? 'refreshReused' : rotated.reason === 'mismatch' ? 'refreshMismatch' : 'refreshInvalid';
    throw unauthorized(t(locale, key));
  }
  const student = await findActiveStudent(ctx.db, rotated.studentId);
  if (!student) {
    await a.refresh.revokeFamily(rotated.familyId, 'account-gone');
    throw unauthorized(t(locale, 'accountGone'));
  }
  const accessToken = await ctx.tokens.signAccessToken({ sub: String(student.id), sid: rotated.familyId }, ctx.config.accessTokenTtlSeconds);
  return { accessToken, refreshToken: rotated.refreshToken, student: summaryOf(student) };
}

export async function logout(a: Accounts, claims: AccessClaims | null) {
  if (claims?.sid) await a.refresh.revokeFamily(claims.sid, 'logout');
  return { loggedOut: true };
}

export async function checkAccessToken(a: Accounts, token: string | null): Promise<CheckAccessTokenResult> {
  if (!token) return { isValid: false, expiredAt: null };
  const inspected = await a.ctx.tokens.inspectAccessToken(token);
  if (!inspected) return { isValid: false, expiredAt: null };
  // A token of a deleted account is not valid either.
  const student = await findActiveStudent(a.ctx.db, Number(inspected.claims.sub));
  return student ? { isValid: true, expiredAt: inspected.expiredAt } : { isValid: false, expiredAt: null };
}

// ---------------------------------------------------------------- Google and Apple

export async function socialLogin(a: Accounts, provider: Provider, idToken: string, fullName: string | undefined, locale: Locale): Promise<TokenResult> {
  const verifier = a[provider];
  const name = PROVIDER_NAMES[provider];
  if (!verifier.enabled) throw new HttpError(503, t(locale, 'socialNotConfigured', { provider: name }));
  let identity;
  try {
    identity = await verifier.verify(idToken);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new HttpError(503, t(locale, 'socialUnavailable', { provider: name }));
    if (err instanceof InvalidIdTokenError) throw unauthorized(t(locale, 'socialInvalid', { provider: name }));
    throw err;
  }
  const column = provider === 'google' ? 'google_sub' : 'apple_sub';
  const { db } = a.ctx;

  const attempt = async (): Promise<StudentRow> => {
    const linked = await activeStudents(db).where(column, '=', identity.sub).executeTakeFirst();
    if (linked) return linked;
    const email = identity.emailVerified ? identity.email : null;
    if (email) {
      const existing = await activeStudents(db).where('email', '=', email).executeTakeFirst();
      if (existing) {
        if (existing[column]) throw conflict(t(locale, 'socialConflict', { provider: name }));
        return db.transaction().execute(async (trx) => {
          const wasUnverified = !existing.email_verified_at;
          const row = await trx
            .updateTable('students')
            .set({
              [column]: identity.sub,
              email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
              // Someone who registered this address without proving it must not keep a way in.
              ...(wasUnverified ? { password_hash: null } : {}),
              updated_at: sql<Date>`now()`,
            })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (wasUnverified) await a.refresh.revokeAll(existing.id, 'account-claimed', undefined, trx);
          return row;
        });
      }
    }
    const displayName = (fullName?.trim() || identity.name || (email ? email.split('@')[0] : '') || `${name} user`).slice(0, 100);
    return db
      .insertInto('students')
      .values({ [column]: identity.sub, email, email_verified_at: email ? sql<Date>`now()` : null, full_name: displayName })
      .returningAll()
      .executeTakeFirstOrThrow();
  };

  let student: StudentRow;
  try {
    student = await attempt();
  } catch (err) {
    // Two first sign-ins at once: the other one created the account; use it.
    if (!isUniqueViolation(err)) throw err;
    student = await attempt();
  }
  return issueTokens(a, student);
}
