/**
 * People pages in Chromium against the real server (issue 25). The instructor list (/instructor):
 * server-rendered with the API's first page in its order, paged with the pager (the URL keeps the
 * page), searched with the search box (the keyword reaches the URL and the API only once typing
 * pauses, and the page number is dropped), an empty search with its way back, back and forward
 * restoring list and box, a card opening the instructor page whose breadcrumb leads back. Every
 * value compared is read from the API in the test. Phone (390) and desktop (1280), Indonesian and
 * English; every page is checked with axe in both languages; screenshots go to test-results/screens
 * (people-*.png).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { InstructorCard } from '../../src/common/discovery.js';
import type { Page as ApiPage } from '../../src/common/types.js';
import { must } from '../../src/common/must.js';
import { PHONE, checkA11y, launch, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
/** The issue's desktop width. */
const DESKTOP = { width: 1280, height: 800 };

type Lang = 'id' | 'en';

async function api<T>(method: string, p: string, authorization = basic, body?: unknown, language: Lang = 'id'): Promise<{ status: number; result: T; message: string }> {
  const res = await fetch(`${baseUrl}/web/v2/${p}`, {
    method,
    headers: { authorization, language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

const instructorPage = async (query: string, language: Lang = 'id') => (await api<ApiPage<InstructorCard>>('GET', `instructors${query}`, basic, undefined, language)).result;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: 'desktop' | 'phone', locale: Lang = 'id'): Promise<Page> {
  const page = await browser.newPage(viewport === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP });
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  return page;
}

/** The cards' instructor urls, once the grid shows no older answer. */
async function cardUrls(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="instructors-grid"]:not([aria-busy="true"]), [data-testid="instructors-empty"]');
  return page.locator('[data-testid="instructor-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-url') ?? ''));
}

const search = (page: Page) => page.getByTestId('instructor-search');

