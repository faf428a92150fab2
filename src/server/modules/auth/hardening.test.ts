/**
 * Issue 8, accounts: pre-account hijacking (defect 3), lockouts of the owner (defect 5) and
 * concurrent password changes (defect 9). Client addresses are the socket's (remoteAddress):
 * forwarded headers are not trusted.
 */
import { must } from '../../../common/must.js';
import * as argon2 from 'argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders, studentToken } from '../../testing/test-app.js';
import { DEVICE_COOKIE } from './devices.js';
import {
  type AccountsTestApp,
  bearer,
  createAccountsApp,
  get,
  lastCode,
  outboxCount,
  post,
  postFrom,
  put,
  registerStudent,
  registerUnproven,
  relaxedLimits,
  uniqueEmail,
  uniquePhone,
  wrongCode,
} from './testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({
    otp: { ttlSeconds: 300, maxAttempts: 5, resendCooldownSeconds: 60 },
    rateLimits: relaxedLimits({
      loginFailuresPerAccountAndIp: { max: 3, windowSeconds: 900 },
      loginFailuresPerAccount: { max: 6, windowSeconds: 900 },
      otpRequestPerTargetAndIp: { max: 2, windowSeconds: 3600 },
      otpRequestPerTarget: { max: 4, windowSeconds: 3600 },
      passwordResetPerAccountAndIp: { max: 2, windowSeconds: 900 },
      passwordResetPerAccount: { max: 4, windowSeconds: 900 },
      changePasswordFailuresPerAccount: { max: 3, windowSeconds: 900 },
    }),
  });
});
afterAll(async () => {
  await app?.cleanup();
});

let nextIp = 1;
const newIp = () => `198.51.100.${nextIp++}`;
const profile = (token: string) => get(app, '/web/v2/students/my-profile', bearer(token));
const login = (email: string, password: string, ip: string, cookie?: string) =>
  postFrom(app, ip, '/web/v2/auth/login-by-email', { email, password }, { ...basicHeaders, ...(cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}) });

/** Lets the next code be asked for at once (the resend cooldown is tested in otp.test.ts). */
async function skipCooldown(target: string) {
  await app.ctx.db
    .updateTable('otps')
    .set({ created_at: sql<Date>`created_at - interval '61 seconds'` })
    .where('target', '=', target)
    .execute();
}

