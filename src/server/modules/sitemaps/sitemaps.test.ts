import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_KINDS, type SitemapEntry } from '../../../common/discovery.js';
import { ContentType } from '../../../common/enums.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { matchPage } from '../../../common/routes.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ config: { siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
});

const get = (url: string, language?: 'id' | 'en') => app.inject({ method: 'GET', url, headers: { ...basicHeaders, ...(language ? { language } : {}) } });

describe('G sitemaps/{kind}', () => {
  it('lists real absolute URLs with lastmod for every kind', async () => {
    for (const kind of SITEMAP_KINDS) {
      const res = await get(`/web/v2/sitemaps/${kind}`);
      expect(res.statusCode, kind).toBe(200);
      const { items } = res.json().result as { items: SitemapEntry[] };
      expect(items.length, kind).toBeGreaterThan(0);
      for (const i of items) {
        expect(i.loc.startsWith('https://belajar.test/')).toBe(true);
        expect(Number.isNaN(Date.parse(i.lastmod))).toBe(false);
      }
    }
  });

  it('courses are every published course and quick-learn at /courses/{url}', async () => {
    const { items } = (await get('/web/v2/sitemaps/courses')).json().result as { items: SitemapEntry[] };
    const rows = await app.ctx.db.selectFrom('contents').select('url').where('content_type', 'in', [ContentType.COURSE, ContentType.BELAJARKILAT]).where('is_published', '=', true).execute();
    expect(items.map((i) => i.loc).sort()).toEqual(rows.map((r) => `https://belajar.test/courses/${r.url}`).sort());
    const articles = (await get('/web/v2/sitemaps/articles')).json().result.items as SitemapEntry[];
    expect(articles.every((i) => i.loc.startsWith('https://belajar.test/articles/'))).toBe(true);
    const pages = (await get('/web/v2/sitemaps/pages')).json().result.items as SitemapEntry[];
    expect(pages.map((p) => p.loc)).toEqual(expect.arrayContaining(['https://belajar.test/', 'https://belajar.test/user/aboutus', 'https://belajar.test/webinars']));
    // Every page the sitemap names is a page of the site (the route table the server answers 404 outside of).
    for (const { loc } of pages) expect(matchPage(new URL(loc).pathname), loc).not.toBeNull();
  });

  it('an unknown kind is 404 naming the kinds, in the request language', async () => {
    const res = await get('/web/v2/sitemaps/videos');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Sitemap "videos" tidak ditemukan. Jenis: ${SITEMAP_KINDS.join(', ')}`);
    expect((await get('/web/v2/sitemaps/videos', 'en')).json().message).toMatch(/^Sitemap "videos" not found/);
    expect((await get('/web/v2/sitemaps/courses?page=0')).statusCode).toBe(400);
  });
});

describe('XML sitemaps at the site root', () => {
  it('/sitemap.xml is an index of every kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const kind of SITEMAP_KINDS) expect(res.body).toContain(`<loc>https://belajar.test/sitemaps/${kind}.xml</loc>`);
  });

  it('/sitemaps/{kind}.xml lists each page in both languages, each with its hreflang alternates', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemaps/webinars.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const webinars = (await get('/web/v2/sitemaps/webinars')).json().result.items.map((i: SitemapEntry) => i.loc) as string[];
    expect(webinars.length).toBeGreaterThan(0);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1]);
    // One <url> per language: the Indonesian URL at the root, the English one under /en.
    expect(locs).toEqual(webinars.flatMap((loc) => [loc, loc.replace('https://belajar.test/', 'https://belajar.test/en/')]));
    for (const [i, url] of urls.entries()) {
      const id = webinars[Math.floor(i / 2)] ?? '';
      const alternates = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
      expect(alternates).toEqual([
        ['id', id],
        ['en', id.replace('https://belajar.test/', 'https://belajar.test/en/')],
        ['x-default', id],
      ]);
    }
    // The home page's English URL is /en (no trailing slash).
    const pages = (await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('<loc>https://belajar.test/en</loc>');
    expect(pages).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://belajar.test/en/user/aboutus"/>');
    expect((await app.inject({ method: 'GET', url: '/sitemaps/nope.xml' })).statusCode).toBe(404);
  });
});