describe('the instructor list', () => {
  it('is rendered on the server with the API’s first page, in its order, and pages with the pager', async () => {
    const first = await instructorPage('');
    expect(first.totalPages).toBeGreaterThan(1);
    // Without JavaScript: the cards are in the HTML.
    const html = await (await fetch(`${baseUrl}/instructor`)).text();
    expect(html).toContain('<title>Instruktur | Belajar</title>');
    for (const card of first.items) expect(html).toContain(`href="/instructor/${card.url}"`);

    const page = await open('desktop');
    await page.goto(`${baseUrl}/instructor`);
    await page.getByRole('heading', { level: 1, name: 'Instruktur kami' }).waitFor();
    expect(await cardUrls(page)).toEqual(first.items.map((i) => i.url));
    expect(await page.getByTestId('instructors-count').innerText()).toBe(`${first.totalItems} instruktur`);
    const top = must(first.items[0], 'an instructor');
    const card = page.locator(`[data-testid="instructor-card"][data-url="${top.url}"]`);
    expect(await card.getByTestId('instructor-card-students').innerText()).toBe(`${top.totalStudents.toLocaleString('id-ID')} peserta`);
    expect(await card.getByTestId('instructor-card-contents').innerText()).toBe(`${top.totalContents} kelas`);
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(top.name);
    expect(await card.innerText()).toContain(top.headline);
    await checkA11y(page, 'instructor list, page 1');
    await screenshot(page, 'people-instructors-desktop-id', { fullPage: true });

    // Page 2 by the pager: the URL keeps it, the cards are the API's second page.
    const second = await instructorPage('?page=2');
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => cardUrls(page)).toEqual(second.items.map((i) => i.url));
    expect(await page.locator('[data-testid="pagination"] [aria-current="page"]').innerText()).toBe('2');
    await checkA11y(page, 'instructor list, page 2');
    // A reload keeps the page.
    await page.reload();
    expect(await cardUrls(page)).toEqual(second.items.map((i) => i.url));
    await page.close();
  });

  it('searches once typing pauses (the keyword in the URL, back to page 1), says when nobody matches, and back restores the list', async () => {
    const page = await open('desktop');
    await page.goto(`${baseUrl}/instructor?page=2`);
    await cardUrls(page);
    // Every list call the page makes from here on.
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/web/v2/instructors') asked.push(u.searchParams.get('keyword') ?? '');
    });
    const keyword = 'data';
    const expected = await instructorPage(`?keyword=${keyword}`);
    expect(expected.totalItems).toBeGreaterThan(0);
    await search(page).pressSequentially(keyword, { delay: 60 });
    await page.waitForURL((u) => u.searchParams.get('q') === keyword);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => cardUrls(page)).toEqual(expected.items.map((i) => i.url));
    // One call for the whole word, none for "d", "da", "dat".
    expect(asked).toEqual([keyword]);
    expect(await page.getByTestId('instructors-count').innerText()).toBe(`${expected.totalItems} instruktur untuk “${keyword}”`);
    expect(await search(page).inputValue()).toBe(keyword);
    await checkA11y(page, 'instructor list, searched');

    // A keyword nobody has: the empty state, and its way back to everyone.
    await search(page).fill('qqqzzz');
    await search(page).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'qqqzzz');
    const empty = page.getByTestId('instructors-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('Tidak ada instruktur yang cocok dengan “qqqzzz”');
    await checkA11y(page, 'instructor list, nobody found');
    await screenshot(page, 'people-instructors-empty-desktop-id');

    // Refining a search replaced its history entry: back goes to the list before the search, with an empty box.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('q') === null && u.searchParams.get('page') === '2');
    await expect.poll(() => search(page).inputValue()).toBe('');
    expect(await cardUrls(page)).toEqual((await instructorPage('?page=2')).items.map((i) => i.url));
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get('q') === 'qqqzzz');
    await expect.poll(() => search(page).inputValue()).toBe('qqqzzz');
    await empty.getByRole('link', { name: 'Tampilkan semua instruktur' }).click();
    await page.waitForURL((u) => u.search === '');
    expect(await cardUrls(page)).toEqual((await instructorPage('')).items.map((i) => i.url));
    await page.close();
  });

  it('a card opens the instructor’s page, whose breadcrumb leads back to the list', async () => {
    const page = await open('desktop');
    const top = must((await instructorPage('')).items[1], 'an instructor');
    await page.goto(`${baseUrl}/instructor`);
    await cardUrls(page);
    // The whole card is the link: a click on the company line opens the page too.
    const card = page.locator(`[data-testid="instructor-card"][data-url="${top.url}"]`);
    await card.getByRole('heading', { level: 3 }).waitFor();
    await card.click({ position: { x: 20, y: 20 } });
    await page.waitForURL(`**/instructor/${top.url}`);
    await page.getByTestId('instructor-profile').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(top.name);
    await checkA11y(page, 'an instructor’s page');
    const crumb = page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: 'Instruktur' });
    await crumb.click();
    await page.waitForURL((u) => u.pathname === '/instructor');
    await page.getByRole('heading', { level: 1, name: 'Instruktur kami' }).waitFor();
    await page.close();
  });

  it('on a phone and in English: the cards in one column, the English headline, the search kept in the URL', async () => {
    const keyword = 'marketing';
    const [en, id] = await Promise.all([instructorPage(`?keyword=${keyword}`, 'en'), instructorPage(`?keyword=${keyword}`)]);
    expect(en.totalItems).toBeGreaterThan(0);
    for (const [lang, viewport] of [
      ['en', 'phone'],
      ['id', 'phone'],
      ['en', 'desktop'],
    ] as const) {
      const page = await open(viewport, lang);
      await page.goto(`${baseUrl}${lang === 'en' ? '/en' : ''}/instructor${viewport === 'phone' ? `?q=${keyword}` : ''}`);
      const answer = viewport === 'phone' ? (lang === 'en' ? en : id) : await instructorPage('', 'en');
      expect(await cardUrls(page)).toEqual(answer.items.map((i) => i.url));
      const first = must(answer.items[0], 'an instructor');
      expect(await page.locator(`[data-testid="instructor-card"][data-url="${first.url}"]`).innerText()).toContain(first.headline);
      if (lang === 'en') await page.getByRole('heading', { level: 1, name: 'Our instructors' }).waitFor();
      if (viewport === 'phone') {
        expect(await search(page).inputValue()).toBe(keyword);
        // One column: every card starts at the same x, none wider than the window.
        const boxes = await page
          .locator('[data-testid="instructor-card"]')
          .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), right: r.right })));
        expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
        expect(boxes.every((b) => b.right <= PHONE.width)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
      await checkA11y(page, `instructor list, ${viewport}, ${lang}`);
      await screenshot(page, `people-instructors-${viewport}-${lang}`, { fullPage: viewport === 'phone' });
      await page.close();
    }
  });
});
