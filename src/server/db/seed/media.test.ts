import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../common/enums.js';
import { LOCALIZED_MEDIA_FOLDERS, drawingName, localImage, shareImage } from '../../../common/media.js';
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
const drawingOf = (url: string, locale: Locale) => url.replace(/[^/]+\.svg$/, (file) => drawingName(file.slice(0, -'.svg'.length), locale));

/** Format, width and height of an image file, read from its header. */
async function sizeOf(file: string): Promise<[string | undefined, number | undefined, number | undefined]> {
  const { format, width, height } = await sharp(file).metadata();
  return [format, width, height];
}

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
    expect(await sizeOf(fileOf(urls[0] ?? ''))).toEqual(['png', 1200, 630]);
  });
});

describe('the generated rasters (scripts/generate-media.ts) in resources/', () => {
  it('every drawing has a WebP and a PNG fallback per language, of the same size, and no raster is left without its twin', async () => {
    for (const folder of LOCALIZED_MEDIA_FOLDERS) {
      const dir = path.join(RESOURCES, folder);
      const files = new Set(fs.readdirSync(dir));
      const names = [...files].filter((f) => /^[a-z0-9-]+\.svg$/.test(f)).map((f) => f.slice(0, -'.svg'.length));
      expect(names.length, folder).toBeGreaterThan(0);
      const rasters = names.flatMap((name) => LOCALES.flatMap((locale) => [`${name}.${locale}.webp`, `${name}.${locale}.png`]));
      expect(
        rasters.filter((f) => !files.has(f)),
        `${folder}: missing rasters`,
      ).toEqual([]);
      expect(
        [...files].filter((f) => /\.(webp|png)$/.test(f) && !rasters.includes(f)),
        `${folder}: rasters without a drawing`,
      ).toEqual([]);
      for (const name of names) {
        for (const locale of LOCALES) {
          const [webp, ...webpSize] = await sizeOf(path.join(dir, `${name}.${locale}.webp`));
          const [png, ...pngSize] = await sizeOf(path.join(dir, `${name}.${locale}.png`));
          expect([webp, png], `${folder}/${name}.${locale}`).toEqual(['webp', 'png']);
          expect(pngSize, `${folder}/${name}.${locale}.png`).toEqual(webpSize);
        }
      }
    }
  });
});