async function studentRow(id: number) {
  return app.ctx.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('pre-account hijacking: an account is usable only once its address is proven', () => {
  it('register answers 201 with where the code went and no tokens; the code with the registrationId opens the account', async () => {
    const phone = uniquePhone();
    const { email, password, registrationId, res } = await registerUnproven(app, { fullName: 'Siti Rahma', phone });
    const body = res.json();
    expect(body.statusCode).toBe(201);
    expect(body.message).toMatch(/^Kode verifikasi telah dikirim ke p\*+\d@example\.id\. Masukkan kode itu untuk menyelesaikan pendaftaran\.$/);
    expect(body.result).toEqual({
      target: expect.stringMatching(/^p\*+\d@example\.id$/),
      channel: 'email',
      expiredAt: expect.any(String),
      resendInSeconds: 60,
      registrationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(body.result.accessToken).toBeUndefined();
    const pending = await app.ctx.db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(pending.email_verified_at).toBeNull();
    expect(await app.ctx.db.selectFrom('sessions').select('id').where('student_id', '=', pending.id).execute()).toHaveLength(0);

    // The right password does not open it yet, with a clear message; a wrong one answers as for anyone.
    const early = await login(email, password, newIp());
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Alamat email ini belum diverifikasi. Selesaikan pendaftaran dengan kode yang kami kirim, atau masuk dengan kode OTP.');
    const wrong = await login(email, 'Salah12345', newIp());
    const unknown = await login(uniqueEmail('nobody'), 'Salah12345', newIp());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());

    const badId = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: '123456', registrationId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^Invalid request: .*registrationId/);
    const confirm = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: await lastCode(app, email), registrationId });
    expect(confirm.statusCode).toBe(201);
    expect(confirm.json().result.student).toMatchObject({ id: pending.id, fullName: 'Siti Rahma', email, phone: `+62${phone.slice(1)}` });
    expect((await login(email, password, newIp())).statusCode).toBe(200);
    const me = (await profile(confirm.json().result.accessToken.token)).json().result;
    expect(me).toMatchObject({ emailVerified: true, hasPassword: true, phoneVerified: false });
  });

  it('the attacker registers the victim’s e-mail; the victim signs in with an e-mail code; the attacker’s password and session stop working', async () => {
    const victim = uniqueEmail('korban');
    const attackerPhone = uniquePhone();
    const squat = await registerUnproven(app, { email: victim, password: 'Penyerang123', fullName: 'Penyerang', phone: attackerPhone });
    const pendingId = (await app.ctx.db.selectFrom('students').select('id').where('email', '=', victim).executeTakeFirstOrThrow()).id;
    // A session such as the old register handed out at once.
    const attackerToken = await studentToken(app, pendingId);
    expect((await login(victim, squat.password, newIp())).statusCode).toBe(403);

    const ask = await postFrom(app, newIp(), '/web/v2/auth/request-email-otp', { email: victim });
    expect(ask.statusCode).toBe(200);
    const signIn = await post(app, '/web/v2/auth/login-by-email-otp', { email: victim, otp: await lastCode(app, victim) });
    expect(signIn.statusCode).toBe(200);
    const mine = signIn.json().result;

    expect((await login(victim, squat.password, newIp())).statusCode).toBe(401);
    expect((await profile(attackerToken)).statusCode).toBe(401);
    const me = (await profile(mine.accessToken.token)).json().result;
    expect(me).toMatchObject({ email: victim, emailVerified: true, hasPassword: false, phone: null });
  });

  it('the owner registers again over an unproven registration, replacing its password and name', async () => {
    const email = uniqueEmail('pemilik');
    await registerUnproven(app, { email, password: 'Penyerang123', fullName: 'Penyerang' });
    await skipCooldown(email);
    const mine = await registerUnproven(app, { email, password: 'Pemilik12345', fullName: 'Pemilik Asli' });
    const confirm = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: await lastCode(app, email), registrationId: mine.registrationId });
    expect(confirm.statusCode).toBe(201);
    expect(confirm.json().result.student.fullName).toBe('Pemilik Asli');
    expect((await login(email, 'Pemilik12345', newIp())).statusCode).toBe(200);
    expect((await login(email, 'Penyerang123', newIp())).statusCode).toBe(401);
    // Once proven, the address is taken.
    const again = await post(app, '/web/v2/students/register', { fullName: 'X', email, password: 'Rahasia123!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email sudah terdaftar. Silakan masuk.');
  });

  it('a code alone does not carry the password of a registration someone else made after the owner’s', async () => {
    const email = uniqueEmail('balapan');
    const mine = await registerUnproven(app, { email, password: 'Pemilik12345', fullName: 'Pemilik' });
    await skipCooldown(email);
    // The attacker registers the same address again: the newest code (in the owner's mailbox) is his registration's.
    await registerUnproven(app, { email, password: 'Penyerang123', fullName: 'Penyerang' });
    const code = await lastCode(app, email);
    const noName = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: code, registrationId: mine.registrationId });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Masukkan nama lengkap.');
    const res = await post(app, '/v2/students/register-and-login-by-otp', {
      emailOrPhone: email,
      otp: code,
      registrationId: mine.registrationId,
      fullName: 'Pemilik',
      password: 'Pemilik12345',
    });
    expect(res.statusCode).toBe(201);
    expect((await login(email, 'Penyerang123', newIp())).statusCode).toBe(401);
    expect((await login(email, 'Pemilik12345', newIp())).statusCode).toBe(200);
  });

  it('sign-up by code and password reset prove the address too, dropping the registrant’s password and sessions', async () => {
    const a1 = uniqueEmail('daftar');
    await registerUnproven(app, { email: a1, password: 'Penyerang123' });
    await skipCooldown(a1);
    const signUpAsk = await postFrom(app, newIp(), '/v2/auth/request-otp-email-or-phone', { emailOrPhone: a1, isForSignUp: true });
    expect(signUpAsk.statusCode).toBe(200);
    const signUp = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: a1, otp: await lastCode(app, a1), fullName: 'Dewi Lestari', password: 'DewiAsli123' });
    expect(signUp.statusCode).toBe(201);
    expect((await login(a1, 'Penyerang123', newIp())).statusCode).toBe(401);
    expect((await login(a1, 'DewiAsli123', newIp())).statusCode).toBe(200);

    const a2 = uniqueEmail('reset');
    await registerUnproven(app, { email: a2, password: 'Penyerang123' });
    const pendingId = (await app.ctx.db.selectFrom('students').select('id').where('email', '=', a2).executeTakeFirstOrThrow()).id;
    const attackerToken = await studentToken(app, pendingId);
    await skipCooldown(a2);
    expect((await postFrom(app, newIp(), '/web/v2/auth/forget-password', { email: a2 })).statusCode).toBe(200);
    const reset = await post(app, '/web/v2/auth/confirm-password-reset', { email: a2, otp: await lastCode(app, a2), newPassword: 'PemilikBaru1' });
    expect(reset.statusCode).toBe(200);
    expect((await profile(attackerToken)).statusCode).toBe(401);
    expect((await login(a2, 'Penyerang123', newIp())).statusCode).toBe(401);
    expect((await login(a2, 'PemilikBaru1', newIp())).statusCode).toBe(200);
  });

  it('an unproven phone blocks nobody and signs nobody in: its owner signs up with it, and it leaves the registration', async () => {
    const phone = uniquePhone();
    const e164 = `+62${phone.slice(1)}`;
    const squat = await registerUnproven(app, { phone });
    // A sign-in code is never sent to a phone nobody proved.
    expect((await postFrom(app, newIp(), '/web/v2/auth/request-phone-otp', { phone })).statusCode).toBe(200);
    expect(await outboxCount(app, e164)).toBe(0);

    const ask = await postFrom(app, newIp(), '/v2/auth/request-otp-email-or-phone', { emailOrPhone: phone, isForSignUp: true });
    expect(ask.statusCode).toBe(200);
    const owner = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: phone, otp: await lastCode(app, e164), fullName: 'Pemilik Nomor' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().result.student.phone).toBe(e164);
    const left = await app.ctx.db.selectFrom('students').select(['phone']).where('email', '=', squat.email).executeTakeFirstOrThrow();
    expect(left.phone).toBeNull();
    // Now proven, it is taken.
    const taken = await post(app, '/web/v2/students/register', { fullName: 'X', email: uniqueEmail(), password: 'Rahasia123!', phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Nomor telepon sudah terdaftar.');
  });

  it('a signed-in student proving an e-mail address takes it off a pending registration', async () => {
    const s = await registerStudent(app);
    const wanted = uniqueEmail('kedua');
    const squat = await registerUnproven(app, { email: wanted, password: 'Penyerang123' });
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: wanted }, bearer(s.access))).statusCode).toBe(200);
    const verify = await post(app, '/web/v2/auth/verify-email', { email: wanted, otp: await lastCode(app, wanted) }, bearer(s.access));
    expect(verify.statusCode).toBe(200);
    expect(verify.json().result.email).toBe(wanted);
    expect((await login(wanted, squat.password, newIp())).statusCode).toBe(401);
  });
});

