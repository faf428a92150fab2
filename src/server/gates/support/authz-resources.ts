import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { lastCode, loginByEmail, registerStudent, uniqueEmail, uniquePhone, type Registered } from '../../modules/auth/testing.js';
import type { TestApp } from '../../testing/test-app.js';
import type { OwnResource } from '../authorization-table.js';
import { must } from '../../../common/must.js';
import { BOOTCAMP_LECTURE_CHECKS } from './authz-bootcamp-lecture.js';
import { COMMERCE_CHECKS } from './authz-commerce.js';
import { LECTURE_CHECKS } from './authz-lecture.js';
import { NOTIFICATION_CHECKS } from './authz-notifications.js';
import { PURCHASE_CHECKS } from './authz-purchases.js';
import { POINTS_CHECKS } from './authz-points.js';
import { PUSH_CHECKS } from './authz-push.js';
import { SESSION_CHECKS } from './authz-sessions.js';
import { SOCIAL_CHECKS } from './authz-social.js';
import { VOUCHER_CHECKS } from './authz-vouchers.js';
import { COMPETITION_CHECKS } from './authz-competition.js';

/**
 * The "other student" case of the authorization matrix: student B, signed in with B's own valid
 * token, calls the operation that holds student A's resource. Each check returns B's answer (the
 * test compares its status with the table) and asserts that A's resource was neither shown to B
 * nor changed. Every check uses a new A and B, so one check cannot spoil the next.
 */

const bearer = (s: Registered) => ({ authorization: `Bearer ${s.access}` });
const json = (res: LightMyRequestResponse) => res.json() as { result: Record<string, unknown> };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'authzBoundaryQ7z';
function avatarUpload(app: TestApp, s: Registered) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({ method: 'PUT', url: '/web/v2/students/profilepic', payload, headers: { ...bearer(s), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

async function profileOf(app: TestApp, s: Registered): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: 'GET', url: '/web/v2/students/my-profile', headers: bearer(s) });
  expect(res.statusCode, `student ${s.id} can still read the profile: ${res.body}`).toBe(200);
  return json(res).result;
}

export interface Pair {
  a: Registered;
  b: Registered;
}

export async function newPair(app: TestApp): Promise<Pair> {
  const a = await registerStudent(app as never, { fullName: 'Ani Pemilik', password: 'RahasiaAni1' });
  const b = await registerStudent(app as never, { fullName: 'Budi Lain', password: 'RahasiaBudi2' });
  return { a, b };
}

type Check = (app: TestApp, pair: Pair, url: string) => Promise<LightMyRequestResponse>;

export const OTHER_STUDENT_CHECKS: Record<OwnResource, Check> = {
  ...COMPETITION_CHECKS,
  ...COMMERCE_CHECKS,
  ...LECTURE_CHECKS,
  ...PURCHASE_CHECKS,
  ...POINTS_CHECKS,
  ...SESSION_CHECKS,
  ...SOCIAL_CHECKS,
  ...VOUCHER_CHECKS,
  ...NOTIFICATION_CHECKS,
  ...PUSH_CHECKS,
  ...BOOTCAMP_LECTURE_CHECKS,

  async 'profile (read)'(app, { a, b }, url) {
    const res = await app.inject({ method: 'GET', url, headers: bearer(b) });
    if (res.statusCode === 200) {
      expect(json(res).result.id).toBe(b.id);
      expect(res.body).not.toContain(a.email);
    }
    return res;
  },

  async profile(app, { a, b }, url) {
    const before = await profileOf(app, a);
    const res = await app.inject({ method: 'PUT', url, headers: bearer(b), payload: { fullName: 'Nama Diganti', city: 'Bandung', bio: 'bukan milik Ani' } });
    expect(await profileOf(app, a)).toEqual(before);
    if (res.statusCode === 200) expect((await profileOf(app, b)).fullName).toBe('Nama Diganti');
    return res;
  },

  async 'campus profile'(app, { a, b }, url) {
    const campuses = await app.ctx.db.selectFrom('campuses').select('uuid').orderBy('uuid').limit(2).execute();
    expect(campuses.length, 'seeded campuses').toBe(2);
    const set = (s: Registered, uuid: string) => app.inject({ method: 'PUT', url, headers: bearer(s), payload: { campusUuid: uuid } });
    expect((await set(a, must(campuses[0], 'a campus').uuid)).statusCode).toBe(200);
    const before = await profileOf(app, a);
    const res = await set(b, must(campuses[1], 'a second campus').uuid);
    expect(await profileOf(app, a)).toEqual(before);
    return res;
  },

  async avatar(app, { a, b }) {
    expect((await avatarUpload(app, a)).statusCode).toBe(200);
    const before = await profileOf(app, a);
    const res = await avatarUpload(app, b);
    expect(await profileOf(app, a)).toEqual(before);
    // A's picture is still served.
    const file = await app.inject({ method: 'GET', url: String(before.avatarUrl).replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode, `A's avatar ${before.avatarUrl}`).toBe(200);
    return res;
  },

  async account(app, { a, b }, url) {
    const res = await app.inject({ method: 'DELETE', url, headers: bearer(b) });
    await profileOf(app, a);
    expect((await loginByEmail(app as never, a.email, a.password)).statusCode).toBe(200);
    return res;
  },

  async session(app, { a, b }, url) {
    const res = await app.inject({ method: 'POST', url, headers: bearer(b) });
    await profileOf(app, a);
    return res;
  },

  async password(app, { a, b }, url) {
    // B cannot use A's password as the old one…
    const withAnothers = await app.inject({ method: 'PUT', url, headers: bearer(b), payload: { oldPassword: a.password, newPassword: 'BaruSekali3' } });
    expect(withAnothers.statusCode, withAnothers.body).not.toBe(200);
    // …and changing B's own password leaves A's password and session alone.
    const res = await app.inject({ method: 'PUT', url, headers: bearer(b), payload: { oldPassword: b.password, newPassword: 'BaruSekali3' } });
    await profileOf(app, a);
    expect((await loginByEmail(app as never, a.email, a.password)).statusCode).toBe(200);
    return res;
  },

  async 'e-mail address'(app, { a, b }, url) {
    // A's proven address cannot even be asked for by B.
    const ask = await app.inject({ method: 'POST', url: '/web/v2/auth/request-email-otp', headers: bearer(b), payload: { email: a.email, purpose: 'verify' } });
    expect(ask.statusCode, ask.body).toBe(409);
    // A code sent for A's own new address does not put that address on B's account.
    const fresh = uniqueEmail('ani.baru');
    const sent = await app.inject({ method: 'POST', url: '/web/v2/auth/request-email-otp', headers: bearer(a), payload: { email: fresh, purpose: 'verify' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await app.inject({ method: 'POST', url, headers: bearer(b), payload: { email: fresh, otp: await lastCode(app as never, fresh) } });
    expect((await profileOf(app, b)).email).toBe(b.email);
    expect((await profileOf(app, a)).email).toBe(a.email);
    return res;
  },

  async 'phone number'(app, { a, b }, url) {
    const phone = uniquePhone();
    const sent = await app.inject({ method: 'POST', url: '/web/v2/auth/request-phone-otp', headers: bearer(a), payload: { phone, purpose: 'verify' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await app.inject({ method: 'POST', url, headers: bearer(b), payload: { phone, otp: await lastCode(app as never, phone.replace(/^0/, '+62')) } });
    expect((await profileOf(app, b)).phone).toBeNull();
    return res;
  },
};
