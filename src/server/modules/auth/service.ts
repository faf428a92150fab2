import { randomUUID } from 'node:crypto';
import { validateNewPassword } from '../../../common/validation.js';
import { sql, type Selectable } from 'kysely';
import type { CheckAccessTokenResult, OtpSent, RefreshRequest, RegistrationSent, StudentSummary, TokenResult } from '../../../common/accounts.js';
import type { RegisterByOtpRequest, RegisterRequest } from '../../../common/contract/auth.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import type { StudentsTable } from '../../db/tables/accounts.js';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../../http/envelope.js';
import { queueMessage } from '../../messaging/index.js';
import type { AccessClaims } from '../../security/tokens.js';
import type { Accounts } from './accounts.js';
import { addressState, detach, holderOf, lockAddress, proveAddress, signInAccount } from './claims.js';
import { TrustedDevices } from './devices.js';
import { tooManyAttemptsError } from './limits.js';
import { t } from './messages.js';
import { PROVIDER_NAMES, InvalidIdTokenError, ProviderUnavailableError, type Provider } from './social.js';
import { normalizeEmail, normalizePhone, parseEmailOrPhone, type Target } from './targets.js';
import { addressKey } from '../../http/client-address.js';

export type StudentRow = Selectable<StudentsTable>;

const DEVICE_ID = 1;
/** How long after a session changed the password its own failing change requests are "changed meanwhile". */
const CHANGE_RACE_SECONDS = 60;

/** Where a request comes from: the client address (request.ip) and the proven-device cookie, if any. */
export interface Caller {
  ip: string;
  deviceToken: string | null;
}

const ipSource = (caller: Caller) => `ip:${addressKey(caller.ip)}`;

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

const takenKey = (target: Target) => (target.channel === 'email' ? 'emailTaken' : 'phoneTaken');

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

/** Runs `fn` in a transaction holding the address's lock (claims.ts): one owner decision at a time. */
function withAddress<T>(a: Accounts, target: Target, fn: (trx: Database) => Promise<T>): Promise<T> {
  return a.ctx.db.transaction().execute(async (trx) => {
    await lockAddress(trx, target.value);
    return fn(trx);
  });
}

// ---------------------------------------------------------------- register and password sign-in

/** Body of students/register, as its request schema declares it. */
export type RegisterInput = RegisterRequest;

/** New passwords follow the same policy as the sign-up form (src/common/validation.ts). */
function requireStrongPassword(password: string, locale: Locale) {
  if (validateNewPassword(password) !== null) throw badRequest(t(locale, 'weakPassword'));
}

/**
 * students/register: records a pending registration and sends a code to the e-mail address. No
 * tokens: the account is usable once the code is confirmed (v2/students/register-and-login-by-otp
 * with the registrationId answered here). Registering again over a pending registration replaces
 * it (name, password, phone); an unproven phone of another account is taken off it.
 */
export async function register(a: Accounts, input: RegisterInput, caller: Caller, locale: Locale): Promise<{ result: RegistrationSent; message: string }> {
  const { db } = a.ctx;
  const emailTarget = requireTarget(input.email, 'email', locale);
  const phoneTarget = input.phone ? requireTarget(input.phone, 'phone', locale) : null;
  const fullName = input.fullName.trim();
  // Cheap refusals first, before hashing; checked again under the lock below.
  if (addressState(await holderOf(db, emailTarget), emailTarget) === 'proven') throw conflict(t(locale, 'emailTaken'));
  if (phoneTarget && addressState(await holderOf(db, phoneTarget), phoneTarget) === 'proven') throw conflict(t(locale, 'phoneTaken'));
  requireStrongPassword(input.password, locale);
  const passwordHash = await a.passwords.hash(input.password);
  const registrationId = randomUUID();

  const writeRegistration = async (trx: Database): Promise<number> => {
    const holder = await holderOf(trx, emailTarget, true);
    const state = addressState(holder, emailTarget);
    if (state === 'proven') throw conflict(t(locale, 'emailTaken'));
    if (holder && state === 'stray') await detach(trx, a, holder, emailTarget);
    const pending = state === 'pending' ? holder : undefined;
    if (phoneTarget) {
      const phoneHolder = await holderOf(trx, phoneTarget, true);
      if (phoneHolder && phoneHolder.id !== pending?.id) {
        if (addressState(phoneHolder, phoneTarget) === 'proven') throw conflict(t(locale, 'phoneTaken'));
        // An unproven phone blocks nobody: the newest claim has it until someone proves it.
        await detach(trx, a, phoneHolder, phoneTarget);
      }
    }
    const values = {
      email: emailTarget.value,
      phone: phoneTarget?.value ?? null,
      phone_verified_at: null,
      password_hash: passwordHash,
      full_name: fullName,
      registration_id: registrationId,
    };
    if (pending) {
      await trx
        .updateTable('students')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', pending.id)
        .execute();
      await a.refresh.revokeAll(pending.id, 'registration-replaced', undefined, trx);
      return pending.id;
    }
    const row = await trx.insertInto('students').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  };

  let sent;
  try {
    sent = await a.otp.issue(emailTarget, 'signup', null, true, locale, { source: ipSource(caller), within: writeRegistration });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(takenMessage(err, locale));
    throw err;
  }
  return { result: { ...sent, registrationId }, message: t(locale, 'registrationCodeSent', { target: sent.target }) };
}