describe('lockouts: limits slow a stranger without keeping the owner out', () => {
  it('wrong passwords from one address hold only that address; the 429 carries Retry-After', async () => {
    const s = await registerStudent(app);
    const attacker = newIp();
    for (let i = 0; i < 3; i++) expect((await login(s.email, `Salah${i}xyz`, attacker)).statusCode).toBe(401);
    const held = await login(s.email, s.password, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The owner, elsewhere, signs in.
    expect((await login(s.email, s.password, newIp())).statusCode).toBe(200);
  });

  it('the account-wide ceiling holds guesses from many addresses; a proven device and an e-mail code still sign in', async () => {
    const s = await registerStudent(app);
    const first = await login(s.email, s.password, newIp());
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.maxAge).toBeGreaterThan(90 * 24 * 3600);

    for (let i = 0; i < 3; i++) {
      const ip = newIp();
      for (let j = 0; j < 2; j++) expect((await login(s.email, `Salah${i}${j}xyz`, ip)).statusCode).toBe(401);
    }
    const stranger = await login(s.email, s.password, newIp());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The browser that signed in before passes the ceiling, from any address.
    expect((await login(s.email, s.password, newIp(), device!.value)).statusCode).toBe(200);
    // A device proven for another account does not.
    const other = await registerStudent(app);
    const otherDevice = (await login(other.email, other.password, newIp())).cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    expect((await login(s.email, s.password, newIp(), otherDevice)).statusCode).toBe(429);
    // An e-mail code still works while passwords are held.
    expect((await postFrom(app, newIp(), '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: await lastCode(app, s.email) })).statusCode).toBe(200);
  });

  it('wrong guesses use up one code only; the owner gets a new one; one address asking for codes cannot use up the owner’s', async () => {
    const s = await registerStudent(app);
    const attacker = newIp();
    expect((await postFrom(app, attacker, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    const spent = await lastCode(app, s.email);
    for (let i = 0; i < 5; i++) await postFrom(app, attacker, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: wrongCode(spent) });
    const dead = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: spent });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe('Terlalu banyak kode yang salah. Minta kode baru.');

    await skipCooldown(s.email);
    expect((await postFrom(app, attacker, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    await skipCooldown(s.email);
    const held = await postFrom(app, attacker, '/web/v2/auth/request-email-otp', { email: s.email });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    const owner = newIp();
    expect((await postFrom(app, owner, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    expect((await postFrom(app, owner, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: await lastCode(app, s.email) })).statusCode).toBe(200);
    // The cooldown stays, with Retry-After.
    const soon = await postFrom(app, owner, '/web/v2/auth/request-email-otp', { email: s.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Tunggu (59|60) detik sebelum meminta kode baru\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThanOrEqual(59);
  });

  it('code requests to one address from everywhere meet a higher ceiling', async () => {
    const s = await registerStudent(app);
    // registerStudent's sign-up code is the first; three more addresses ask once each.
    for (let i = 0; i < 3; i++) {
      await skipCooldown(s.email);
      expect((await postFrom(app, newIp(), '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    }
    await skipCooldown(s.email);
    const ceiling = await postFrom(app, newIp(), '/web/v2/auth/request-email-otp', { email: s.email });
    expect(ceiling.statusCode).toBe(429);
    // The oldest counted code (moved 4 × 61 s back by skipCooldown) leaves the hour first.
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(ceiling.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('reset requests are held per address and source, with Retry-After; the owner elsewhere still gets a code', async () => {
    const s = await registerStudent(app);
    const attacker = newIp();
    for (let i = 0; i < 2; i++) {
      await skipCooldown(s.email);
      expect((await postFrom(app, attacker, '/web/v2/auth/forget-password', { email: s.email })).statusCode).toBe(200);
    }
    await skipCooldown(s.email);
    const held = await postFrom(app, attacker, '/web/v2/auth/forget-password', { email: s.email });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(880);
    expect((await postFrom(app, newIp(), '/web/v2/auth/forget-password', { email: s.email })).statusCode).toBe(200);
  });

  it('wrong current passwords on change-pass are held with Retry-After', async () => {
    const s = await registerStudent(app);
    for (let i = 0; i < 3; i++) expect((await put(app, '/web/v2/auth/change-pass', { oldPassword: 'Salah12345', newPassword: 'GantiBaru123' }, bearer(s.access))).statusCode).toBe(400);
    const held = await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword: 'GantiBaru123' }, bearer(s.access));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(880);
  });
});

describe('concurrent password changes: a compare-and-set', () => {
  async function race(n: number) {
    const s = await registerStudent(app);
    const candidates = Array.from({ length: n }, (_, i) => `Baru${i}Sandi`);
    const answers = await Promise.all(candidates.map((newPassword) => put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword }, bearer(s.access))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 200)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(n - 1);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe('Kata sandi baru saja diubah oleh permintaan lain. Gunakan kata sandi yang baru.');
    // Exactly the winner's password is the account's now.
    const winner = must(candidates[statuses.indexOf(200)], 'the password of the one 200');
    const { password_hash } = await studentRow(s.id);
    const matching = [];
    for (const candidate of [s.password, ...candidates]) if (await argon2.verify(password_hash!, candidate)) matching.push(candidate);
    expect(matching).toEqual([winner]);
    expect((await login(s.email, winner, newIp())).statusCode).toBe(200);
    // The owner's own attempts were not counted as wrong guesses.
    const counted = await app.ctx.db.selectFrom('auth_attempts').select('id').where('scope', '=', 'change-password').where('key', '=', String(s.id)).execute();
    expect(counted).toHaveLength(0);
  }

  it('5 at once: one "changed", four 409, and only the winner’s password works', async () => {
    await race(5);
  });

  it('64 at once: the same, and never a 429', { timeout: 180_000 }, async () => {
    await race(64);
  });
});
