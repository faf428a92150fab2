import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders } from '../../testing/test-app.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, lastCode, outboxCount, post, registerStudent, relaxedLimits, uniqueEmail, uniquePhone, wrongCode } from './testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({
    otp: { ttlSeconds: 300, maxAttempts: 5, resendCooldownSeconds: 60 },
    rateLimits: relaxedLimits({ otpRequestPerTargetAndIp: { max: 3, windowSeconds: 3600 }, otpRequestPerTarget: { max: 5, windowSeconds: 3600 } }),
  });
});
afterAll(async () => {
  await app?.cleanup();
});

/** Lets the next code be asked for at once (the resend cooldown is tested on its own). */
async function skipCooldown(target: string) {
  await app.ctx.db
    .updateTable('otps')
    .set({ created_at: sql<Date>`created_at - interval '61 seconds'` })
    .where('target', '=', target)
    .execute();
}

async function expireCodes(target: string) {
  await app.ctx.db
    .updateTable('otps')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('target', '=', target)
    .execute();
}

describe('auth/request-email-otp and auth/login-by-email-otp', () => {
  it('sends a 6-digit code that signs in once, and marks the address verified', async () => {
    const s = await registerStudent(app);
    const req = await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    expect(req.statusCode).toBe(200);
    const r = req.json().result;
    expect(r).toEqual({ target: expect.stringMatching(/^p\*+\d@example\.id$/), channel: 'email', expiredAt: expect.any(String), resendInSeconds: 60 });
    const expiresIn = new Date(r.expiredAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(301_000);

    const code = await lastCode(app, s.email);
    expect(code).toMatch(/^\d{6}$/);
    // Stored as an HMAC, never in clear.
    const row = await app.ctx.db.selectFrom('otps').selectAll().where('target', '=', s.email).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);

    const login = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: code });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.student.id).toBe(s.id);
    const profile = await get(app, '/web/v2/students/my-profile', bearer(login.json().result.accessToken.token));
    expect(profile.json().result.emailVerified).toBe(true);

    // Used: the same code does not work twice.
    const again = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Kode OTP sudah kedaluwarsa atau sudah dipakai. Minta kode baru.');
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const known = await registerStudent(app);
    const unknown = uniqueEmail('nobody');
    const a = await post(app, '/web/v2/auth/request-email-otp', { email: known.email });
    const b = await post(app, '/web/v2/auth/request-email-otp', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message.replace(a.json().result.target, '')).toBe(b.json().message.replace(b.json().result.target, ''));
    expect(Object.keys(a.json().result)).toEqual(Object.keys(b.json().result));
    expect(await outboxCount(app, unknown)).toBe(0);
    // No code exists that could sign anyone in.
    const login = await post(app, '/web/v2/auth/login-by-email-otp', { email: unknown, otp: '000000' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    const code = await lastCode(app, s.email);
    await expireCodes(s.email);
    const res = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/kedaluwarsa/);
  });

  it('allows 5 wrong codes, then that code is dead even when right; a new one works', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    const code = await lastCode(app, s.email);
    const wrong = wrongCode(code);
    const first = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Kode OTP salah. Sisa 4 percobaan.');
    for (let i = 0; i < 3; i++) await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: wrong });
    const fifth = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe('Terlalu banyak kode yang salah. Minta kode baru.');
    const right = await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Terlalu banyak kode yang salah. Minta kode baru.');
    // A new code works again.
    await skipCooldown(s.email);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    const fresh = await lastCode(app, s.email);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: fresh })).statusCode).toBe(200);
  });

  it('only the newest code counts', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    const old = await lastCode(app, s.email);
    await skipCooldown(s.email);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    const current = await lastCode(app, s.email);
    if (old !== current) expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: old })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: s.email, otp: current })).statusCode).toBe(200);
  });

  it('keeps a resend cooldown of 60 s and at most 3 codes per hour per address asked from one client address', async () => {
    const s = await registerStudent(app);
    // Start from no codes (registerStudent's sign-up code would count).
    await app.ctx.db.deleteFrom('otps').where('target', '=', s.email).execute();
    const sentBefore = await outboxCount(app, s.email);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    const soon = await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Tunggu (59|60) detik sebelum meminta kode baru\.$/);
    const en = await app.inject({ method: 'POST', url: '/web/v2/auth/request-email-otp', headers: { ...basicHeaders, language: 'en' }, payload: { email: s.email } });
    expect(en.json().message).toMatch(/^Wait (59|60) seconds before asking for a new code\.$/);
    await skipCooldown(s.email);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    await skipCooldown(s.email);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: s.email })).statusCode).toBe(200);
    await skipCooldown(s.email);
    const fourth = await post(app, '/web/v2/auth/request-email-otp', { email: s.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await outboxCount(app, s.email)).toBe(sentBefore + 3);
    // Another client address still gets a code (up to the ceiling of 5 per address).
    const elsewhere = await app.inject({ method: 'POST', url: '/web/v2/auth/request-email-otp', headers: basicHeaders, payload: { email: s.email }, remoteAddress: '192.0.2.44' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rejects bad input with 400', async () => {
    expect((await post(app, '/web/v2/auth/request-email-otp', {})).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: 'nope' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: 'a@b.id', purpose: 'admin' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: 'a@b.id', otp: '12345' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: 'a@b.id', otp: '12345a' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email-otp', { email: 'a@b.id', otp: '1'.repeat(1000) })).statusCode).toBe(400);
  });
});

