import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders } from '../../testing/test-app.js';
import { type AccountsTestApp, createAccountsApp, relaxedLimits, uniqueEmail } from './testing.js';

/** Per-address limits (@fastify/rate-limit), lowered so a test can reach them. */
let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({
    rateLimits: relaxedLimits({
      loginPerIp: { max: 3, windowSeconds: 600 },
      otpRequestPerIp: { max: 2, windowSeconds: 60 },
      otpVerifyPerIp: { max: 3, windowSeconds: 120 },
      passwordResetPerIp: { max: 2, windowSeconds: 900 },
      registerPerIp: { max: 2, windowSeconds: 3600 },
      refreshPerIp: { max: 2, windowSeconds: 60 },
    }),
  });
});
afterAll(async () => {
  await app?.cleanup();
});

/** Each test speaks from its own socket address (forwarded headers are not trusted without TRUST_PROXY). */
let nextIp = 10;
const newIp = () => `203.0.113.${nextIp++}`;
const from = (ip: string, url: string, payload: object, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...basicHeaders, ...extra }, remoteAddress: ip });

describe('per-address rate limits', () => {
  it('sign-in: every sign-in call shares one budget; the 429 says when to retry, in both languages', async () => {
    const ip = newIp();
    const body = { email: uniqueEmail(), password: 'Salah12345' };
    expect((await from(ip, '/web/v2/auth/login-by-email', body)).statusCode).toBe(401);
    expect((await from(ip, '/student-api/v1/Auth/login', body)).statusCode).toBe(401);
    expect((await from(ip, '/web/v2/auth/login-by-google', { idToken: 'abcdefghijklmnop' })).statusCode).toBe(503);
    const limited = await from(ip, '/web/v2/auth/login-by-email', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: 'Terlalu banyak percobaan. Coba lagi dalam 10 menit.' });
    expect(limited.json().errors[0].description).toBe(limited.json().message);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    const en = await from(ip, '/web/v2/auth/login-by-email', body, { language: 'en' });
    expect(en.json().message).toBe('Too many attempts. Try again in 10 minutes.');
    // Another address is not affected; a forged X-Forwarded-For does not make one.
    expect((await from(newIp(), '/web/v2/auth/login-by-email', body)).statusCode).toBe(401);
    expect((await from(ip, '/web/v2/auth/login-by-email', body, { 'x-forwarded-for': newIp() })).statusCode).toBe(429);
  });

  it('OTP requests', async () => {
    const ip = newIp();
    expect((await from(ip, '/web/v2/auth/request-email-otp', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await from(ip, '/v2/auth/request-otp-email-or-phone', { emailOrPhone: uniqueEmail(), isForSignUp: true })).statusCode).toBe(200);
    const limited = await from(ip, '/web/v2/auth/request-phone-otp', { phone: '081299990001' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 1 menit.');
    const en = await from(ip, '/web/v2/auth/request-phone-otp', { phone: '081299990001' }, { language: 'en' });
    expect(en.json().message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('OTP checks', async () => {
    const ip = newIp();
    const email = uniqueEmail();
    expect((await from(ip, '/web/v2/auth/login-by-otp-email-or-phone', { emailOrPhone: email, otp: '111111' })).statusCode).toBe(400);
    expect((await from(ip, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: '111111', fullName: 'A' })).statusCode).toBe(400);
    expect((await from(ip, '/web/v2/auth/confirm-password-reset', { email, otp: '111111', newPassword: 'Rahasia123!' })).statusCode).toBe(400);
    expect((await from(ip, '/web/v2/auth/login-by-email-otp', { email, otp: '111111' })).statusCode).toBe(429);
  });

  it('password reset', async () => {
    const ip = newIp();
    expect((await from(ip, '/web/v2/auth/forget-password', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await from(ip, '/web/v2/auth/forget-password', { email: uniqueEmail() })).statusCode).toBe(200);
    const limited = await from(ip, '/web/v2/auth/forget-password', { email: uniqueEmail() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
  });

  it('registration and refresh', async () => {
    const ip = newIp();
    const reg = (email: string) => from(ip, '/web/v2/students/register', { fullName: 'A', email, password: 'Rahasia123!' });
    expect((await reg(uniqueEmail())).statusCode).toBe(201);
    expect((await reg(uniqueEmail())).statusCode).toBe(201);
    expect((await reg(uniqueEmail())).statusCode).toBe(429);
    const ip2 = newIp();
    for (let i = 0; i < 2; i++) expect((await from(ip2, '/web/v2/auth/refresh-token', { refreshToken: 'x'.repeat(43), deviceID: 1 })).statusCode).toBe(401);
    expect((await from(ip2, '/web/v2/auth/refresh-token', { refreshToken: 'x'.repeat(43), deviceID: 1 })).statusCode).toBe(429);
  });
});
