import type { LightMyRequestResponse } from 'fastify';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { catalogueSeeder } from './seed.js';

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

/** GET and POST under the public client credentials, in a language (default id). */
export function client(app: CatalogTestApp) {
  const headers = (lang: 'id' | 'en') => ({ ...basicHeaders, language: lang });
  return {
    get: (url: string, lang: 'id' | 'en' = 'id'): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: headers(lang) }),
    post: (url: string, payload: object, lang: 'id' | 'en' = 'id'): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url, headers: headers(lang), payload }),
    /** The result of a 200 answer (fails the test with the body otherwise). */
    async result<T = any>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>): Promise<T> {
      const r = await res;
      if (r.statusCode !== 200) throw new Error(`expected 200, got ${r.statusCode}: ${r.body}`);
      return r.json().result as T;
    },
  };
}
