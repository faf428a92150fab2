/**
 * Keyboard paths in Chromium against the real server (issue 25: 39 Tabs from a course page's load
 * to "Buy now", 51 from home to the first search result; at most 5 each). A visitor who uses the
 * keyboard only: on a course page, Tab from the page's load, follow the "Skip to purchase" link
 * (Enter) and Tab on to "Buy now"; on home, type a search into the header's box (the search
 * dialog's on a phone), press Enter, and Tab from where the focus went (the results' heading,
 * which names the count) to the first result; on a search page loaded by its URL, the "Skip to
 * results" link. Counted both on the server's page before its app starts (the first Tab starts
 * it, src/server/web/boot-script.ts) and once it is interactive. The skip links are in the
 * server's HTML with their targets (tabindex -1). Phone (390) and desktop (1280), Indonesian and
 * English; every page visited is checked with axe in both languages.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { SearchResult } from '../../src/common/discovery.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import { PHONE, checkA11y, launch } from './browser.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
/** The issue's desktop width. */
const DESKTOP = { width: 1280, height: 800 };
/** The issue's target. */
const MAX_TABS = 5;
const KEYWORD = 'excel';

type Lang = 'id' | 'en';
type Viewport = 'phone' | 'desktop';

/** The words the visitor reads, written out here (not imported from the app's messages). */
const UI = {
  id: { skipMain: 'Langsung ke konten utama', skipPurchase: 'Langsung ke pembelian', skipResults: 'Langsung ke hasil', buy: 'Beli sekarang', results: 'hasil' },
  en: { skipMain: 'Skip to main content', skipPurchase: 'Skip to purchase', skipResults: 'Skip to results', buy: 'Buy now', results: 'results' },
} as const;

async function api<T>(path: string, lang: Lang = 'id', body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/web/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: basic, language: lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: T; message: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.result;
}

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

let browser: Browser;
let course: ContentItem;
beforeAll(async () => {
  browser = await launch();
  const list = await api<ApiPage<ContentItem>>('courses?page=1&pageSize=30');
  const paid = list.items.find((i) => !i.price.isFree && !i.isPrakerja);
  if (!paid) throw new Error('no paid course on the first page of the course list');
  course = paid;
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: Viewport, lang: Lang): Promise<Page> {
  const page = await browser.newPage(viewport === 'phone' ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP });
  await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
  return page;
}

/** Loads a server-rendered page and leaves its app waiting for the visitor (Frame.goto: the journeys' page.goto starts it). */
async function loadWithoutApp(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url);
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).not.toBe('true');
}

const interactive = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', null, { timeout: 30_000 });

interface Focus {
  tag: string;
  id: string;
  href: string | null;
  text: string;
  testId: string | null;
  inFirstResult: boolean;
}

const focused = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      href: el?.getAttribute('href') ?? null,
      text: (el?.innerText ?? '').trim(),
      testId: el?.getAttribute('data-testid') ?? null,
      inFirstResult: Boolean(el?.closest('[data-testid="results-grid"] > li:first-child')),
    };
  });

/**
 * Tabs as a keyboard visitor would until `reached` says the focus is there: a skip link to
 * `skipTo` met on the way is followed (Enter, not counted), and its target must take the focus.
 * Returns the Tabs pressed and every stop, for the message when it takes too many.
 */
async function tabTo(page: Page, reached: (f: Focus) => boolean, skipTo: string | null, max = 60): Promise<{ tabs: number; stops: Focus[] }> {
  const stops: Focus[] = [];
  let skip = skipTo;
  for (let tabs = 1; tabs <= max; tabs++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(f);
    if (reached(f)) return { tabs, stops };
    if (skip && f.href === `#${skip}`) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((id) => document.activeElement?.id === id, skip, { timeout: 5000 });
      stops.push(await focused(page));
      skip = null;
    }
  }
  return { tabs: Infinity, stops };
}

