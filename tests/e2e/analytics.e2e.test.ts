/**
 * The tag manager in Chromium (issue 20), against a server of this file's own started with GTM_ID
 * (the suite's shared server has none, so no other journey meets the consent banner). A visitor is
 * asked once: Decline remembers the choice, gtm.js is never requested and events still reach
 * dataLayer; Accept (another visitor, on a phone in English) loads gtm.js from
 * www.googletagmanager.com (answered here by a route: no internet) and a reload loads it again
 * without asking. A signed-in student's sign-in, search, add to cart, checkout and purchase are
 * pushed with their user id, the purchase once per order even after a reload. The banner is
 * checked with axe in both languages, on a phone and on a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Cart } from '../../src/common/contract/cart.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { ContentItem, Page as ApiPage } from '../../src/common/types.js';
import { must } from '../../src/common/must.js';
import { startAppServer, type AppServer } from './app-server.js';
import { DESKTOP, PHONE, checkA11y, checkA11yOnce, launch, screenshot, settle } from './browser.js';
import { BASIC, api, registerStudent, signIn } from './learning-support.js';

const GTM_ID = 'GTM-E2ETEST1';
const STUDENT = { name: 'Tari Analitik', email: `tari.analitik.${Date.now()}@example.com`, password: 'Analitik2026!' };

let server: AppServer | undefined;
let baseUrl = '';
let browser: Browser;

/** Answers gtm.js with a tiny script and records each request (the browser never leaves the machine). */
async function interceptGtm(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtmLoaded = (window.__gtmLoaded || 0) + 1;' });
  });
  return requests;
}

type Pushed = Record<string, unknown>;
/** The page's dataLayer events (consent commands, which are arguments objects, left out). */
const events = (page: Page): Promise<Pushed[]> =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((e) => Object.prototype.toString.call(e) !== '[object Arguments]' && typeof (e as Record<string, unknown>).event === 'string')
      .map((e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>),
  );
const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.event === name);
const waitForEvent = (page: Page, name: string, count = 1) =>
  page.waitForFunction(([n, c]) => (window.dataLayer ?? []).filter((e) => (e as Record<string, unknown>).event === n).length >= c, [name, count] as const);
const banner = (page: Page) => page.getByTestId('consent-banner');

beforeAll(async () => {
  // This file's own server, with GTM_ID: the suite's shared one has none.
  server = await startAppServer({ GTM_ID }, 'lm-e2e-gtm-');
  baseUrl = server.url;
  browser = await launch();
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the consent banner and the container', () => {
  it('declined on a desktop in Indonesian: remembered, gtm.js never requested, events still pushed', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('locale', 'id'));
    const gtm = await interceptGtm(context);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/`);
      await banner(page).waitFor();
      expect(await banner(page).getByRole('heading').innerText()).toBe('Cookie analitik');
      expect(await page.locator('meta[name="gtm-id"]').getAttribute('content')).toBe(GTM_ID);
      await checkA11y(page, 'the consent banner');
      await screenshot(page, 'consent-desktop-id');
      // Keyboard: Tab reaches the banner's buttons and Enter chooses.
      const decline = banner(page).getByRole('button', { name: 'Tolak' });
      await decline.focus();
      await page.keyboard.press('Enter');
      await banner(page).waitFor({ state: 'detached' });
      expect(JSON.parse(must((await page.evaluate(() => localStorage.getItem('analytics.consent'))) ?? undefined, 'the record'))).toMatchObject({ analytics: 'denied' });
      expect(await named(page, 'page_view')).toEqual([{ event: 'page_view', page_path: '/', user_id: null }]);
      // A client-side navigation pushes its page view; a reload does not ask again.
      await page.getByRole('link', { name: 'Kursus', exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === '/courses');
      await waitForEvent(page, 'page_view', 2);
      await checkA11yOnce(page, 'courses, after declining');
      await page.reload();
      await page.waitForLoadState('load');
      await page.locator('main').waitFor();
      expect(await banner(page).count()).toBe(0);
      await waitForEvent(page, 'page_view');
      expect(await page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded ?? 0)).toBe(0);
      expect(gtm).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('accepted on a phone in English: gtm.js loads from www.googletagmanager.com, and again after a reload without asking', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    const gtm = await interceptGtm(context);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/en`);
      await banner(page).waitFor();
      expect(await banner(page).getByRole('heading').innerText()).toBe('Analytics cookies');
      await checkA11y(page, 'the consent banner on a phone');
      await screenshot(page, 'consent-phone-en');
      // The sheet leaves the page's end reachable above it.
      const sheet = must((await banner(page).boundingBox()) ?? undefined, 'the banner box');
      expect(sheet.height).toBeLessThan(PHONE.height / 3);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--consent-sheet-height'))).toBe(`${Math.round(sheet.height)}px`);
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await page.waitForFunction(() => (window as { __gtmLoaded?: number }).__gtmLoaded === 1);
      expect(gtm).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
      expect(await named(page, 'gtm.js')).toHaveLength(1);
      await page.reload();
      await page.waitForFunction(() => (window as { __gtmLoaded?: number }).__gtmLoaded === 1);
      expect(await banner(page).count()).toBe(0);
      expect(gtm).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  it('the banner on a phone in Indonesian and on a desktop in English', async () => {
    for (const [viewport, locale, name] of [
      [PHONE, 'id', 'consent-phone-id'],
      [DESKTOP, 'en', 'consent-desktop-en'],
    ] as const) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
      await interceptGtm(context);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${locale === 'en' ? '/en' : ''}/courses`);
        await banner(page).waitFor();
        await checkA11y(page, `the consent banner (${name})`);
        await screenshot(page, name);
      } finally {
        await context.close();
      }
    }
  });

  it('on a phone the product page’s buy bar sits above the banner, not under it', async () => {
    const list = await api<ApiPage<ContentItem>>(baseUrl, 'GET', 'courses?page=1&pageSize=10', BASIC);
    const course = must(
      list.result.items.find((i) => !i.price.isFree),
      'a paid course',
    );
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('locale', 'id'));
    await interceptGtm(context);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/courses/${course.url}`);
      await banner(page).waitFor();
      await checkA11yOnce(page, 'a course page with the consent banner');
      await page.mouse.wheel(0, 1500);
      const bar = page.getByTestId('buy-bar');
      await page.waitForFunction(() => !document.querySelector('[data-testid="buy-bar"]')?.hasAttribute('aria-hidden'));
      await settle(page);
      const barBox = must((await bar.boundingBox()) ?? undefined, 'the buy bar');
      const sheetBox = must((await banner(page).boundingBox()) ?? undefined, 'the banner');
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(sheetBox.y + 1);
      await screenshot(page, 'consent-product-phone-id');
    } finally {
      await context.close();
    }
  });
});