/**
 * The account a password may open through this address: by e-mail address (proven or not: an
 * unproven one answers 403 after the right password, below), or by a phone number only where it
 * is proven. An unproven phone opens nothing, like an unknown one.
 */
function passwordAccount(db: Database, target: Target) {
  const q = activeStudents(db);
  return target.channel === 'email' ? q.where('email', '=', target.value) : q.where('phone', '=', target.value).where('phone_verified_at', 'is not', null);
}

/**
 * auth/login-by-email: the `email` field takes an e-mail address or a phone number (08…, 628…,
 * +628… or another country's +…, normalised by the sign-up rule in src/common/validation.ts); a
 * phone opens only the account where it is proven. Failures are counted per identifier (the
 * normalised address or number) and source (the client address, or the proven device) with a low
 * limit, and per identifier from everywhere with a high ceiling that a proven device passes. Only
 * failures count, so the owner's right attempts are never held. Unknown, unproven and wrong answer
 * the same 401 by the same path (a password hash is computed either way).
 */
export async function loginByPassword(a: Accounts, identifier: string, password: string, caller: Caller, locale: Locale): Promise<TokenResult> {
  const { db, config } = a.ctx;
  const limits = config.rateLimits;
  const target = parseEmailOrPhone(identifier);
  if (!target) throw badRequest(t(locale, 'invalidEmailOrPhone'));
  const key = target.value;
  const device = (await a.devices.isTrusted(caller.deviceToken, target)) ? caller.deviceToken : null;
  const source = device ? TrustedDevices.sourceOf(device) : ipSource(caller);

  const student = await a.attempts.serialize(`login:${key}|${source}`, async () => {
    let wait = await a.attempts.wait('login', key, limits.loginFailuresPerAccountAndIp, source);
    if (!wait && !device) wait = await a.attempts.wait('login', key, limits.loginFailuresPerAccount);
    if (wait) throw tooManyAttemptsError(locale, wait);
    const found = await passwordAccount(db, target).executeTakeFirst();
    const right = found?.password_hash ? await a.passwords.verify(found.password_hash, password) : (await a.passwords.burn(password), false);
    if (!found || !right) {
      // Unknown addresses count too and answer the same: the answer does not tell whether one is registered.
      await a.attempts.record('login', key, source);
      throw unauthorized(t(locale, 'invalidCredentials'));
    }
    // Right password: this source's earlier failures are forgotten.
    await a.attempts.clear('login', key, source);
    return found;
  });
  // Only the registrant knows this password, but the address is not proven: no way in yet.
  if (target.channel === 'email' && !student.email_verified_at) throw forbidden(t(locale, 'emailNotVerified'));
  if (a.passwords.needsRehash(student.password_hash!)) {
    const upgraded = await a.passwords.hash(password);
    await db.updateTable('students').set({ password_hash: upgraded }).where('id', '=', student.id).where('password_hash', '=', student.password_hash).execute();
  }
  return issueTokens(a, student);
}

// ---------------------------------------------------------------- one-time codes

export type OtpKind = 'email' | 'phone';

