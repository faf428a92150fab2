import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_STORE_LINKS, SUPPORT_EMAIL } from '../../../common/constants.js';
import type { JobOpening, RestrictionPopup } from '../../../common/discovery.js';
import { basicHeaders, createTestApp, studentToken } from '../../testing/test-app.js';
import { runDiscoverySeed } from '../../db/seed/discovery.js';
import { must } from '../../../common/must.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ config: { siteUrl: 'https://belajar.test' } });
  await runDiscoverySeed(app.ctx.db);
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en', headers: Record<string, string> = basicHeaders) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(language ? { language } : {}) } });
const contact = (payload: object, ip: string, language?: 'id' | 'en') =>
  // Each test is its own client address (the socket's: forwarded headers are not trusted by default).
  app.inject({ method: 'POST', url: '/web/v2/info/contacts', headers: { ...basicHeaders, ...(language ? { language } : {}) }, remoteAddress: ip, payload });
const message = { name: 'Rina Wijaya', email: 'rina@example.com', subject: 'Pertanyaan kelas', message: 'Apakah kelas Excel ada sertifikatnya?' };

describe('contact', () => {
  it('G info/contactus gives the support e-mail and contact details in both languages', async () => {
    const id = (await get('/web/v2/info/contactus')).json().result;
    const en = (await get('/web/v2/info/contactus', 'en')).json().result;
    expect(id.email).toBe(SUPPORT_EMAIL);
    expect(id.phone).toMatch(/^\+62/);
    expect(id.address).not.toBe(en.address);
    expect(en.hours).toMatch(/Monday/);
  });

  it('P info/contacts stores a valid message', async () => {
    const res = await contact({ ...message, phone: '+62 812 1111 2222' }, '10.0.0.1', 'en');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ statusCode: 201, message: 'Thank you, your message has been sent' });
    const row = await app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().result.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Rina Wijaya', email: 'rina@example.com', phone: '+62 812 1111 2222', locale: 'en', ip: '10.0.0.1' });
  });

  it('P info/contacts validates the form (invalid attempts count towards the limit too)', async () => {
    for (const [i, bad] of [
      { ...message, email: 'not-an-email' },
      { ...message, name: undefined },
      { ...message, message: 'short' },
      { ...message, message: '          .          ' },
      { ...message, phone: 'call me' },
      { ...message, extra: 1 },
    ].entries()) {
      const res = await contact(bad, `10.0.1.${i}`);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('P info/contacts allows 5 messages per address per 10 minutes, then 429 with a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(message, '10.0.0.3')).statusCode).toBe(201);
    const sixth = await contact(message, '10.0.0.3');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Terlalu banyak pesan dari alamat Anda\. Silakan coba lagi dalam 10 minutes?\.$/);
    expect((await contact(message, '10.0.0.3', 'en')).json().message).toMatch(/^Too many messages from your address\. Please try again in/);
    // Another address is not limited.
    expect((await contact(message, '10.0.0.4')).statusCode).toBe(201);
  });
});

