import { SignJWT, generateKeyPair } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders } from '../../testing/test-app.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, lastCode, loginByEmail, outboxCount, post, put, registerStudent, relaxedLimits, uniqueEmail, wrongCode } from './testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({
    rateLimits: relaxedLimits({
      passwordResetPerAccountAndIp: { max: 3, windowSeconds: 900 },
      changePasswordFailuresPerAccount: { max: 3, windowSeconds: 900 },
    }),
  });
});
afterAll(async () => {
  await app?.cleanup();
});

const refresh = (body: object) => post(app, '/web/v2/auth/refresh-token', body);
const profile = (token: string) => get(app, '/web/v2/students/my-profile', bearer(token));

describe('auth/refresh-token', () => {
  it('rotates: a new pair every time, the old access token keeps working until it expires', async () => {
    const s = await registerStudent(app);
    const r1 = await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 });
    expect(r1.statusCode).toBe(200);
    const t1 = r1.json().result;
    expect(t1.refreshToken).not.toBe(s.tokens.refreshToken);
    expect(t1.accessToken.token).not.toBe(s.access);
    expect(t1.student.id).toBe(s.id);
    expect((await profile(t1.accessToken.token)).statusCode).toBe(200);
    const r2 = await refresh({ refreshToken: t1.refreshToken, deviceID: 1 });
    expect(r2.statusCode).toBe(200);
    // One family: a single session row, three token rows, two used.
    const rows = await app.ctx.db.selectFrom('refresh_tokens').select(['family_id', 'used_at']).where('student_id', '=', s.id).execute();
    expect(new Set(rows.map((r) => r.family_id)).size).toBe(1);
    expect(rows.filter((r) => r.used_at).length).toBe(2);
  });

  it('a reused refresh token revokes the whole family (theft detection)', async () => {
    const s = await registerStudent(app);
    const stolen = s.tokens.refreshToken;
    const legit = (await refresh({ refreshToken: stolen, deviceID: 1 })).json().result;
    // The thief replays the old token.
    const replay = await refresh({ refreshToken: stolen, deviceID: 1 });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/sudah pernah dipakai/);
    // The newest token of the family and its access token are dead too.
    expect((await refresh({ refreshToken: legit.refreshToken, deviceID: 1 })).statusCode).toBe(401);
    expect((await profile(legit.accessToken.token)).statusCode).toBe(401);
    expect((await profile(s.access)).statusCode).toBe(401);
    // Other sessions of the same student are not touched.
    const other = (await loginByEmail(app, s.email, s.password)).json().result;
    expect((await profile(other.accessToken.token)).statusCode).toBe(200);
  });

  it('two refreshes racing with one token: one wins, the family is then revoked', async () => {
    const s = await registerStudent(app);
    const [a, b] = await Promise.all([refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 }), refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });

  it('checks the accessToken the old API sends: it must be ours and of the same student', async () => {
    const a = await registerStudent(app);
    const b = await registerStudent(app);
    const mismatch = await refresh({ refreshToken: a.tokens.refreshToken, deviceID: 1, accessToken: b.access });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json().message).toBe('Token akses tidak cocok dengan sesi ini.');
    // Nothing was consumed: the right pair still refreshes.
    const ok = await refresh({ refreshToken: a.tokens.refreshToken, deviceID: 1, accessToken: a.access });
    expect(ok.statusCode).toBe(200);
    // An expired access token of the same student is fine (that is why it is being refreshed).
    const expired = await app.ctx.tokens.signAccessToken({ sub: String(a.id) }, -600);
    expect((await refresh({ refreshToken: ok.json().result.refreshToken, deviceID: 1, accessToken: expired.token })).statusCode).toBe(200);
    // A token signed by someone else is refused.
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(String(a.id))
      .setIssuer('learning-marketplace')
      .setAudience('student')
      .setExpirationTime('5m')
      .sign(privateKey);
    const fresh = await loginByEmail(app, a.email, a.password);
    expect((await refresh({ refreshToken: fresh.json().result.refreshToken, deviceID: 1, accessToken: forged })).statusCode).toBe(401);
  });

  it('refuses unknown, expired and revoked tokens with 401, and bad bodies with 400', async () => {
    expect((await refresh({ refreshToken: 'x'.repeat(43), deviceID: 1 })).statusCode).toBe(401);
    const s = await registerStudent(app);
    await app.ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('student_id', '=', s.id)
      .execute();
    const expired = await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.');

    expect((await refresh({ refreshToken: s.tokens.refreshToken })).statusCode).toBe(400);
    expect((await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 2 })).statusCode).toBe(400);
    expect((await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1, extra: true })).statusCode).toBe(400);
    expect((await refresh({ refreshToken: 'r'.repeat(5000), deviceID: 1 })).statusCode).toBe(400);
    expect((await refresh({ deviceID: 1 })).statusCode).toBe(400);
    // Basic only: the public client credentials are required.
    const noCreds = await app.inject({ method: 'POST', url: '/web/v2/auth/refresh-token', payload: { refreshToken: s.tokens.refreshToken, deviceID: 1 } });
    expect(noCreds.statusCode).toBe(401);
  });
});

