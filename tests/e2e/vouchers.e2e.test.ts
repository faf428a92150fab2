/**
 * Student vouchers in Chromium against the real server (issue 19). A new student checks in (10
 * points), buys paid courses through the API and the sandbox gateway until the points buy a
 * voucher (points come from paid orders: no back door), exchanges points for the Rp25,000-off
 * voucher through the API, finds it in voucherqu (mine), opens its detail, uses it with "use now"
 * in the cart (the discount is the server's), checks out and pays; then voucherqu's history shows
 * it used. Every value compared is read from the API in the test; every page is checked with axe
 * in both languages; phone (English) and desktop.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContentItem } from '../../src/common/contract/catalogue.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { CheckIn, ExchangedVoucher, PointExchangeView, PointsAbout } from '../../src/common/contract/points.js';
import type { CartVouchers, HeldVoucher, VoucherValidation } from '../../src/common/contract/vouchers.js';
import { formatRupiah } from '../../src/common/format.js';
import { must } from '../../src/common/must.js';
import { WELCOME_VOUCHER_CODE } from '../../src/common/vouchers.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { BASIC, api as call, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, p: string, authorization: string, body?: unknown, headers: Record<string, string> = {}) =>
  headers['idempotency-key']
    ? fetch(`${baseUrl}/web/v2/${p}`, { method, headers: { authorization, language: 'id', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        ...((await r.json()) as { result: T; message: string }),
      }))
    : call<T>(baseUrl, method, p, authorization, body);

const STUDENT = { name: 'Rina Voucher Hemat', email: `rina.voucher.${Date.now()}@example.com`, password: 'VoucherHemat1!' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let offer: PointExchangeView;
let got: ExchangedVoucher;
let target: ContentItem;
let applied: VoucherValidation;

async function pay(orderId: number, va: string) {
  const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
  expect(paid.status).toBe(200);
  for (let i = 0; i < 200 && (await api<Order>('GET', `orders/${orderId}`, bearer)).result.paymentStatus !== 2; i++) await new Promise((r) => setTimeout(r, 100));
  expect((await api<Order>('GET', `orders/${orderId}`, bearer)).result.paymentStatus).toBe(2);
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();
  bearer = await registerStudent(baseUrl, context, STUDENT.name, STUDENT.email, STUDENT.password);
}, 60_000);
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('vouchers: points to a voucher, used in the cart, then in the history', () => {
  it('gets points: a check-in, then paid courses (their points), and exchanges 250 for a voucher', async () => {
    const checkIn = await api<CheckIn>('POST', 'point/create-point/check-in', bearer);
    expect(checkIn.status).toBe(200);
    expect(checkIn.result.balance).toBe(checkIn.result.points);
    offer = must(
      (await api<PointExchangeView[]>('GET', 'point/voucher-exchanges', bearer)).result.find((o) => o.kind === 'voucher' && (o.voucher?.minPurchase ?? 0) > 0),
      'a voucher offer with a minimum purchase',
    );
    expect(offer.affordable).toBe(false);

    // The check-in is far from enough: paid courses earn their points once paid.
    const courses = (await api<{ items: ContentItem[] }>('GET', 'courses?page=1&pageSize=100', BASIC)).result.items.filter((i) => !i.isPrakerja && i.price.finalPrice > 0);
    const byPoints = [...courses].sort((a, b) => b.pointScore - a.pointScore);
    const buy: ContentItem[] = [];
    let points = checkIn.result.balance;
    for (const c of byPoints) {
      if (points >= offer.points) break;
      buy.push(c);
      points += c.pointScore;
    }
    expect(points).toBeGreaterThanOrEqual(offer.points);
    const order = await api<Order>(
      'POST',
      'orders',
      bearer,
      { items: buy.map((c) => ({ contentId: c.contentId })), paymentTypeId: 1 },
      { 'idempotency-key': `e2e-vouchers-points-${Date.now()}` },
    );
    expect(order.status).toBe(200);
    await pay(order.result.id, must(order.result.payment?.vaNumber ?? undefined, 'a VA number'));
    for (let i = 0; i < 100 && (await api<PointsAbout>('GET', 'point/about', bearer)).result.balance < offer.points; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await api<PointsAbout>('GET', 'point/about', bearer)).result.balance).toBe(points);

    const exchanged = await api<ExchangedVoucher>('POST', 'point/exchange', bearer, { VoucherCodeExchangeId: offer.id });
    expect(exchanged.status).toBe(200);
    got = exchanged.result;
    expect(got.balance).toBe(points - offer.points);

    // The course the voucher will go on: one not bought, dear enough for the voucher's minimum.
    target = must(
      courses.find((c) => !buy.includes(c) && c.price.finalPrice >= must(offer.voucher ?? undefined, 'the voucher').minPurchase),
      'a course for the voucher',
    );
    expect((await api('POST', 'cart/additem', bearer, { items: [{ contentId: target.contentId }] })).status).toBe(200);
  });

  it('voucherqu lists the voucher under "mine" with the sign-up voucher; its detail has the code and terms', async () => {
    const mine = (await api<HeldVoucher[]>('GET', 'vouchers/my-vouchers', bearer)).result;
    expect(mine.map((v) => v.voucherCode).sort()).toEqual([got.voucherCode, WELCOME_VOUCHER_CODE].sort());
    await page.goto(`${baseUrl}/user/voucherqu`);
    await page.getByRole('heading', { level: 1, name: 'Voucher saya' }).waitFor();
    const card = page.locator(`[data-testid="voucher-card"][data-code="${got.voucherCode}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('1');
    expect(await page.getByTestId('voucher-card').count()).toBe(mine.length);
    await checkA11y(page, 'voucherqu, my vouchers');
    await screenshot(page, 'vouchers-mine-desktop-id');

    await card.getByTestId('voucher-details').click();
    const dialog = page.getByTestId('voucher-dialog');
    await dialog.getByTestId('voucher-dialog-code').waitFor();
    expect(await dialog.getByTestId('voucher-dialog-code').innerText()).toBe(got.voucherCode);
    const terms = await dialog.getByTestId('voucher-rules').innerText();
    expect(terms).toContain(formatRupiah(must(offer.voucher ?? undefined, 'the voucher').minPurchase));
    expect(terms).toContain('Berlaku sampai');
    await checkA11y(page, 'voucherqu, a voucher’s detail');
    await screenshot(page, 'vouchers-detail-desktop-id');
  });

  it('"use now" opens the cart with the voucher on the line; the discount is the server’s', async () => {
    const lists = (await api<CartVouchers>('GET', 'cart/vouchers', bearer)).result;
    expect(lists.find((l) => l.contentId === target.contentId)?.vouchers.map((v) => v.voucherCode)).toContain(got.voucherCode);
    applied = (await api<VoucherValidation>('POST', `vouchers/validate/${got.voucherCode}`, bearer, { contentId: target.contentId })).result;
    expect(applied.discount).toBe(must(offer.voucher ?? undefined, 'the voucher').price);

    await page.getByTestId('voucher-dialog').getByTestId('voucher-dialog-use').click();
    await page.waitForURL((u) => u.pathname === '/cart' && u.searchParams.get('voucher') === got.voucherCode);
    const line = page.locator(`[data-testid="cart-line"][data-content-id="${target.contentId}"]`);
    const shown = line.getByTestId('cart-voucher-applied');
    await shown.waitFor();
    expect(await shown.innerText()).toContain(got.voucherCode);
    expect(await shown.innerText()).toContain(formatRupiah(applied.discount));
    expect(await line.getByTestId('cart-line-price').innerText()).toContain(formatRupiah(applied.totals.totalPayable));
    await checkA11y(page, 'the cart with a voucher from voucherqu');
    await screenshot(page, 'vouchers-cart-applied-desktop-id');

    // The picker lists the student's vouchers that fit the line once the applied one is taken off.
    await line.getByRole('button', { name: 'Hapus voucher' }).click();
    const picker = line.getByTestId('cart-my-vouchers-select');
    await picker.waitFor();
    const options = await picker.locator('option').allInnerTexts();
    expect(options.some((o) => o.includes(got.voucherCode))).toBe(true);
    await checkA11y(page, 'the cart with the voucher picker');
    await picker.selectOption(got.voucherCode);
    await shown.waitFor();
    expect(await shown.innerText()).toContain(formatRupiah(applied.discount));
  });

  it('checks out with the voucher and pays: the order carries its discount', async () => {
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
    await checkA11y(page, 'checkout with a voucher');
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    expect(order.items.map((i) => [i.contentId, i.voucherCode, i.voucherDiscount])).toEqual([[target.contentId, got.voucherCode, applied.discount]]);
    expect(order.total).toBe(applied.totals.totalPayable);
    await pay(orderId, must(order.payment?.vaNumber ?? undefined, 'a VA number'));
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    await checkA11y(page, 'a paid order with a voucher');
  });

  it('voucherqu’s history shows the voucher used; it left "mine"', async () => {
    const used = (await api<{ items: HeldVoucher[] }>('GET', 'vouchers/history?filter=used', bearer)).result.items;
    expect(used.map((v) => [v.voucherCode, v.status])).toEqual([[got.voucherCode, 2]]);
    await page.goto(`${baseUrl}/user/voucherqu?tab=history&filter=used`);
    const card = page.locator(`[data-testid="voucher-card"][data-code="${got.voucherCode}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('2');
    expect(await card.getByTestId('voucher-status').innerText()).toBe('Terpakai');
    expect(await card.getByTestId('voucher-use').count()).toBe(0);
    await checkA11y(page, 'voucherqu, used vouchers');
    await screenshot(page, 'vouchers-history-used-desktop-id');
    await page.getByTestId('vouchers-tab-mine').click();
    await page.locator(`[data-testid="voucher-card"][data-code="${WELCOME_VOUCHER_CODE}"]`).waitFor();
    expect(await page.locator(`[data-testid="voucher-card"][data-code="${got.voucherCode}"]`).count()).toBe(0);
  });

  it('on a phone in English: the offers to get with points and the history', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(`${baseUrl}/en/user/voucherqu?tab=offers`);
    await tab.getByRole('heading', { level: 1, name: 'My vouchers' }).waitFor();
    const card = tab.locator(`[data-testid="voucher-offer"][data-offer-id="${offer.id}"]`);
    await card.waitFor();
    // The link keeps the page's language (the router's /en basename).
    expect(await card.getByTestId('voucher-exchange').getAttribute('href')).toBe('/en/user/poinqu');
    await checkA11y(tab, 'voucherqu, offers, English, phone');
    await screenshot(tab, 'vouchers-offers-phone-en', { fullPage: true });
    await tab.goto(`${baseUrl}/en/user/voucherqu?tab=history`);
    await tab.locator(`[data-testid="voucher-card"][data-code="${got.voucherCode}"]`).waitFor();
    expect(await tab.locator(`[data-testid="voucher-card"][data-code="${got.voucherCode}"]`).getByTestId('voucher-status').innerText()).toBe('Used');
    await checkA11y(tab, 'voucherqu, history, English, phone');
    await screenshot(tab, 'vouchers-history-phone-en', { fullPage: true });
    await phone.close();
  });
});
