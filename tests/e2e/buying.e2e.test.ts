/**
 * The buying screens in Chromium against the real server: the demo student signs in, puts two
 * paid courses in the cart from their pages, sees the server's totals in the spec's money format,
 * gets the server's message for a bad voucher code and the discount of a good one, removes a line,
 * and toggles the wishlist from a product page and finds the item in wishlistqu under its content
 * type. Every value shown is read from the API in the test; every page is checked with axe in both
 * languages; screenshots (desktop and phone) go to test-results/screens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import type { Cart } from '../../src/common/contract/cart.js';
import type { VoucherRefusal, VoucherValidation } from '../../src/common/contract/vouchers.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { DESKTOP, PHONE, checkA11y, checkA11yOnce, launch, screenshot } from './browser.js';
import { must } from '../../src/common/must.js';

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

/** The spec's price format, written out here independently of src/common/format.ts. */
const rupiah = (n: number) => `Rp ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function api<T>(method: string, path: string, authorization: string, body?: unknown): Promise<{ status: number; result: T; message: string; data: unknown }> {
  const res = await fetch(`${baseUrl}/web/v2/${path}`, {
    method,
    headers: { authorization, language: 'id', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: T; message: string; data?: unknown };
  return { status: res.status, result: json.result, message: json.message, data: json.data ?? null };
}

async function bearerOf(context: BrowserContext): Promise<string> {
  const c = must(
    (await context.cookies(baseUrl)).find((x) => x.name === 'auth'),
    'the session cookie',
  );
  return `Bearer ${(JSON.parse(decodeURIComponent(c.value)) as { accessToken: { token: string } }).accessToken.token}`;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let paid: ContentItem[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const lines = () => page.getByTestId('cart-line');

describe('buying: cart and wishlist', () => {
  it('signs the demo student in and adds two paid courses to the cart from their pages', async () => {
    await page.goto(baseUrl + '/signin?from=%2Fcourses');
    await page.getByLabel(/^Email/).fill(DEMO_STUDENT.email);
    await page.getByLabel(/^Kata sandi/).fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/courses');
    await page.locator('[data-testid="results-grid"] [data-testid="content-card"]').first().waitFor();
    await checkA11yOnce(page, 'the course list, signed in');
    bearer = await bearerOf(context);

    const list = await api<ApiPage<ContentItem>>('GET', 'courses?page=1&pageSize=100', basic);
    paid = list.result.items.filter((i) => !i.price.isFree && !i.isPrakerja && i.price.finalPrice > 0).slice(0, 2);
    expect(paid.length).toBe(2);
    for (const item of paid) {
      await page.goto(`${baseUrl}/courses/${item.url}`);
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
      // Checked before the toast: axe would catch it fading in.
      await checkA11yOnce(page, 'a course page, signed in');
      await page.getByTestId('buy-box').getByTestId('action-cart').click();
      await page.getByText('Ditambahkan ke keranjang.').first().waitFor();
    }
  });

  it('shows both lines and the server’s totals in the spec’s format', async () => {
    await page.goto(baseUrl + '/cart');
    await page.getByRole('heading', { level: 1, name: 'Keranjang belanja' }).waitFor();
    await expect.poll(() => lines().count()).toBe(2);
    const cart = (await api<Cart>('GET', 'cart', bearer)).result;
    expect(cart.items.map((l) => l.contentId).sort()).toEqual(paid.map((p) => p.contentId).sort());
    expect(await page.getByTestId('cart-total-price').innerText()).toBe(rupiah(cart.totalPrice));
    expect(await page.getByTestId('cart-total-payment').innerText()).toBe(rupiah(cart.totalPayment));
    for (const line of cart.items) {
      const shown = await page.locator(`[data-testid="cart-line"][data-content-id="${line.contentId}"]`).innerText();
      expect(shown).toContain(line.content.title);
      expect(shown).toContain(rupiah(line.totals.totalPayable));
    }
    await checkA11y(page);
    await screenshot(page, 'cart-desktop-id');
  });

  it('shows the server’s message for a bad voucher code and the discount of a good one', async () => {
    const cart = (await api<Cart>('GET', 'cart', bearer)).result;
    const first = must(cart.items[0], 'a cart line');
    const other = must(cart.items[1], 'a second line');
    const row = page.locator(`[data-testid="cart-line"][data-content-id="${first.contentId}"]`);

    const bad = await api<never>('POST', 'vouchers/validate/LAMA2023', bearer, { contentId: first.contentId });
    expect(bad.status).toBe(400);
    const refusal = bad.data as VoucherRefusal;
    await row.getByTestId('cart-voucher-input').fill('LAMA2023');
    await row.getByTestId('cart-voucher-apply').click();
    await row.getByText(refusal.message ?? bad.message).waitFor();
    await checkA11y(page, 'a refused voucher');

    const good = (await api<VoucherValidation>('POST', 'vouchers/validate/HEMAT10', bearer, { contentId: first.contentId })).result;
    await row.getByTestId('cart-voucher-input').fill('HEMAT10');
    await row.getByTestId('cart-voucher-apply').click();
    await row.getByTestId('cart-voucher-applied').waitFor();
    expect(await row.getByTestId('cart-voucher-applied').innerText()).toContain(rupiah(good.discount));
    expect(await page.getByTestId('cart-total-payment').innerText()).toBe(rupiah(good.totals.totalPayable + other.totals.totalPayable));
    expect(await page.getByTestId('cart-total-discount').innerText()).toContain(rupiah(good.totals.totalDiscount + other.totals.totalDiscount));
  });

  it('removes a line, and shows the cart on a phone in English', async () => {
    const cart = (await api<Cart>('GET', 'cart', bearer)).result;
    const last = must(cart.items[1], 'a second line');
    await page.locator(`[data-testid="cart-line"][data-content-id="${last.contentId}"]`).getByTestId('cart-remove').click();
    await page.getByText('Dihapus dari keranjang.').first().waitFor();
    await expect.poll(() => lines().count()).toBe(1);
    const after = (await api<Cart>('GET', 'cart', bearer)).result;
    expect(after.items.length).toBe(1);

    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(baseUrl + '/cart');
    await tab.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor();
    await expect.poll(() => tab.getByTestId('cart-line').count()).toBe(1);
    expect(await tab.getByTestId('cart-total-price').innerText()).toBe(rupiah(after.totalPrice));
    await checkA11y(tab);
    await screenshot(tab, 'cart-phone-en');
    await phone.close();
  });

  it('toggles the wishlist from a product page and finds the item in wishlistqu by type', async () => {
    const item = must(paid[1], 'a course');
    await page.goto(`${baseUrl}/courses/${item.url}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await page.getByTestId('buy-box').getByTestId('action-wishlist').click();
    await page.getByText('Ditambahkan ke wishlist.').first().waitFor();

    await page.goto(baseUrl + '/user/wishlistqu');
    await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
    await page.getByTestId(`wishlist-tab-${item.type}`).waitFor();
    await page.getByTestId(`wishlist-tab-${item.type}`).click();
    await page.waitForURL((u) => u.searchParams.get('type') === String(item.type));
    await page.locator(`[data-testid="wishlist-item"][data-content-id="${item.contentId}"]`).waitFor();
    await checkA11y(page);
    await screenshot(page, 'wishlist-desktop-id');

    // Taken out again: the wishlist is empty.
    await page.locator(`[data-testid="wishlist-item"][data-content-id="${item.contentId}"]`).getByTestId('wishlist-remove').click();
    await page.getByText('Wishlist-mu masih kosong').waitFor();
    await checkA11y(page, 'an empty wishlist');
  });
});
