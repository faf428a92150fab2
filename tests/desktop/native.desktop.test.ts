/**
 * Native notifications, the tray and belajar:// links in the desktop harness (issue 22): the real
 * wiring (tray.ts, deepLink.ts, notifications.ts), the real preload bridge and the built renderer.
 * A student signs in; with the window hidden, an order is paid in the sandbox gateway: the live
 * rows show natively, once each, the tray shows the unread count, and a click on a notification
 * brings the window back and opens its route. A second launch with a belajar:// link (the payment
 * page's return from the system browser) opens the order's page; a hostile link opens nothing.
 *
 * "Hidden" for the page: headless Chromium keeps a page visible and focused, so the test makes
 * document.visibilityState/hasFocus answer as a hidden Electron window's page does, and hides
 * the harness window (whose state the notification click must restore).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../src/common/contract/catalogue.js';
import type { NotificationPage } from '../../src/common/contract/notifications.js';
import type { Order } from '../../src/common/contract/orders.js';
import { must } from '../../src/common/must.js';
import { BASIC, api } from '../e2e/learning-support';
import { launchDesktop, secondInstance, type DesktopHarness } from './harness';
import { createStudent, signIn, type Student } from './harness/student';

const SCREENS = path.resolve('test-results/screens');

let h: DesktopHarness;
let page: Page;
let student: Student;
let order: Order;

/** The page answers as a hidden window's does (see the header). */
async function hidePage(p: Page, hidden: boolean) {
  await p.evaluate((away) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (away ? 'hidden' : 'visible') });
    document.hasFocus = () => !away;
  }, hidden);
}