describe('v2 sign-up and sign-in by e-mail or phone', () => {
  it('signs up by phone with a code, starting verified, then signs in with a new code', async () => {
    const phone = uniquePhone();
    const e164 = `+62${phone.slice(1)}`;
    const req = await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: phone, isForSignUp: true });
    expect(req.statusCode).toBe(200);
    expect(req.json().result.channel).toBe('sms');
    expect(req.json().result.target).toBe(`+62812${'*'.repeat(e164.length - 10)}${e164.slice(-4)}`);
    const code = await lastCode(app, e164);
    const reg = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: phone, otp: code, fullName: 'Andi Wijaya' });
    expect(reg.statusCode).toBe(201);
    const r = reg.json().result;
    expect(r.student).toMatchObject({ fullName: 'Andi Wijaya', phone: e164, email: null });
    const profile = (await get(app, '/web/v2/students/my-profile', bearer(r.accessToken.token))).json().result;
    expect(profile.phoneVerified).toBe(true);
    expect(profile.hasPassword).toBe(false);

    // Signing up again with the same number is refused; signing in works.
    const dup = await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: e164, isForSignUp: true });
    expect(dup.statusCode).toBe(409);
    await skipCooldown(e164);
    expect((await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: e164, isForSignUp: false })).statusCode).toBe(200);
    const loginCode = await lastCode(app, e164);
    const login = await post(app, '/web/v2/auth/login-by-otp-email-or-phone', { emailOrPhone: phone, otp: loginCode });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.student.id).toBe(r.student.id);
  });

  it('signs up by e-mail with an optional password that then works for login-by-email', async () => {
    const email = uniqueEmail();
    await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: email, isForSignUp: true });
    const code = await lastCode(app, email);
    const reg = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: code, fullName: 'Dewi Lestari', password: 'Rahasia123!' });
    expect(reg.statusCode).toBe(201);
    expect((await post(app, '/web/v2/auth/login-by-email', { email, password: 'Rahasia123!' })).statusCode).toBe(200);
  });

  it('refuses a sign-up with a wrong, used or missing code', async () => {
    const email = uniqueEmail();
    expect((await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: '123456', fullName: 'X' })).statusCode).toBe(400);
    await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: email, isForSignUp: true });
    const code = await lastCode(app, email);
    const wrong = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: wrongCode(code), fullName: 'X' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Kode OTP salah/);
    // A sign-in code is not a sign-up code.
    expect((await post(app, '/web/v2/auth/login-by-otp-email-or-phone', { emailOrPhone: email, otp: code })).statusCode).toBe(400);
    expect((await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: code, fullName: 'X' })).statusCode).toBe(201);
    expect((await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: code, fullName: 'X' })).statusCode).toBe(409);
  });

  it('rejects bad input with 400', async () => {
    expect((await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: 'a@b.id' })).statusCode).toBe(400);
    expect((await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: 'a@b.id', isForSignUp: 'perhaps' })).statusCode).toBe(400);
    const junk = await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: 'hello there', isForSignUp: true });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('Masukkan email atau nomor telepon yang valid.');
    expect((await post(app, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: 'x'.repeat(300), isForSignUp: true })).statusCode).toBe(400);
    expect((await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: 'a@b.id', otp: '123456' })).statusCode).toBe(400);
    expect((await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: 'a@b.id', otp: '123456', fullName: 'A', password: 'short' })).statusCode).toBe(400);
  });
});