/**
 * auth/request-{kind}-otp. Without a signed-in student (or with purpose 'login') it is a sign-in
 * code: sent only when an account can be opened through that address (claims.ts signInAccount),
 * with the same answer either way. With a signed-in student (purpose 'verify') it verifies an
 * address the student wants on the account.
 */
export async function requestKindOtp(
  a: Accounts,
  kind: OtpKind,
  value: string,
  purpose: 'login' | 'verify',
  claims: AccessClaims | null,
  caller: Caller,
  locale: Locale,
): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(value, kind, locale);
  const { db } = a.ctx;
  const source = ipSource(caller);
  if (purpose === 'verify') {
    if (!claims) throw unauthorized(t(locale, 'otpSignInNeeded', { kind }));
    const studentId = studentIdOf(claims, locale);
    const holder = await holderOf(db, target);
    // Only a proven address of another account is taken; an unproven one goes to whoever proves it.
    if (holder && holder.id !== studentId && addressState(holder, target) === 'proven') throw conflict(t(locale, takenKey(target)));
    const result = await a.otp.issue(target, 'verify', studentId, true, locale, { source });
    return { result, message: t(locale, 'otpSent', { target: result.target }) };
  }
  const student = await signInAccount(db, target);
  const result = await a.otp.issue(target, 'login', student?.id ?? null, !!student, locale, { source });
  return { result, message: t(locale, 'otpSentIfRegistered', { target: result.target }) };
}

/** v2/auth/request-otp-email-or-phone: a sign-up code (isForSignUp) or a sign-in code. */
export async function requestOtpEmailOrPhone(a: Accounts, emailOrPhone: string, isForSignUp: boolean, caller: Caller, locale: Locale): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(emailOrPhone, 'either', locale);
  const source = ipSource(caller);
  if (isForSignUp) {
    // Only a proven address is taken: a pending registration or an unproven phone blocks nobody.
    if (addressState(await holderOf(a.ctx.db, target), target) === 'proven') throw conflict(t(locale, takenKey(target)));
    const result = await a.otp.issue(target, 'signup', null, true, locale, { source });
    return { result, message: t(locale, 'otpSent', { target: result.target }) };
  }
  const student = await signInAccount(a.ctx.db, target);
  const result = await a.otp.issue(target, 'login', student?.id ?? null, !!student, locale, { source });
  return { result, message: t(locale, 'otpSentIfRegistered', { target: result.target }) };
}

/**
 * auth/login-by-email-otp and auth/login-by-otp-email-or-phone. The code proves the address
 * (claims.ts): a pending registration of it becomes the prover's, without what its registrant set.
 */
export async function loginByOtp(a: Accounts, value: string, kind: 'email' | 'either', code: string, locale: Locale): Promise<TokenResult> {
  const target = requireTarget(value, kind, locale);
  await a.otp.consume(target, 'login', code, locale);
  const { row } = await withAddress(a, target, (trx) => proveAddress(trx, a, target));
  if (!row) throw badRequest(t(locale, 'otpExpired'));
  return issueTokens(a, row);
}

/** Body of v2/students/register-and-login-by-otp; registrationId (from students/register) keeps what that registration set. */
export type RegisterByOtpInput = RegisterByOtpRequest;

/**
 * v2/students/register-and-login-by-otp: the sign-up code proves the address; the account starts
 * verified. It also confirms a students/register registration: with its registrationId the
 * registered name, password and phone are kept (fullName and password given here replace them);
 * without it, the code still proves the address but drops what the registrant set.
 */