describe('promo, links, landing pages, apps', () => {
  it('G signup-promo and its meta in both languages', async () => {
    const id = (await get('/web/v2/signup-promo')).json().result;
    const en = (await get('/web/v2/signup-promo', 'en')).json().result;
    expect(id.voucherCode).toBe('HALOBARU20');
    expect(id.benefits.length).toBeGreaterThan(2);
    expect(id.title).not.toBe(en.title);
    const meta = (await get('/web/v2/signup-promo/meta', 'en')).json().result;
    expect(meta).toEqual({ title: `${en.title} | Belajar`, description: en.subtitle, canonicalPath: '/signup-promo', image: en.imageUrl });
  });

  it('G signup-promo without the setting is 404 in the request language', async () => {
    const saved = await app.ctx.db.deleteFrom('settings').where('key', '=', 'signup_promo').returningAll().executeTakeFirstOrThrow();
    try {
      expect((await get('/web/v2/signup-promo')).json().message).toBe('Promo pendaftaran tidak ditemukan');
      expect((await get('/web/v2/signup-promo/meta', 'en')).json().message).toBe('Sign-up promo not found');
    } finally {
      await app.ctx.db.insertInto('settings').values(saved).execute();
    }
  });

  it('G shortUrl/{linkCode} resolves and counts; unknown and expired are 404', async () => {
    const res = await get('/web/v2/shortUrl/pivot90');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      url: 'https://belajar.test/webinars/webinar-menguasai-pivot-table-dalam-90-menit',
      path: '/webinars/webinar-menguasai-pivot-table-dalam-90-menit',
    });
    const row = await app.ctx.db.selectFrom('short_links').select('clicks').where('code', '=', 'pivot90').executeTakeFirstOrThrow();
    expect(row.clicks).toBe(1);
    const missing = await get('/web/v2/shortUrl/zzz');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tautan "zzz" tidak ditemukan');
    expect((await get('/web/v2/shortUrl/zzz', 'en')).json().message).toBe('Link "zzz" not found');
    await app.ctx.db
      .insertInto('short_links')
      .values({ code: 'old', target_url: 'https://example.com/', expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await get('/web/v2/shortUrl/old')).statusCode).toBe(404);
  });

  it('G sib/landing-page/{id} in both languages; unknown 404', async () => {
    const row = await app.ctx.db.selectFrom('landing_pages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const id = (await get(`/web/v2/sib/landing-page/${row.id}`)).json().result;
    const en = (await get(`/web/v2/sib/landing-page/${row.id}`, 'en')).json().result;
    expect(id.title).toBe(row.title_id);
    expect(en.title).toBe(row.title_en);
    expect(en.sections.length).toBeGreaterThan(0);
    expect(en.sections[0].heading).not.toBe(id.sections[0].heading);
    expect((await get('/web/v2/sib/landing-page/99999', 'en')).json().message).toBe('Landing page 99999 not found');
    expect((await get('/web/v2/sib/landing-page/abc')).statusCode).toBe(400);
  });

  it('G download-apps gives the store links and the QR text', async () => {
    const r = (await get('/web/v2/download-apps', 'en')).json().result;
    expect(r).toMatchObject({ googlePlay: APP_STORE_LINKS.googlePlay, appStore: APP_STORE_LINKS.appStore, qrText: 'https://belajar.test/download-apps' });
    expect(r.title).toMatch(/app/);
  });
});

describe('popups and careers', () => {
  it('G restriction-popup-events gives the popups of a path; guests-only ones not to students', async () => {
    const guest = (await get('/web/v2/restriction-popup-events?path=/webinars/some-webinar')).json().result as RestrictionPopup[];
    expect(guest.map((p) => p.pathPattern)).toEqual(['/webinars/*']);
    expect(guest[0]?.guestsOnly).toBe(true);
    const token = await studentToken(app);
    const student = await get('/web/v2/restriction-popup-events?path=/webinars/some-webinar', 'id', { authorization: `Bearer ${token}` });
    expect(student.json().result).toEqual([]);
    expect((await get('/web/v2/restriction-popup-events?path=/webinars')).json().result).toEqual([]);
    const prakerja = (await get('/web/v2/restriction-popup-events?url=/prakerja', 'en')).json().result as RestrictionPopup[];
    expect(prakerja.map((p) => p.title)).toEqual(['Have a Prakerja Card?']);
    expect((await get('/web/v2/restriction-popup-events?path=webinars')).statusCode).toBe(400);
  });

  it('G careers lists at least five open positions, newest first, in both languages', async () => {
    const id = (await get('/web/v2/careers')).json().result as JobOpening[];
    const en = (await get('/web/v2/careers', 'en')).json().result as JobOpening[];
    expect(id.length).toBeGreaterThanOrEqual(5);
    const posted = id.map((j) => j.postedAt);
    expect([...posted].sort().reverse()).toEqual(posted);
    const newest = must(id[0], 'an opening');
    expect(newest.responsibilities.length).toBeGreaterThan(0);
    expect(must(en[0], 'an en opening').responsibilities).not.toEqual(newest.responsibilities);
    await app.ctx.db.updateTable('job_openings').set({ is_open: false }).where('slug', '=', newest.slug).execute();
    expect(((await get('/web/v2/careers')).json().result as JobOpening[]).map((j) => j.slug)).not.toContain(newest.slug);
  });
});