describe('auth/request-{kind}-otp and auth/verify-{kind} for a signed-in student', () => {
  it('adds a verified phone to the account', async () => {
    const s = await registerStudent(app);
    const phone = uniquePhone();
    const e164 = `+62${phone.slice(1)}`;
    const req = await post(app, '/web/v2/auth/request-phone-otp', { phone }, bearer(s.access));
    expect(req.statusCode).toBe(200);
    expect(req.json().result.channel).toBe('sms');
    const code = await lastCode(app, e164);
    const res = await post(app, '/web/v2/auth/verify-phone', { phone, otp: code }, bearer(s.access));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.phone).toBe(e164);
    expect(res.json().message).toBe('Nomor telepon berhasil diverifikasi.');
    const profile = (await get(app, '/web/v2/students/my-profile', bearer(s.access))).json().result;
    expect(profile).toMatchObject({ phone: e164, phoneVerified: true });
  });

  it('verifies the e-mail address of the account', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/request-email-otp', { email: s.email }, bearer(s.access));
    const code = await lastCode(app, s.email);
    const res = await post(app, '/web/v2/auth/verify-email', { email: s.email, otp: code }, bearer(s.access));
    expect(res.statusCode).toBe(200);
    expect((await get(app, '/web/v2/students/my-profile', bearer(s.access))).json().result.emailVerified).toBe(true);
  });

  it('a code asked for by one student cannot verify for another', async () => {
    const a = await registerStudent(app);
    const b = await registerStudent(app);
    const phone = uniquePhone();
    await post(app, '/web/v2/auth/request-phone-otp', { phone }, bearer(a.access));
    const code = await lastCode(app, `+62${phone.slice(1)}`);
    const res = await post(app, '/web/v2/auth/verify-phone', { phone, otp: code }, bearer(b.access));
    expect(res.statusCode).toBe(400);
    expect((await get(app, '/web/v2/students/my-profile', bearer(b.access))).json().result.phone).toBeNull();
  });

  it('refuses an address another account has (409) and verify without a token (401)', async () => {
    const a = await registerStudent(app);
    const b = await registerStudent(app);
    expect((await post(app, '/web/v2/auth/request-email-otp', { email: a.email }, bearer(b.access))).statusCode).toBe(409);
    expect((await post(app, '/web/v2/auth/verify-email', { email: a.email, otp: '123456' })).statusCode).toBe(401);
    const needSignIn = await post(app, '/web/v2/auth/request-phone-otp', { phone: uniquePhone(), purpose: 'verify' });
    expect(needSignIn.statusCode).toBe(401);
    expect((await post(app, '/web/v2/auth/request-phone-otp', { phone: 'abc' }, bearer(a.access))).statusCode).toBe(400);
  });

  it('a phone sign-in code from request-phone-otp signs in by phone, once the phone is proven', async () => {
    const phone = uniquePhone();
    const s = await registerStudent(app, { phone });
    const e164 = `+62${phone.slice(1)}`;
    // A phone typed at registration signs nobody in until proven: no code is sent.
    expect((await post(app, '/web/v2/auth/request-phone-otp', { phone: e164 })).statusCode).toBe(200);
    expect(await outboxCount(app, e164)).toBe(0);
    await skipCooldown(e164);
    await post(app, '/web/v2/auth/request-phone-otp', { phone: e164 }, bearer(s.access));
    expect((await post(app, '/web/v2/auth/verify-phone', { phone: e164, otp: await lastCode(app, e164) }, bearer(s.access))).statusCode).toBe(200);
    await skipCooldown(e164);
    expect((await post(app, '/web/v2/auth/request-phone-otp', { phone: e164 })).statusCode).toBe(200);
    const code = await lastCode(app, e164);
    const res = await post(app, '/web/v2/auth/login-by-otp-email-or-phone', { emailOrPhone: e164, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student.id).toBe(s.id);
  });
});
