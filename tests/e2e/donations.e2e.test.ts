/**
 * Donations and the Prakerja redeem in Chromium against the real server (issue 19). A new student
 * opens a seeded campaign, types an amount below the minimum (the form's hint, nothing sent), then a
 * valid amount, pays at the sandbox gateway and sees the result page; a guest on a phone, in
 * English, has the same campaign open in another browser context and sees its total move without
 * reloading; the student's transactions list the donation with its campaign. Then the student
 * redeems a Prakerja pair of the sandbox seeder on the class page: a wrong pair shows the platform's
 * refusal; the right one goes through the callback page and lands on the class, now owned; the same
 * callback link again says it was used. Every value compared is read from the API in the test;
 * every page is checked with axe in both languages.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DonationCampaign, DonationResult } from '../../src/common/contract/donations.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { MyContentState } from '../../src/common/contract/enrolments.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import { must } from '../../src/common/must.js';
import { DONATIONS } from '../../src/server/db/seed/data/product-pages.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { BASIC, api as call, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, p: string, authorization: string, body?: unknown, language = 'id') => call<T>(baseUrl, method, p, authorization, body, language);

/** The spec's price format, written out here independently of src/common/format.ts. */
const rupiah = (n: number) => `Rp ${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

const CAMPAIGN = must(DONATIONS[1], 'a second seeded campaign').url;
const STUDENT = { name: 'Rina Kusuma Wardani', email: `rina.donasi.${Date.now()}@example.com`, password: 'DonasiBaik1!' };
const AMOUNT = 75_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let guestContext: BrowserContext;
let guest: Page;
let bearer: string;
let campaign: DonationCampaign;
let orderId = 0;
/** The guest page's polls of the campaign's totals: what it sent and what came back. */
const polls: { ifNoneMatch: string | null; status: number }[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();
  bearer = await registerStudent(baseUrl, context, STUDENT.name, STUDENT.email, STUDENT.password);
  campaign = (await api<DonationCampaign>('GET', `donations/${CAMPAIGN}`, BASIC)).result;
  guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await guestContext.addInitScript(() => localStorage.setItem('locale', 'en'));
  guest = await guestContext.newPage();
  guest.on('requestfinished', (r) => {
    if (!r.url().includes(`/donations/${CAMPAIGN}/totals`)) return;
    void (async () => {
      const headers = await r.allHeaders();
      const res = await r.response();
      polls.push({ ifNoneMatch: headers['if-none-match'] ?? null, status: res?.status() ?? 0 });
    })();
  });
});
afterAll(async () => {
  await guestContext?.close().catch(() => undefined);
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('donations: give, pay, and every visitor sees the total move', () => {
  it('a guest on a phone, in English, has the campaign open with its total', async () => {
    await guest.goto(`${baseUrl}/en/donations/${CAMPAIGN}`);
    await guest.getByRole('heading', { level: 1, name: (await api<DonationCampaign>('GET', `donations/${CAMPAIGN}`, BASIC, undefined, 'en')).result.title }).waitFor();
    expect(await guest.getByTestId('donation-collected').innerText()).toBe(rupiah(campaign.collectedAmount));
    // Guests are asked to sign in; the form is for signed-in students.
    expect(await guest.getByTestId('donate-form').count()).toBe(0);
    await checkA11y(guest, 'a campaign, guest, phone');
    // Marks this document: a reload would lose it.
    await guest.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  });

  it('an amount below the minimum is refused in the form, and nothing is sent', async () => {
    await page.goto(`${baseUrl}/donations/${CAMPAIGN}`);
    const form = page.getByTestId('donate-form');
    await form.waitFor();
    // The suggested amounts are the choices.
    for (const a of campaign.suggestedAmounts) await form.getByRole('radio', { name: rupiah(a), exact: true }).waitFor();
    await checkA11y(page, 'the donation form');
    await form.getByRole('radio', { name: 'Nominal lain' }).check();
    const amount = form.getByTestId('donate-amount');
    await amount.fill('5.000');
    await form.getByTestId('donate-button').click();
    await form.getByText('Donasi paling sedikit Rp 10.000.').waitFor();
    // The bounds are the field's hint all along.
    await form.getByText('Dari Rp 10.000 sampai Rp 100.000.000.').waitFor();
    expect((await api<{ total: number }>('GET', 'orders?type=donation', bearer)).result.total).toBe(0);
    await checkA11y(page, 'the donation form, amount too small');
    await screenshot(page, 'donations-form-too-small-desktop-id');
  });

  it('a valid amount is paid at the sandbox gateway and the result page thanks the donor', async () => {
    const form = page.getByTestId('donate-form');
    await form.getByTestId('donate-amount').fill(`${AMOUNT}`);
    await form.getByRole('textbox', { name: 'Pesan (opsional)' }).fill('Semoga bermanfaat untuk adik-adik.');
    await form.getByTestId('donate-button').click();
    await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
    orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    expect(order).toMatchObject({ total: AMOUNT, items: [], donation: { campaignId: campaign.id, url: CAMPAIGN, amount: AMOUNT } });
    await page.getByTestId('payment-donation').getByText(campaign.title).waitFor();
    await checkA11y(page, 'paying a donation');
    const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ va_number: must(order.payment?.vaNumber, 'a VA number') }),
    });
    expect(paid.status).toBe(200);
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    await checkA11y(page, 'a paid donation');
    await page.getByTestId('payment-donation-result').click();
    await page.waitForURL((u) => u.pathname === `/donations/${orderId}/result`);
    const result = page.getByTestId('donation-result');
    await result.and(page.locator('[data-status="2"]')).waitFor();
    const answer = (await api<DonationResult>('GET', `donations/${orderId}/result`, bearer)).result;
    expect(answer).toMatchObject({ amount: AMOUNT, paymentStatus: 2, collectedAmount: campaign.collectedAmount + AMOUNT });
    expect(await page.getByTestId('donation-result-amount').innerText()).toBe(rupiah(AMOUNT));
    expect(await page.getByTestId('donation-result-total').innerText()).toContain(rupiah(answer.collectedAmount));
    await checkA11y(page, 'the donation result');
    await screenshot(page, 'donations-result-desktop-id');
  });

  it('the guest’s page shows the new total without reloading', async () => {
    const after = (await api<DonationCampaign>('GET', `donations/${CAMPAIGN}`, BASIC)).result;
    expect(after.collectedAmount).toBe(campaign.collectedAmount + AMOUNT);
    await guest
      .getByTestId('donation-collected')
      .filter({ hasText: rupiah(after.collectedAmount) })
      .waitFor({ timeout: 30_000 });
    expect(await guest.getByTestId('donation-donors').innerText()).toBe(String(after.donorsCount));
    expect(await guest.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
    // The browser revalidates with the answer's ETag (Cache-Control: no-cache): an unchanged total
    // costs a 304. The total may have moved on the first poll, so wait for the one after it.
    await expect.poll(() => polls.some((p) => p.ifNoneMatch !== null), { timeout: 30_000, interval: 500 }).toBe(true);
    await screenshot(guest, 'donations-campaign-live-phone-en', { fullPage: true });
  });

  it('the transactions list the donation with its campaign, and the type filter finds it', async () => {
    await page.goto(`${baseUrl}/history?type=donation`);
    const line = page.getByTestId('transaction-donation');
    await line.waitFor();
    expect(await line.innerText()).toBe(`Donasi: ${campaign.title}`);
    expect(await page.getByTestId('transactions-type').inputValue()).toBe('donation');
    await checkA11y(page, 'transactions, donations');
    await page.goto(`${baseUrl}/history/${orderId}`);
    await page.getByTestId('transaction-line').getByRole('link', { name: campaign.title }).waitFor();
    await checkA11y(page, 'a donation transaction');
  });
});

describe('the Prakerja redeem', () => {
  let klass: ContentItem;

  beforeAll(async () => {
    // The sandbox seeder gives the first published Prakerja class (by id) PKJ-DEMO-01 / RDM-01-<id>.
    const lists = await Promise.all(
      ['livewebinar-classes', 'selfpacedlearning-classes'].map(async (l) => (await api<ApiPage<ContentItem>>('GET', `prakerja/landingpage/${l}?pageSize=50`, BASIC)).result.items),
    );
    klass = must(lists.flat().sort((a, b) => a.contentId - b.contentId)[0], 'a Prakerja class');
  });

  it('a wrong pair shows the platform’s refusal under the form', async () => {
    await page.goto(`${baseUrl}/prakerja/${klass.url}`);
    const form = page.getByTestId('prakerja-redeem');
    await form.waitFor();
    await form.getByTestId('prakerja-voucher').fill('PKJ-DEMO-01');
    await form.getByTestId('prakerja-redeem-code').fill('RDM-99-1');
    await form.getByTestId('prakerja-continue').click();
    const refusal = form.getByTestId('prakerja-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('Kode redeem tidak cocok dengan kode voucher ini.');
    await checkA11y(page, 'the Prakerja redeem form, refused');
  });

  it('the right pair goes through the callback and lands on the class, owned; the link again says it was used', async () => {
    const form = page.getByTestId('prakerja-redeem');
    await form.getByTestId('prakerja-redeem-code').fill(`RDM-01-${klass.contentId}`);
    // The form already sits on the class's own path, so a URL wait alone would pass before the
    // redeem completes: wait for the callback page's completing call, then for the landing.
    const completed = page.waitForResponse((r) => r.url().includes('/prakerja/pmo-callback'));
    const [requested] = await Promise.all([page.waitForResponse((r) => r.url().includes('/prakerja/pmo-request-redeem')), form.getByTestId('prakerja-continue').click()]);
    const callback = new URL(((await requested.json()) as { result: { redirectUrl: string } }).result.redirectUrl);
    expect(callback.pathname).toBe('/prakerja/redeem/callback');
    expect((await completed).status()).toBe(200);
    await page.waitForURL((u) => u.pathname === `/prakerja/${klass.url}`);
    const state = (await api<MyContentState>('GET', `enrollments/contents/${klass.contentId}/my-state`, bearer)).result;
    expect(state.owned).toBe(true);
    await page.getByRole('heading', { level: 1, name: klass.title }).waitFor();
    await checkA11y(page, 'a Prakerja class, redeemed');
    await screenshot(page, 'prakerja-redeemed-desktop-id');

    await page.goto(`${baseUrl}${callback.pathname}${callback.search}`);
    const error = page.getByTestId('prakerja-callback-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Tautan penukaran ini sudah dipakai.');
    await checkA11y(page, 'the Prakerja callback, used');
  });
});
