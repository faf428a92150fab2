import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from '../../common/types.js';
import { basicHeaders, createTestApp } from './test-app.js';
import { catalogueSeeder } from '../db/seed/product-pages.js';

/**
 * A test app with the product pages' demo data: the seed runner runs the catalogue seeder when it
 * is wired in; until then (or with seeding off) the tests run it themselves.
 */
export async function createCatalogTestApp() {
  const app = await createTestApp();
  const seeded = await app.ctx.db.selectFrom('donations').select('id').limit(1).executeTakeFirst();
  if (!seeded) await catalogueSeeder.run(app.ctx.db);
  return app;
}

export type CatalogTestApp = Awaited<ReturnType<typeof createCatalogTestApp>>;

/** One catalogue test app for the test file (created before its tests, cleaned up after): `t.app`, `t.api`. */
export function useCatalogApp() {
  const t = {} as { app: CatalogTestApp; api: ReturnType<typeof client> };
  beforeAll(async () => {
    t.app = await createCatalogTestApp();
    t.api = client(t.app);
  });
  afterAll(async () => {
    await t.app?.cleanup();
  });
  return t;
}

/** GET and POST under the public client credentials, in a language (default id). */
export function client(app: CatalogTestApp) {
  const headers = (lang: 'id' | 'en') => ({ ...basicHeaders, language: lang });
  return {
    get: (url: string, lang: 'id' | 'en' = 'id'): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: headers(lang) }),
    post: (url: string, payload: object, lang: 'id' | 'en' = 'id'): Promise<LightMyRequestResponse> => app.inject({ method: 'POST', url, headers: headers(lang), payload }),
    /** The result of a 200 answer (fails the test with the body otherwise). */
    async result<T = any>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>): Promise<T> {
      const r = await res;
      if (r.statusCode !== 200) throw new Error(`expected 200, got ${r.statusCode}: ${r.body}`);
      return r.json().result as T;
    },
  };
}

/** Asserts a 404 whose message is `messages.id` in Indonesian and `messages.en` in English. */
export async function expectNotFound(app: CatalogTestApp, url: string, messages: { id: string; en: string }, payload?: object) {
  const api = client(app);
  for (const lang of ['id', 'en'] as const) {
    const res = payload ? await api.post(url, payload, lang) : await api.get(url, lang);
    expect(res.statusCode, `${url} (${lang})`).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: messages[lang] });
  }
}

/** Asserts a 400 whose message contains `fragment`. */
export async function expectBadRequest(app: CatalogTestApp, url: string, fragment: string | RegExp, payload?: object) {
  const api = client(app);
  const res = payload ? await api.post(url, payload) : await api.get(url);
  expect(res.statusCode, `${url} ${JSON.stringify(payload ?? '')}: ${res.body}`).toBe(400);
  expect(res.json().message).toMatch(fragment);
}

/**
 * Walks every page of a list and asserts the pages are stable: no item twice, every page but the
 * last full, and as many items as totalItems says. Returns the items in order.
 */
export async function walkPages<T>(fetchPage: (page: number) => Promise<Page<T>>, idOf: (item: T) => number): Promise<T[]> {
  const first = await fetchPage(1);
  const all: T[] = [...first.items];
  for (let page = 2; page <= first.totalPages; page++) {
    const p = await fetchPage(page);
    expect(p.totalItems).toBe(first.totalItems);
    if (page < first.totalPages) expect(p.items.length).toBe(first.pageSize);
    all.push(...p.items);
  }
  const ids = all.map(idOf);
  expect(new Set(ids).size).toBe(ids.length);
  expect(all.length).toBe(first.totalItems);
  expect(first.totalPages).toBe(Math.ceil(first.totalItems / first.pageSize));
  return all;
}

/** Reviews of a content straight from the table: the numbers a rating summary must show. */
export async function seededRatings(app: CatalogTestApp, contentId: number) {
  const rows = await app.ctx.db.selectFrom('reviews').select('rating').where('content_id', '=', contentId).execute();
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<string, number>;
  for (const r of rows) distribution[r.rating] = (distribution[r.rating] ?? 0) + 1; // ratings are 1..5 (a check of the table)
  const sum = rows.reduce((a, r) => a + r.rating, 0);
  return { total: rows.length, distribution, sum };
}

/** A published content of a type, picked by a condition on its row. */
export async function contentOf(app: CatalogTestApp, type: number, where: (q: any) => any = (q) => q) {
  const row = await where(app.ctx.db.selectFrom('contents').selectAll().where('content_type', '=', type).where('is_published', '=', true).orderBy('id')).executeTakeFirst();
  if (!row) throw new Error(`no content of type ${type}`);
  return row as import('../db/schema.js').ContentRow;
}