const describeStops = (stops: Focus[]) => stops.map((s) => `${s.tag}${s.id ? `#${s.id}` : ''}${s.testId ? `[${s.testId}]` : ''} "${s.text.slice(0, 40)}"`).join(' → ');

describe('skip links in the server’s HTML', () => {
  it('a course page links to its buy box and a search page to its results, targets focusable', async () => {
    for (const lang of ['id', 'en'] as const) {
      const coursePage = await (await fetch(`${baseUrl}${prefix(lang)}/courses/${course.url}`)).text();
      expect(coursePage).toMatch(new RegExp(`<a [^>]*href="#main"[^>]*>${UI[lang].skipMain}</a><a [^>]*href="#purchase"[^>]*>${UI[lang].skipPurchase}</a>`));
      expect(coursePage).toMatch(/<div id="purchase" tabindex="-1"/);
      // One buy box at every width (the grid places it): one target.
      expect(coursePage.match(/id="purchase"/g)).toHaveLength(1);
      // Before the page's sections (the content column) in the document, so in the focus order.
      const firstSection = coursePage.indexOf('data-testid="product-section-');
      expect(firstSection).toBeGreaterThan(0);
      expect(coursePage.indexOf('id="purchase"')).toBeLessThan(firstSection);

      const searchPage = await (await fetch(`${baseUrl}${prefix(lang)}/search?keyword=${KEYWORD}`)).text();
      expect(searchPage).toMatch(new RegExp(`<a [^>]*href="#main"[^>]*>${UI[lang].skipMain}</a><a [^>]*href="#results"[^>]*>${UI[lang].skipResults}</a>`));
      expect(searchPage).toMatch(new RegExp(`<h2 id="results" tabindex="-1"[^>]*>[^<]*: \\d+ ${UI[lang].results}</h2>`));
    }
  });
});

for (const viewport of ['phone', 'desktop'] as const) {
  describe(`at ${viewport === 'phone' ? PHONE.width : DESKTOP.width} px`, () => {
    for (const lang of ['id', 'en'] as const) {
      it(`${lang}: "${UI[lang].buy}" on a course page in at most ${MAX_TABS} Tabs, before and after the app starts`, async () => {
        const page = await open(viewport, lang);
        const url = `${baseUrl}${prefix(lang)}/courses/${course.url}`;
        const isBuy = (f: Focus) => f.testId === 'action-buy';

        await loadWithoutApp(page, url);
        const before = await tabTo(page, isBuy, 'purchase');
        expect(before.stops[0]?.text, 'the first Tab').toBe(UI[lang].skipMain);
        expect(before.stops[1]?.text, 'the second Tab').toBe(UI[lang].skipPurchase);
        expect(before.tabs, describeStops(before.stops)).toBeLessThanOrEqual(MAX_TABS);
        expect((await focused(page)).text).toBe(UI[lang].buy);
        await interactive(page);
        await checkA11y(page);

        // Once the app runs: the same path.
        await page.goto(url);
        const after = await tabTo(page, isBuy, 'purchase');
        expect(after.tabs, describeStops(after.stops)).toBeLessThanOrEqual(MAX_TABS);
        await page.close();
      }, 150_000);

      it(`${lang}: the first search result in at most ${MAX_TABS} Tabs after a search from home, and from a search page's load`, async () => {
        const page = await open(viewport, lang);
        await page.goto(`${baseUrl}${prefix(lang)}/`);
        await checkA11y(page);
        if (viewport === 'phone') {
          // The header's search icon opens the search dialog with its box.
          await page.getByTestId('header-search-icon').click();
          await page.getByRole('dialog').getByRole('combobox').or(page.getByRole('dialog').getByRole('searchbox')).first().click();
        } else {
          await page.locator('header').getByRole('searchbox').or(page.locator('header').getByRole('combobox')).first().click();
        }
        await page.keyboard.type(KEYWORD);
        await page.keyboard.press('Enter');
        await page.waitForURL((u) => u.pathname.endsWith('/search') && u.searchParams.get('keyword') === KEYWORD);
        // The focus went to the results' heading, which says how many there are.
        await page.waitForFunction(() => document.activeElement?.id === 'results', null, { timeout: 10_000 });
        const heading = await focused(page);
        expect(heading.tag).toBe('h2');
        const { totalItems } = await api<SearchResult>('contents/search', lang, { keyword: KEYWORD, page: 1, pageSize: 12 });
        expect(totalItems).toBeGreaterThan(0);
        expect(heading.text).toMatch(new RegExp(`: ${totalItems.toLocaleString(lang === 'id' ? 'id-ID' : 'en-US')} ${UI[lang].results}$`));
        expect(await page.getByTestId('results-grid').locator('li').count()).toBeGreaterThan(0);
        const afterSearch = await tabTo(page, (f) => f.inFirstResult, null);
        expect(afterSearch.tabs, describeStops(afterSearch.stops)).toBeLessThanOrEqual(MAX_TABS);
        await checkA11y(page);

        // The results page loaded by its URL (a shared link, a search before the app started): the skip link.
        await loadWithoutApp(page, `${baseUrl}${prefix(lang)}/search?keyword=${KEYWORD}`);
        const fromLoad = await tabTo(page, (f) => f.inFirstResult, 'results');
        expect(fromLoad.stops[1]?.text, 'the second Tab').toBe(UI[lang].skipResults);
        expect(fromLoad.tabs, describeStops(fromLoad.stops)).toBeLessThanOrEqual(MAX_TABS);
        await interactive(page);
        // A first load is not a search: the focus stayed where the visitor put it.
        expect((await focused(page)).inFirstResult).toBe(true);
        await page.close();
      }, 150_000);
    }
  });
}
