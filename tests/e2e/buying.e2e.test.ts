/**
 * The buying screens in Chromium against the real server: the demo student signs in, puts two
 * paid courses in the cart from their pages, sees the server's totals in the spec's money format,
 * gets the server's message for a bad voucher code and the discount of a good one, removes a line,
 * and toggles the wishlist from a product page and finds the item in wishlistqu under its content
 * type. Then checkout: the cart's line with its voucher goes to /checkout, BCA virtual account is
 * chosen, "Pay" makes the order, the payment page shows the VA number and the amount, the sandbox
 * gateway's simulator pays that VA number and the page turns to paid without a reload (live
 * events). A product page's "buy" opens checkout with that item alone; another order is paid at a
 * store, changed to QRIS (on a phone: save the QR as a PNG, open the wallet's deeplink) and
 * cancelled; a free course is enrolled from its page. Every value shown is read from the
 * API in the test; every page is checked with axe in both languages; screenshots (desktop and
 * phone) go to test-results/screens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import type { Cart } from '../../src/common/contract/cart.js';
import type { VoucherRefusal, VoucherValidation } from '../../src/common/contract/vouchers.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { MyContentState } from '../../src/common/contract/enrolments.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { DESKTOP, PHONE, checkA11y, checkA11yOnce, launch, screenshot } from './browser.js';
import { must } from '../../src/common/must.js';
import { coursesNotHeld } from './learning-support.js';
import { createRequire } from 'node:module';
import fs from 'node:fs';

// pdf-parse's index runs a self-test when it thinks it is the main module: load its library file.
const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');

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

    // The demo student is shared by every journey of the run: start from an empty cart and take
    // the first two paid courses they neither own nor wait to pay for (the other journeys' orders
    // and enrolments stay theirs), so this journey does not depend on which ran before it.
    const leftover = (await api<Cart>('GET', 'cart', bearer)).result.items;
    if (leftover.length) expect((await api<Cart>('PUT', 'cart/remove-items', bearer, { items: leftover.map((l) => ({ contentId: l.contentId })) })).status).toBe(200);
    paid = await coursesNotHeld(baseUrl, bearer, 2);
    for (const item of paid) {
      await page.goto(`${baseUrl}/courses/${item.url}`);
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor({ timeout: 30_000 });
      // Checked before the toast: axe would catch it fading in.
      await checkA11yOnce(page, 'a course page, signed in');
      await page.getByTestId('buy-box').getByTestId('action-cart').click({ timeout: 30_000 });
      await page.getByText('Ditambahkan ke keranjang.').first().waitFor({ timeout: 30_000 });
    }
    // Sign-in, three pages and three axe audits: 28-32 s on a quiet machine, past 60 s in a loaded CI run.
  }, 120_000);

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
    await tab.goto(baseUrl + '/en/cart');
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

describe('buying: checkout and payment', () => {
  let orderId = 0;
  let bought = 0;

  it('checks out the cart’s line with its voucher and pays by BCA virtual account', async () => {
    const cart = (await api<Cart>('GET', 'cart', bearer)).result;
    const only = must(cart.items[0], 'the line left');
    bought = only.contentId;
    await page.goto(baseUrl + '/cart');
    const row = page.locator(`[data-testid="cart-line"][data-content-id="${only.contentId}"]`);
    await row.getByTestId('cart-voucher-input').fill('HEMAT10');
    await row.getByTestId('cart-voucher-apply').click();
    await row.getByTestId('cart-voucher-applied').waitFor();
    const good = (await api<VoucherValidation>('POST', 'vouchers/validate/HEMAT10', bearer, { contentId: only.contentId })).result;

    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.get('items') === String(only.contentId));
    expect(new URL(page.url()).searchParams.getAll('voucher')).toEqual([`${only.contentId}:HEMAT10`]);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: 'BCA Virtual Account' }).waitFor();
    expect(await page.getByTestId('checkout-total-payment').innerText()).toBe(rupiah(good.totals.totalPayable));
    expect(await page.getByTestId('checkout-voucher').innerText()).toContain(rupiah(good.discount));
    // Pay stays disabled until a method is chosen; the groups are headed.
    expect(await page.getByTestId('checkout-pay').isDisabled()).toBe(true);
    await page.getByRole('heading', { level: 3, name: 'Transfer Virtual Account' }).waitFor();
    await checkA11y(page, 'checkout');
    await screenshot(page, 'checkout-desktop-id');

    // A reload keeps the selection and the voucher (the URL holds them; the server checks the code again).
    await page.reload();
    await page.getByTestId('checkout-voucher').waitFor();
    expect(await page.getByTestId('checkout-total-payment').innerText()).toBe(rupiah(good.totals.totalPayable));

    // Keyboard: focus the first channel and choose it with the arrow keys.
    await page.getByRole('radio', { name: 'BCA Virtual Account' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'BCA Virtual Account' }).isChecked()).toBe(true);
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    expect(order.paymentStatus).toBe(1);
    expect(order.total).toBe(good.totals.totalPayable);
    const va = must(order.payment?.vaNumber, 'a VA number');
    await page.getByTestId('payment-va').waitFor();
    expect(await page.getByTestId('payment-va').innerText()).toBe(va);
    expect(await page.getByTestId('payment-amount').innerText()).toBe(rupiah(order.total));
    expect(await page.getByTestId('payment-countdown').innerText()).toMatch(/^2[0-3]:\d\d:\d\d$/);
    await page.getByTestId('payment-steps').first().waitFor();
    await checkA11y(page, 'payment instructions');
    await screenshot(page, 'payment-desktop-id');
  });

  it('shows the payment page on a phone in English', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(`${baseUrl}/en/payment/${orderId}`);
    await tab.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await tab.getByTestId('payment-va').waitFor();
    await tab.getByText('Payment instructions').waitFor();
    await checkA11y(tab, 'payment instructions, English');
    await screenshot(tab, 'payment-phone-en', { fullPage: true });
    await phone.close();
  });

  it('turns to paid by itself when the sandbox gateway is paid', async () => {
    const va = must(await page.getByTestId('payment-va').innerText(), 'the VA number on the page');
    // A mark on the window: it is gone if the page reloads.
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
    expect(paid.status).toBe(200);
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    expect(order.paymentStatus).toBe(2);
    expect(await page.getByTestId('payment-start').getAttribute('href')).toMatch(/^\/courses\/.+\/lecture$/);
    expect(await page.getByTestId('payment-transaction').getAttribute('href')).toBe(`/history/${orderId}`);
    await checkA11y(page, 'paid');
    await screenshot(page, 'payment-paid-desktop-id');
    // The paid line left the cart.
    expect((await api<Cart>('GET', 'cart', bearer)).result.items.length).toBe(0);
  });

  it('“buy” on a product page opens checkout with that item alone; an order paid at a store can be cancelled', async () => {
    const item = must(
      paid.find((p) => p.contentId !== bought),
      'the course not bought',
    );
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, acceptDownloads: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(`${baseUrl}/en/courses/${item.url}`);
    // The title is the English one here (the server answers in the request's language).
    await tab.getByTestId('buy-box').getByTestId('action-buy').click();
    await tab.waitForURL((u) => u.pathname === '/en/checkout' && u.searchParams.get('items') === String(item.contentId));
    await expect.poll(() => tab.getByTestId('checkout-line').count()).toBe(1);
    await tab.getByRole('radio', { name: 'Indomaret' }).waitFor();
    // Every channel wears its brand mark (drawn here: no image from another host), and the tiles fit 390 px.
    for (const code of ['bca_va', 'mandiri_bill', 'qris', 'gopay', 'shopeepay', 'indomaret', 'kredivo']) expect(await tab.getByTestId(`payment-mark-${code}`).isVisible()).toBe(true);
    expect(await tab.locator('[data-testid="payment-methods"] img').count()).toBe(0);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The item's title is the app's link (brand colour), not the browser's default blue.
    const linkColour = await tab
      .getByTestId('checkout-line')
      .getByRole('link')
      .evaluate((a) => getComputedStyle(a).color);
    expect(linkColour).not.toBe('rgb(0, 0, 238)');
    await checkA11y(tab, 'checkout, English');
    await screenshot(tab, 'checkout-phone-en', { fullPage: true });
    await tab.getByRole('radio', { name: 'Indomaret' }).check();
    await tab.getByTestId('checkout-pay').click();
    await tab.waitForURL((u) => /^\/en\/payment\/\d+$/.test(u.pathname));
    const id = Number(new URL(tab.url()).pathname.split('/').pop());
    const order = (await api<Order>('GET', `orders/${id}`, bearer)).result;
    await tab.getByTestId('payment-code').waitFor();
    expect(await tab.getByTestId('payment-code').innerText()).toBe(must(order.payment?.paymentCode, 'a payment code'));

    // Another method: QRIS (the old charge is cancelled, new instructions come with a QR code drawn from the gateway's string).
    await tab.getByTestId('payment-change').click();
    await tab.getByRole('dialog').getByRole('radio', { name: 'QRIS' }).check();
    await checkA11y(tab, 'change method dialog');
    await tab.getByTestId('payment-change-confirm').click();
    await tab.getByTestId('payment-qr').waitFor();
    const changed = (await api<Order>('GET', `orders/${id}`, bearer)).result;
    expect(changed.paymentTypeId).toBe(7);
    expect(changed.payment?.qrString).toBeTruthy();
    expect(await tab.getByTestId('payment-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await tab.getByTestId('payment-qr').scrollIntoViewIfNeeded();
    await screenshot(tab, 'payment-qris-phone-en');
    // On a phone: "Open in app" is the gateway's deeplink, and "Save QR" downloads the QR as a PNG.
    const openApp = tab.getByRole('link', { name: 'Open in app' });
    expect(await openApp.getAttribute('href')).toBe(must(changed.payment?.deeplinkUrl, 'a QRIS deeplink'));
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('button', { name: 'Save QR' }).click()]);
    expect(download.suggestedFilename()).toBe(`qris-${id}.png`);
    const png = fs.readFileSync(must(await download.path(), 'the saved QR'));
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await checkA11y(tab, 'QRIS on a phone');
    // On a wide screen the QR is scanned with a phone: it can be saved, but there is no app to open.
    const wide = await context.newPage();
    await wide.goto(`${baseUrl}/payment/${id}`);
    await wide.getByTestId('payment-qr').waitFor();
    await wide.getByRole('button', { name: 'Simpan QR' }).waitFor();
    expect(await wide.getByTestId('payment-open-app').count()).toBe(0);
    await wide.close();

    await tab.getByTestId('payment-cancel').click();
    await tab.getByRole('dialog').waitFor();
    await checkA11y(tab, 'cancel dialog');
    await tab.getByTestId('payment-cancel-confirm').click();
    await tab.getByTestId('payment-expired').waitFor();
    expect((await api<Order>('GET', `orders/${id}`, bearer)).result.paymentStatus).toBe(3);
    await checkA11y(tab, 'expired');
    await phone.close();
  });

  it('after paying: the course page says it is yours, the transaction shows the total, and its invoice PDF reads it', async () => {
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    const course = must(
      paid.find((p) => p.contentId === bought),
      'the course bought',
    );
    await page.goto(`${baseUrl}/courses/${course.url}`);
    await page.getByTestId('buy-box').getByTestId('action-owned').waitFor();
    await checkA11yOnce(page, 'an owned course');

    await page.goto(`${baseUrl}/payment/${orderId}`);
    await page.getByTestId('payment-paid').waitFor();
    await page.getByTestId('payment-transaction').click();
    await page.waitForURL((u) => u.pathname === `/history/${orderId}`);
    await page.getByTestId('transaction-detail').waitFor();
    expect(await page.getByTestId('transaction-detail-total').innerText()).toContain(rupiah(order.total));
    await checkA11yOnce(page, 'a transaction');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const file = must(await download.path(), 'the downloaded invoice');
    const text = (await pdfParse(fs.readFileSync(file))).text;
    expect(text).toContain(must(order.invoiceNumber, 'an invoice number'));
    expect(text).toContain(rupiah(order.total));
  });

  it('another student’s or an unknown order is not found', async () => {
    await page.goto(`${baseUrl}/payment/99999999`);
    await page.getByTestId('not-found').waitFor();
    await checkA11y(page, 'an order not found');
  });

  it('enrols in a free course from its page', async () => {
    const list = await api<ApiPage<ContentItem>>('GET', 'courses?page=1&pageSize=100', basic);
    // Not one another journey already enrolled the demo student in (the overview's journey starts one).
    const candidates = list.result.items.filter((i) => i.price.isFree && !i.isPrakerja);
    let free: ContentItem | undefined;
    for (const item of candidates) {
      if (!(await api<MyContentState>('GET', `enrollments/contents/${item.contentId}/my-state`, bearer)).result.owned) {
        free = item;
        break;
      }
    }
    must(free, 'a free course the demo student does not own');
    await page.goto(`${baseUrl}/courses/${free!.url}`);
    await page.getByRole('heading', { level: 1, name: free!.title }).waitFor();
    await checkA11yOnce(page, 'a free course page');
    await page.getByTestId('buy-box').getByTestId('action-join').click();
    await page.getByText('Kelas ini gratis: kamu sudah terdaftar dan memilikinya.').first().waitFor();
  });
});