describe('auth/logout and v2/auth/check-access-token', () => {
  it('logout ends the session: its access and refresh tokens stop working, other sessions stay', async () => {
    const s = await registerStudent(app);
    const second = (await loginByEmail(app, s.email, s.password)).json().result;
    const check = (token: string) => post(app, '/v2/auth/check-access-token', { accessToken: token }, {});
    expect((await check(s.access)).json().result).toEqual({ isValid: true, expiredAt: s.tokens.accessToken.expiredAt });

    const out = await post(app, '/web/v2/auth/logout', {}, bearer(s.access));
    expect(out.statusCode).toBe(200);
    expect(out.json().result).toEqual({ loggedOut: true });
    expect((await profile(s.access)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 })).statusCode).toBe(401);
    expect((await check(s.access)).json().result).toEqual({ isValid: false, expiredAt: null });
    expect((await profile(second.accessToken.token)).statusCode).toBe(200);
  });

  it('logout needs a student token', async () => {
    expect((await post(app, '/web/v2/auth/logout', {}, {})).statusCode).toBe(401);
    expect((await post(app, '/web/v2/auth/logout', {})).statusCode).toBe(401);
  });

  it('check-access-token takes no credentials, reads the body or the bearer, and says when it expires', async () => {
    const s = await registerStudent(app);
    const fromBearer = await post(app, '/v2/auth/check-access-token', {}, bearer(s.access));
    expect(fromBearer.statusCode).toBe(200);
    expect(fromBearer.json().result.isValid).toBe(true);
    const expired = await app.ctx.tokens.signAccessToken({ sub: String(s.id) }, -5);
    expect((await post(app, '/v2/auth/check-access-token', { accessToken: expired.token }, {})).json().result).toEqual({ isValid: false, expiredAt: null });
    expect((await post(app, '/v2/auth/check-access-token', { accessToken: 'garbage' }, {})).json().result.isValid).toBe(false);
    expect((await post(app, '/v2/auth/check-access-token', {}, {})).json().result.isValid).toBe(false);
    const noBody = await app.inject({ method: 'POST', url: '/v2/auth/check-access-token', headers: bearer(s.access) });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().result.isValid).toBe(true);
    expect((await post(app, '/v2/auth/check-access-token', { accessToken: 'a'.repeat(5000) }, {})).statusCode).toBe(400);
    expect((await post(app, '/v2/auth/check-access-token', { token: 'x' }, {})).statusCode).toBe(400);
  });
});

describe('auth/forget-password and auth/confirm-password-reset', () => {
  it('answers the same for registered and unknown addresses; only the registered one gets mail', async () => {
    const s = await registerStudent(app);
    const unknown = uniqueEmail('nobody');
    const sentBefore = await outboxCount(app, s.email);
    const a = await post(app, '/web/v2/auth/forget-password', { email: s.email });
    const b = await post(app, '/web/v2/auth/forget-password', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message).toBe(b.json().message);
    expect(a.json().message).toBe('Jika email terdaftar, kami telah mengirim kode untuk mengatur ulang kata sandi.');
    expect(Object.keys(a.json().result)).toEqual(Object.keys(b.json().result));
    expect(await outboxCount(app, s.email)).toBe(sentBefore + 1);
    expect(await outboxCount(app, unknown)).toBe(0);
    // The cooldown answer is the same for both as well.
    const a2 = await post(app, '/web/v2/auth/forget-password', { email: s.email });
    const b2 = await post(app, '/web/v2/auth/forget-password', { email: unknown });
    expect(a2.statusCode).toBe(429);
    expect(b2.statusCode).toBe(429);
    expect(a2.json().message.replace(/\d+/, 'N')).toBe(b2.json().message.replace(/\d+/, 'N'));
  });

  it('resets the password with the code and signs out every session', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/forget-password', { email: s.email });
    const code = await lastCode(app, s.email);
    const wrong = await post(app, '/web/v2/auth/confirm-password-reset', { email: s.email, otp: wrongCode(code), newPassword: 'BaruSekali123' });
    expect(wrong.statusCode).toBe(400);
    const res = await post(app, '/web/v2/auth/confirm-password-reset', { email: s.email, otp: code, newPassword: 'BaruSekali123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ reset: true });
    expect((await profile(s.access)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 })).statusCode).toBe(401);
    expect((await loginByEmail(app, s.email, s.password)).statusCode).toBe(401);
    expect((await loginByEmail(app, s.email, 'BaruSekali123')).statusCode).toBe(200);
    // The code is used up.
    expect((await post(app, '/web/v2/auth/confirm-password-reset', { email: s.email, otp: code, newPassword: 'LainLagi1234' })).statusCode).toBe(400);
  });

  it('an expired reset code is refused; an unknown address gets the same refusal', async () => {
    const s = await registerStudent(app);
    await post(app, '/web/v2/auth/forget-password', { email: s.email });
    const code = await lastCode(app, s.email);
    await app.ctx.db
      .updateTable('otps')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('target', '=', s.email)
      .execute();
    const expired = await post(app, '/web/v2/auth/confirm-password-reset', { email: s.email, otp: code, newPassword: 'BaruSekali123' });
    const unknown = await post(app, '/web/v2/auth/confirm-password-reset', { email: uniqueEmail('x'), otp: code, newPassword: 'BaruSekali123' });
    expect(expired.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(expired.json()).toEqual(unknown.json());
  });

  it('limits reset requests per address and client address (3 per 15 minutes), known or not, with Retry-After', async () => {
    const email = uniqueEmail('reset');
    for (let i = 0; i < 3; i++) {
      const res = await post(app, '/web/v2/auth/forget-password', { email });
      // The first passes; the next two meet the resend cooldown, but count as requests all the same.
      expect([200, 429]).toContain(res.statusCode);
      await app.ctx.db
        .updateTable('otps')
        .set({ created_at: sql<Date>`created_at - interval '61 seconds'` })
        .where('target', '=', email)
        .execute();
    }
    const res = await post(app, '/web/v2/auth/forget-password', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(890);
  });

  it('rejects bad input with 400', async () => {
    expect((await post(app, '/web/v2/auth/forget-password', {})).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/forget-password', { email: 'x' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/confirm-password-reset', { email: 'a@b.id', otp: '123456', newPassword: 'short' })).statusCode).toBe(400);
    expect((await post(app, '/web/v2/auth/confirm-password-reset', { email: 'a@b.id', otp: '123456' })).statusCode).toBe(400);
  });
});

