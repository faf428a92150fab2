import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../common/contract/menus.js';
import { basicHeaders, createTestApp } from '../../testing/test-app.js';
import { CATEGORIES_MENU_URL } from './service.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.cleanup();
});

async function categoriesEntry(language: 'id' | 'en'): Promise<MenuItem> {
  const res = await app.inject({ method: 'GET', url: '/web/v2/master/menus', headers: { ...basicHeaders, language } });
  expect(res.statusCode).toBe(200);
  const entry = (res.json().result as MenuItem[]).find((m) => m.url === CATEGORIES_MENU_URL);
  expect(entry, 'the Categories entry').toBeDefined();
  return entry!;
}

describe('the header Categories menu (issue 25)', () => {
  it('lists every category of the database, the "other" ones and one added later included, main ones first', async () => {
    // Added before the first menu call (the answer is cached): not main, last in sort order.
    await app.ctx.db.insertInto('categories').values({ url: 'robotika', name_id: 'Robotika', name_en: 'Robotics', is_main: false, sort_order: 99 }).execute();
    const categories = await app.ctx.db.selectFrom('categories').select(['url', 'name_id', 'name_en', 'is_main']).execute();
    expect(categories.some((c) => !c.is_main)).toBe(true);

    for (const language of ['id', 'en'] as const) {
      const entry = await categoriesEntry(language);
      const listed = entry.children.map((c) => `${c.url} ${c.label}`);
      const expected = categories.map((c) => `/${c.url} ${language === 'en' ? c.name_en : c.name_id}`);
      expect([...listed].sort()).toEqual([...expected].sort());
      // Main categories come first.
      const mainCount = categories.filter((c) => c.is_main).length;
      const mainUrls = new Set(categories.filter((c) => c.is_main).map((c) => `/${c.url}`));
      expect(entry.children.slice(0, mainCount).every((c) => mainUrls.has(c.url))).toBe(true);
    }
    expect((await categoriesEntry('en')).children.at(-1)?.label).toBe('Robotics');
  });
});
