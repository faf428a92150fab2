import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders } from '../../testing/test-app.js';
import { DEMO_STUDENT } from '../../db/seed/accounts.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, lastCode, loginByEmail, post, registerStudent, relaxedLimits, uniqueEmail, uniquePhone } from './testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({ rateLimits: relaxedLimits({ loginFailuresPerAccountAndIp: { max: 5, windowSeconds: 900 } }) });
});
afterAll(async () => {
  await app?.cleanup();
});

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

describe('students/register', () => {
  it('registers without tokens (a code goes to the address); the code answers the token shape the renderer expects', async () => {
    const email = uniqueEmail();
    const res = await post(app, '/web/v2/students/register', { fullName: '  Siti Rahma  ', email: email.toUpperCase(), password: 'Rahasia123!', phone: '0812-3456-7001' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.statusCode).toBe(201);
    expect(body.message).toMatch(/^Kode verifikasi telah dikirim ke /);
    expect(Object.keys(body.result).sort()).toEqual(['channel', 'expiredAt', 'registrationId', 'resendInSeconds', 'target']);

    const confirm = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: await lastCode(app, email), registrationId: body.result.registrationId });
    expect(confirm.statusCode).toBe(201);
    expect(confirm.json().message).toBe('Pendaftaran berhasil.');
    const r = confirm.json().result;
    expect(Object.keys(r).sort()).toEqual(['accessToken', 'refreshToken', 'student']);
    expect(r.accessToken.token).toMatch(JWT);
    expect(new Date(r.accessToken.expiredAt).getTime()).toBeGreaterThan(Date.now());
    expect(r.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(r.student).toEqual({ id: expect.any(Number), fullName: 'Siti Rahma', email, phone: '+6281234567001', avatarUrl: null });

    // Password kept as argon2id, the refresh token only as a hash.
    const row = await app.ctx.db.selectFrom('students').selectAll().where('id', '=', r.student.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    for (const part of ['m=19456', 't=2', 'p=1']) expect(row.password_hash).toContain(part);
    expect(row.email_verified_at).not.toBeNull();
    expect(row.phone_verified_at).toBeNull();
    const tokens = await app.ctx.db.selectFrom('refresh_tokens').select('token_hash').where('student_id', '=', r.student.id).execute();
    expect(tokens).toHaveLength(1);
    const [stored] = tokens;
    expect(stored?.token_hash).not.toContain(r.refreshToken);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The access token works at once.
    const me = await get(app, '/web/v2/students/my-profile', bearer(r.accessToken.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().result.email).toBe(email);
  });

  it('refuses an e-mail address or phone already proven by an account (409), in the asked language', async () => {
    const first = await registerStudent(app);
    const again = await post(app, '/web/v2/students/register', { fullName: 'X', email: first.email, password: 'Rahasia123!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email sudah terdaftar. Silakan masuk.');
    const en = await app.inject({
      method: 'POST',
      url: '/web/v2/students/register',
      headers: { ...basicHeaders, language: 'en' },
      payload: { fullName: 'X', email: uniqueEmail(), password: 'Rahasia123!', phone: DEMO_STUDENT.phone },
    });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This phone number is already registered.');
  });

  it('refuses a password without letters and digits with a clear 400, in the asked language', async () => {
    const res = await post(app, '/web/v2/students/register', { fullName: 'Budi', email: uniqueEmail(), password: 'aaaaaaaa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kata sandi minimal 8 karakter dan harus berisi huruf dan angka.');
    const digitsOnly = await app.inject({
      method: 'POST',
      url: '/web/v2/students/register',
      headers: { ...basicHeaders, language: 'en' },
      payload: { fullName: 'Budi', email: uniqueEmail(), password: '12345678' },
    });
    expect(digitsOnly.statusCode).toBe(400);
    expect(digitsOnly.json().message).toBe('Passwords need at least 8 characters with letters and digits.');
  });

  it('needs the public client credentials', async () => {
    const res = await app.inject({ method: 'POST', url: '/web/v2/students/register', payload: { fullName: 'A', email: uniqueEmail(), password: 'Rahasia123!' } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['missing fields', { email: 'a@b.id' }, /fullName|password/],
    ['wrong types', { fullName: { first: 'A' }, email: 'a@b.id', password: 'Rahasia123!' }, /fullName must be string/],
    ['a list for a string', { fullName: 'A', email: ['a@b.id', 'c@d.id'], password: 'Rahasia123!' }, /email must be string/],
    ['null for a string', { fullName: 'A', email: 'a@b.id', password: null }, /password/],
    ['a short password', { fullName: 'A', email: 'a@b.id', password: 'short' }, /password/],
    ['a long password', { fullName: 'A', email: 'a@b.id', password: 'x'.repeat(129) }, /password/],
    ['a bad e-mail', { fullName: 'A', email: 'not-an-email', password: 'Rahasia123!' }, /email/],
    ['a huge name', { fullName: 'A'.repeat(5000), email: 'a@b.id', password: 'Rahasia123!' }, /fullName/],
    ['a blank name', { fullName: '   ', email: 'a@b.id', password: 'Rahasia123!' }, /fullName/],
    ['an extra field', { fullName: 'A', email: 'a@b.id', password: 'Rahasia123!', isAdmin: true }, /additional/],
    ['a bad phone', { fullName: 'A', email: 'a@b.id', password: 'Rahasia123!', phone: 'call me' }, /phone/],
  ])('answers 400 with a message for %s', async (_name, payload, pattern) => {
    const res = await post(app, '/web/v2/students/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: /);
    expect(res.json().message).toMatch(pattern);
  });

  it('answers 400 for a phone that is not Indonesian-mobile shaped, and 400/415/413 for wrong content', async () => {
    const bad = await post(app, '/web/v2/students/register', { fullName: 'A', email: uniqueEmail(), password: 'Rahasia123!', phone: '0211234' });
    expect(bad.statusCode).toBe(400);
    const text = await app.inject({ method: 'POST', url: '/web/v2/students/register', headers: { ...basicHeaders, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/body must be object/);
    const xml = await app.inject({ method: 'POST', url: '/web/v2/students/register', headers: { ...basicHeaders, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: '/web/v2/students/register',
      headers: { ...basicHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'A', email: uniqueEmail(), password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const broken = await app.inject({ method: 'POST', url: '/web/v2/students/register', headers: { ...basicHeaders, 'content-type': 'application/json' }, payload: '{"fullName":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('auth/login-by-email and student API v1/Auth/login', () => {
  it('signs in with the right password (e-mail case does not matter)', async () => {
    const s = await registerStudent(app);
    const res = await loginByEmail(app, s.email.toUpperCase(), s.password);
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.student.id).toBe(s.id);
    expect(r.accessToken.token).toMatch(JWT);
    expect(r.refreshToken).not.toBe(s.tokens.refreshToken);
  });

  it('the seeded demo student can sign in at once', async () => {
    const res = await loginByEmail(app, DEMO_STUDENT.email, DEMO_STUDENT.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.student.fullName).toBe(DEMO_STUDENT.fullName);
  });

  it('answers a wrong password and an unknown address the same way (401)', async () => {
    const s = await registerStudent(app);
    const wrong = await loginByEmail(app, s.email, 'Salah1234!');
    const unknown = await loginByEmail(app, uniqueEmail('nobody'), 'Salah1234!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email/nomor HP atau kata sandi salah.');
  });

  it('refuses an account that has no password (made by OTP or Google) like a wrong password', async () => {
    const email = uniqueEmail();
    await app.ctx.db.insertInto('students').values({ email, full_name: 'Tanpa Sandi' }).execute();
    const res = await loginByEmail(app, email, 'Apapun123');
    expect(res.statusCode).toBe(401);
  });

  it('holds one account after 5 wrong passwords from one address for 15 minutes, without touching others', async () => {
    const s = await registerStudent(app);
    const other = await registerStudent(app);
    for (let i = 0; i < 5; i++) expect((await loginByEmail(app, s.email, `Salah${i}xyz`)).statusCode).toBe(401);
    const locked = await loginByEmail(app, s.email, s.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    const en = await app.inject({ method: 'POST', url: '/web/v2/auth/login-by-email', headers: { ...basicHeaders, language: 'en' }, payload: { email: s.email, password: s.password } });
    expect(en.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    expect((await loginByEmail(app, other.email, other.password)).statusCode).toBe(200);
    // Unknown addresses are counted too, so the limit does not tell whether one is registered.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await loginByEmail(app, ghost, 'Salah1234');
    expect((await loginByEmail(app, ghost, 'Salah1234')).statusCode).toBe(429);
  });

  it('a successful sign-in clears earlier failures', async () => {
    const s = await registerStudent(app);
    for (let i = 0; i < 4; i++) await loginByEmail(app, s.email, 'Salah1234');
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginByEmail(app, s.email, 'Salah1234')).statusCode).toBe(401);
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(200);
  });

  it('rejects bad input with 400', async () => {
    expect((await post(app, '/web/v2/auth/login-by-email', { email: 'a@b.id' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email', { email: 'a@b.id', password: { $ne: '' } })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email', { email: 'x'.repeat(300) + '@b.id', password: 'abc' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/login-by-email', { email: 'a@b.id', password: 'p'.repeat(129) })).statusCode).toBe(400);
  });

  it('the student API signs in the same way and serves v1/Profile', async () => {
    const s = await registerStudent(app);
    const res = await post(app, '/student-api/v1/Auth/login', { email: s.email, password: s.password });
    expect(res.statusCode).toBe(200);
    const token = res.json().result.accessToken.token;
    const profile = await get(app, '/student-api/v1/Profile', bearer(token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().result).toMatchObject({ id: s.id, email: s.email });
    expect((await post(app, '/student-api/v1/Auth/login', { email: s.email, password: 'nope' })).statusCode).toBe(401);
    expect((await get(app, '/student-api/v1/Profile', {})).statusCode).toBe(401);
  });

  it('upgrades an old, cheaper hash on the next sign-in', async () => {
    const s = await registerStudent(app);
    const argon2 = await import('argon2');
    const weak = await argon2.hash(s.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await app.ctx.db.updateTable('students').set({ password_hash: weak }).where('id', '=', s.id).execute();
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(200);
    const row = await app.ctx.db.selectFrom('students').select('password_hash').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    for (const part of ['m=19456', 't=2', 'p=1']) expect(row.password_hash).toContain(part);
  });

  it('register accepts a phone in the 62… form and stores E.164', async () => {
    const phone = uniquePhone();
    const s = await registerStudent(app, { phone: `62${phone.slice(1)}` });
    expect(s.tokens.student!.phone).toBe(`+62${phone.slice(1)}`);
  });
});
