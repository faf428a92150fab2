/**
 * Server-side rendering (issue 23): each public page's HTML, fetched without JavaScript, holds
 * its title, price and main content in the URL's language; renders never mix languages or carry
 * a student's data; a missing product is a 404 and maintenance a 503; request data stays inert.
 * The SSR entry is the renderer's source (vitest compiles it), so no build is needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../common/enums.js';
import { formatRupiah } from '../../common/format.js';
import { toCardItem } from '../../common/contentCard.js';
import { certificateNumberFrom } from '../../common/certificates.js';
import { setMaintenance } from '../modules/settings/service.js';
import { basicHeaders, createTestApp, studentToken } from '../testing/test-app.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-ssr-'));
const TEMPLATE =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  app = await createTestApp({ config: { webRoot, ssrEntry: path.resolve('src/renderer/entry-server.tsx') } });
  // The first render compiles the renderer (vitest): out of the tests' time.
  await app.inject({ method: 'GET', url: '/' });
}, 180_000);
afterAll(async () => {
  await app?.cleanup();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** Text as React writes it into HTML. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server-rendered part of a page: #root's markup (the head's meta tags aside). */
function rendered(body: string): string {
  const start = body.indexOf('<div id="root">');
  const end = body.indexOf('<script type="application/json" id="lm-data">');
  expect(start, 'the page was rendered on the server').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return body.slice(start, end);
}

