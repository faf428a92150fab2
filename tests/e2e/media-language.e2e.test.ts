/**
 * Images in the visitor's language (issue 25): the demo's banners and covers carry their title,
 * and English pages showed the Indonesian ones. On the English home (carousel), a course page, the
 * Prakerja landing page and an article, every catalogue image is the English one (its src, the
 * WebP the browser loaded, its alt) and no Indonesian image is even requested; the Indonesian home
 * still shows the Indonesian ones. The `<img src>` a browser without WebP would load is the PNG
 * raster in the page's language (never the SVG drawing), and the server answers it as image/png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import { DESKTOP, checkA11y, launch } from './browser.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

/** A catalogue image drawn per language (common/media.ts); the Indonesian one is `<name>.id.webp` or `<name>.id.png` (drawn from `<name>.svg`). */
const LOCALIZED = /\/media\/(covers|banners|donations)\/[^/?#]+$/;
const isEnglish = (url: string) => /\.en\.(svg|webp|png)$/.test(url);

async function api<T>(path: string, language: 'id' | 'en'): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: basic, language } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

async function firstOf(kind: 'courses' | 'articles'): Promise<string> {
  const sitemap = await api<{ items: { loc: string }[] }>(`/web/v2/sitemaps/${kind}`, 'id');
  return new URL(sitemap.items[0]!.loc).pathname.split('/').pop()!;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page, records every catalogue image requested, scrolls through it (lazy images) and returns the images shown. */
async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
  const page = await browser.newPage({ viewport: DESKTOP });
  const requested: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (LOCALIZED.test(url.pathname)) requested.push(url.pathname);
  });
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  // The images in view have loaded (an open connection must not hold the test up).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const images = await page.$$eval('img', (imgs) =>
    imgs.map((img) => ({
      src: new URL(img.getAttribute('src') ?? '', location.href).pathname,
      current: img.currentSrc ? new URL(img.currentSrc).pathname : '',
      alt: img.alt,
      complete: img.complete,
    })),
  );
  const sources = await page.$$eval('picture source', (els) => els.map((s) => s.getAttribute('srcset') ?? ''));
  // The journeys' gate: every page visited is checked with axe (and its other-language twin).
  await checkA11y(page);
  await page.close();
  return { images: images.filter((i) => LOCALIZED.test(i.src)), sources, requested };
}

/** Every fallback `<img src>` is the PNG in `locale` and the server has it: 200, image/png, a PNG's signature. */
async function expectPngFallbacks(path: string, images: { src: string }[], locale: 'id' | 'en') {
  expect(
    images.filter((i) => !i.src.endsWith(`.${locale}.png`)).map((i) => i.src),
    `${path}: img src is the .${locale}.png`,
  ).toEqual([]);
  for (const src of new Set(images.map((i) => i.src))) {
    const res = await fetch(`${baseUrl}${src}`);
    expect(res.status, src).toBe(200);
    expect(res.headers.get('content-type'), src).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1', 1, 4), src).toBe('PNG');
  }
}

async function expectAllEnglish(path: string, { images, sources, requested }: Awaited<ReturnType<typeof visit>>) {
  expect(images.length, `${path}: catalogue images`).toBeGreaterThan(0);
  expect(
    images.filter((i) => !isEnglish(i.src)).map((i) => i.src),
    `${path}: img src`,
  ).toEqual([]);
  await expectPngFallbacks(path, images, 'en');
  expect(
    images.filter((i) => i.current && !isEnglish(i.current)).map((i) => i.current),
    `${path}: loaded`,
  ).toEqual([]);
  expect(
    images.some((i) => i.current.endsWith('.en.webp')),
    `${path}: a WebP was shown`,
  ).toBe(true);
  expect(
    sources.filter((s) => LOCALIZED.test(s) && !isEnglish(s)),
    `${path}: <source>`,
  ).toEqual([]);
  expect(
    requested.filter((r) => !isEnglish(r)),
    `${path}: requests`,
  ).toEqual([]);
}

describe('English pages show English images', () => {
  it('the home carousel: English banners with English alt texts', async () => {
    const [bannersEn, bannersId] = await Promise.all([
      api<{ title: string; subtitle: string | null }[]>('/web/v2/home/topbanners', 'en'),
      api<{ title: string; subtitle: string | null }[]>('/web/v2/home/topbanners', 'id'),
    ]);
    const result = await visit('/en', (page) => page.getByTestId('home-banner-slide').first().waitFor());
    await expectAllEnglish('/en', result);
    const alts = result.images.filter((i) => i.src.includes('/media/banners/')).map((i) => i.alt);
    expect(alts.length).toBeGreaterThan(0);
    for (const b of bannersEn) expect(alts).toContain(b.subtitle ? `${b.title}. ${b.subtitle}` : b.title);
    for (const b of bannersId) expect(alts.some((alt) => alt.startsWith(b.title))).toBe(false);
  }, 180_000);

  it('a course page, the Prakerja landing page and an article', async () => {
    const course = await firstOf('courses');
    const article = await firstOf('articles');
    const courseTitle = (await api<{ title: string }>(`/web/v2/courses/${course}`, 'en')).title;
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      [`/en/courses/${course}`, (page) => page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor()],
      ['/en/prakerja', (page) => page.locator('main img').first().waitFor()],
      [`/en/articles/${article}`, (page) => page.locator('#article-title').waitFor()],
    ];
    for (const [path, ready] of pages) await expectAllEnglish(path, await visit(path, ready));
  }, 180_000);

  it('the Indonesian home still shows the Indonesian banners', async () => {
    const { images } = await visit('/', (page) => page.getByTestId('home-banner-slide').first().waitFor());
    const banners = images.filter((i) => i.src.includes('/media/banners/'));
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.filter(isEnglishImage)).toEqual([]);
    expect(banners.some((i) => i.current.endsWith('.id.webp'))).toBe(true);
    await expectPngFallbacks('/', banners, 'id');
  }, 180_000);
});

const isEnglishImage = (i: { src: string; current: string }) => isEnglish(i.src) || isEnglish(i.current);
