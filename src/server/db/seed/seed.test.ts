import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SEGMENTS, CONTENT_TYPE_IDS, ContentType } from '../../../common/enums.js';
import { migrate, openDatabase, type DatabaseHandle } from '../index.js';
import { seedIfEmpty } from './index.js';

const RESOURCES = fileURLToPath(new URL('../../../../resources/', import.meta.url));
/** '/media/covers/x.svg' → <repo>/resources/covers/x.svg */
const mediaFile = (url: string) => path.join(RESOURCES, url.replace(/^\/media\//, ''));

function expectedFinal(price: number, type: number | null, value: number): number {
  const discount = type === 1 ? Math.round((price * value) / 100) : type === 2 ? value : 0;
  return Math.max(0, price - discount);
}

describe('demo catalogue seed', () => {
  let handle: DatabaseHandle;
  let firstRun: boolean;
  let secondRun: boolean;
  const now = Date.now();

  beforeAll(async () => {
    handle = await openDatabase({});
    await migrate(handle.db);
    firstRun = await seedIfEmpty(handle.db);
    secondRun = await seedIfEmpty(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds once and is idempotent', async () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
    const marker = await handle.db.selectFrom('settings').selectAll().where('key', '=', 'seed.version').executeTakeFirst();
    expect(marker?.value).toMatchObject({ version: 1 });
  });

  it('does not seed again when the marker exists but contents were emptied', async () => {
    // Simulated inside a transaction that is rolled back so the other tests keep their data.
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('testimonials').execute();
        await trx.deleteFrom('banners').execute();
        await trx.deleteFrom('contents').execute();
        expect(await seedIfEmpty(trx)).toBe(false);
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
    const n = await handle.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThanOrEqual(150);
  });

  it('has at least 150 contents covering every content type, with unique urls', async () => {
    const rows = await handle.db.selectFrom('contents').select(['content_type', 'url']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const types = new Set(rows.map((r) => r.content_type));
    for (const t of CONTENT_TYPE_IDS) expect(types.has(t), `content type ${t}`).toBe(true);
    expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length);
    for (const r of rows) expect(r.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has instructors, categories (the five segments) and programmes', async () => {
    const instructors = await handle.db.selectFrom('instructors').selectAll().execute();
    expect(instructors.length).toBeGreaterThanOrEqual(12);
    const categories = await handle.db.selectFrom('categories').selectAll().execute();
    for (const seg of CATEGORY_SEGMENTS) {
      const c = categories.find((x) => x.url === seg);
      expect(c, seg).toBeDefined();
      expect(c!.is_main).toBe(true);
    }
    expect(categories.filter((c) => !c.is_main).length).toBeGreaterThanOrEqual(3);
    const programs = await handle.db.selectFrom('programs').selectAll().execute();
    const types = new Set(programs.map((p) => p.program_type));
    for (const t of ['DIGITAL_SKILL', 'MILLENNIAL_SUCCESS', 'BOOTCAMP', 'WEBINAR', 'MICRO_LEARNING', 'COURSES', 'ARTICLE', 'PRAKERJA']) {
      expect(types.has(t), t).toBe(true);
    }
    const withoutInstructor = await handle.db.selectFrom('contents').select('id').where('instructor_id', 'is', null).execute();
    expect(withoutInstructor).toHaveLength(0);
  });

  it('prices are realistic and final_price is consistent for every row', async () => {
    const rows = await handle.db.selectFrom('contents').select(['url', 'price', 'discount_type', 'discount_value', 'final_price', 'is_prakerja', 'content_type']).execute();
    for (const r of rows) {
      expect(Number.isInteger(r.price)).toBe(true);
      expect(r.final_price, r.url).toBe(expectedFinal(r.price, r.discount_type, r.discount_value));
      if (r.discount_type === null) expect(r.discount_value, r.url).toBe(0);
      if (r.discount_type === 1) {
        expect(r.discount_value).toBeGreaterThanOrEqual(10);
        expect(r.discount_value).toBeLessThanOrEqual(60);
        // Whole-rupiah discounts: rounding up, down or to nearest agree.
        expect((r.price * r.discount_value) % 100, r.url).toBe(0);
      }
      if (r.price > 0) {
        expect(r.price, r.url).toBeGreaterThanOrEqual(49000);
        expect(r.price, r.url).toBeLessThanOrEqual(15_000_000);
      }
      if (r.content_type === ContentType.BOOTCAMP) {
        expect(r.price).toBeGreaterThanOrEqual(2_000_000);
      }
    }
    expect(rows.filter((r) => r.price === 0 && r.final_price === 0).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.discount_type === 1).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.discount_type === 2).length).toBeGreaterThanOrEqual(3);
    const prakerja = rows.filter((r) => r.is_prakerja);
    expect(prakerja.length).toBeGreaterThanOrEqual(12);
    for (const r of prakerja) {
      expect(r.price).toBeLessThanOrEqual(1_000_000);
      expect([ContentType.COURSE, ContentType.WEBINAR]).toContain(r.content_type);
    }
  });

  it('schedules webinars, bootcamps and events relative to now', async () => {
    const webinars = await handle.db
      .selectFrom('contents')
      .select(['url', 'start_at', 'end_at', 'learning_method', 'venue_type', 'location'])
      .where('content_type', '=', ContentType.WEBINAR)
      .execute();
    const day = 86_400_000;
    const upcoming = webinars.filter((w) => w.start_at!.getTime() > now);
    const past = webinars.filter((w) => w.start_at!.getTime() < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(past.length).toBeGreaterThanOrEqual(8);
    for (const w of upcoming) expect(w.start_at!.getTime() - now).toBeLessThanOrEqual(60 * day);
    for (const w of webinars) {
      expect(w.end_at!.getTime()).toBeGreaterThan(w.start_at!.getTime());
      if (w.venue_type !== 1) expect(w.location, w.url).toBeTruthy();
    }
    const bootcamps = await handle.db.selectFrom('contents').select(['start_at', 'learning_method', 'link_type_id']).where('content_type', '=', ContentType.BOOTCAMP).execute();
    for (const b of bootcamps) {
      expect(b.start_at!.getTime()).toBeGreaterThan(now);
      expect([2, 3]).toContain(b.learning_method);
    }
    expect(bootcamps.some((b) => b.link_type_id === 6)).toBe(true);
    expect(bootcamps.some((b) => b.link_type_id === 7)).toBe(true);
    const events = await handle.db.selectFrom('contents').select(['start_at', 'is_offline_event']).where('content_type', '=', ContentType.EVENT).execute();
    expect(events.some((e) => e.is_offline_event)).toBe(true);
    expect(events.every((e) => e.start_at !== null)).toBe(true);
  });

  it('fills details per type (syllabus, courseIds, article bodies, subscription periods)', async () => {
    const rows = await handle.db.selectFrom('contents').select(['id', 'url', 'content_type', 'details']).execute();
    const ids = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const d = r.details as Record<string, any>;
      if (r.content_type === ContentType.COURSE || r.content_type === ContentType.BOOTCAMP) {
        expect(d.syllabus.length, r.url).toBeGreaterThan(0);
        for (const m of d.syllabus) {
          expect(m.title_id && m.title_en).toBeTruthy();
          for (const l of m.lessons) expect([5, 6]).toContain(l.type);
        }
        expect(d.whatYouLearn_id.length).toBe(d.whatYouLearn_en.length);
      }
      if (r.content_type === ContentType.PACKAGE || r.content_type === ContentType.JALURBELAJAR) {
        expect(d.courseIds.length, r.url).toBeGreaterThan(1);
        for (const id of d.courseIds) expect(ids.get(id)?.content_type).toBe(ContentType.COURSE);
      }
      if (r.content_type === ContentType.ARTICLE) {
        expect(d.body_id.split('\n\n').length).toBeGreaterThanOrEqual(3);
        expect(d.body_en.split('\n\n').length).toBeGreaterThanOrEqual(3);
        expect(d.readMinutes).toBeGreaterThan(0);
      }
      if (r.content_type === ContentType.SUBSCRIPTION) expect(['monthly', 'quarterly', 'yearly']).toContain(d.period);
      if (d.promoTerms) {
        expect(d.promoTerms.title_id && d.promoTerms.title_en, r.url).toBeTruthy();
        expect(d.promoTerms.terms_id.length).toBe(d.promoTerms.terms_en.length);
      }
      if (r.content_type === ContentType.WEBINAR || r.content_type === ContentType.EVENT) {
        expect(d.schedule).toHaveLength(1);
        expect(d.agenda.length).toBeGreaterThan(2);
      }
    }
    const discounted = await handle.db.selectFrom('contents').select(['url', 'details']).where('discount_type', 'is not', null).execute();
    for (const r of discounted) expect((r.details as any).promoTerms, r.url).toBeDefined();
    const periods = rows.filter((r) => r.content_type === ContentType.SUBSCRIPTION).map((r) => (r.details as any).period);
    expect(new Set(periods)).toEqual(new Set(['monthly', 'quarterly', 'yearly']));
  });

  it('every image referenced by the seed exists under resources/', async () => {
    const urls: string[] = [];
    for (const r of await handle.db.selectFrom('contents').select('image_url').execute()) urls.push(r.image_url!);
    for (const r of await handle.db.selectFrom('instructors').select('avatar_url').execute()) urls.push(r.avatar_url!);
    for (const r of await handle.db.selectFrom('banners').select('image_url').execute()) urls.push(r.image_url);
    for (const r of await handle.db.selectFrom('partners').select('logo_url').execute()) urls.push(r.logo_url);
    for (const r of await handle.db.selectFrom('programs').select('image_url').execute()) urls.push(r.image_url!);
    for (const r of await handle.db.selectFrom('testimonials').select('avatar_url').execute()) urls.push(r.avatar_url!);
    const fv = await handle.db.selectFrom('settings').select('value').where('key', '=', 'feature_video').executeTakeFirstOrThrow();
    urls.push((fv.value as { posterUrl: string }).posterUrl);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/media\//);
      expect(fs.existsSync(mediaFile(url)), url).toBe(true);
      expect(fs.statSync(mediaFile(url)).size).toBeLessThan(3 * 1024);
    }
  });

  it('banners, menus, home sections, filters, testimonials, partners, settings and info pages', async () => {
    const db = handle.db;
    const banners = await db.selectFrom('banners').selectAll().execute();
    for (const b of banners) expect(b.link_url.startsWith('/'), b.link_url).toBe(true);
    const count = (p: string) => banners.filter((b) => b.placement === p).length;
    expect(count('top')).toBeGreaterThanOrEqual(5);
    expect(count('feature_image')).toBe(1);
    expect(count('feature_banner')).toBeGreaterThanOrEqual(1);
    expect(count('middle')).toBeGreaterThanOrEqual(2);
    expect(count('content_detail')).toBeGreaterThanOrEqual(3);
    expect(count('prakerja_top')).toBeGreaterThanOrEqual(3);
    const contentUrls = new Set((await db.selectFrom('contents').select('url').execute()).map((r) => r.url));
    for (const b of banners) {
      const url = /^\/(?:courses|webinars|bootcamps|microlearnings|articles|course\/package)\/(.+)$/.exec(b.link_url)?.[1];
      if (url !== undefined) expect(contentUrls.has(url), b.link_url).toBe(true);
    }

    const menus = await db.selectFrom('menus').selectAll().execute();
    const v2 = menus.filter((m) => m.version === 2);
    const kategori = v2.find((m) => m.parent_id === null && m.url === '/categories');
    // No child rows: the menus service lists every category under it (menus.test.ts).
    expect(kategori).toBeDefined();
    expect(v2.filter((m) => m.parent_id === kategori?.id)).toEqual([]);
    for (const url of ['/courses', '/webinars', '/bootcamps', '/microlearnings', '/prakerja', '/articles']) {
      expect(v2.some((m) => m.url === url)).toBe(true);
    }
    const v1 = menus.filter((m) => m.version === 1).map((m) => m.url);
    expect(v1).toContain('/user/poinqu');
    expect(v1).toContain('/my-class');

    const sections = await db.selectFrom('home_sections').select('key').execute();
    expect(sections.map((s) => s.key).sort()).toEqual(['top-products', 'dont-miss', 'bootcamps', 'prakerja', 'microlearning', 'testimonials'].sort());
    const filters = await db.selectFrom('suggestion_filters').selectAll().execute();
    expect(filters.length).toBeGreaterThanOrEqual(5);
    expect(filters.find((f) => f.key === 'gratis')?.query).toEqual({ isFree: true });

    const testimonials = await db.selectFrom('testimonials').selectAll().execute();
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    for (const t of testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(4);
      expect(t.content_id).not.toBeNull();
      expect(t.name.split(' ').length).toBeGreaterThanOrEqual(2);
    }
    expect((await db.selectFrom('partners').selectAll().execute()).length).toBeGreaterThanOrEqual(6);

    const maintenance = await db.selectFrom('settings').select('value').where('key', '=', 'maintenance').executeTakeFirstOrThrow();
    expect(maintenance.value).toEqual({ isMaintenance: false });

    const pages = await db.selectFrom('info_pages').selectAll().execute();
    const slugs = pages.map((p) => p.slug);
    for (const s of ['aboutus', 'terms', 'privacy', 'support', 'contactus', 'careers-intro']) expect(slugs).toContain(s);
    const about = pages.find((p) => p.slug === 'aboutus')!;
    expect(about.body_id).toContain('id="benefit"');
    expect(about.body_en).toContain('id="benefit"');
    const support = pages.find((p) => p.slug === 'support')!;
    expect(support.body_id.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(support.body_en.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('every id/en text pair is non-empty', async () => {
    const db = handle.db;
    const check = (rows: Record<string, unknown>[], fields: string[], table: string) => {
      for (const row of rows) {
        for (const f of fields) {
          for (const lang of ['id', 'en']) {
            const v = row[`${f}_${lang}`];
            expect(typeof v === 'string' && v.trim().length > 0, `${table}.${f}_${lang}`).toBe(true);
          }
        }
      }
    };
    check(await db.selectFrom('contents').selectAll().execute(), ['title', 'summary', 'description'], 'contents');
    check(await db.selectFrom('programs').selectAll().execute(), ['name', 'description'], 'programs');
    check(await db.selectFrom('categories').selectAll().execute(), ['name', 'description'], 'categories');
    check(await db.selectFrom('instructors').selectAll().execute(), ['headline', 'bio'], 'instructors');
    check(await db.selectFrom('banners').selectAll().execute(), ['title', 'subtitle'], 'banners');
    check(await db.selectFrom('menus').selectAll().execute(), ['label'], 'menus');
    check(await db.selectFrom('home_sections').selectAll().execute(), ['title', 'subtitle'], 'home_sections');
    check(await db.selectFrom('suggestion_filters').selectAll().execute(), ['label'], 'suggestion_filters');
    check(await db.selectFrom('testimonials').selectAll().execute(), ['role', 'quote'], 'testimonials');
    check(await db.selectFrom('info_pages').selectAll().execute(), ['title', 'body'], 'info_pages');
    // Descriptions have 2–3 paragraphs; summaries and titles differ between languages somewhere.
    const contents = await db.selectFrom('contents').select(['url', 'description_id', 'description_en']).execute();
    for (const c of contents) {
      expect(c.description_id.split('\n\n').length, c.url).toBeGreaterThanOrEqual(2);
      expect(c.description_en.split('\n\n').length, c.url).toBeGreaterThanOrEqual(2);
    }
  });

  it('fills listing statistics in realistic ranges', async () => {
    const rows = await handle.db.selectFrom('contents').selectAll().execute();
    for (const r of rows) {
      const rating = Number(r.rating);
      expect(rating, r.url).toBeGreaterThanOrEqual(3.6);
      expect(rating, r.url).toBeLessThanOrEqual(4.95);
      expect([1, 2, 3]).toContain(r.skill_level);
      expect(r.total_students).toBeGreaterThan(0);
      expect(r.created_at.getTime()).toBeLessThanOrEqual(now + 1000);
    }
    const top = rows.filter((r) => r.is_top).length;
    const dontMiss = rows.filter((r) => r.is_dont_miss).length;
    expect(top).toBeGreaterThanOrEqual(10);
    expect(dontMiss).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.tag !== null).length).toBeGreaterThan(30);
  });
});