describe('a signed-in student’s events carry the user id', () => {
  let context: BrowserContext;
  let page: Page;
  let bearer: string;
  let userId: string;
  let course: ContentItem;

  beforeAll(async () => {
    // The account; the session is made by signing in through the page below.
    const setup = await browser.newContext();
    bearer = await registerStudent(baseUrl, setup, STUDENT.name, STUDENT.email, STUDENT.password);
    await setup.close();
    userId = must(JSON.parse(Buffer.from(must(bearer.split('.')[1], 'a JWT'), 'base64url').toString()).sub as string | undefined, 'the sub');
    const list = await api<ApiPage<ContentItem>>(baseUrl, 'GET', 'courses?page=1&pageSize=50', BASIC);
    course = must(
      list.result.items.find((i) => !i.price.isFree && !i.isPrakerja),
      'a paid course',
    );
    context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('locale', 'id'));
    // Declined up front: these events do not depend on the choice.
    await context.addInitScript(() => localStorage.setItem('analytics.consent', JSON.stringify({ analytics: 'denied', at: new Date().toISOString() })));
    await interceptGtm(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sign-in and search', async () => {
    await page.goto(`${baseUrl}/signin?from=%2Fsearch`);
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
    await checkA11yOnce(page, 'sign-in');
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password, '/search');
    await waitForEvent(page, 'login');
    await checkA11yOnce(page, 'search, signed in');
    expect(await named(page, 'login')).toEqual([{ event: 'login', method: 'email', user_id: userId }]);
    await page.getByTestId('search-input').fill('desain');
    await page.keyboard.press('Enter');
    await waitForEvent(page, 'search');
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as Record<string, unknown>).page_path === '/search?keyword=desain'));
    expect(await named(page, 'search')).toEqual([{ event: 'search', search_term: 'desain', user_id: userId }]);
    expect((await named(page, 'page_view')).at(-1)).toEqual({ event: 'page_view', page_path: '/search?keyword=desain', user_id: userId });
  });

  it('add to cart and begin checkout', async () => {
    await page.goto(`${baseUrl}/courses/${course.url}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await checkA11yOnce(page, 'a course page, signed in');
    await page.getByTestId('buy-box').getByTestId('action-cart').click();
    await waitForEvent(page, 'add_to_cart');
    const cart = (await api<Cart>(baseUrl, 'GET', 'cart', bearer)).result;
    const line = must(
      cart.items.find((l) => l.contentId === course.contentId),
      'the cart line',
    );
    const item = { item_id: String(course.contentId), item_name: line.content.title, price: line.finalPrice, quantity: 1 };
    expect(await named(page, 'add_to_cart')).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'IDR', value: line.finalPrice, items: [item] }, user_id: userId }]);

    await page.goto(`${baseUrl}/checkout?items=${course.contentId}`);
    await waitForEvent(page, 'begin_checkout');
    await checkA11yOnce(page, 'checkout');
    expect(await named(page, 'begin_checkout')).toEqual([
      { event: 'begin_checkout', ecommerce: { currency: 'IDR', value: line.totals.totalPayable, items: [{ ...item, price: line.totals.totalPayable }] }, user_id: userId },
    ]);
  });

  it('purchase once per order, even after a reload', async () => {
    const res = await fetch(`${baseUrl}/web/v2/orders`, {
      method: 'POST',
      headers: { authorization: bearer, language: 'id', 'content-type': 'application/json', 'idempotency-key': `e2e-analytics-${Date.now()}` },
      body: JSON.stringify({ items: [{ contentId: course.contentId }], paymentTypeId: 1 }),
    });
    const made = (await res.json()) as { result: Order; message: string };
    expect(res.status, made.message).toBe(200);
    const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ va_number: must(made.result.payment?.vaNumber ?? undefined, 'a VA number') }),
    });
    expect(paid.status).toBe(200);
    await page.goto(`${baseUrl}/payment/${made.result.id}`);
    await waitForEvent(page, 'purchase');
    await checkA11yOnce(page, 'the paid order');
    const order = (await api<Order>(baseUrl, 'GET', `orders/${made.result.id}`, bearer)).result;
    expect(order.paymentStatus).toBe(2);
    expect(await named(page, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: String(order.id),
          currency: 'IDR',
          value: order.total,
          items: order.items.map((i) => ({ item_id: String(i.contentId), item_name: i.title, price: i.total, quantity: 1 })),
        },
        user_id: userId,
      },
    ]);
    await page.reload();
    await waitForEvent(page, 'page_view');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await named(page, 'purchase')).toEqual([]);
  });
});