export async function registerAndLoginByOtp(a: Accounts, input: RegisterByOtpInput, locale: Locale): Promise<TokenResult> {
  const target = requireTarget(input.emailOrPhone, 'either', locale);
  const { db } = a.ctx;
  const holder = await holderOf(db, target);
  const state = addressState(holder, target);
  if (state === 'proven') throw conflict(t(locale, takenKey(target)));
  const fullName = input.fullName?.trim() || undefined;
  const registrant = state === 'pending' && !!input.registrationId && holder!.registration_id === input.registrationId;
  if (!fullName && !registrant) throw badRequest(t(locale, 'fullNameRequired'));
  if (input.password) requireStrongPassword(input.password, locale);
  const passwordHash = input.password ? await a.passwords.hash(input.password) : null;
  await a.otp.consume(target, 'signup', input.otp, locale);

  let student: StudentRow;
  try {
    student = await withAddress(a, target, async (trx) => {
      const proof = await proveAddress(trx, a, target, { registrationId: input.registrationId ?? null });
      if (proof.state === 'proven') throw conflict(t(locale, takenKey(target)));
      let row: StudentRow;
      if (proof.row) {
        const changes = { locale, ...(fullName ? { full_name: fullName } : {}), ...(passwordHash ? { password_hash: passwordHash } : {}) };
        row = await trx.updateTable('students').set(changes).where('id', '=', proof.row.id).returningAll().executeTakeFirstOrThrow();
      } else {
        // The registration went away meanwhile (replaced or claimed): a name is needed for a new account.
        if (!fullName) throw badRequest(t(locale, 'fullNameRequired'));
        const contact = target.channel === 'email' ? { email: target.value, email_verified_at: sql<Date>`now()` } : { phone: target.value, phone_verified_at: sql<Date>`now()` };
        row = await trx
          .insertInto('students')
          .values({ ...contact, password_hash: passwordHash, full_name: fullName, locale })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      // The welcome e-mail, once per account (its event key), in the sign-up's transaction.
      if (row.email) await queueMessage(trx, { channel: 'email', to: row.email, template: 'welcome', params: { name: row.full_name }, locale, eventKey: `welcome:${row.id}` });
      return row;
    });
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
    const row = await withAddress(a, target, async (trx) => {
      const proof = await proveAddress(trx, a, target, { claimant: studentId });
      if (proof.state === 'proven' && proof.row && proof.row.id !== studentId) throw conflict(t(locale, takenKey(target)));
      return trx.updateTable('students').set(set).where('id', '=', studentId).where('deleted_at', 'is', null).returningAll().executeTakeFirst();
    });
    if (!row) throw unauthorized(t(locale, 'accountGone'));
    return { result: summaryOf(row), message: t(locale, kind === 'email' ? 'emailVerified' : 'phoneVerified') };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(t(locale, takenKey(target)));
    throw err;
  }
}

// ---------------------------------------------------------------- forgotten and changed passwords

/**
 * auth/forget-password: the same answer whether or not the address is registered. Requests are
 * limited per address and source, with a higher ceiling per address from everywhere.
 */
export async function forgetPassword(a: Accounts, emailInput: string, caller: Caller, locale: Locale): Promise<{ result: OtpSent; message: string }> {
  const target = requireTarget(emailInput, 'email', locale);
  const limits = a.ctx.config.rateLimits;
  const source = ipSource(caller);
  await a.attempts.serialize(`reset:${target.value}|${source}`, async () => {
    let wait = await a.attempts.wait('reset-request', target.value, limits.passwordResetPerAccountAndIp, source);
    if (!wait) wait = await a.attempts.wait('reset-request', target.value, limits.passwordResetPerAccount);
    if (wait) throw tooManyAttemptsError(locale, wait);
    await a.attempts.record('reset-request', target.value, source);
  });
  const student = await signInAccount(a.ctx.db, target);
  const result = await a.otp.issue(target, 'reset', student?.id ?? null, !!student, locale, { source });
  return { result, message: t(locale, 'resetSent') };
}

/** auth/confirm-password-reset: the code proves the address (claims.ts); every session ends. */
export async function confirmPasswordReset(a: Accounts, emailInput: string, code: string, newPassword: string, locale: Locale) {
  const target = requireTarget(emailInput, 'email', locale);
  requireStrongPassword(newPassword, locale);
  const passwordHash = await a.passwords.hash(newPassword);
  await a.otp.consume(target, 'reset', code, locale);
  const reset = await withAddress(a, target, async (trx) => {
    const { row } = await proveAddress(trx, a, target);
    if (!row) throw badRequest(t(locale, 'otpExpired'));
    await trx
      .updateTable('students')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    // Whoever knew the old password is signed out everywhere.
    await a.refresh.revokeAll(row.id, 'password-reset', undefined, trx);
    return row;
  });
  // The new password starts with no failures counted, by e-mail or by proven phone.
  await a.attempts.clear('login', target.value);
  if (reset.phone && reset.phone_verified_at) await a.attempts.clear('login', reset.phone);
  return { result: { reset: true }, message: t(locale, 'passwordReset') };
}

/**
 * auth/change-pass, a compare-and-set: the new hash is written only where the hash the old
 * password was checked against is still the current one, so of concurrent changes exactly one
 * wins and the others answer 409 "changed meanwhile", never a false "changed". Wrong current
 * passwords are counted (serialised per student on this instance); a request of the session
 * that has just changed the password whose old password no longer matches is such a loser too,
 * not a wrong guess, so the owner's own attempts never meet the limit.
 */
export async function changePassword(a: Accounts, claims: AccessClaims | null, oldPassword: string | undefined, newPassword: string, locale: Locale) {
  const studentId = studentIdOf(claims, locale);
  const { db, config } = a.ctx;
  const key = String(studentId);
  const checked = await a.attempts.serialize(`change-password:${key}`, async () => {
    const student = await findActiveStudent(db, studentId);
    if (!student) throw unauthorized(t(locale, 'accountGone'));
    if (!student.password_hash) return student;
    if (!oldPassword) throw badRequest(t(locale, 'oldPasswordRequired'));
    const wait = await a.attempts.wait('change-password', key, config.rateLimits.changePasswordFailuresPerAccount);
    if (wait) throw tooManyAttemptsError(locale, wait);
    if (await a.passwords.verify(student.password_hash, oldPassword)) return student;
    if (claims?.sid && (await changedJustNowBy(db, claims.sid))) throw conflict(t(locale, 'passwordChangedMeanwhile'));
    await a.attempts.record('change-password', key, `student:${key}`);
    throw badRequest(t(locale, 'wrongOldPassword'));
  });
  if (checked.password_hash && oldPassword === newPassword) throw badRequest(t(locale, 'samePassword'));
  requireStrongPassword(newPassword, locale);
  const passwordHash = await a.passwords.hash(newPassword);
  const changed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('students')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', studentId)
      .where('deleted_at', 'is', null)
      .where('password_hash', checked.password_hash === null ? 'is' : '=', checked.password_hash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    // Other sessions end; the one that changed the password stays signed in.
    await a.refresh.revokeAll(studentId, 'password-change', claims?.sid, trx);
    if (claims?.sid)
      await trx
        .updateTable('sessions')
        .set({ password_changed_at: sql<Date>`now()` })
        .where('id', '=', claims.sid)
        .execute();
    return true;
  });
  if (!changed) throw conflict(t(locale, 'passwordChangedMeanwhile'));
  return { result: { changed: true }, message: t(locale, 'passwordChanged') };
}

