import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campus, Faculty, Major } from '../../../common/accounts.js';
import { newHmacKeyHex, newSigningJwk } from '../../security/keys.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { type AccountsTestApp, bearer, createAccountsApp, get, registerStudent } from '../auth/testing.js';
import { CAMPUSES } from '../../db/seed/data/campuses.js';
import { accountsSeeder, campusUuid } from '../../db/seed/accounts.js';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await createAccountsApp();
});
afterAll(async () => {
  await app?.cleanup();
});

describe('campus master data', () => {
  it('seeds at least 15 campuses, each with at least 3 faculties of at least 3 majors', async () => {
    const campuses = (await get(app, '/web/v2/master/campus')).json().result as Campus[];
    expect(campuses.length).toBeGreaterThanOrEqual(15);
    expect(campuses.length).toBe(CAMPUSES.length);
    for (const name of ['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada', 'Institut Teknologi Sepuluh Nopember', 'IPB University', 'Universitas Telkom']) {
      expect(campuses.map((c) => c.name)).toContain(name);
    }
    for (const campus of campuses) {
      const faculties = (await get(app, `/web/v2/master/campus/faculties?campusUuid=${campus.uuid}`)).json().result as Faculty[];
      expect(faculties.length, campus.name).toBeGreaterThanOrEqual(3);
      for (const f of faculties) {
        expect(f.campusUuid).toBe(campus.uuid);
        const majors = (await get(app, `/web/v2/master/campus/majors?facultyId=${f.id}`)).json().result as Major[];
        expect(majors.length, `${campus.name} / ${f.name}`).toBeGreaterThanOrEqual(3);
        expect(majors.every((m) => m.facultyId === f.id)).toBe(true);
      }
    }
  });

  it('finds one campus by uuid, stable across databases', async () => {
    const uuid = campusUuid('ITB');
    const res = await get(app, `/web/v2/master/campus/${uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ uuid, name: 'Institut Teknologi Bandung', shortName: 'ITB', city: 'Bandung', province: 'Jawa Barat' });
  });

  it('filters the list by keyword (name, short name or city)', async () => {
    const byCity = (await get(app, '/web/v2/master/campus?keyword=surabaya')).json().result as Campus[];
    expect(byCity.map((c) => c.shortName).sort()).toEqual(['ITS', 'UNAIR']);
    expect(((await get(app, '/web/v2/master/campus?keyword=ugm')).json().result as Campus[]).map((c) => c.shortName)).toEqual(['UGM']);
    expect((await get(app, '/web/v2/master/campus?keyword=%25')).json().result).toEqual([]);
  });

  it('answers unknown ids with 404 and malformed ones with 400', async () => {
    const missing = await app.inject({ method: 'GET', url: '/web/v2/master/campus/00000000-0000-4000-8000-000000000000', headers: { ...basicHeaders, language: 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Campus not found.');
    expect((await get(app, '/web/v2/master/campus/not-a-uuid')).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus/faculties')).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus/faculties?campusUuid=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(app, '/web/v2/master/campus/faculties?campusUuid=x')).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus/majors')).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus/majors?facultyId=abc')).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus/majors?facultyId=999999')).statusCode).toBe(404);
    expect((await get(app, `/web/v2/master/campus?keyword=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get(app, '/web/v2/master/campus?evil=1')).statusCode).toBe(400);
  });

  it('is a Both call: public client or student token, nothing else', async () => {
    const s = await registerStudent(app);
    expect((await get(app, '/web/v2/master/campus', bearer(s.access))).statusCode).toBe(200);
    expect((await get(app, '/web/v2/master/campus', {})).statusCode).toBe(401);
  });

  it('the seeder can run again without duplicating anything', async () => {
    await app.ctx.db.transaction().execute((trx) => accountsSeeder.run(trx));
    const count = await app.ctx.db
      .selectFrom('majors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const expected = CAMPUSES.reduce((n, c) => n + c.faculties.reduce((m, f) => m + f.majors.length, 0), 0);
    expect(Number(count.n)).toBe(expected);
    expect(await app.ctx.db.selectFrom('students').select('id').where('email', '=', 'demo@belajar.local').execute()).toHaveLength(1);
  });
});

describe('dev outbox', () => {
  it('lists sent messages newest first, as a page and as JSON, escaping what it shows', async () => {
    await app.ctx.messenger.sendEmail({ to: 'a@example.id', subject: 'Pertama', text: 'Kode: 111111' });
    await app.ctx.messenger.sendEmail({ to: 'a@example.id', subject: '<b>Kedua</b>', text: 'Kode: 222222 <script>alert(1)</script>' });
    await app.ctx.messenger.sendSms({ to: '+6281234500000', text: 'Kode: 333333' });
    const json = (await get(app, '/dev/outbox.json?to=a@example.id', {})).json().result;
    expect(json.map((m: { code: string }) => m.code)).toEqual(['222222', '111111']);
    const sms = (await get(app, '/dev/outbox.json?to=+6281234500000', {})).json().result;
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '+6281234500000', code: '333333' });
    const page = await get(app, '/dev/outbox', {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
    expect(page.body.indexOf('333333')).toBeLessThan(page.body.indexOf('222222'));
    expect(page.body.indexOf('222222')).toBeLessThan(page.body.indexOf('111111'));
  });

  it('does not exist in production mode', async () => {
    // Production on PostgreSQL refuses to start without the shared secrets: give it a pair.
    const secrets = { tokenSigningKey: JSON.stringify(await newSigningJwk()), otpHmacKey: newHmacKeyHex() };
    const prod = await createTestApp({ seed: false, config: { production: true, secrets } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.cleanup();
    }
  });
});

describe('OpenAPI document', () => {
  it('lists every accounts call', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json().paths);
    for (const p of [
      '/web/v2/students/register',
      '/web/v2/auth/login-by-email',
      '/web/v2/auth/request-email-otp',
      '/web/v2/auth/request-phone-otp',
      '/web/v2/auth/verify-email',
      '/web/v2/auth/verify-phone',
      '/web/v2/auth/login-by-email-otp',
      '/web/v2/auth/login-by-otp-email-or-phone',
      '/v2/auth/request-otp-email-or-phone',
      '/v2/students/register-and-login-by-otp',
      '/web/v2/auth/forget-password',
      '/web/v2/auth/confirm-password-reset',
      '/web/v2/auth/change-pass',
      '/web/v2/auth/refresh-token',
      '/web/v2/auth/logout',
      '/v2/auth/check-access-token',
      '/web/v2/auth/login-by-google',
      '/web/v2/auth/login-by-apple',
      '/web/v2/students/my-profile',
      '/web/v2/students',
      '/web/v2/students/my-campus-profile',
      '/web/v2/students/profilepic',
      '/web/v2/master/campus',
      '/web/v2/master/campus/{uuid}',
      '/web/v2/master/campus/faculties',
      '/web/v2/master/campus/majors',
      '/student-api/v1/Profile',
      '/student-api/v1/Auth/login',
    ])
      expect(paths).toContain(p);
  });
});
