/**
 * Transactions in Chromium against the real server (issue 11): the demo student has one paid
 * order (BCA virtual account, paid in the sandbox gateway's simulator; placed in English) and one
 * waiting for payment, both made through the API here. The paid one reads in the reader's
 * language: its course's Indonesian title in the Indonesian history, detail and invoice, the
 * English title in the English ones (issue 25). /history lists them newest first with the server's
 * totals, filters by status and type (kept in the URL: a reload keeps them), links the pending one
 * to its payment page and the paid one to its detail; the detail downloads the invoice, whose
 * total is read from the PDF's text; another student's or an unknown order is "not found"; the
 * paid course's page says "Start learning" and the pending one's "Continue payment" before any
 * click. Every page is checked with axe in both languages; screenshots on desktop and phone.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_CLIENT } from '../../src/common/constants.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import type { Order } from '../../src/common/contract/orders.js';
import { DEMO_STUDENT } from '../../src/server/db/seed/accounts.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { must } from '../../src/common/must.js';
import { coursesNotHeld } from './learning-support.js';

// pdf-parse's index runs a self-test when it thinks it is the main module: load its library file (as the invoice tests do).
const pdfParse = createRequire(import.meta.url)('pdf-parse/lib/pdf-parse.js') as typeof import('pdf-parse');
const pdfText = async (pdf: Buffer) => (await pdfParse(pdf)).text.replace(/\s+/g, ' ');

const baseUrl = inject('baseUrl');
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

/** The spec's price format, written out here independently of src/common/format.ts. */
const rupiah = (n: number) => `Rp ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function api<T>(method: string, path: string, authorization: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; result: T }> {
  const res = await fetch(`${baseUrl}/web/v2/${path}`, {
    method,
    headers: { authorization, language: 'id', ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result: T };
  return { status: res.status, result: json.result };
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
let paidOrder: Order;
let pendingOrder: Order;
let paidCourse: ContentItem;
/** The paid course's English title (`paidCourse.title` is its Indonesian one). */
let paidTitleEn: string;
let pendingCourse: ContentItem;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();

  await page.goto(baseUrl + '/signin?from=%2Fhistory');
  await page.getByRole('heading', { level: 1, name: 'Masuk ke Belajar' }).waitFor();
  await page.getByLabel(/^Email/).fill(DEMO_STUDENT.email);
  await page.getByLabel(/^Kata sandi/).fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/history');
  bearer = await bearerOf(context);

  // Two paid courses the student neither owns nor has an order for; the first titled apart in the two languages.
  const english = new Map((await api<ApiPage<ContentItem>>('GET', 'courses?page=1&pageSize=100', basic, undefined, { language: 'en' })).result.items.map((i) => [i.contentId, i.title]));
  const apart = (i: ContentItem) => {
    const en = english.get(i.contentId) ?? i.title;
    return !en.includes(i.title) && !i.title.includes(en);
  };
  // From the end of the list: the buying journey takes the first two paid courses, whichever file runs first.
  const free = await coursesNotHeld(baseUrl, bearer, 2, (paid) => [...paid].reverse(), apart);
  [paidCourse, pendingCourse] = [must(free[0], 'a paid course'), must(free[1], 'another paid course')];
  paidTitleEn = must(english.get(paidCourse.contentId), 'the paid course’s English title');

  const order = async (item: ContentItem, key: string, language: 'id' | 'en') => {
    const made = await api<Order>('POST', 'orders', bearer, { items: [{ contentId: item.contentId }], paymentTypeId: 1 }, { 'idempotency-key': key, language });
    expect(made.status).toBe(200);
    return made.result;
  };
  // Bought in English: the Indonesian pages must still show the Indonesian title.
  const first = await order(paidCourse, `e2e-transactions-paid-${Date.now()}`, 'en');
  expect(first.items.map((i) => i.title)).toEqual([paidTitleEn]);
  const va = must(first.payment?.vaNumber, 'a VA number');
  const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
  expect(paid.status).toBe(200);
  // The notification reaches the shop a moment later.
  for (let i = 0; i < 200 && (await api<Order>('GET', `orders/${first.id}`, bearer)).result.paymentStatus !== 2; i++) await new Promise((r) => setTimeout(r, 100));
  paidOrder = (await api<Order>('GET', `orders/${first.id}`, bearer)).result;
  pendingOrder = await order(pendingCourse, `e2e-transactions-pending-${Date.now()}`, 'id');
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const cards = () => page.getByTestId('transaction');
const invoiceNumber = (): string => {
  expect(paidOrder.invoiceNumber).toBeTruthy();
  return paidOrder.invoiceNumber ?? '';
};
const idsOnPage = async () => await cards().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-order-id'))));

describe('transactions (history)', () => {
  it('lists the orders newest first with the server’s totals, statuses and links', async () => {
    await page.goto(baseUrl + '/history');
    await page.getByRole('heading', { level: 1, name: 'Transaksi' }).waitFor();
    await cards().first().waitFor();
    const server = (await api<{ items: Order[] }>('GET', 'orders?page=1&pageSize=10', bearer)).result.items;
    expect(await idsOnPage()).toEqual(server.map((o) => o.id));
    expect(server[0]?.id).toBe(pendingOrder.id);
    expect(server[1]?.id).toBe(paidOrder.id);

    const pending = page.locator(`[data-testid="transaction"][data-order-id="${pendingOrder.id}"]`);
    expect(await pending.getByTestId('order-status').innerText()).toBe('Menunggu Pembayaran');
    expect(await pending.getByTestId('transaction-total').innerText()).toContain(rupiah(pendingOrder.total));
    expect(await pending.getByTestId('transaction-pay').getAttribute('href')).toBe(`/payment/${pendingOrder.id}`);
    const paid = page.locator(`[data-testid="transaction"][data-order-id="${paidOrder.id}"]`);
    expect(await paid.getByTestId('order-status').innerText()).toBe('Berhasil');
    expect(await paid.getByTestId('transaction-total').innerText()).toContain(rupiah(paidOrder.total));
    expect(await paid.getByTestId('transaction-view').getAttribute('href')).toBe(`/history/${paidOrder.id}`);
    expect(await paid.innerText()).toContain(paidCourse.title);
    expect(await paid.innerText()).toContain('BCA Virtual Account');
    await checkA11y(page, 'transactions, Indonesian');
    await screenshot(page, 'transactions-desktop-id', { fullPage: true });
  });

  it('filters by status and type, kept in the URL through a reload and back', async () => {
    await page.getByTestId('transactions-status-success').click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'success');
    await expect.poll(idsOnPage).toEqual((await api<{ items: Order[] }>('GET', 'orders?page=1&pageSize=10&status=success', bearer)).result.items.map((o) => o.id));
    expect(await idsOnPage()).toContain(paidOrder.id);
    expect(await idsOnPage()).not.toContain(pendingOrder.id);

    await page.getByTestId('transactions-type').selectOption('webinar');
    await page.waitForURL((u) => u.searchParams.get('status') === 'success' && u.searchParams.get('type') === 'webinar');
    const webinars = (await api<{ items: Order[] }>('GET', 'orders?page=1&pageSize=10&status=success&type=webinar', bearer)).result.items;
    if (webinars.length === 0) await page.getByTestId('state-empty').waitFor();
    else await expect.poll(idsOnPage).toEqual(webinars.map((o) => o.id));

    await page.getByTestId('transactions-type').selectOption('course');
    await page.waitForURL((u) => u.searchParams.get('type') === 'course');
    await page.reload();
    await cards().first().waitFor();
    expect(await page.getByTestId('transactions-status-success').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('transactions-type').inputValue()).toBe('course');
    expect(await idsOnPage()).toContain(paidOrder.id);

    await page.getByTestId('transactions-status-waiting').click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'waiting');
    await expect.poll(idsOnPage).toContain(pendingOrder.id);
    expect(await idsOnPage()).not.toContain(paidOrder.id);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('status') === 'success' && u.searchParams.get('type') === 'course');
    await expect.poll(idsOnPage).toContain(paidOrder.id);
    await checkA11y(page, 'transactions filtered');
  });

  it('opens the paid order’s detail and downloads its invoice, whose total is the order’s', async () => {
    await page.locator(`[data-testid="transaction"][data-order-id="${paidOrder.id}"]`).getByTestId('transaction-view').click();
    await page.waitForURL((u) => u.pathname === `/history/${paidOrder.id}`);
    const detail = page.getByTestId('transaction-detail');
    await detail.waitFor();
    expect(await page.getByTestId('transaction-detail-total').innerText()).toBe(rupiah(paidOrder.total));
    expect(await detail.getByTestId('order-status').innerText()).toBe('Berhasil');
    expect(await detail.innerText()).toContain(invoiceNumber());
    expect(await page.getByTestId('transaction-line').count()).toBe(paidOrder.items.length);
    await checkA11y(page, 'transaction detail, Indonesian');
    await screenshot(page, 'transaction-desktop-id', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    // The server's file name (Content-Disposition).
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber().replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`);
    const file = must(await download.path(), 'the downloaded file');
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Total: ${rupiah(paidOrder.total)}`);
    expect(text).toContain(invoiceNumber());
  });

  it('the Indonesian history shows Indonesian titles, the English one English titles (an order placed in English)', async () => {
    const invoiceText = async (tab: Page) => {
      const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByTestId('invoice-download').click()]);
      return pdfText(fs.readFileSync(must(await download.path(), 'the downloaded file')));
    };
    const expectTitle = (text: string, shown: string, hidden: string) => {
      expect(text).toContain(shown);
      expect(text).not.toContain(hidden);
    };
    // Indonesian: the list, the detail and the invoice.
    await page.goto(baseUrl + '/history');
    const card = page.locator(`[data-testid="transaction"][data-order-id="${paidOrder.id}"]`);
    await card.waitFor();
    expectTitle(await card.innerText(), paidCourse.title, paidTitleEn);
    await checkA11y(page, 'transactions, Indonesian titles');
    await page.goto(`${baseUrl}/history/${paidOrder.id}`);
    await page.getByTestId('transaction-detail').waitFor();
    expectTitle(await page.getByTestId('transaction-line').innerText(), paidCourse.title, paidTitleEn);
    await checkA11y(page, 'transaction detail, Indonesian titles');
    expectTitle(await invoiceText(page), paidCourse.title, paidTitleEn);

    // English, the same student: the list, the detail and the invoice.
    const en = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    await en.addCookies(await context.cookies(baseUrl));
    await en.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await en.newPage();
    await tab.goto(`${baseUrl}/en/history`);
    const enCard = tab.locator(`[data-testid="transaction"][data-order-id="${paidOrder.id}"]`);
    await enCard.waitFor();
    expectTitle(await enCard.innerText(), paidTitleEn, paidCourse.title);
    await checkA11y(tab, 'transactions, English titles');
    await tab.goto(`${baseUrl}/en/history/${paidOrder.id}`);
    await tab.getByTestId('transaction-detail').waitFor();
    expectTitle(await tab.getByTestId('transaction-line').innerText(), paidTitleEn, paidCourse.title);
    await checkA11y(tab, 'transaction detail, English titles');
    expectTitle(await invoiceText(tab), paidTitleEn, paidCourse.title);
    await en.close();
  });

  it('shows another student’s or an unknown order as not found', async () => {
    await page.goto(`${baseUrl}/history/99999999`);
    await page.getByTestId('not-found').waitFor();
    await page.getByText('Transaksi tidak ditemukan').waitFor();
    await checkA11y(page, 'transaction not found');
    await page.goto(`${baseUrl}/history/abc`);
    await page.getByTestId('not-found').waitFor();
    await checkA11y(page, 'transaction not found');
  });

  it('works on a phone in English', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(`${baseUrl}/en/history`);
    await tab.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await tab.getByTestId('transaction').first().waitFor();
    expect(await tab.locator(`[data-testid="transaction"][data-order-id="${pendingOrder.id}"]`).getByTestId('order-status').innerText()).toBe('Waiting payment');
    await checkA11y(tab, 'transactions, English');
    await screenshot(tab, 'transactions-phone-en', { fullPage: true });
    await tab.goto(`${baseUrl}/en/history/${paidOrder.id}`);
    await tab.getByTestId('transaction-detail').waitFor();
    await tab.getByRole('button', { name: 'Download invoice' }).waitFor();
    await checkA11y(tab, 'transaction detail, English');
    await screenshot(tab, 'transaction-phone-en', { fullPage: true });
    await tab.goto(`${baseUrl}/en/history/${pendingOrder.id}`);
    await tab.getByTestId('transaction-continue-payment').waitFor();
    expect(await tab.getByTestId('invoice-download').count()).toBe(0);
    await checkA11y(tab, 'pending transaction, English');
    await phone.close();
  });

  it('the course pages say “Start learning” once owned and “Continue payment” while an order waits, before any click', async () => {
    await page.goto(`${baseUrl}/courses/${paidCourse.url}`);
    const box = page.getByTestId('buy-box');
    await box.getByTestId('action-learn').waitFor();
    expect(await box.getByTestId('action-learn').innerText()).toBe('Mulai belajar');
    expect(await box.getByTestId('action-learn').getAttribute('href')).toBe(`/courses/${paidCourse.url}/lecture`);
    expect(await box.getByTestId('action-buy').count()).toBe(0);
    await checkA11y(page, 'owned course page');
    await screenshot(page, 'course-owned-desktop-id');

    await page.goto(`${baseUrl}/courses/${pendingCourse.url}`);
    await box.getByTestId('action-continue-payment').waitFor();
    expect(await box.getByTestId('action-continue-payment').getAttribute('href')).toBe(`/payment/${pendingOrder.id}`);
    await checkA11y(page, 'course page with a pending order');

    // The heart is filled from the server's state too: wish it through the API, open the page afresh.
    expect((await api<unknown>('PUT', `contents/${pendingCourse.contentId}/wishlist-toggle`, bearer)).status).toBe(200);
    await page.reload();
    await box.getByTestId('action-continue-payment').waitFor();
    expect(await box.getByTestId('action-wishlist').getAttribute('aria-pressed')).toBe('true');
    await checkA11y(page, 'course page with a pending order, wished');
    // Leave the wishlist as it was (the buying journey expects an empty one).
    expect((await api<{ isWishlisted: boolean }>('PUT', `contents/${pendingCourse.contentId}/wishlist-toggle`, bearer)).result.isWishlisted).toBe(false);

    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    await tab.goto(`${baseUrl}/en/courses/${paidCourse.url}`);
    await tab.getByTestId('buy-box').getByRole('link', { name: 'Start learning' }).waitFor();
    await checkA11y(tab, 'owned course page, English');
    await screenshot(tab, 'course-owned-phone-en');
    await phone.close();
  });
});