/** Orders a paid course by BCA virtual account and pays it in the sandbox gateway's simulator. */
async function buyAndPay(): Promise<Order> {
  const courses = (await api<{ items: ContentItem[] }>(h.apiUrl, 'GET', 'courses?page=1&pageSize=50', BASIC)).result.items;
  const course = must(
    courses.find((c) => !c.isPrakerja && c.price.finalPrice > 0 && !bought.includes(c.contentId)),
    'a paid course not bought yet',
  );
  bought.push(course.contentId);
  const made = await fetch(`${h.apiUrl}/web/v2/orders`, {
    method: 'POST',
    headers: { authorization: student.bearer, language: 'en', 'content-type': 'application/json', 'idempotency-key': `desktop-native-${Date.now()}-${bought.length}` },
    body: JSON.stringify({ items: [{ contentId: course.contentId }], paymentTypeId: 1 }),
  });
  expect(made.status).toBe(200);
  const created = ((await made.json()) as { result: Order }).result;
  const paid = await fetch(`${h.apiUrl}/sandbox-gateway/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: must(created.payment?.vaNumber ?? undefined, 'a VA number') }),
  });
  expect(paid.status).toBe(200);
  return created;
}
const bought: number[] = [];

/** The student's rows (written in the language the order was made in: en). */
async function rowsNow(): Promise<NotificationPage['items']> {
  return (await api<NotificationPage>(h.apiUrl, 'GET', 'notifications?page=1&pageSize=12', student.bearer, undefined, 'en')).result.items;
}

beforeAll(async () => {
  h = await launchDesktop({ api: true });
  student = await createStudent(h.apiUrl, 'Native Desktop');
  page = await h.page();
  // A live stream carries only what happens while it is open: the payment waits for it.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/web/v2/live/events') && r.status() === 200, { timeout: 60_000 });
  await signIn(page, student, '/');
  await streamOpen;
}, 180_000);
afterAll(async () => h?.close());

describe('native notifications and the tray', () => {
  it('a row arriving while the window is hidden shows natively once; the tray counts it; a click opens its route in the window', async () => {
    const win = await h.window();
    // The tray exists from the start with the neutral name; the badge follows the bell.
    const tray = must(h.trays[0], 'the tray icon');
    expect(tray.icon).toBe(path.resolve('resources/icon.png'));
    await expect.poll(() => tray.tooltip).toBe('Belajar');

    win.hide();
    await hidePage(page, true);
    expect(win.isVisible()).toBe(false);

    order = await buyAndPay();

    let rows: NotificationPage['items'] = [];
    await expect.poll(async () => (rows = await rowsNow()).some((n) => n.type === 'payment_paid'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => h.notifications.length, { timeout: 15_000 }).toBe(rows.length);
    await new Promise((r) => setTimeout(r, 1000)); // once: nothing more comes
    expect(h.notifications).toHaveLength(rows.length);
    expect(h.notifications.map((n) => n.title).sort()).toEqual(rows.map((n) => n.title).sort());
    // The tray and the badge show the unread count.
    await expect.poll(() => tray.tooltip).toBe(`Belajar (${rows.length})`);
    expect(tray.title).toBe(String(rows.length));
    expect(h.app.badgeCount).toBe(rows.length);

    const payment = must(
      rows.find((n) => n.type === 'payment_paid'),
      'the payment row',
    );
    const shown = must(
      h.notifications.find((n) => n.title === payment.title),
      'its native notification',
    );
    shown.click();
    expect(win.isVisible()).toBe(true);
    expect(win.isFocused()).toBe(true);
    await h.flush();
    await page.waitForURL((u) => u.pathname === must(payment.route ?? undefined, 'the row’s route'), { timeout: 15_000 });
    await hidePage(page, false);
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, 'desktop-native-notification-click.png') });
  });

  it('while the window is in front, a new row is a toast in the page and no native notification', async () => {
    const before = h.notifications.length;
    const known = (await rowsNow()).length;
    await buyAndPay();
    let rows: NotificationPage['items'] = [];
    await expect.poll(async () => (rows = await rowsNow()).length, { timeout: 20_000 }).toBeGreaterThan(known);
    const newest = must(rows[0], 'the newest row');
    await page.getByRole('button', { name: newest.title, exact: true }).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => must(h.trays[0], 'the tray icon').tooltip).toBe(`Belajar (${rows.filter((n) => !n.read).length})`);
    expect(h.notifications).toHaveLength(before);
  });

  it('a click on the tray icon brings the window back', async () => {
    const win = await h.window();
    win.hide();
    must(h.trays[0], 'the tray icon').click();
    expect(win.isVisible()).toBe(true);
    expect(win.isFocused()).toBe(true);
  });
});

describe('belajar:// links', () => {
  it('registers the scheme, and a second launch with a link opens its route; a hostile link opens nothing', async () => {
    expect(h.app.protocolClients).toContain('belajar');
    const win = await h.window();
    win.hide();
    secondInstance(h, ['/opt/Belajar/belajar', `belajar://payment/finish?order_id=ORD-${order.id}-0a1b2c3d&status_code=200&transaction_status=settlement`]);
    expect(win.isVisible()).toBe(true);
    await h.flush();
    await page.waitForURL((u) => u.pathname === `/payment/${order.id}`, { timeout: 15_000 });
    await page.getByTestId('payment-status').or(page.locator('main')).first().waitFor();
    await page.screenshot({ path: path.join(SCREENS, 'desktop-deep-link-payment.png') });

    secondInstance(h, ['/opt/Belajar/belajar', 'belajar://open?route=/user/notification']);
    await h.flush();
    await page.waitForURL((u) => u.pathname === '/user/notification', { timeout: 15_000 });

    const sent = () => (h.desktop.mainWindow()?.webContents as unknown as { sent: unknown[][] }).sent.filter(([channel]) => channel === 'link:open').length;
    const before = sent();
    for (const hostile of ['belajar://open?route=//evil.example/x', 'belajar://open?route=https://evil.example', 'https://evil.example/', `belajar://open?route=/${'a'.repeat(3000)}`]) {
      secondInstance(h, ['/opt/Belajar/belajar', hostile]);
    }
    await h.flush();
    expect(sent()).toBe(before);
    expect(new URL(page.url()).pathname).toBe('/user/notification');
  });

  it('the system browser’s payment finish page leads back to the app', async () => {
    const browserTab = await h.browser.newPage({ viewport: { width: 1024, height: 640 } });
    try {
      const gatewayOrderId = `ORD-${order.id}-0a1b2c3d`;
      await browserTab.goto(`${h.apiUrl}/web/v2/payment/finish?order_id=${gatewayOrderId}&status_code=200&transaction_status=settlement&lang=en`);
      const back = browserTab.getByRole('link', { name: 'Open the Belajar app' });
      const link = await back.getAttribute('href');
      expect(link).toBe(`belajar://payment/finish?order_id=${gatewayOrderId}`);
      // The website's page in the payer's language (English pages live under /en).
      expect(await browserTab.getByRole('link', { name: 'Continue in the browser' }).getAttribute('href')).toBe(`/en/payment/${order.id}`);
      await browserTab.screenshot({ path: path.join(SCREENS, 'desktop-payment-finish-en.png') });
      // What the OS hands the app for that link opens the order's page.
      secondInstance(h, ['/opt/Belajar/belajar', link!]);
      await h.flush();
      await page.waitForURL((u) => u.pathname === `/payment/${order.id}`, { timeout: 15_000 });
    } finally {
      await browserTab.close();
    }
  });
});
