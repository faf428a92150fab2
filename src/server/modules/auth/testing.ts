/** Helpers of the accounts tests (not a test file itself). */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TokenResult } from '../../../common/accounts.js';
import { DEFAULT_RATE_LIMITS, type AuthRateLimits, type ServerConfig } from '../../config.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { accountsSeeder } from '../../db/seed/accounts.js';

export type AccountsTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every rule raised far out of reach, so only the test that lowers one meets it. */
export function relaxedLimits(overrides: Partial<AuthRateLimits> = {}): AuthRateLimits {
  const limits = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 100_000, windowSeconds: 60 }])) as unknown as AuthRateLimits;
  return { ...limits, ...overrides };
}

/** A fresh app (no demo catalogue) with the campus list and the demo student seeded. */
export async function createAccountsApp(config: Partial<ServerConfig> = {}): Promise<AccountsTestApp> {
  const app = await createTestApp({ seed: false, config: { rateLimits: relaxedLimits(), ...config } });
  await app.ctx.db.transaction().execute((trx) => accountsSeeder.run(trx));
  return app;
}

let counter = 0;
/** A new address for each call, so tests never share an account. */
export function uniqueEmail(prefix = 'pelajar'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.id`;
}
export function uniquePhone(): string {
  counter += 1;
  return `0812${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function post(app: AccountsTestApp, url: string, payload: unknown, headers: Record<string, string> = basicHeaders): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** A POST from another client address (the socket address: forwarded headers are not trusted). */
export function postFrom(app: AccountsTestApp, ip: string, url: string, payload: unknown, headers: Record<string, string> = basicHeaders): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
}

export function put(app: AccountsTestApp, url: string, payload: unknown, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url, payload: payload as object, headers });
}

export function get(app: AccountsTestApp, url: string, headers: Record<string, string> = basicHeaders): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

export interface Registered {
  email: string;
  password: string;
  tokens: TokenResult;
  access: string;
  id: number;
}

export interface RegisterFields {
  email: string;
  password: string;
  fullName: string;
  phone: string;
}

/** students/register only: a pending registration (no tokens) and the answer. */
export async function registerUnproven(app: AccountsTestApp, fields: Partial<RegisterFields> = {}, headers: Record<string, string> = basicHeaders) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'Rahasia123!';
  const res = await post(app, '/web/v2/students/register', { fullName: fields.fullName ?? 'Budi Santoso', email, password, ...(fields.phone ? { phone: fields.phone } : {}) }, headers);
  expect(res.statusCode, res.body).toBe(201);
  const registrationId = res.json().result.registrationId as string;
  return { email, password, registrationId, res };
}

/**
 * A student who registered (students/register) and confirmed the e-mail code
 * (v2/students/register-and-login-by-otp with the registrationId), signed in: what every test
 * that needs a usable account wants.
 */
export async function registerStudent(app: AccountsTestApp, fields: Partial<RegisterFields> = {}): Promise<Registered> {
  const { email, password, registrationId } = await registerUnproven(app, fields);
  const res = await post(app, '/v2/students/register-and-login-by-otp', { emailOrPhone: email, otp: await lastCode(app, email), registrationId });
  expect(res.statusCode, res.body).toBe(201);
  const tokens = res.json().result as TokenResult;
  return { email, password, tokens, access: tokens.accessToken.token, id: tokens.student!.id };
}

export async function loginByEmail(app: AccountsTestApp, email: string, password: string) {
  return post(app, '/web/v2/auth/login-by-email', { email, password });
}

/** The newest code sent to the address, read through the dev outbox as a person would. */
export async function lastCode(app: AccountsTestApp, to: string): Promise<string> {
  const res = await get(app, `/dev/outbox.json?to=${encodeURIComponent(to)}`, {});
  expect(res.statusCode).toBe(200);
  const items = res.json().result as { code: string | null }[];
  expect(items.length, `no message to ${to}`).toBeGreaterThan(0);
  return items[0]!.code!; // length checked just above
}

export async function outboxCount(app: AccountsTestApp, to: string): Promise<number> {
  const res = await get(app, `/dev/outbox.json?to=${encodeURIComponent(to)}`, {});
  return (res.json().result as unknown[]).length;
}

/** A code of the same shape that is not the right one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