async function changedJustNowBy(db: Database, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('password_changed_at', '>', sql<Date>`now() - make_interval(secs => ${CHANGE_RACE_SECONDS})`)
    .executeTakeFirst();
  return !!row;
}

// ---------------------------------------------------------------- sessions

export type RefreshInput = RefreshRequest;

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

/**
 * Google and Apple vouch for the e-mail address (when they say it is verified), which proves it
 * like a code does (claims.ts): linked to the account where it is proven, taking over a pending
 * registration of it (dropping what its registrant set), else a new account.
 */
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
  const email = identity.emailVerified ? identity.email : null;
  const displayName = (fullName?.trim() || identity.name || (email ? email.split('@')[0] : '') || `${name} user`).slice(0, 100);

  const create = (trx: Database, withEmail: string | null) =>
    trx
      .insertInto('students')
      .values({ [column]: identity.sub, email: withEmail, email_verified_at: withEmail ? sql<Date>`now()` : null, full_name: displayName })
      .returningAll()
      .executeTakeFirstOrThrow();

  const attempt = async (): Promise<StudentRow> => {
    const linked = await activeStudents(db).where(column, '=', identity.sub).executeTakeFirst();
    if (linked) return linked;
    if (!email) return create(db, null);
    const target: Target = { channel: 'email', value: email };
    return withAddress(a, target, async (trx) => {
      const { row } = await proveAddress(trx, a, target);
      if (!row) return create(trx, email);
      if (row[column]) throw conflict(t(locale, 'socialConflict', { provider: name }));
      return trx
        .updateTable('students')
        .set({ [column]: identity.sub, updated_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
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
