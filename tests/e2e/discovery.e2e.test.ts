/**
 * Discovery journeys in Chromium against the real server: search in Indonesian with suggestions,
 * price and rating filters, sort, back/forward and click tracking; a course and a similar item;
 * an instructor (contents by type, reviews); articles; a category; information pages (anchor,
 * FAQ, contact form with validation and the 429 limit); short links; and the head tags of a
 * shared link in the raw HTML. Screenshots of search, category, instructor and article pages
 * (phone + desktop, id + en) go to test-results/screens/. Every page is checked with axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { ArticleDetail, InstructorPage, PopularKeyword, SearchResult } from '../../src/common/discovery.js';
import type { FilterInput } from '../../src/common/filters.js';
import type { ContentItem, Page as ResultPage } from '../../src/common/types.js';
import { DESKTOP, PHONE, SCREENS_DIR, checkA11y, checkA11yAfterOverlay, launch, screenshot } from './browser.js';
import { must } from '../../src/common/must.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function api<T>(method: 'GET' | 'POST', p: string, body?: unknown, language: 'id' | 'en' = 'id'): Promise<{ status: number; result: T; message: string }> {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { authorization: basic, language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { result: T; message: string };
  return { status: res.status, result: json.result, message: json.message };
}

const search = async (keyword: string, extra: { filters?: FilterInput[]; sort?: string; contentTypes?: number[] } = {}) =>
  (await api<SearchResult>('POST', '/web/v2/contents/search', { keyword, page: 1, pageSize: 12, ...extra })).result;

const count = async (page: Page) => Number(((await page.getByTestId('results-count').innerText()).match(/[\d.]+/)?.[0] ?? '').replace(/\./g, ''));
const firstCardTitle = (page: Page) => page.locator('[data-testid="results-grid"] [data-testid="content-card"] h3').first().innerText();

/** Waits until the results grid is settled (not busy) and shows `total` results. */
async function waitForCount(page: Page, total: number) {
  await expect.poll(async () => ((await page.getByTestId('results-count').count()) ? count(page) : -1), { timeout: 15000 }).toBe(total);
  await page.waitForSelector('[data-testid="results-grid"]:not([aria-busy="true"]), [data-testid="listing-empty"]');
}

