import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../../common/constants.js';
import { ContentType } from '../../../common/enums.js';
import { createTestApp } from '../../testing/test-app.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-seo-'));
beforeAll(async () => {
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>App</title><meta name="description" content="The site default"><link rel="canonical" href="/"></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, language?: 'id' | 'en') => app.inject({ method: 'GET', url, headers: language ? { language } : {} });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const one = async (type: number) =>
  app.ctx.db
    .selectFrom('contents')
    .select(['url', 'title_id', 'title_en', 'image_url'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('detail pages of the website carry their meta', () => {
  const pages: [string, number][] = [
    ['courses', ContentType.COURSE],
    ['webinars', ContentType.WEBINAR],
    ['bootcamps', ContentType.BOOTCAMP],
    ['articles', ContentType.ARTICLE],
    ['microlearnings', ContentType.MICROLEARNING],
    ['events', ContentType.EVENT],
  ];
  for (const [prefix, type] of pages) {
    it(`/${prefix}/{url}: title, description, canonical and Open Graph tags`, async () => {
      const row = await one(type);
      const res = await page(`/${prefix}/${row.url}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const html = res.body;
      const title = escapeHtml(`${row.title_id} | ${SITE.name}`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toContain('<title>App</title>');
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain(`<link rel="canonical" href="https://belajar.test/${prefix}/${row.url}">`);
      expect(html).toContain(`<meta property="og:url" content="https://belajar.test/${prefix}/${row.url}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
      // The page's own tags replace the site defaults of index.html rather than adding to them.
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
      expect(html).not.toContain('The site default');
      // The share card: a PNG 1200×630 with the title in the page's language (WhatsApp and Facebook show no SVG).
      const card = (lang: 'id' | 'en') => `https://belajar.test/media/og/${row.url}.${lang}.png`;
      expect(html).toContain(`<meta property="og:image" content="${card('id')}">`);
      expect(html).toContain(`<meta name="twitter:image" content="${card('id')}">`);
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta property="og:image:height" content="630">');
      expect(fs.existsSync(path.join('resources/og', `${row.url}.id.png`))).toBe(true);
      // English lives under /en; the URL decides, not the language header.
      const en = (await page(`/en/${prefix}/${row.url}`)).body;
      expect(en).toContain(`<title>${escapeHtml(`${row.title_en} | ${SITE.name}`)}</title>`);
      expect(en).toContain(`<link rel="canonical" href="https://belajar.test/en/${prefix}/${row.url}">`);
      expect(en).toContain(`<meta property="og:image" content="${card('en')}">`);
      expect(en).toContain(`<meta name="twitter:image" content="${card('en')}">`);
      expect(en).not.toContain(card('id'));
      expect(fs.existsSync(path.join('resources/og', `${row.url}.en.png`))).toBe(true);
      expect((await page(`/${prefix}/${row.url}`, 'en')).body).toContain(`<title>${title}</title>`);
    });
  }

  // Programmes and donations are not contents: their share cards are named after their own tables' urls.
  const others: [string, () => Promise<{ url: string }>, string][] = [
    ['programs', () => app.ctx.db.selectFrom('programs').select('url').orderBy('id').executeTakeFirstOrThrow(), 'program-'],
    ['donations', () => app.ctx.db.selectFrom('donations').select('url').orderBy('id').executeTakeFirstOrThrow(), 'donation-'],
  ];
  for (const [prefix, first, key] of others) {
    it(`/${prefix}/{url}: a PNG share card 1200×630 in the page's language`, async () => {
      const { url } = await first();
      for (const lang of ['id', 'en'] as const) {
        const html = (await page(`${lang === 'en' ? '/en' : ''}/${prefix}/${url}`)).body;
        const card = `https://belajar.test/media/og/${key}${url}.${lang}.png`;
        expect(html).toContain(`<meta property="og:image" content="${card}">`);
        expect(html).toContain('<meta property="og:image:type" content="image/png">');
        expect(html).toContain('<meta property="og:image:width" content="1200">');
        expect(fs.existsSync(path.join('resources/og', `${key}${url}.${lang}.png`))).toBe(true);
      }
    });
  }

  it('an unknown detail, another type under a prefix, or another page gets the site defaults', async () => {
    const article = await one(ContentType.ARTICLE);
    for (const url of ['/courses/no-such-course', `/webinars/${article.url}`, '/cart']) {
      const html = (await page(url)).body;
      expect(html).toContain(`<title>${escapeHtml(SITE.titles.id)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://belajar.test${url}">`);
    }
  });
});
