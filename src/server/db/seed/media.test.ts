import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../common/enums.js';
import { localImage, shareImage } from '../../../common/media.js';
import { createTestApp } from '../../testing/test-app.js';

/**
 * Issue 25: an English page showed Indonesian text baked into the demo's images. Every seeded
 * banner, content, programme and donation has its image drawn in each language (an SVG, the
 * generator's source), rasterised to a WebP the pages show and a PNG of the same size it falls
 * back to, and every product a share card per language; the files are in resources/ (served
 * under /media/).
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.cleanup();
});

const RESOURCES = path.resolve('resources');
const fileOf = (url: string) => path.join(RESOURCES, url.replace(/^\/media\//, ''));
const missingFiles = (urls: string[]) => urls.filter((url) => !url.startsWith('/media/') || !fs.existsSync(fileOf(url)));
/** The SVG drawing a stored URL's raster was made from (the stored URL is the Indonesian one). */
const drawingOf = (url: string, locale: Locale) => (locale === 'id' ? url : url.replace(/\.svg$/, `.${locale}.svg`));

async function seededImages(): Promise<{ table: string; url: string }[]> {
  const db = app.ctx.db;
  const rows = [
    ...(await db.selectFrom('banners').select('image_url').execute()).map((r) => ({ table: 'banners', url: r.image_url })),
    ...(await db.selectFrom('contents').select('image_url').execute()).map((r) => ({ table: 'contents', url: r.image_url })),
    ...(await db.selectFrom('programs').select('image_url').execute()).map((r) => ({ table: 'programs', url: r.image_url })),
    ...(await db.selectFrom('donations').select('image_url').execute()).map((r) => ({ table: 'donations', url: r.image_url })),
  ];
  return rows.filter((r): r is { table: string; url: string } => typeof r.url === 'string');
}

describe('the seeded images exist in every language', () => {
  it('banners, covers, programmes and donations: a WebP, its PNG fallback and a drawing per language', async () => {
    const rows = await seededImages();
    for (const table of ['banners', 'contents', 'programs', 'donations']) expect(rows.filter((r) => r.table === table).length).toBeGreaterThan(0);
    const wanted: string[] = [];
    for (const { url } of rows) {
      const [id, en] = LOCALES.map((locale) => localImage(url, locale));
      expect(id?.webp, url).toMatch(/\.id\.webp$/);
      expect(en?.webp, url).toMatch(/\.en\.webp$/);
      expect(id?.src, url).toMatch(/\.id\.png$/);
      expect(en?.src, url).toMatch(/\.en\.png$/);
      for (const image of [id, en]) if (image) wanted.push(image.src, image.webp ?? '');
      wanted.push(drawingOf(url, 'id'), drawingOf(url, 'en'));
    }
    expect(missingFiles(wanted)).toEqual([]);
  });

  it('the English drawing carries the English title, the Indonesian one the Indonesian', async () => {
    const row = await app.ctx.db.selectFrom('banners').select(['image_url', 'title_id', 'title_en']).where('placement', '=', 'top').orderBy('id').executeTakeFirstOrThrow();
    const firstWords = (title: string) => title.split(' ').slice(0, 2).join(' ');
    const en = fs.readFileSync(fileOf(drawingOf(row.image_url, 'en')), 'utf8');
    const id = fs.readFileSync(fileOf(drawingOf(row.image_url, 'id')), 'utf8');
    expect(en).toContain(firstWords(row.title_en));
    expect(en).not.toContain(firstWords(row.title_id));
    expect(id).toContain(firstWords(row.title_id));
  });

  it('every content, programme and donation has a share card (PNG 1200×630) per language', async () => {
    const rows = (await seededImages()).filter((r) => r.table !== 'banners');
    const cards = rows.flatMap(({ url }) => LOCALES.map((locale) => shareImage(url, locale)));
    expect(cards.every((c) => c !== null && c.endsWith('.png'))).toBe(true);
    const urls = cards.filter((c): c is string => c !== null);
    expect(missingFiles(urls)).toEqual([]);
    const png = fs.readFileSync(fileOf(urls[0] ?? ''));
    // PNG IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
