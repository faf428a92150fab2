import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../common/enums.js';
import type { ContentItem, HomeSection } from '../../common/types.js';
import { must } from '../../common/must.js';
import { readAdminKey } from './admin/index.js';
import { basicHeaders, createTestApp, studentToken } from '../testing/test-app.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, headers: Record<string, string> = basicHeaders) => app.inject({ method: 'GET', url, headers });

describe('envelope and credential modes', () => {
  it('answers a Basic call with the envelope', async () => {
    const res = await get('/web/v2/settings/maintenance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'success', result: { isMaintenance: false } });
  });

  it('refuses a call without client credentials with 401 and the error envelope', async () => {
    const res = await get('/web/v2/home/sections', {});
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.statusCode).toBe(401);
    expect(body.message).toMatch(/credentials/i);
    expect(body.errors[0].description).toBe(body.message);
  });

  it('refuses wrong Basic credentials', async () => {
    const bad = `Basic ${Buffer.from('web-public:nope').toString('base64')}`;
    expect((await get('/web/v2/home/topbanners', { authorization: bad })).statusCode).toBe(401);
  });

  it('accepts a valid student bearer token on a Both route and rejects a forged one', async () => {
    const token = await studentToken(app);
    expect((await get('/web/v2/home/categories', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await get('/web/v2/home/categories', { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/invalid or expired/);
  });

  it('rejects an expired access token of a live session, and a token that names no session', async () => {
    const live = await studentToken(app);
    const { sub, sid } = JSON.parse(Buffer.from(live.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
    const expired = (await app.ctx.tokens.signAccessToken({ sub, sid }, -10)).token;
    expect((await get('/web/v2/home/categories', { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
    const noSession = (await app.ctx.tokens.signAccessToken({ sub })).token;
    expect((await get('/web/v2/home/categories', { authorization: `Bearer ${noSession}` })).statusCode).toBe(401);
    expect((await get('/web/v2/home/categories', { authorization: `Bearer ${live}` })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a 404 envelope, not the website', async () => {
    const res = await get('/web/v2/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('/web/v2/no-such-thing') });
  });

  it('turns schema violations into 400 with a message', async () => {
    const res = await get('/web/v2/master/menus?version=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/version/);
    const res2 = await get('/web/v2/home/section-suggestion?filter=DROP%20TABLE');
    expect(res2.statusCode).toBe(400);
  });

  it('sends security headers', async () => {
    const res = await get('/web/v2/settings/maintenance');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An API answer is no document: a CSP that allows nothing (docs/decisions.md "Security headers by kind of answer").
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('home calls read the seeded catalogue', () => {
  it('top banners link inside the site', async () => {
    const body = (await get('/web/v2/home/topbanners')).json();
    expect(body.result.length).toBeGreaterThanOrEqual(3);
    for (const b of body.result) expect(b.linkUrl.startsWith('/')).toBe(true);
  });

  it('sections come in both languages with content items of the spec', async () => {
    const id = (await get('/web/v2/home/sections')).json().result as HomeSection[];
    const en = (await app.inject({ method: 'GET', url: '/web/v2/home/sections', headers: { ...basicHeaders, language: 'en' } })).json().result as HomeSection[];
    const keys = id.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['top-products', 'dont-miss', 'bootcamps', 'prakerja', 'microlearning', 'testimonials']));
    const top = id.find((s) => s.key === 'top-products')!;
    const topEn = en.find((s) => s.key === 'top-products')!;
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.title).not.toBe(topEn.title);
    const [item, itemEn] = [must(top.items[0], 'first top product'), must(topEn.items[0], 'first top product (en)')];
    expect(item.contentId).toBe(itemEn.contentId);
    expect(item.title).not.toBe(itemEn.title);
    for (const field of [
      'type',
      'productType',
      'title',
      'isOfflineEvent',
      'isPrakerja',
      'learningMethod',
      'venueType',
      'isCertificate',
      'totalLike',
      'pointScore',
      'poinQuScore',
      'linkTypeId',
      'tag',
      'hasPreview',
    ])
      expect(item).toHaveProperty(field);
    expect(item.price.finalPrice).toBeLessThanOrEqual(item.price.price);
    expect(id.find((s) => s.key === 'bootcamps')!.items.every((i) => i.type === ContentType.BOOTCAMP)).toBe(true);
    expect(id.find((s) => s.key === 'prakerja')!.items.every((i) => i.isPrakerja)).toBe(true);
    expect(id.find((s) => s.key === 'microlearning')!.items.every((i) => i.type === ContentType.MICROLEARNING)).toBe(true);
  });

  it('testimonials show masked names', async () => {
    const sections = (await get('/web/v2/home/sections')).json().result as HomeSection[];
    const t = sections.find((s) => s.key === 'testimonials')!.testimonials!;
    expect(t.length).toBeGreaterThan(0);
    const raw = await app.ctx.db.selectFrom('testimonials').select('name').orderBy('sort_order').orderBy('id').execute();
    const [shown, stored] = [must(t[0], 'first testimonial'), must(raw[0], 'first testimonial row')];
    expect(shown.name).not.toBe(stored.name);
    expect(shown.name[0]).toBe(stored.name[0]);
    expect(shown.name).toContain('*');
  });

  it('current webinars are upcoming webinars, soonest first', async () => {
    const items = (await get('/web/v2/home/current-webinars')).json().result as ContentItem[];
    expect(items.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const i of items) {
      expect(i.type).toBe(ContentType.WEBINAR);
      expect(new Date(i.startAt!).getTime()).toBeGreaterThanOrEqual(now - 60_000);
    }
    const times = items.map((i) => new Date(i.startAt!).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('categories include the spec segments with counts, other categories are separate', async () => {
    const main = (await get('/web/v2/home/categories')).json().result as { url: string; totalContents: number }[];
    for (const seg of ['sales-marketing', 'bisnis-keuangan', 'human-resource', 'pengetahuan-umum', 'language']) expect(main.map((c) => c.url)).toContain(seg);
    expect(main.some((c) => c.totalContents > 0)).toBe(true);
    const other = (await get('/web/v2/home/categories/other')).json().result as { url: string }[];
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((o) => main.some((m) => m.url === o.url))).toBe(false);
  });

  it('section suggestion filters the items by the chosen filter; an unknown one is 404', async () => {
    const first = (await get('/web/v2/home/section-suggestion')).json().result;
    expect(first.filters.length).toBeGreaterThanOrEqual(3);
    const free = first.filters.find((f: { key: string }) => /free|gratis/.test(f.key));
    if (free) {
      const res = (await get(`/web/v2/home/section-suggestion?filter=${free.key}`)).json().result;
      expect(res.active).toBe(free.key);
      expect(res.items.every((i: ContentItem) => i.price.isFree)).toBe(true);
    }
    expect((await get('/web/v2/home/section-suggestion?filter=does-not-exist')).statusCode).toBe(404);
  });

  it('feature blocks and partners come from the database', async () => {
    expect((await get('/web/v2/home/feature-image')).json().result.imageUrl).toMatch(/^\/media\//);
    expect((await get('/web/v2/home/feature-banner')).json().result.length).toBeGreaterThan(0);
    expect((await get('/web/v2/home/feature-video')).json().result).toHaveProperty('title');
    expect((await get('/web/v2/home/proudly-featured-in')).json().result.length).toBeGreaterThanOrEqual(3);
  });
});

describe('menus and info pages', () => {
  it('header menus v2 and v1 are trees; the student API serves v1', async () => {
    const v2 = (await get('/web/v2/master/menus')).json().result;
    expect(v2.length).toBeGreaterThan(2);
    expect(v2.some((m: { children: unknown[] }) => m.children.length > 0)).toBe(true);
    const v1 = (await get('/web/v2/master/menus?version=1')).json().result;
    const student = (await get('/student-api/v1/Master/headerMenu')).json().result;
    expect(student).toEqual(v1);
  });

  it('info pages by slug and by url; unknown pages are 404 in the asked language', async () => {
    const about = (await get('/web/v2/info/aboutus')).json().result;
    expect(about.body).toContain('benefit');
    const terms = (await get('/web/v2/info/terms')).json().result;
    expect(terms.title.length).toBeGreaterThan(0);
    const privacy = (await get('/web/v2/info/pages/get?url=/terms/privacy')).json().result;
    expect(privacy.slug).toBe('privacy');
    const missing = await app.inject({ method: 'GET', url: '/web/v2/info/nope', headers: { ...basicHeaders, language: 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Page "nope" not found');
    expect((await get('/web/v2/info/pages/get')).statusCode).toBe(400);
  });
});

describe('maintenance switch and admin API', () => {
  it('refuses the admin API without the key', async () => {
    const res = await app.inject({ method: 'PUT', url: '/admin/maintenance', payload: { isMaintenance: true } });
    expect(res.statusCode).toBe(403);
  });

  it('turns maintenance on and off with the admin key; bad bodies are 400', async () => {
    const key = readAdminKey(app.ctx.config.dataDir)!;
    const headers = { 'x-admin-key': key };
    expect((await app.inject({ method: 'PUT', url: '/admin/maintenance', headers, payload: { isMaintenance: 'yes please' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/admin/maintenance', headers, payload: { isMaintenance: true } })).statusCode).toBe(200);
    expect((await get('/web/v2/settings/maintenance')).json().result.isMaintenance).toBe(true);
    await app.inject({ method: 'PUT', url: '/admin/maintenance', headers, payload: { isMaintenance: false } });
    expect((await get('/web/v2/settings/maintenance')).json().result.isMaintenance).toBe(false);
  });
});

describe('OpenAPI document', () => {
  it('lists every route of this issue', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/web/v2/settings/maintenance',
      '/web/v2/home/sections',
      '/web/v2/home/section-suggestion',
      '/web/v2/home/feature-image',
      '/web/v2/home/current-webinars',
      '/web/v2/home/topbanners',
      '/web/v2/home/categories',
      '/web/v2/home/categories/other',
      '/web/v2/home/proudly-featured-in',
      '/web/v2/home/feature-banner',
      '/web/v2/home/feature-video',
      '/web/v2/master/menus',
      '/student-api/v1/Master/headerMenu',
      '/web/v2/info/aboutus',
      '/web/v2/info/{slug}',
      '/web/v2/info/pages/get',
    ])
      expect(paths).toContain(p);
  });
});