/** The text of a rendered page's data script (`#lm-data`). */
function dataText(body: string): string {
  const start = body.indexOf('id="lm-data">') + 'id="lm-data">'.length;
  return body.slice(start, body.indexOf('</script>', start));
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

type Row = { id: number; url: string; title_id: string; title_en: string; final_price: number };
/** The first published content of a type (Prakerja classes apart: they have their own pages). */
const content = (type: number, { prakerja = false, differentTitles = false } = {}): Promise<Row> => {
  let query = app.ctx.db
    .selectFrom('contents')
    .select(['id', 'url', 'title_id', 'title_en', 'final_price'])
    .where('content_type', '=', type)
    .where('is_published', '=', true)
    .where('is_prakerja', '=', prakerja);
  if (differentTitles) query = query.whereRef('title_id', '!=', 'title_en');
  return query.orderBy('id').executeTakeFirstOrThrow();
};

describe('each public page type is rendered with its content, in the URL language', () => {
  const details: [string, number, (row: { id: number; url: string }) => string][] = [
    ['course', ContentType.COURSE, (r) => `/courses/${r.url}`],
    ['package', ContentType.PACKAGE, (r) => `/course/package/${r.url}`],
    ['bootcamp', ContentType.BOOTCAMP, (r) => `/bootcamps/${r.url}`],
    ['webinar', ContentType.WEBINAR, (r) => `/webinars/${r.url}`],
    ['microlearning', ContentType.MICROLEARNING, (r) => `/microlearnings/${r.url}`],
    ['event', ContentType.EVENT, (r) => `/events/${r.url}`],
    ['subscription', ContentType.SUBSCRIPTION, (r) => `/subscriptions/${r.url}`],
  ];
  for (const [name, type, pathOf] of details) {
    it(`${name}: title and price, in Indonesian at the root and English under /en`, async () => {
      const row = await content(type);
      for (const [prefix, title] of [
        ['', row.title_id],
        ['/en', row.title_en],
      ] as const) {
        const res = await get(`${prefix}${pathOf(row)}`);
        expect(res.statusCode).toBe(200);
        const page = rendered(res.body);
        expect(page).toContain(html(title));
        if (row.final_price > 0) expect(page).toContain(formatRupiah(row.final_price));
      }
    });
  }

  it('prakerja: the landing page and a class', async () => {
    const row = await content(ContentType.COURSE, { prakerja: true });
    const landing = rendered((await get('/prakerja')).body);
    expect(landing).toContain(html(row.title_id));
    const res = await get(`/en/prakerja/${row.url}`);
    expect(res.statusCode).toBe(200);
    expect(rendered(res.body)).toContain(html(row.title_en));
  });

  it('home: categories and products, each language', async () => {
    const category = await app.ctx.db.selectFrom('categories').select(['name_id', 'name_en']).where('is_main', '=', true).orderBy('sort_order').executeTakeFirstOrThrow();
    const id = rendered((await get('/')).body);
    expect(id).toContain(html(category.name_id));
    expect(id).toContain('Rp ');
    const en = await get('/en');
    expect(en.statusCode).toBe(200);
    expect(rendered(en.body)).toContain(html(category.name_en));
  });

  it("home's data holds of each product only what its card shows; a list page keeps whole items", async () => {
    const dataOf = (body: string) => JSON.parse(dataText(body)) as { transfer: [string, number, { result: unknown }][] };
    const answer = (body: string, path: string) => dataOf(body).transfer.find(([key]) => key.startsWith(`GET ${path}`))?.[2].result;
    const home = (await get('/')).body;
    const sections = answer(home, '/web/v2/home/sections') as { items: Record<string, unknown>[] }[];
    const items = sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(toCardItem(item as never)).sort());
      expect(item).not.toHaveProperty('summary');
    }
    // What the browser reads is what the server rendered from: each row's first card is on the page.
    for (const section of sections) if (section.items[0]) expect(rendered(home)).toContain(html(section.items[0].title as string));
    const webinars = answer(home, '/web/v2/home/current-webinars') as Record<string, unknown>[];
    expect(webinars.length).toBeGreaterThan(0);
    for (const item of webinars) expect(item).not.toHaveProperty('category');
    // Endpoints without `transferAs` send their answers whole.
    expect(JSON.stringify(dataOf((await get('/courses')).body).transfer)).toContain('"summary"');
  });

  it('lists: courses, webinars, bootcamps, microlearnings and packages show their items with prices', async () => {
    for (const [url, type] of [
      ['/courses', ContentType.COURSE],
      ['/webinars', ContentType.WEBINAR],
      ['/bootcamps', ContentType.BOOTCAMP],
      ['/microlearnings', ContentType.MICROLEARNING],
      ['/course/package', ContentType.PACKAGE],
    ] as const) {
      const rows = await app.ctx.db.selectFrom('contents').select(['title_en', 'final_price']).where('content_type', '=', type).where('is_published', '=', true).execute();
      const page = rendered((await get(`/en${url}`)).body);
      const shown = rows.filter((r) => page.includes(html(r.title_en)));
      expect(shown.length, url).toBeGreaterThan(0);
      const priced = shown.find((r) => r.final_price > 0);
      if (priced) expect(page).toContain(formatRupiah(priced.final_price));
    }
  });

  it('donation, program and instructor pages', async () => {
    const donation = await app.ctx.db.selectFrom('donations').select(['url', 'title_id', 'title_en']).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    expect(rendered((await get(`/donations/${donation.url}`)).body)).toContain(html(donation.title_id));
    expect(rendered((await get(`/en/donations/${donation.url}`)).body)).toContain(html(donation.title_en));
    const program = await app.ctx.db.selectFrom('programs').select(['url', 'name_id', 'name_en']).orderBy('id').executeTakeFirstOrThrow();
    expect(rendered((await get(`/programs/${program.url}`)).body)).toContain(html(program.name_id));
    const instructor = await app.ctx.db.selectFrom('instructors').select(['url', 'name', 'headline_en']).orderBy('id').executeTakeFirstOrThrow();
    const page = rendered((await get(`/en/instructor/${instructor.url}`)).body);
    expect(page).toContain(html(instructor.name));
  });

  it('the instructor list: its head, a page of cards and a search, in each language', async () => {
    const top = await app.inject({ method: 'GET', url: '/web/v2/instructors?pageSize=13', headers: { ...basicHeaders, language: 'en' } });
    const [first, thirteenth] = [top.json().result.items[0], top.json().result.items[12]] as { url: string; name: string }[];
    const en = await get('/en/instructor');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<title>Instructors | Belajar</title>');
    const list = rendered(en.body);
    expect(list).toContain('Our instructors');
    expect(list).toContain(`href="/en/instructor/${first!.url}"`);
    expect(list).not.toContain(`href="/en/instructor/${thirteenth!.url}"`);
    expect(rendered((await get('/en/instructor?page=2')).body)).toContain(`href="/en/instructor/${thirteenth!.url}"`);
    const word = first!.name.split(' ')[0]!;
    const id = await get(`/instructor?q=${encodeURIComponent(word)}`);
    expect(id.body).toContain('<title>Instruktur | Belajar</title>');
    expect(rendered(id.body)).toContain(`instruktur untuk “${html(word)}”`);
    expect(rendered(id.body)).toContain(`value="${html(word)}"`);
    expect(rendered((await get('/instructor?q=qqqzzz')).body)).toContain('Tidak ada instruktur yang cocok dengan “qqqzzz”');
  });

  it('articles: the list and an article', async () => {
    const article = await content(ContentType.ARTICLE);
    expect(rendered((await get('/en/articles')).body)).toContain('Articles');
    const res = await get(`/articles/${article.url}`);
    expect(res.statusCode).toBe(200);
    expect(rendered(res.body)).toContain(html(article.title_id));
  });

  it('an information page, search results and a category', async () => {
    const info = await app.ctx.db.selectFrom('info_pages').select(['title_id', 'title_en']).where('slug', '=', 'aboutus').executeTakeFirstOrThrow();
    expect(rendered((await get('/user/aboutus')).body)).toContain(html(info.title_id));
    expect(rendered((await get('/en/user/aboutus')).body)).toContain(html(info.title_en));
    const course = await content(ContentType.COURSE);
    const word = course.title_en.split(' ')[0] ?? '';
    expect(rendered((await get(`/en/search?keyword=${encodeURIComponent(word)}`)).body)).toContain(html(word));
    const category = await app.ctx.db.selectFrom('categories').select(['url', 'name_id']).orderBy('id').executeTakeFirstOrThrow();
    const res = await get(`/${category.url}`);
    expect(res.statusCode).toBe(200);
    expect(rendered(res.body)).toContain(html(category.name_id));
  });

  it('certificate verification: the holder and the course', async () => {
    const course = await content(ContentType.COURSE);
    const student = await app.ctx.db
      .insertInto('students')
      .values({ full_name: 'Verified Holder', email: `holder-${randomBytes(4).toString('hex')}@example.com`, email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = certificateNumberFrom(randomBytes(10), 2026);
    await app.ctx.db.insertInto('certificates').values({ number, student_id: student.id, content_id: course.id, student_name: 'Verified Holder' }).execute();
    const page = rendered((await get(`/certificates/${number}`)).body);
    expect(page).toContain('Verified Holder');
    expect(page).toContain(html(course.title_id));
  });
});

describe('isolation and safety', () => {
  it('20 Indonesian and 20 English renders at once never mix', async () => {
    const row = await content(ContentType.COURSE, { differentTitles: true });
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 ? `/en/courses/${row.url}` : `/courses/${row.url}`).then((r) => ({ en: i % 2 === 1, page: rendered(r.body), body: r.body }))),
    );
    for (const { en, page, body } of pages) {
      expect(page).toContain(html(en ? row.title_en : row.title_id));
      expect(page).not.toContain(html(en ? row.title_id : row.title_en));
      // The shell's own texts and the data script follow the page's language too.
      expect(page).toContain(en ? 'Sign in' : 'Masuk');
      expect(body).toContain(en ? '"locale":"en"' : '"locale":"id"');
    }
  }, 120_000);

  it("a student's cookie and bearer are never used: nothing of theirs is rendered", async () => {
    const token = await studentToken(app);
    const name = `Zebulon${randomBytes(3).toString('hex')}`;
    const email = `${name.toLowerCase()}@example.com`;
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    await app.ctx.db.updateTable('students').set({ full_name: name, email }).where('id', '=', Number(sub)).execute();
    const course = await content(ContentType.COURSE);
    const auth = { cookie: `auth=${encodeURIComponent(JSON.stringify({ accessToken: token, refreshToken: 'r' }))}`, authorization: `Bearer ${token}` };
    for (const url of ['/', `/courses/${course.url}`, '/en/courses']) {
      const res = await get(url, auth);
      expect(res.statusCode).toBe(200);
      const page = rendered(res.body);
      expect(res.body).not.toContain(name);
      expect(res.body).not.toContain(email);
      // Rendered as a guest: the sign-in link, not the account menu.
      expect(page).toMatch(/Masuk|Sign in/);
    }
  });

  it('pages behind sign-in are left to the browser: the empty shell', async () => {
    const res = await get('/user/edit-profile');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="lm-data"');
  });

  it('a missing product answers 404 with the not-found page rendered', async () => {
    const res = await get('/courses/no-such-course-at-all');
    expect(res.statusCode).toBe(404);
    expect(rendered(res.body)).toContain('Kursus tidak ditemukan');
    const en = await get('/en/webinars/no-such-webinar');
    expect(en.statusCode).toBe(404);
    expect(rendered(en.body)).toContain('Webinar not found');
  });

  it('maintenance answers 503 with Retry-After and the maintenance page', async () => {
    await setMaintenance(app.ctx.db, true, 'Back soon');
    try {
      const res = await get('/courses');
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(rendered(res.body)).toContain('data-testid="maintenance"');
      expect(rendered(res.body)).toContain('Kami segera kembali');
      // Rendered whole: no streamed boundary to complete with an inline script (the CSP allows none).
      expect(res.body.match(/<script/g)).toHaveLength(2);
    } finally {
      await setMaintenance(app.ctx.db, false);
    }
    expect((await get('/courses')).statusCode).toBe(200);
  });

  it('a product title with </script><script> stays inert text', async () => {
    const row = await content(ContentType.COURSE);
    const evil = `Evil</script><script>window.pwned=1</script><!--`;
    await app.ctx.db.updateTable('contents').set({ title_id: evil }).where('id', '=', row.id).execute();
    try {
      const res = await get(`/courses/${row.url}`);
      const body = res.body;
      // Only the template's module script, the data script and the head's JSON-LD blocks (Course,
      // BreadcrumbList): nothing the title could open, and every JSON block parses to the title.
      const scripts = [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attrs]) => attrs!.match(/type="([^"]+)"/)?.[1]).sort()).toEqual(['application/json', 'application/ld+json', 'application/ld+json', 'module']);
      for (const [, attrs, text] of scripts.filter(([, attrs]) => attrs!.includes('ld+json'))) {
        expect(attrs).not.toContain('src=');
        expect(text).not.toContain('<');
        expect(JSON.stringify(JSON.parse(text!))).toContain('Evil');
      }
      expect(body).not.toContain('<script>window.pwned');
      expect(rendered(body)).toContain(html(evil));
      expect(JSON.stringify(JSON.parse(dataText(body)))).toContain(evil);
    } finally {
      await app.ctx.db.updateTable('contents').set({ title_id: row.title_id }).where('id', '=', row.id).execute();
    }
  });
});

