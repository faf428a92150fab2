import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { SOCIAL_PROFILES_KEY } from '../../db/settings-keys.js';
import { createTestApp } from '../../testing/test-app.js';

// Per-language page URLs (issue 23): Indonesian at the root, English under /en. What a crawler
// reads from a page without JavaScript: <html lang>, canonical, hreflang alternates, JSON-LD.

let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-language-urls-'));
beforeAll(async () => {
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>App</title><link rel="canonical" href="/"></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ config: { webRoot, siteUrl: 'https://belajar.test' } });
});
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const one = (type: number) =>
  app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en', 'final_price', 'start_at'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('start_at', type === ContentType.WEBINAR ? 'is not' : 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();

type Ld = Record<string, unknown> & { '@type': string };
/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
const jsonLd = (html: string): Ld[] => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Ld);
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

describe('a course page in English', () => {
  it('/en/courses/{url}: lang en, its English canonical, three alternates, Course and BreadcrumbList in English', async () => {
    const course = await one(ContentType.COURSE);
    const res = await page(`/en/courses/${course.url}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`https://belajar.test/en/courses/${course.url}`);
    expect(alternates(html)).toEqual([
      ['id', `https://belajar.test/courses/${course.url}`],
      ['en', `https://belajar.test/en/courses/${course.url}`],
      ['x-default', `https://belajar.test/courses/${course.url}`],
    ]);
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="id_ID">');

    const blocks = jsonLd(html);
    const data = blocks.find((b) => b['@type'] === 'Course');
    expect(data).toMatchObject({ '@context': 'https://schema.org', name: course.title_en, url: `https://belajar.test/en/courses/${course.url}` });
    expect(data?.offers).toEqual([expect.objectContaining({ price: course.final_price, priceCurrency: 'IDR' })]);
    expect(data?.provider).toMatchObject({ '@type': 'Organization', name: 'Belajar' });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://belajar.test/en'],
      ['Courses', 'https://belajar.test/en/courses'],
      [course.title_en, `https://belajar.test/en/courses/${course.url}`],
    ]);
  });

  it('the same page at the root is Indonesian, whatever language header the browser sends', async () => {
    const course = await one(ContentType.COURSE);
    const html = (await page(`/courses/${course.url}`, { language: 'en' })).body;
    expect(html).toMatch(/^<!doctype html><html lang="id">/);
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`https://belajar.test/courses/${course.url}`);
    expect(jsonLd(html).find((b) => b['@type'] === 'Course')?.name).toBe(course.title_id);
    expect(html).toContain('<meta property="og:locale" content="id_ID">');
    // And the English URL stays English with an Indonesian header.
    expect((await page(`/en/courses/${course.url}`, { language: 'id' })).body).toMatch(/<html lang="en">/);
  });

  it('a title cannot close the JSON-LD script', async () => {
    const course = await one(ContentType.COURSE);
    const title = 'Hack </script><script>alert(1)</script>';
    await app.ctx.db.updateTable('contents').set({ title_en: title }).where('id', '=', course.id).execute();
    app.ctx.cache.clear(); // the page's meta is cached per language
    try {
      const html = (await page(`/en/courses/${course.url}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(jsonLd(html).find((b) => b['@type'] === 'Course')?.name).toBe(title);
    } finally {
      await app.ctx.db.updateTable('contents').set({ title_en: course.title_en }).where('id', '=', course.id).execute();
      app.ctx.cache.clear();
    }
  });
});

describe('structured data of the other pages', () => {
  it('a dated webinar is an Event with its start date and offer', async () => {
    const webinar = await one(ContentType.WEBINAR);
    const event = jsonLd((await page(`/webinars/${webinar.url}`)).body).find((b) => b['@type'] === 'Event');
    expect(event).toMatchObject({ name: webinar.title_id, startDate: new Date(webinar.start_at!).toISOString() });
    expect(event?.eventAttendanceMode).toMatch(/^https:\/\/schema.org\/(Online|Offline|Mixed)EventAttendanceMode$/);
    expect(event?.location).toBeDefined();
    expect(event?.offers).toMatchObject({ priceCurrency: 'IDR' });
  });

  it('an article is an Article with dates and an author', async () => {
    const article = await app.ctx.db
      .selectFrom('contents')
      .select(['url', 'title_en'])
      .where('content_type', '=', ContentType.ARTICLE)
      .where('is_published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const data = jsonLd((await page(`/en/articles/${article.url}`)).body).find((b) => b['@type'] === 'Article');
    expect(data).toMatchObject({ headline: article.title_en });
    expect(Number.isNaN(Date.parse(String(data?.datePublished)))).toBe(false);
    expect(Number.isNaN(Date.parse(String(data?.dateModified)))).toBe(false);
    expect(data?.author).toEqual([expect.objectContaining({ name: expect.any(String) })]);
  });

  it('the home page in each language is the Organization, with sameAs from the site settings', async () => {
    await app.ctx.db
      .insertInto('settings')
      .values({ key: SOCIAL_PROFILES_KEY, value: JSON.stringify(['https://instagram.com/belajar', 'javascript:alert(1)']), updated_at: new Date() })
      .execute();
    for (const [url, lang] of [
      ['/', 'id'],
      ['/en', 'en'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}">`);
      const org = jsonLd(res.body).find((b) => b['@type'] === 'Organization');
      expect(org).toMatchObject({ name: 'Belajar', url: 'https://belajar.test/', logo: 'https://belajar.test/media/icon.png', sameAs: ['https://instagram.com/belajar'] });
    }
    expect(attr((await page('/en')).body, /<link rel="canonical" href="([^"]+)">/)).toBe('https://belajar.test/en');
  });
});

describe('which /en paths are pages', () => {
  it('the English copy of every page is a page; an unknown one is a 404 like at the root', async () => {
    for (const url of ['/en', '/en/', '/en/courses', '/en/user/aboutus', '/en/search?q=excel']) expect((await page(url)).statusCode, url).toBe(200);
    for (const url of ['/en/xyz', '/en/en', '/en/en/courses', '/en/courses/a/b/c', '/enx']) expect((await page(url)).statusCode, url).toBe(404);
    // A category page in English.
    const category = await app.ctx.db.selectFrom('categories').select('url').orderBy('id').executeTakeFirstOrThrow();
    expect((await page(`/en/${category.url}`)).statusCode).toBe(200);
  });
});
