/**
 * A subscription in Chromium against the real server (issue 19). A new student, refused by the
 * lecture of a paid course, opens /user/subscription (no subscription: the plans), buys the monthly
 * plan (checkout, the sandbox gateway pays the VA, the payment page says paid), sees the period on
 * the subscription page (plan, end date in Jakarta time, days left: the values of
 * G subscriptions/mine) and opens the paid course's lecture without buying it. Then the page on a
 * phone in English. Every page is checked with axe in both languages.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContentDetail } from '../../src/common/contract/catalogue.js';
import type { Order } from '../../src/common/contract/orders.js';
import type { MySubscription, SubscriptionPackage } from '../../src/common/contract/subscriptions.js';
import { formatDateTimeLong } from '../../src/common/format.js';
import { must } from '../../src/common/must.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { BASIC, api as call, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
/** The value, or a failure naming what is missing (null or undefined). */
const need = <T>(v: T | null | undefined, what: string): T => {
  if (v === null || v === undefined) throw new Error(`${what}: missing`);
  return v;
};
const api = <T>(method: string, p: string, authorization: string, body?: unknown, language = 'id') => call<T>(baseUrl, method, p, authorization, body, language);

/** A paid self-paced course (not a Prakerja class): a period opens it. */
const COURSE = 'excel-untuk-analisis-data';
const STUDENT = { name: 'Rina Langganan Saputri', email: `rina.langganan.${Date.now()}@example.com`, password: 'Langganan123!' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let course: ContentDetail;

const mine = async (language = 'id') => (await api<MySubscription>('GET', 'subscriptions/mine', bearer, undefined, language)).result;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'id'));
  page = await context.newPage();
  bearer = await registerStudent(baseUrl, context, STUDENT.name, STUDENT.email, STUDENT.password);
  course = (await api<ContentDetail>('GET', `courses/${COURSE}`, BASIC)).result;
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('subscription: buy a plan, then learn a paid course it opens', () => {
  let monthly: SubscriptionPackage;

  it('a new student has no subscription: the page offers the plans, and the paid course is closed', async () => {
    expect(course.price.finalPrice).toBeGreaterThan(0);
    expect(course.isPrakerja).toBe(false);
    expect((await api('GET', `courses/${COURSE}/lecture/summary`, bearer)).status).toBe(403);
    const none = await mine();
    expect(none.running).toBeNull();
    const plans = (await api<SubscriptionPackage[]>('GET', `subscriptions/${need(none.offeredPlanUrl, 'a plan on sale')}/packages`, BASIC)).result;
    monthly = must(
      plans.find((p) => p.months === 1),
      'the monthly plan',
    );

    await page.goto(`${baseUrl}/user/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Langganan Saya' }).waitFor();
    await page.getByTestId('subscription-none').waitFor();
    const list = page.getByTestId('subscription-plans');
    await list.waitFor();
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(plans.map((p) => p.title));
    await expect(page.getByTestId('subscription-unlocks').innerText()).resolves.toContain(String(none.unlocks.classCount));
    await checkA11y(page, 'my subscription, none');
    await screenshot(page, 'subscription-none-desktop-id', { fullPage: true });
  });

  it('buys the monthly plan: checkout, the sandbox gateway pays the VA, the payment page says paid', async () => {
    await page.getByTestId('plan-buy-1').click();
    await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.get('items') === String(monthly.contentId));
    await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
    await checkA11y(page, 'checkout of a subscription plan');
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = (await api<Order>('GET', `orders/${orderId}`, bearer)).result;
    const paid = await fetch(`${baseUrl}/sandbox-gateway/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ va_number: must(order.payment?.vaNumber, 'a VA number') }),
    });
    expect(paid.status).toBe(200);
    await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
    await checkA11y(page, 'a paid subscription plan');
  });

  it('the subscription page shows the running period: plan, end date in Jakarta time, days left, history', async () => {
    const m = await mine();
    const running = need(m.running, 'a running period');
    expect(running.contentId).toBe(monthly.contentId);
    await page.goto(`${baseUrl}/user/subscription`);
    const current = page.getByTestId('subscription-current');
    await current.waitFor();
    await expect(current.getByTestId('subscription-plan').innerText()).resolves.toBe(running.planTitle);
    await expect(current.getByTestId('subscription-until').innerText()).resolves.toBe(formatDateTimeLong(need(m.accessUntil, 'the access end'), 'id'));
    await expect(current.getByTestId('subscription-days').innerText()).resolves.toContain(String(m.daysLeft));
    expect(m.daysLeft).toBeGreaterThanOrEqual(28);
    const history = page.getByTestId('subscription-history');
    await expect(history.getByRole('listitem').count()).resolves.toBe(1);
    await expect(history.innerText()).resolves.toContain('Aktif');
    await checkA11y(page, 'my subscription, running');
    await screenshot(page, 'subscription-running-desktop-id', { fullPage: true });
  });

  it('opens the paid course’s lecture without buying it', async () => {
    expect((await api('GET', `courses/${COURSE}/lecture/summary`, bearer)).status).toBe(200);
    await page.goto(`${baseUrl}/courses/${COURSE}/lecture`);
    await page.getByTestId('lecture-page').waitFor();
    await page.getByTestId('lecture-lesson-title').waitFor();
    await page.getByTestId('lecture-lesson').first().waitFor();
    expect(await page.getByTestId('state-error').count()).toBe(0);
    await checkA11y(page, 'the lecture of a course the subscription opens');
  });

  it('shows the subscription on a phone in English', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.addCookies(await context.cookies(baseUrl));
    await phone.addInitScript(() => localStorage.setItem('locale', 'en'));
    const tab = await phone.newPage();
    const m = await mine('en');
    await tab.goto(`${baseUrl}/en/user/subscription`);
    await tab.getByRole('heading', { level: 1, name: 'My subscription' }).waitFor();
    const current = tab.getByTestId('subscription-current');
    await current.waitFor();
    await expect(current.getByTestId('subscription-plan').innerText()).resolves.toBe(need(m.running, 'a running period').planTitle);
    await expect(current.getByTestId('subscription-until').innerText()).resolves.toBe(formatDateTimeLong(need(m.accessUntil, 'the access end'), 'en'));
    await expect(current.getByTestId('subscription-days').innerText()).resolves.toContain('days left');
    await checkA11y(tab, 'my subscription, running, English, phone');
    await screenshot(tab, 'subscription-running-phone-en', { fullPage: true });
    await phone.close();
  });
});
