/**
 * A student of a journey's own, and signing in through the desktop app's own sign-in page.
 * Registration goes through the real API (register, then the OTP from the dev outbox), as
 * tests/e2e/learning-support.ts does, but puts no cookie anywhere: the desktop app keeps its
 * session in the keychain, so the student signs in through the UI.
 */
import type { Page } from 'playwright-core';
import type { TokenResult } from '../../../src/common/contract/auth.js';
import { must } from '../../../src/common/must.js';
import { api, BASIC } from '../../e2e/learning-support';

export interface Student {
  fullName: string;
  email: string;
  password: string;
  /** "Bearer …" from the registration's own sign-in (for API shortcuts a journey takes). */
  bearer: string;
}

let students = 0;

async function outboxCode(apiUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const items = ((await res.json()) as { result: Array<{ code: string | null }> }).result;
    if (items[0]?.code) return items[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

export async function createStudent(apiUrl: string, name = 'Desktop Student'): Promise<Student> {
  const email = `desktop-${process.pid}-${Date.now()}-${++students}@example.com`;
  const password = 'Belajar123!';
  const reg = await api<{ registrationId: string }>(apiUrl, 'POST', 'students/register', BASIC, { fullName: name, email, password });
  if (reg.status !== 201) throw new Error(`registration: ${reg.status} ${reg.message}`);
  const tokens = await api<TokenResult>(apiUrl, 'POST', '/v2/students/register-and-login-by-otp', BASIC, {
    emailOrPhone: email,
    otp: await outboxCode(apiUrl, email),
    registrationId: reg.result.registrationId,
  });
  if (tokens.status !== 201) throw new Error(`sign-in by OTP: ${tokens.status} ${tokens.message}`);
  return { fullName: name, email, password, bearer: `Bearer ${tokens.result.accessToken.token}` };
}

/**
 * Signs in through the app's sign-in page (Indonesian labels, the default language) and waits
 * for the page it returns to (`from`, default the home page).
 */
export async function signIn(page: Page, student: Pick<Student, 'email' | 'password'>, from = '/') {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/signin?from=${encodeURIComponent(from)}`);
  await page.getByLabel(/^Email/).fill(student.email);
  await page.getByLabel(/^Kata sandi/).fill(student.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((u) => u.pathname === from);
}

/**
 * Buys a paid course as the student would, from its page: "Beli", BCA Virtual Account, pay; the
 * sandbox gateway is paid by the VA number on the page, and the page turns paid by itself.
 * Answers the order's id.
 */
export async function buyThroughSandbox(page: Page, apiUrl: string, student: Pick<Student, 'bearer'>, courseUrl: string): Promise<number> {
  const origin = new URL(page.url()).origin;
  const course = await api<{ contentId: number }>(apiUrl, 'GET', `courses/${courseUrl}`, student.bearer);
  await page.goto(`${origin}/courses/${courseUrl}`);
  await page.getByTestId('buy-box').getByTestId('action-buy').click();
  await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.get('items') === String(course.result.contentId));
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL((u) => /^\/payment\/\d+$/.test(u.pathname));
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const va = must(await page.getByTestId('payment-va').innerText(), 'the VA number');
  const paid = await fetch(`${apiUrl}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
  if (paid.status !== 200) throw new Error(`the sandbox gateway refused the payment: ${paid.status}`);
  await page.getByTestId('payment-paid').waitFor({ timeout: 20_000 });
  return orderId;
}
