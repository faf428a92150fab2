/**
 * Notifications in Chromium against the real server (issue 20). A new student opens
 * /notification (empty); in another tab of the same browser an order of a paid course is paid in
 * the sandbox gateway's simulator; back on the first tab, without a reload, the live stream brings
 * a toast per new row (with the logo, clickable: the payment's, and the points the course earned),
 * the bell's badge counts them and the rows appear unread; "mark all read" takes the badge away. The receipt e-mail reached the test SMTP server started by
 * global-setup.ts (read back with mailparser) with the invoice PDF attached. A policy switch is
 * saved, mirrored in the notification_policy cookie, and still off after a reload. axe on every
 * page in both languages, desktop and phone; screenshots test-results/screens/notifications-*.png (copies in docs/screens).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ContentItem } from '../../src/common/contract/catalogue.js';
import type { NotificationPage } from '../../src/common/contract/notifications.js';
import type { Order } from '../../src/common/contract/orders.js';
import { must } from '../../src/common/must.js';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { BASIC, api as call, registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const api = <T>(method: string, p: string, authorization: string, body?: unknown) => call<T>(baseUrl, method, p, authorization, body, 'en');

const STUDENT = { name: 'Nadia Kabar Baru', email: `nadia.notif.${Date.now()}@example.com`, password: 'KabarBaru1!' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;
let order: Order;

// Into test-results/screens (ignored by git) like every journey's; docs/screens keeps the copies looked at.
const shot = (p: Page, name: string) => screenshot(p, `notifications-${name}`);

/** The messages the test SMTP server received for an address, parsed. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const out: ParsedMail[] = [];
  for (const f of fs.readdirSync(mailDir).filter((n) => n.endsWith('.eml'))) {
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir, f)));
    const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
    if (to.some((a) => a.address?.toLowerCase() === address.toLowerCase())) out.push(mail);
  }
  return out;
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  page = await context.newPage();
  bearer = await registerStudent(baseUrl, context, STUDENT.name, STUDENT.email, STUDENT.password);
}, 60_000);
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('notifications: a paid order reaches the open page live, the bell and the mailbox', () => {
  it('an empty notification page at first, with a plain bell', async () => {
    await page.goto(`${baseUrl}/en/notification`);
    await expect.poll(() => page.getByTestId('notifications-empty').isVisible()).toBe(true);
    expect(await page.getByTestId('header-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByTestId('header-bell-count').count()).toBe(0);
    expect(await page.getByTestId('mark-all-read').isDisabled()).toBe(true);
    await checkA11y(page, 'empty');
    await shot(page, 'empty-desktop-en');
  });

  it('pays an order in another tab: the first tab shows the toast, the badge and the row without a reload', async () => {
    const course = must(
      (await api<{ items: ContentItem[] }>('GET', 'courses?page=1&pageSize=50', BASIC)).result.items.find((c) => !c.isPrakerja && c.price.finalPrice > 0),
      'a paid course',
    );
    const other = await context.newPage();
    try {
      const made = await fetch(`${baseUrl}/web/v2/orders`, {
        method: 'POST',
        headers: { authorization: bearer, language: 'en', 'content-type': 'application/json', 'idempotency-key': `e2e-notifications-${Date.now()}` },
        body: JSON.stringify({ items: [{ contentId: course.contentId }], paymentTypeId: 1 }),
      });
      expect(made.status).toBe(200);
      order = ((await made.json()) as { result: Order }).result;
      const va = must(order.payment?.vaNumber ?? undefined, 'a VA number');
      // The sandbox gateway's simulator, from the other tab.
      const paid = await other.request.post(`${baseUrl}/sandbox-gateway/simulator/pay`, { data: { va_number: va } });
      expect(paid.status()).toBe(200);
    } finally {
      await other.close();
    }

    // Paying makes the payment's row and, for a course that earns points, a points row: each is
    // one toast, counted on the bell and listed, all without a reload.
    let listed: NotificationPage | undefined;
    await expect
      .poll(async () => (listed = (await api<NotificationPage>('GET', 'notifications?page=1&pageSize=12', bearer)).result).items.some((n) => n.type === 'payment_paid'), { timeout: 15_000 })
      .toBe(true);
    const rows = must(listed, 'the list').items;
    const payment = must(
      rows.find((n) => n.type === 'payment_paid'),
      'the payment row',
    );
    expect(payment.route).toBeTruthy();
    await page.getByRole('button', { name: payment.title, exact: true }).waitFor({ timeout: 15_000 });
    const toasts = page.getByTestId('toast-open');
    await expect.poll(() => toasts.count()).toBe(rows.length);
    expect((await toasts.allTextContents()).sort()).toEqual(rows.map((n) => n.title).sort());
    const count = String(rows.length);
    await expect.poll(() => page.getByTestId('header-bell-count').textContent()).toBe(count);
    expect(await page.getByTestId('header-bell').getAttribute('aria-label')).toBe(`Notifications, ${count} unread`);
    const shown = page.getByTestId('notification-row');
    await expect.poll(() => shown.count()).toBe(rows.length);
    for (const n of rows) expect(await page.locator(`[data-testid="notification-row"][data-id="${n.id}"]`).getAttribute('data-read')).toBe('false');
    expect(await shown.first().textContent()).toContain('Unread');
    await shot(page, 'live-desktop-en');
    await checkA11y(page, 'a new row');
  });

  it('"mark all read" takes the badge away and the row is read', async () => {
    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => page.getByTestId('header-bell-count').count()).toBe(0);
    expect(await page.getByTestId('notification-row').first().getAttribute('data-read')).toBe('true');
    expect((await api<{ unread: number }>('GET', 'notifications/unread-count', bearer)).result.unread).toBe(0);
  });

  it('the receipt e-mail reached the SMTP server with the invoice PDF attached', async () => {
    let receipt: ParsedMail | undefined;
    for (let i = 0; i < 150 && !receipt; i++) {
      receipt = (await mailsTo(STUDENT.email)).find((m) => m.attachments.some((a) => a.contentType === 'application/pdf'));
      if (!receipt) await new Promise((r) => setTimeout(r, 200));
    }
    const pdf = must(
      receipt?.attachments.find((a) => a.contentType === 'application/pdf'),
      'the invoice attachment',
    );
    expect(pdf.filename).toMatch(/^invoice-.+\.pdf$/);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a policy switch is saved, mirrored in the cookie, and still off after a reload', async () => {
    const sw = page.getByTestId('policy-points_earned-email');
    expect(await sw.isChecked()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().endsWith('/web/v2/notifications/policy') && r.request().method() === 'PUT');
    await sw.click();
    expect((await saved).status()).toBe(200);
    const cookie = (await context.cookies(baseUrl)).find((c) => c.name === 'notification_policy');
    expect(decodeURIComponent(must(cookie, 'the notification_policy cookie').value)).toContain('points_earned');
    await page.reload();
    await page.getByTestId('policy-points_earned-email').waitFor();
    expect(await page.getByTestId('policy-points_earned-email').isChecked()).toBe(false);
    expect(await page.getByTestId('policy-points_earned-push').isChecked()).toBe(true);
    await shot(page, 'settings-desktop-en');
  });

  it('a click on a row opens its page', async () => {
    const row = must(
      (await api<NotificationPage>('GET', 'notifications?page=1&pageSize=12', bearer)).result.items.find((n) => n.type === 'payment_paid'),
      'the payment row',
    );
    await page.locator(`[data-testid="notification-row"][data-id="${row.id}"]`).getByRole('button').click();
    await page.waitForURL((u) => u.pathname === `/en${row.route}`);
    await checkA11y(page, 'opened from a notification');
  });

  it('on a phone, in Indonesian, from the user area: the same page, axe clean', async () => {
    const phone = await browser.newContext({ viewport: PHONE, storageState: await context.storageState() });
    try {
      await phone.addInitScript(() => localStorage.setItem('locale', 'id'));
      const p = await phone.newPage();
      await p.goto(`${baseUrl}/user/notification`);
      await p.getByTestId('notification-row').first().waitFor();
      expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Notifikasi');
      expect(await p.getByTestId('header-bell').getAttribute('aria-label')).toBe('Notifikasi');
      await checkA11y(p, 'phone');
      await shot(p, 'phone-id');
      await p.goto(`${baseUrl}/notification?type=certificate_issued`);
      await p.getByTestId('notifications-empty').waitFor();
      await checkA11y(p, 'phone, filtered');
    } finally {
      await phone.close();
    }
  });
});
