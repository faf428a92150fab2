/**
 * Per-language URLs in Chromium (issue 23): a course page at the root is Indonesian; the language
 * menu moves to /en/courses/{url} (a full load), which is English, stores locale=en and stays
 * English on reload; the menu brings it back to the Indonesian URL.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import { DESKTOP, checkA11y, launch } from './browser.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function courseTitle(url: string, language: 'id' | 'en'): Promise<string> {
  const res = await fetch(`${baseUrl}/web/v2/courses/${url}`, { headers: { authorization: basic, language } });
  return ((await res.json()) as { result: { title: string } }).result.title;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const storedLocale = (page: Page) => page.evaluate(() => localStorage.getItem('locale'));
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('language URLs', () => {
  it('switching language moves between /courses/{url} and /en/courses/{url}, and remembers it', async () => {
    const sitemap = (await (await fetch(`${baseUrl}/web/v2/sitemaps/courses`, { headers: { authorization: basic } })).json()) as { result: { items: { loc: string }[] } };
    const url = new URL(sitemap.result.items[0]!.loc).pathname.split('/').pop()!;
    const [titleId, titleEn] = [await courseTitle(url, 'id'), await courseTitle(url, 'en')];
    expect(titleEn).not.toBe(titleId);

    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl}/courses/${url}`);
    await page.getByRole('heading', { name: titleId, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('id');

    await page.getByRole('button', { name: /^Bahasa:/ }).click();
    await Promise.all([page.waitForURL(`${baseUrl}/en/courses/${url}`), page.getByRole('menuitemradio', { name: 'English' }).click()]);
    await page.getByRole('heading', { name: titleEn, level: 1 }).waitFor();
    expect(pathname(page)).toBe(`/en/courses/${url}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await storedLocale(page)).toBe('en');
    // The links the app builds keep the language (the router's basename).
    expect(
      await page
        .getByRole('link', { name: /^Courses$/ })
        .first()
        .getAttribute('href'),
    ).toBe('/en/courses');

    await page.reload();
    await page.getByRole('heading', { name: titleEn, level: 1 }).waitFor();
    expect(pathname(page)).toBe(`/en/courses/${url}`);
    await checkA11y(page);

    await page.getByRole('button', { name: /^Language:/ }).click();
    await Promise.all([page.waitForURL(`${baseUrl}/courses/${url}`), page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click()]);
    await page.getByRole('heading', { name: titleId, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    expect(await storedLocale(page)).toBe('id');
    await page.close();
  });

  it("an /en link opened with Indonesian stored shows English and stores it (the URL's language wins)", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('locale', 'id');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${baseUrl}/en/courses`);
    await page.getByRole('button', { name: /^Language:/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await storedLocale(page)).toBe('en');
    await checkA11y(page);
    await page.close();
  });
});