async function open(viewport: 'desktop' | 'phone', locale: 'id' | 'en' = 'id'): Promise<Page> {
  const page = await browser.newPage(viewport === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP });
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  return page;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('searches in Indonesian with suggestions, filters by price and rating, sorts, walks back/forward, opens a course and a similar item', async () => {
    const page = await open('desktop');
    await page.goto(baseUrl + '/search');
    const input = page.getByRole('combobox', { name: 'Cari kursus, webinar, bootcamp, dan artikel' });
    await input.waitFor();
    await checkA11y(page);

    // Suggestions while typing, keyboard navigable. The list for "excel" itself: a slow keystroke
    // shows an earlier prefix's list first, which the answer for the whole word replaces.
    const answered = page.waitForResponse((r) => r.url().includes('search-keyword-suggestions') && new URL(r.url()).searchParams.get('keyword') === 'excel');
    await input.pressSequentially('excel', { delay: 30 });
    await answered;
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: /Excel untuk Analisis Data/ }).waitFor();
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await checkA11y(page, 'suggestions open');
    await input.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');

    // An Indonesian word: "pembelajaran" matches "belajar" through the Indonesian stemmer.
    await input.fill('pembelajaran');
    await input.press('Enter');
    await page.waitForURL(/\/search\?keyword=pembelajaran$/);
    const all = await search('pembelajaran');
    expect(all.totalItems).toBeGreaterThan(12);
    await waitForCount(page, all.totalItems);
    await page.getByTestId('search-facets').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('pembelajaran');
    await checkA11y(page, 'results');

    // Price (≤ Rp100.000) and rating (≥ 4,5): URL and results follow.
    await page.getByTestId('price-preset-under100').click();
    await page.waitForURL(/price=-100000/);
    await page.getByRole('radio', { name: '4,5 ke atas' }).click();
    await page.waitForURL(/rating=4\.5/);
    const filters: FilterInput[] = [
      { kind: 'RATING', values: [4.5] },
      { kind: 'PRICE', range: { max: 100000 } },
    ];
    const filtered = await search('pembelajaran', { filters });
    expect(filtered.totalItems).toBeGreaterThan(0);
    expect(filtered.totalItems).toBeLessThan(all.totalItems);
    await waitForCount(page, filtered.totalItems);

    // Sort by highest price.
    await page.getByTestId('sort-select').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    const sorted = await search('pembelajaran', { filters, sort: 'price-desc' });
    await expect.poll(() => firstCardTitle(page)).toBe(must(sorted.items[0], 'a sorted result').title);
    await checkA11y(page, 'filtered and sorted');

    // Back: relevance order again; forward: the sort comes back.
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('sort='));
    // The URL changes first; the page follows once the route loader has the (kept) page of results.
    await expect.poll(() => page.getByTestId('sort-select').inputValue()).toBe('relevance');
    await expect.poll(() => firstCardTitle(page)).toBe(must(filtered.items[0], 'a filtered result').title);
    await page.goForward();
    await page.waitForURL(/sort=price-desc/);
    await expect.poll(() => firstCardTitle(page)).toBe(must(sorted.items[0], 'a sorted result').title);

    // A shared link restores the same state.
    const shared = await browser.newPage({ viewport: DESKTOP });
    await shared.goto(page.url());
    await waitForCount(shared, filtered.totalItems);
    expect(await shared.getByRole('radio', { name: '4,5 ke atas' }).isChecked()).toBe(true);
    expect(await shared.getByTestId('sort-select').inputValue()).toBe('price-desc');
    await shared.close();

    // Reset the filters, keep only courses, open the first one (the click is recorded).
    await page.getByTestId('filters-reset').click();
    await page.waitForURL((u) => !u.search.includes('price=') && !u.search.includes('rating='));
    await page.getByTestId('facet-1').click();
    await page.waitForURL(/type=1/);
    const courses = await search('pembelajaran', { contentTypes: [1], sort: 'price-desc' });
    await waitForCount(page, courses.totalItems);
    // Prakerja classes open the Prakerja page; take a regular course.
    const course = courses.items.find((c) => !c.isPrakerja && c.productType !== 'PRAKERJA')!;
    await page.locator(`[data-testid="results-grid"] [data-testid="content-card"][data-content-id="${course.contentId}"]`).getByRole('link').click();
    await page.waitForURL(`**/courses/${course.url}`);
    await expect
      .poll(async () => (await api<PopularKeyword[]>('GET', '/web/v2/contents/search-popular-keywords?limit=50')).result.some((k) => k.keyword === 'pembelajaran'), { timeout: 10000 })
      .toBe(true);

    // The course page (product pages): its title, then a similar item.
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor({ timeout: 20000 });
    const cards = page.locator('[data-testid="content-card"]');
    await cards.first().waitFor({ timeout: 20000 });
    await checkA11y(page);
    const similar = cards.last().getByRole('link').first();
    const href = (await similar.getAttribute('href'))!;
    const similarTitle = (await similar.innerText()).trim();
    expect(href).not.toBe(`/courses/${course.url}`);
    await similar.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1, name: similarTitle }).waitFor({ timeout: 20000 });
    await checkA11y(page);
    await page.close();
  });

  it('answers a misspelling with its correction, says so, and a search as typed ends on popular keywords and classes, not zeros (en)', async () => {
    const page = await open('phone', 'en');
    // "exel" (4 letters: no typo is forgiven that short) is answered with its correction's results.
    const typo = await search('exel');
    expect([typo.keyword, typo.correctedFrom]).toEqual(['excel', 'exel']);
    await page.goto(baseUrl + '/en/search?keyword=exel');
    const note = page.getByTestId('showing-results-for');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/Showing results for excel\. Search instead for exel/);
    await page.getByTestId('results-grid').waitFor();
    await checkA11y(page, 'showing results for');
    // "Search instead for exel": nothing found, and the page offers ways out instead of a panel of zeros.
    await note.getByRole('link', { name: 'exel' }).click();
    await page.waitForURL(/exact=1/);
    await page.getByTestId('listing-empty').waitFor();
    const chips = page.getByTestId('popular-keywords').getByRole('link');
    await chips.first().waitFor();
    expect(await page.getByTestId('search-recommended').locator('[data-testid="content-card"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /filter/i }).count()).toBe(0);
    // Nothing to order: no sort beside "0 results".
    expect(await page.getByTestId('sort-select').count()).toBe(0);
    await checkA11y(page, 'zero results');
    // Every popular keyword chip leads to results.
    const keywords = await chips.allInnerTexts();
    for (const keyword of keywords) expect((await search(keyword)).totalItems, keyword).toBeGreaterThan(0);
    await screenshot(page, 'search-zero-results-phone-en');
    await page.close();
  });

  it('leaves out the word that finds nothing and says which; one result reads "1 result" (en)', async () => {
    const page = await open('desktop', 'en');
    await page.goto(baseUrl + '/en/search?keyword=excel%20blorptastic');
    const note = page.getByTestId('ignored-words');
    await note.waitFor();
    expect(await note.innerText()).toContain('blorptastic');
    await checkA11y(page, 'ignored words');
    // A word of the catalogue only one content has.
    let unique: string | null = null;
    for (const item of (await search('pembelajaran', { contentTypes: [1] })).items) {
      for (const word of item.title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 7)) {
        if ((await search(word)).totalItems === 1) unique = word;
        if (unique) break;
      }
      if (unique) break;
    }
    expect(unique, 'a word only one content has').not.toBeNull();
    await page.goto(`${baseUrl}/en/search?${new URLSearchParams({ keyword: unique! })}`);
    await expect.poll(async () => (await page.getByTestId('results-count').count()) && page.getByTestId('results-count').innerText(), { timeout: 15000 }).toMatch(/^1 result$/);
    await page.close();
  });

  it('popular keywords on an empty search, in English', async () => {
    const page = await open('phone', 'en');
    // Clicks on results feed the popular keywords (counted on the server); the page shows the
    // server's list, most clicked first.
    const item = must((await search('pembelajaran')).items[0], 'a result');
    expect((await api('POST', '/web/v2/contents/onclick', { keyword: 'pembelajaran', resultId: null, contentId: item.contentId })).status).toBe(200);
    const popular = (await api<{ keyword: string; count: number }[]>('GET', '/web/v2/contents/search-popular-keywords', undefined, 'en')).result;
    expect(popular.length).toBeGreaterThan(0);
    const top = must(popular[0], 'a popular keyword').keyword;
    // The typeahead's chunk comes late (a slow phone), after the app has heard of the arrival focus.
    await page.route(/\/assets\/SearchCombobox-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(baseUrl + '/en/search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    // The box has the focus on arrival, with its typeahead loaded: its list stays closed over the chips until asked for.
    const box = page.getByRole('combobox', { name: 'Search courses, webinars, bootcamps and articles' });
    await box.waitFor();
    await page.getByTestId('popular-keywords').getByRole('link').first().waitFor();
    expect([await box.evaluate((el) => el === document.activeElement), await box.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    await checkA11y(page, 'popular searches');
    await page.getByTestId('popular-keywords').getByRole('link', { name: top }).click();
    await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(top).replace(/%20/g, '(\\+|%20)')}`));
    await page.getByTestId('results-grid').waitFor();
    await checkA11y(page, 'results');
    await page.close();
  });

  it('filters in the drawer on a phone', async () => {
    const page = await open('phone');
    await page.goto(baseUrl + '/search?keyword=bisnis');
    const all = await search('bisnis');
    await waitForCount(page, all.totalItems);
    await page.getByTestId('filters-open').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: '4 ke atas' }).waitFor();
    await checkA11y(page, 'filters drawer open');
    await drawer.getByRole('radio', { name: '4 ke atas' }).click();
    await page.waitForURL(/rating=4/);
    const filtered = await search('bisnis', { filters: [{ kind: 'RATING', values: [4] }] });
    await drawer.getByTestId('filters-done').click();
    await waitForCount(page, filtered.totalItems);
    expect(await page.getByTestId('filters-open').innerText()).toContain('1');
    // A list page's two drawers on a phone, checked open and again closed: a modal must give the
    // page back without aria-hidden (issue 25). CSS locators: a page left hidden hides roles.
    const dialog = page.locator('[role="dialog"]');
    await checkA11yAfterOverlay(
      page,
      async () => {
        await page.getByTestId('filters-open').click();
        await dialog.getByTestId('filters-done').waitFor();
      },
      async () => {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      },
      'filters drawer',
    );
    await checkA11yAfterOverlay(
      page,
      async () => {
        await page.locator('header button[aria-label="Buka menu"]').click();
        await dialog.locator('nav').waitFor();
      },
      async () => {
        await dialog.locator('button[aria-label="Tutup menu"]').click();
        await dialog.waitFor({ state: 'detached' });
      },
      'menu drawer',
    );
    await page.close();
  });
});

describe('categories', () => {
  it('shows a category with its contents, type chips and pagination in the URL; unknown segments are not found', async () => {
    const page = await open('desktop');
    await page.goto(baseUrl + '/bisnis-keuangan');
    await page.getByRole('heading', { level: 1, name: 'Bisnis & Keuangan' }).waitFor();
    const first = (await api<ResultPage<ContentItem>>('POST', '/web/v2/categories/2/contents', { page: 1, pageSize: 12 })).result;
    await waitForCount(page, first.totalItems);
    await checkA11y(page);
    expect(first.totalPages).toBeGreaterThan(1);
    await page.getByTestId('pagination').getByRole('link', { name: 'Halaman 2' }).click();
    await page.waitForURL(/page=2/);
    const second = (await api<ResultPage<ContentItem>>('POST', '/web/v2/categories/2/contents', { page: 2, pageSize: 12 })).result;
    await expect.poll(() => firstCardTitle(page)).toBe(must(second.items[0], 'a result of page 2').title);
    expect(await page.getByTestId('pagination').locator('[aria-current="page"]').innerText()).toBe('2');
    await page.goBack();
    await expect.poll(() => firstCardTitle(page)).toBe(must(first.items[0], 'a result of page 1').title);

    // A category that is not in the route list is found through categories/by-url.
    await page.goto(baseUrl + '/kesehatan');
    await page.getByRole('heading', { level: 1, name: 'Kesehatan & Gaya Hidup' }).waitFor();
    await checkA11y(page);
    await page.goto(baseUrl + '/kategori-yang-tidak-ada');
    await page.getByText('Halaman tidak ditemukan').waitFor();
    await checkA11y(page);
    await page.close();
  });
});

describe('instructors and articles', () => {
  it('opens an instructor: profile, contents by type, webinars and paginated masked reviews', async () => {
    const profile = (await api<InstructorPage>('GET', '/web/v2/instructors/by-url/sari-maharani')).result;
    const page = await open('desktop');
    await page.goto(baseUrl + '/instructor/sari-maharani');
    await page.getByRole('heading', { level: 1, name: profile.name }).waitFor();
    const firstType = profile.contentTypes.find((c) => c.count > 0)!;
    await expect.poll(() => page.locator('[data-testid="instructor-contents"] [data-testid="content-card"]').count()).toBe(Math.min(8, firstType.count));
    await page.getByTestId('instructor-type-3').click();
    await page.waitForURL(/type=3/);
    const webinars = (await api<ResultPage<ContentItem>>('GET', `/web/v2/instructors/${profile.id}/content-types/3/contents?pageSize=8`)).result;
    await waitForCount(page, webinars.totalItems);
    await page.getByTestId('instructor-upcoming-webinars').waitFor();
    await page.getByTestId('instructor-past-webinars').waitFor();

    const reviews = page.getByTestId('instructor-reviews');
    await reviews.locator('li').first().waitFor();
    const names = await reviews.locator('li span').allInnerTexts();
    expect(names.some((n) => /^\S\*+/.test(n))).toBe(true);
    const firstReview = await reviews.locator('li').first().innerText();
    await page.getByRole('navigation', { name: 'Halaman ulasan' }).getByRole('button', { name: 'Halaman 2' }).click();
    await expect.poll(async () => reviews.locator('li').first().innerText()).not.toBe(firstReview);
    await page.getByTestId('review-filter-5').click();
    await expect.poll(async () => (await reviews.getByRole('img', { name: 'Memberi 5 dari 5' }).count()) === (await reviews.locator('li').count())).toBe(true);
    await checkA11y(page, 'webinars, 5-star reviews');
    await page.close();
  });

  it('opens an article from the list: body, author, similar articles and suggestions', async () => {
    const list = (await api<ResultPage<ContentItem>>('GET', '/web/v2/articles?page=1&pageSize=12')).result;
    const page = await open('desktop');
    await page.goto(baseUrl + '/articles');
    await page.getByTestId('article-categories').waitFor();
    const card = page.getByTestId('article-card').first();
    await card.waitFor();
    const newest = must(list.items[0], 'an article');
    expect(await card.getByRole('heading').innerText()).toBe(newest.title);
    await checkA11y(page);
    await card.getByRole('link').click();
    await page.waitForURL(`**/articles/${newest.url}`);
    const article = (await api<ArticleDetail>('GET', `/web/v2/articles/by-url/${newest.url}`)).result;
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.title()).toContain(article.title);
    expect(await page.getByTestId('article-body').locator('p').count()).toBe(article.body.split(/\n\s*\n/).filter((p) => p.trim()).length);
    const similar = (await api<ContentItem[]>('GET', `/web/v2/articles/by-content-id/${article.contentId}/similar-articles?pageSize=4`)).result;
    await expect.poll(() => page.locator('[data-testid="similar-articles"] [data-testid="article-card"]').count()).toBe(similar.length);
    await page.getByTestId('related-courses').waitFor();
    await checkA11y(page);
    // The author leads to the instructor page.
    await page.getByTestId('article-author').click();
    await page.waitForURL(`**/instructor/${article.author!.url}`);
    await page.getByRole('heading', { level: 1, name: article.author!.name }).waitFor();
    await checkA11y(page);
    // Article categories.
    await page.goto(baseUrl + `/articles/category/${article.category!.url}`);
    await page.getByRole('heading', { level: 1, name: `Artikel ${article.category!.name}` }).waitFor();
    await checkA11y(page);
    await page.close();
  });
});

describe('information pages', () => {
  it('about us scrolls to #benefit; support shows the FAQ; sitemap lists the pages', async () => {
    const page = await open('desktop');
    await page.goto(baseUrl + '/user/aboutus#benefit');
    const benefit = page.locator('#benefit');
    await benefit.waitFor();
    await expect.poll(() => benefit.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(300);
    await checkA11y(page);
    await page.goto(baseUrl + '/user/support');
    const faq = page.getByTestId('faq');
    await faq.locator('details').first().waitFor();
    const second = faq.locator('details').nth(1);
    expect(await second.getAttribute('open')).toBeNull();
    await second.locator('summary').click();
    expect(await second.getAttribute('open')).not.toBeNull();
    await checkA11y(page, 'an answer open');
    await page.goto(baseUrl + '/sitemap');
    await page.getByTestId('sitemap-courses').getByRole('link').first().waitFor();
    await checkA11y(page);
    await page.close();
  });

  it('contact form: validation, success, then the server’s 429 message', async () => {
    const page = await open('desktop');
    await page.goto(baseUrl + '/contact-us');
    await page.getByTestId('contact-details').waitFor();
    await checkA11y(page);
    await page.getByTestId('contact-submit').click();
    await page.getByText('Kolom ini wajib diisi.').first().waitFor();
    await checkA11y(page, 'required fields');
    await page.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill('Budi Santoso');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('budi@example.com');
    await page.getByRole('textbox', { name: 'Subjek', exact: true }).fill('Pertanyaan kelas');
    await page.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Halo, apakah kelas Excel bersertifikat?');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-success').waitFor();
    await checkA11y(page, 'sent');
    // Four more from the same address reach the limit (5 per 10 minutes); the next one is refused.
    for (let i = 0; i < 4; i++) {
      const r = await api('POST', '/web/v2/info/contacts', { name: 'Budi Santoso', email: 'budi@example.com', subject: 'Pesan uji', message: 'Pesan uji ke-' + i + ' untuk batas.' });
      expect(r.status).toBe(201);
    }
    await page.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill('Budi Santoso');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('budi@example.com');
    await page.getByRole('textbox', { name: 'Subjek', exact: true }).fill('Pertanyaan lagi');
    await page.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Pesan keenam yang seharusnya ditolak.');
    await page.getByTestId('contact-submit').click();
    const limited = page.getByTestId('contact-limited');
    await limited.waitFor();
    expect(await limited.innerText()).toContain('Terlalu banyak pesan');
    await checkA11y(page, 'limited');
    await page.close();
  });

  it('short links: an unknown code is not found; a known one redirects', async () => {
    const page = await open('desktop');
    await page.goto(baseUrl + '/s/kode-tidak-ada');
    await page.getByText('Halaman tidak ditemukan').waitFor();
    await checkA11y(page);
    const known = await api<{ url: string; path: string | null }>('GET', '/web/v2/shortUrl/umkm');
    if (known.status === 200 && known.result.path) {
      await page.goto(baseUrl + '/s/umkm');
      await page.waitForURL(`**${known.result.path}`);
      expect(new URL(page.url()).pathname).toBe(known.result.path);
      await checkA11y(page);
    }
    await page.close();
  });
});

describe('shared links', () => {
  /** The head tags of a page's raw HTML (what a crawler or a chat app sees, without running scripts). */
  async function headOf(path: string) {
    const html = await (await fetch(baseUrl + path)).text();
    const unesc = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const meta = (attr: 'name' | 'property', key: string) => [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map(([, content = '']) => unesc(content));
    return {
      title: unesc(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
      descriptions: meta('name', 'description'),
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '',
      og: (key: string) => meta('property', `og:${key}`)[0],
    };
  }

  it('the raw HTML of a course carries its title, description, canonical and Open Graph tags', async () => {
    const url = 'excel-untuk-analisis-data';
    const course = (await api<ContentItem>('GET', `/web/v2/courses/${url}`)).result;
    const head = await headOf(`/courses/${url}`);
    expect(head.title).toBe(`${course.title} | Belajar`);
    expect(head.descriptions.some((d) => d.startsWith(course.summary.slice(0, 40)))).toBe(true);
    expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+/courses/${url}$`));
    expect(head.og('title')).toBe(head.title);
    expect(head.og('description')?.startsWith(course.summary.slice(0, 40))).toBe(true);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('image')).toMatch(/^https?:\/\/.+/);
  });

  it('the raw HTML of an article matches its meta call', async () => {
    const url = 'menggunakan-chatgpt-di-tempat-kerja-secara-bijak';
    const meta = (await api<{ title: string; description: string; canonicalPath: string; image: string | null }>('GET', `/v2/articles/by-url/${url}/meta`)).result;
    const head = await headOf(`/articles/${url}`);
    expect(head.title).toBe(meta.title);
    expect(head.descriptions).toContain(meta.description);
    expect(head.canonical.endsWith(meta.canonicalPath)).toBe(true);
    expect(head.og('title')).toBe(meta.title);
    expect(head.og('description')).toBe(meta.description);
    expect(head.og('url')).toBe(head.canonical);
  });
});

