/**
 * The header's typeahead (issue 24 "Typeahead in every header") in Chromium against the real
 * server, by the keyboard, in Indonesian and English:
 * - desktop (1280 px): the header's box loads the typeahead when it gets focus; the empty box
 *   lists the popular keywords (and, after a search, this device's recent searches); typing lists
 *   keyword suggestions and matching contents with their thumbnails; ArrowDown/Enter search the
 *   active keyword; Escape closes the list, a second Escape clears the text;
 * - phone (390 px): the header's search icon opens a full-screen search dialog (focus in its box,
 *   Tab kept inside, Escape gives the focus back to the icon); typing, ArrowDown and Enter land on
 *   the results page.
 * Every state is checked with axe with the list open.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, checkA11y, launch, screenshot, settle } from './browser.js';

const baseUrl = inject('baseUrl');
const DESKTOP_1280 = { width: 1280, height: 860 };

const TEXT = {
  id: {
    prefix: '',
    search: 'Cari',
    dialog: 'Pencarian',
    close: 'Tutup pencarian',
    popular: 'Pencarian populer',
    recent: 'Pencarian terakhir',
    keywords: 'Kata kunci',
    items: 'Kelas dan artikel',
    excel: /Excel untuk Analisis Data/,
  },
  en: {
    prefix: '/en',
    search: 'Search',
    dialog: 'Search',
    close: 'Close search',
    popular: 'Popular searches',
    recent: 'Recent searches',
    keywords: 'Keywords',
    items: 'Classes and articles',
    excel: /Excel for Data Analysis/,
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

async function activeOptionText(page: Page, input: ReturnType<Page['getByRole']>): Promise<string> {
  const active = await input.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const option = page.locator(`[id="${active}"]`);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  return (await option.innerText()).trim();
}

describe('the header typeahead', () => {
  for (const locale of ['id', 'en'] as const) {
    const L = TEXT[locale];

    it(`desktop, ${locale}: focus loads it; popular and recent searches; suggestions with thumbnails; arrows, Enter and Escape`, async () => {
      const page = await browser.newPage({ viewport: DESKTOP_1280 });
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`${baseUrl}${L.prefix}/`);
      await settle(page);
      await checkA11y(page, 'home before the typeahead');
      // The typeahead is not part of the first load.
      expect(scripts.filter((u) => /SearchCombobox|SuggestionsStore/.test(u))).toEqual([]);
      const header = page.locator('header');
      expect(await header.getByRole('combobox').count()).toBe(0);

      // Focus: the typeahead loads, the empty box lists the popular keywords.
      await header.getByRole('searchbox', { name: L.search }).focus();
      const input = header.getByRole('combobox', { name: L.search });
      await input.waitFor();
      const listbox = header.getByRole('listbox');
      const popular = listbox.getByRole('group', { name: L.popular });
      await popular.getByRole('option').first().waitFor();
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      expect(await input.getAttribute('aria-autocomplete')).toBe('list');
      expect(await input.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
      await checkA11y(page, 'header typeahead, empty box');

      // Typing: keyword suggestions, then contents with their thumbnails.
      await input.pressSequentially('excel', { delay: 30 });
      await listbox.getByRole('option', { name: L.excel }).waitFor();
      await listbox.getByRole('group', { name: L.keywords }).waitFor();
      // Every content shown has its thumbnail (the seeded contents all have a cover).
      const items = listbox.getByRole('group', { name: L.items }).getByRole('option');
      const thumbs = await items.evaluateAll((options) => options.map((o) => o.querySelector('img')?.getAttribute('src') ?? null));
      expect(thumbs.length).toBeGreaterThan(0);
      for (const src of thumbs) expect(src).toMatch(/^(https?:\/\/|\/)\S+/);
      await input.press('ArrowDown');
      await activeOptionText(page, input);
      await checkA11y(page, 'header typeahead, suggestions open');
      await screenshot(page, `typeahead-desktop-${locale}`);

      // Escape closes the list; a second Escape clears the box.
      await input.press('Escape');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
      expect(await input.inputValue()).toBe('excel');
      await input.press('Escape');
      expect(await input.inputValue()).toBe('');

      // ArrowDown to the first keyword and Enter: its results, in this language's URL.
      await input.pressSequentially('excel', { delay: 30 });
      await listbox.getByRole('group', { name: L.keywords }).getByRole('option').first().waitFor();
      await input.press('ArrowDown');
      const chosen = await activeOptionText(page, input);
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === `${L.prefix}/search` && url.searchParams.get('keyword') === chosen);
      await page.getByTestId('search-page').waitFor();
      await checkA11y(page, 'results of a header suggestion');

      // The search is now this device's most recent; the header's empty box lists it first.
      await page.goto(`${baseUrl}${L.prefix}/`);
      await settle(page);
      await header.getByRole('searchbox', { name: L.search }).focus();
      const recent = header.getByRole('listbox').getByRole('group', { name: L.recent });
      await recent.getByRole('option').first().waitFor();
      expect((await recent.getByRole('option').first().innerText()).trim()).toBe(chosen);
      await checkA11y(page, 'header typeahead, recent searches');
      // Delete on the active recent search removes it.
      const box = header.getByRole('combobox', { name: L.search });
      await box.press('ArrowDown');
      expect(await activeOptionText(page, box)).toBe(chosen);
      await box.press('Delete');
      await expect.poll(() => recent.count()).toBe(0);
      // Tab leaves the box and closes the list.
      await box.press('Tab');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      await page.close();
    });

    it(`phone, ${locale}: the search icon opens a full-screen search; type, ArrowDown, Enter land on the results`, async () => {
      const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
      await page.goto(`${baseUrl}${L.prefix}/`);
      await settle(page);
      await checkA11y(page, 'home on a phone');
      const icon = page.getByTestId('header-search-icon');
      expect(await icon.getAttribute('aria-haspopup')).toBe('dialog');

      // By the keyboard: the icon opens the dialog, the focus is in its box.
      await icon.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: L.dialog });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      const input = dialog.getByRole('combobox', { name: L.search });
      await expect.poll(() => isFocused(page, '[data-testid="search-dialog"] input')).toBe(true);
      expect(page.url()).toBe(`${baseUrl}${L.prefix}/`);
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      await dialog.getByRole('listbox').getByRole('group', { name: L.popular }).getByRole('option').first().waitFor();
      // Tab stays in the dialog.
      await page.keyboard.press('Tab');
      expect(await dialog.getByRole('button', { name: L.close }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      await expect.poll(() => isFocused(page, '[data-testid="search-dialog"] input')).toBe(true);
      await checkA11y(page, 'phone search dialog, empty box');
      // Escape closes it and gives the focus back to the icon.
      await input.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(page, '[data-testid="header-search-icon"]')).toBe(true);

      // Again: type, the suggestions fill the screen; ArrowDown, Enter → the results page.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => isFocused(page, '[data-testid="search-dialog"] input')).toBe(true);
      await input.pressSequentially('excel', { delay: 30 });
      const listbox = dialog.getByRole('listbox');
      await listbox.getByRole('option', { name: L.excel }).waitFor();
      await input.press('ArrowDown');
      const chosen = await activeOptionText(page, input);
      await checkA11y(page, 'phone search dialog, suggestions');
      await screenshot(page, `typeahead-phone-${locale}`);
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === `${L.prefix}/search` && url.searchParams.get('keyword') === chosen);
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('search-page').waitFor();
      await page.waitForSelector('[data-testid="results-grid"] [data-testid="content-card"]');
      await checkA11y(page, 'results from the phone search');

      // The close button closes it too, focus back on the icon.
      await icon.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: L.close }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(page, '[data-testid="header-search-icon"]')).toBe(true);
      await page.close();
    });
  }

  it("the drawer's box and the not-found page's box have the typeahead too, inside the window", async () => {
    const L = TEXT.id;
    // The phone's drawer: its list as wide as the box, not past the window's left edge.
    const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.goto(`${baseUrl}/`);
    await settle(phone);
    await phone.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = phone.getByRole('dialog');
    const drawerBox = drawer.getByRole('searchbox', { name: L.search }).or(drawer.getByRole('combobox', { name: L.search }));
    await drawerBox.click();
    await drawerBox.pressSequentially('excel', { delay: 30 });
    const option = drawer.getByRole('listbox').getByRole('option', { name: L.excel });
    await option.waitFor();
    const list = await drawer.getByRole('listbox').boundingBox();
    const field = await drawerBox.boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
    // Under the box, within its width (the list's own padding inside the popup).
    const form = await drawerBox.evaluate((el) => {
      const r = el.closest('form')!.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
    expect(list!.x).toBeGreaterThanOrEqual(form.left);
    expect(list!.x + list!.width).toBeLessThanOrEqual(form.right);
    expect(list!.width).toBeGreaterThan((form.right - form.left) * 0.9);
    expect(list!.y).toBeGreaterThan(field!.y);
    await checkA11y(phone, 'drawer typeahead');
    await screenshot(phone, 'typeahead-drawer-id');
    await option.click();
    await phone.waitForURL((url) => url.pathname.startsWith('/courses/') || url.pathname === '/search');
    await drawer.waitFor({ state: 'detached' });
    await settle(phone);
    await checkA11y(phone, 'a class opened from the drawer typeahead');
    await phone.close();

    // The not-found page's box.
    const page = await browser.newPage({ viewport: DESKTOP_1280 });
    const response = await page.goto(`${baseUrl}/halaman-yang-tidak-ada`);
    expect(response?.status()).toBe(404);
    await settle(page);
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox').or(main.getByRole('combobox'));
    await box.click();
    await box.pressSequentially('excel', { delay: 30 });
    await main.getByRole('listbox').getByRole('option', { name: L.excel }).waitFor();
    await box.press('ArrowDown');
    const chosen = await activeOptionText(page, main.getByRole('combobox'));
    await checkA11y(page, 'not-found typeahead');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === chosen);
    await settle(page);
    await checkA11y(page, 'results from the not-found typeahead');
    await page.close();
  });
});
