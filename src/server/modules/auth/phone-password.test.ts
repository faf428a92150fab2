/**
 * Issue 25: password sign-in with a proven phone number (auth/login-by-email's `email` field takes
 * an e-mail address or a phone number). The number is normalised by the sign-up rule
 * (src/common/validation.ts normalizePhone); only a proven phone opens its account; unknown and
 * unproven numbers answer like a wrong password; the limits work per number as they do per e-mail.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basicHeaders } from '../../testing/test-app.js';
import { accountsOf } from './accounts.js';
import { DEVICE_COOKIE } from './devices.js';
import { type AccountsTestApp, bearer, createAccountsApp, lastCode, post, postFrom, registerStudent, relaxedLimits, uniquePhone } from './testing.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp({
    rateLimits: relaxedLimits({
      loginFailuresPerAccountAndIp: { max: 3, windowSeconds: 900 },
      loginFailuresPerAccount: { max: 6, windowSeconds: 900 },
    }),
  });
});
afterAll(async () => {
  await app?.cleanup();
});

let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;
const URL = '/web/v2/auth/login-by-email';
const login = (identifier: string, password: string, ip = newIp(), cookie?: string, language = 'id') =>
  postFrom(app, ip, URL, { email: identifier, password }, { ...basicHeaders, language, ...(cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}) });

/** A student whose phone (08… as typed) was proven with a code sent to it. */
async function studentWithProvenPhone() {
  const phone = uniquePhone();
  const s = await registerStudent(app, { phone });
  const e164 = `+62${phone.slice(1)}`;
  expect((await post(app, '/web/v2/auth/request-phone-otp', { phone }, bearer(s.access))).statusCode).toBe(200);
  const verified = await post(app, '/web/v2/auth/verify-phone', { phone, otp: await lastCode(app, e164) }, bearer(s.access));
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...s, phone, e164 };
}

describe('password sign-in with a phone number', () => {
  it('a proven phone signs in written 08…, 628… or +628… (with spaces and dashes too)', async () => {
    const s = await studentWithProvenPhone();
    const local = s.phone; // 0812…
    const notations = [local, `62${local.slice(1)}`, s.e164, `${local.slice(0, 4)}-${local.slice(4, 8)} ${local.slice(8)}`];
    for (const identifier of notations) {
      const res = await login(identifier, s.password);
      expect(res.statusCode, `${identifier}: ${res.body}`).toBe(200);
      expect(res.json().result.student).toMatchObject({ id: s.id, phone: s.e164 });
      expect(res.json().result.accessToken.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    // The student API's sign-in is the same call.
    expect((await post(app, '/student-api/v1/Auth/login', { email: s.e164, password: s.password })).statusCode).toBe(200);
    // The e-mail address still signs in.
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('an unproven or unknown phone answers exactly like a wrong password (401), in both languages', async () => {
    const proven = await studentWithProvenPhone();
    const unprovenPhone = uniquePhone();
    const unproven = await registerStudent(app, { phone: unprovenPhone });
    for (const language of ['id', 'en']) {
      const wrong = await login(proven.phone, 'Salah1234!', newIp(), undefined, language);
      // The right password of the account that only typed this phone at registration.
      const notProven = await login(unprovenPhone, unproven.password, newIp(), undefined, language);
      const unknown = await login(uniquePhone(), 'Salah1234!', newIp(), undefined, language);
      for (const res of [wrong, notProven, unknown]) expect(res.statusCode).toBe(401);
      expect(notProven.json()).toEqual(wrong.json());
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().message).toBe(language === 'id' ? 'Email/nomor HP atau kata sandi salah.' : 'Wrong e-mail, phone number or password.');
    }
  });

  it('an unproven phone takes the wrong password’s path: one password hash computed, one failure counted', async () => {
    const phone = uniquePhone();
    const s = await registerStudent(app, { phone });
    const passwords = accountsOf(app.ctx).passwords;
    const verify = vi.spyOn(passwords, 'verify');
    const burn = vi.spyOn(passwords, 'burn');
    try {
      expect((await login(phone, s.password)).statusCode).toBe(401);
      // No account opens through it: the dummy hash is checked, as for an unknown address.
      expect(burn).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
      burn.mockRestore();
    }
    const counted = await app.ctx.db
      .selectFrom('auth_attempts')
      .select('key')
      .where('scope', '=', 'login')
      .where('key', '=', `+62${phone.slice(1)}`)
      .execute();
    expect(counted).toHaveLength(1);
  });

  it('refuses what is neither an e-mail address nor a phone number with a clear 400', async () => {
    for (const identifier of ['abc', '0812', '12345678', '+62712345678', 'budi@', '0812abc5678']) {
      const res = await login(identifier, 'Rahasia123!');
      expect(res.statusCode, identifier).toBe(400);
      expect(res.json().message).toBe('Masukkan email atau nomor telepon yang valid.');
    }
    const en = await login('abc', 'Rahasia123!', newIp(), undefined, 'en');
    expect(en.json().message).toBe('Enter a valid e-mail address or phone number.');
    expect((await post(app, URL, { email: '0812'.padEnd(300, '1'), password: 'x' })).statusCode).toBe(400);
    expect((await post(app, URL, { email: '081234567890' })).statusCode).toBe(400);
  });

  it('wrong passwords by phone from one address hold only that address, in every notation; the owner elsewhere signs in', async () => {
    const s = await studentWithProvenPhone();
    const attacker = newIp();
    // Three notations of one number count as one identifier.
    for (const identifier of [s.phone, `62${s.phone.slice(1)}`, s.e164]) expect((await login(identifier, 'Salah1xyz', attacker)).statusCode).toBe(401);
    const held = await login(s.phone, s.password, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(880);
    expect((await login(s.phone, s.password, newIp())).statusCode).toBe(200);
  });

  it('the ceiling over many addresses holds a phone; a browser that signed in before passes it, by phone or e-mail', async () => {
    const s = await studentWithProvenPhone();
    const first = await login(s.email, s.password);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE)!.value;
    for (let i = 0; i < 3; i++) {
      const ip = newIp();
      for (let j = 0; j < 2; j++) expect((await login(s.e164, `Salah${i}${j}xyz`, ip)).statusCode).toBe(401);
    }
    expect((await login(s.phone, s.password)).statusCode).toBe(429);
    // The owner's browser (proven by the e-mail sign-in) passes, by phone.
    expect((await login(s.phone, s.password, newIp(), device)).statusCode).toBe(200);
    // Unknown numbers are held the same way, so the limit does not tell whether one is registered.
    const ghost = uniquePhone();
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await login(ghost, 'Salah1234', ip)).statusCode).toBe(401);
    expect((await login(ghost, 'Salah1234', ip)).statusCode).toBe(429);
  });
});