describe('screens (phone + desktop, id + en)', () => {
  const screens: [string, () => Promise<string>, string][] = [
    ['search', async () => '/search?keyword=pembelajaran', '[data-testid="results-grid"]'],
    ['category', async () => '/bisnis-keuangan', '[data-testid="results-grid"]'],
    ['instructor', async () => '/instructor/sari-maharani', '[data-testid="instructor-reviews"]'],
    [
      'article',
      async () => `/articles/${must((await api<ResultPage<ContentItem>>('GET', '/web/v2/articles?page=1&pageSize=1')).result.items[0], 'an article').url}`,
      '[data-testid="similar-articles"] [data-testid="article-card"]',
    ],
  ];
  for (const [name, urlOf, ready] of screens) {
    it(`saves the ${name} screens`, async () => {
      const url = await urlOf();
      for (const device of ['phone', 'desktop'] as const) {
        for (const locale of ['id', 'en'] as const) {
          const page = await open(device, locale);
          // English pages live under /en (the URL decides the language).
          await page.goto(baseUrl + (locale === 'en' ? `/en${url}` : url));
          await page.waitForSelector(ready);
          await checkA11y(page);
          await screenshot(page, `${name}-${device}-${locale}`);
          await page.close();
          expect(fs.existsSync(path.join(SCREENS_DIR, `${name}-${device}-${locale}.png`))).toBe(true);
        }
      }
    });
  }
});
