/**
 * The special event's live chat in Chromium against the real server (issue 21). A guest (phone,
 * Indonesian) and a signed-in student (desktop, English) open the event with chat; the student
 * writes with Enter; both pages show the message without a reload (the guest's with the masked
 * name, the student's marked as theirs); the student deletes it and it leaves both pages. axe on
 * both; screenshots test-results/screens/event-chat-*.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, checkA11y, launch, screenshot } from './browser.js';
import { registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
const EVENT_URL = 'event-live-online-kelas-terbuka';
const STUDENT = { name: 'Rina Obrolan', email: `rina.chat.${Date.now()}@example.com`, password: 'Obrolan123!' };
const MASKED = 'R*** ******n';

let browser: Browser;
let guestContext: BrowserContext;
let studentContext: BrowserContext;
let guest: Page;
let student: Page;

const messages = (p: Page) => p.getByTestId('chat-message');
const bodies = (p: Page) => messages(p).locator('p').allTextContents();

beforeAll(async () => {
  browser = await launch();
  guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await guestContext.addInitScript(() => localStorage.setItem('locale', 'id'));
  studentContext = await browser.newContext({ viewport: DESKTOP });
  await studentContext.addInitScript(() => localStorage.setItem('locale', 'en'));
  await registerStudent(baseUrl, studentContext, STUDENT.name, STUDENT.email, STUDENT.password);
  guest = await guestContext.newPage();
  student = await studentContext.newPage();
}, 60_000);
afterAll(async () => {
  await guestContext?.close().catch(() => undefined);
  await studentContext?.close().catch(() => undefined);
  await browser?.close();
});

describe('the event chat: a guest and a student watch while the student writes', () => {
  it('both open the special event: the chat reads for everyone, the guest is asked to sign in to write', async () => {
    await guest.goto(`${baseUrl}/events/${EVENT_URL}`);
    await student.goto(`${baseUrl}/en/events/${EVENT_URL}`);
    await expect.poll(() => guest.getByTestId('event-chat').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => student.getByTestId('event-chat').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await guest.getByTestId('chat-signin').textContent()).toBe('Masuk untuk mengobrol');
    expect(await guest.getByTestId('chat-input').count()).toBe(0);
    expect(await student.getByTestId('chat-signin').count()).toBe(0);
    expect(await student.getByRole('textbox', { name: 'Your message' }).isVisible()).toBe(true);
    const href = await guest.getByTestId('chat-signin').getAttribute('href');
    expect(new URL(href!, baseUrl).searchParams.get('from')).toBe(`/events/${EVENT_URL}`);
    await guest.getByTestId('event-chat').scrollIntoViewIfNeeded();
    await checkA11y(guest, 'guest');
    await screenshot(guest, 'event-chat-guest-phone-id');
  });

  it('the student writes with Enter (Shift+Enter is a new line); both pages show it live', async () => {
    const text = `Halo dari Rina ${Date.now()}`;
    const input = student.getByTestId('chat-input');
    await input.click();
    await student.keyboard.type('Halo');
    await student.keyboard.press('Shift+Enter');
    expect(await input.inputValue()).toBe('Halo\n');
    await input.fill(text);
    expect(await student.getByText('/500').first().textContent()).toBe(`${text.length}/500`);
    await student.keyboard.press('Enter');

    await expect.poll(() => bodies(student)).toContain(text);
    await expect.poll(() => bodies(guest), { timeout: 15_000 }).toContain(text);
    expect(await input.inputValue()).toBe('');
    const onGuest = messages(guest).filter({ hasText: text });
    expect(await onGuest.getByText(MASKED, { exact: true }).count()).toBe(1);
    expect(await onGuest.getByText('Rina Obrolan').count()).toBe(0);
    expect(await onGuest.getByTestId('chat-delete').count()).toBe(0);
    const onStudent = messages(student).filter({ hasText: text });
    expect(await onStudent.getByText('You', { exact: true }).count()).toBe(1);

    await checkA11y(student, 'student');
    await student.getByTestId('event-chat').scrollIntoViewIfNeeded();
    await screenshot(student, 'event-chat-student-desktop-en');
    await guest.getByTestId('event-chat').scrollIntoViewIfNeeded();
    await screenshot(guest, 'event-chat-guest-message-phone-id');
  });

  it('the student deletes it: it leaves both pages without a reload', async () => {
    const mine = messages(student).filter({ hasText: 'Halo dari Rina' });
    await mine.getByRole('button', { name: 'Delete your message' }).click();
    await expect.poll(() => messages(student).filter({ hasText: 'Halo dari Rina' }).count()).toBe(0);
    await expect.poll(() => messages(guest).filter({ hasText: 'Halo dari Rina' }).count(), { timeout: 15_000 }).toBe(0);
  });

  it('a student page on a phone in Indonesian is usable too', async () => {
    await student.setViewportSize(PHONE);
    await student.reload();
    await expect.poll(() => student.getByTestId('event-chat').isVisible(), { timeout: 15_000 }).toBe(true);
    await student.getByTestId('event-chat').scrollIntoViewIfNeeded();
    await checkA11y(student, 'student-phone');
    await screenshot(student, 'event-chat-student-phone-en');
  });
});