describe('auth/change-pass', () => {
  it('changes the password; other sessions end, this one stays', async () => {
    const s = await registerStudent(app);
    const other = (await loginByEmail(app, s.email, s.password)).json().result;
    const res = await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword: 'GantiBaru123' }, bearer(s.access));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Kata sandi berhasil diubah.', result: { changed: true } });
    expect((await profile(s.access)).statusCode).toBe(200);
    expect((await refresh({ refreshToken: s.tokens.refreshToken, deviceID: 1 })).statusCode).toBe(200);
    expect((await profile(other.accessToken.token)).statusCode).toBe(401);
    expect((await refresh({ refreshToken: other.refreshToken, deviceID: 1 })).statusCode).toBe(401);
    expect((await loginByEmail(app, s.email, 'GantiBaru123')).statusCode).toBe(200);
  });

  it('refuses a wrong current password (400, not 401) and locks after 3 wrong ones', async () => {
    const s = await registerStudent(app);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/web/v2/auth/change-pass',
      headers: { ...bearer(s.access), language: 'en' },
      payload: { oldPassword: 'Salah12345', newPassword: 'GantiBaru123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is wrong.');
    await put(app, '/web/v2/auth/change-pass', { oldPassword: 'Salah12345', newPassword: 'GantiBaru123' }, bearer(s.access));
    await put(app, '/web/v2/auth/change-pass', { oldPassword: 'Salah12345', newPassword: 'GantiBaru123' }, bearer(s.access));
    const locked = await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword: 'GantiBaru123' }, bearer(s.access));
    expect(locked.statusCode).toBe(429);
  });

  it('needs the current password when there is one; an account without one may set it', async () => {
    const s = await registerStudent(app);
    expect((await put(app, '/web/v2/auth/change-pass', { newPassword: 'GantiBaru123' }, bearer(s.access))).statusCode).toBe(400);
    expect((await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword: s.password }, bearer(s.access))).statusCode).toBe(400);
    await app.ctx.db.updateTable('students').set({ password_hash: null }).where('id', '=', s.id).execute();
    expect((await put(app, '/web/v2/auth/change-pass', { newPassword: 'PertamaKali1' }, bearer(s.access))).statusCode).toBe(200);
    expect((await loginByEmail(app, s.email, 'PertamaKali1')).statusCode).toBe(200);
  });

  it('needs a student token and a valid body', async () => {
    expect((await app.inject({ method: 'PUT', url: '/web/v2/auth/change-pass', headers: basicHeaders, payload: { newPassword: 'GantiBaru123' } })).statusCode).toBe(401);
    const s = await registerStudent(app);
    expect((await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password, newPassword: 'short' }, bearer(s.access))).statusCode).toBe(400);
    expect((await put(app, '/web/v2/auth/change-pass', { oldPassword: s.password }, bearer(s.access))).statusCode).toBe(400);
  });
});