describe('the page cache', () => {
  it('serves the same guest document per path and language, compressed once, whoever asks', async () => {
    const cached = await createTestApp({ config: { webRoot, pageCacheSeconds: 60, ssrEntry: path.resolve('src/renderer/entry-server.tsx') } });
    try {
      const first = await cached.inject({ method: 'GET', url: '/en' });
      expect(first.statusCode).toBe(200);
      rendered(first.body);
      // Changed in the database after the render: the cached page does not follow within its time.
      await cached.ctx.db.updateTable('categories').set({ name_id: 'Renamed Meanwhile', name_en: 'Renamed Meanwhile' }).execute();
      const token = await studentToken(cached);
      const again = await cached.inject({ method: 'GET', url: '/en', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
      expect(again.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
      expect(first.body).not.toContain('Renamed Meanwhile');
      // Another language is another page, rendered now.
      const id = await cached.inject({ method: 'GET', url: '/' });
      expect(rendered(id.body)).toContain('Renamed Meanwhile');
      expect(id.body).toContain('"locale":"id"');

      // A product page is kept the same way; a missing product's 404 is not kept.
      const row = await cached.ctx.db
        .selectFrom('contents')
        .select(['id', 'url', 'title_en'])
        .where('content_type', '=', ContentType.COURSE)
        .where('is_published', '=', true)
        .where('is_prakerja', '=', false)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const course = await cached.inject({ method: 'GET', url: `/en/courses/${row.url}` });
      expect(rendered(course.body)).toContain(html(row.title_en));
      await cached.ctx.db.updateTable('contents').set({ title_en: 'Retitled Meanwhile' }).where('id', '=', row.id).execute();
      expect((await cached.inject({ method: 'GET', url: `/en/courses/${row.url}` })).body).toBe(course.body);
      // Another query is another page, rendered now.
      expect(rendered((await cached.inject({ method: 'GET', url: `/en/courses/${row.url}?ref=x` })).body)).toContain('Retitled Meanwhile');
      const missing = `/courses/no-such-course-${randomBytes(3).toString('hex')}`;
      expect((await cached.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
      await cached.ctx.db
        .updateTable('contents')
        .set({ url: missing.slice('/courses/'.length) })
        .where('id', '=', row.id)
        .execute();
      const found = await cached.inject({ method: 'GET', url: `/en${missing}` });
      expect(found.statusCode).toBe(200);
      expect(rendered(found.body)).toContain('Retitled Meanwhile');
      expect((await cached.inject({ method: 'GET', url: missing })).statusCode).toBe(200);
    } finally {
      await cached.cleanup();
    }
  }, 120_000);
});
