import { describe, expect, it } from 'vitest';
import type { ProgramPage } from '../../../common/catalog.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { useCatalogApp, expectBadRequest, expectNotFound, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Program tidak ditemukan', en: 'Programme not found' };

describe('programmes', () => {
  it('a programme with the categories of its contents, counts adding up', async () => {
    const id = await t.api.result<ProgramPage>(t.api.get(`${W}/programs/digital-skills`));
    const en = await t.api.result<ProgramPage>(t.api.get(`${W}/programs/digital-skills`, 'en'));
    expect(id.program.url).toBe('digital-skills');
    expect(id.program.description).not.toBe(en.program.description);
    expect(id.categories.length).toBeGreaterThan(0);
    expect(id.categories.reduce((n, c) => n + c.totalContents, 0)).toBe(id.totalContents);
    await expectNotFound(t.app, `${W}/programs/tidak-ada`, NOT_FOUND);
  });

  it('contents of a programme in a category, page by page', async () => {
    const program = await t.api.result<ProgramPage>(t.api.get(`${W}/programs/digital-skills`));
    const category = must(program.categories[0], 'a category of the programme');
    const url = `${W}/programs/digital-skills/program-categories/${category.url}/contents`;
    const items = await walkPages(
      (page) => t.api.result<Page<ContentItem>>(t.api.post(url, { page, pageSize: 3, sort: 'rating' })),
      (i) => i.contentId,
    );
    expect(items.length).toBe(category.totalContents);
    expect(items.every((i) => i.program?.id === program.program.id && i.category?.id === category.id)).toBe(true);
    const en = await t.api.result<Page<ContentItem>>(t.api.post(url, { pageSize: 3, sort: 'rating' }, 'en'));
    expect(must(en.items[0], 'an en content').title).not.toBe(must(items[0], 'a content').title);
    await expectNotFound(t.app, `${W}/programs/tidak-ada/program-categories/${category.url}/contents`, NOT_FOUND, {});
    await expectNotFound(t.app, `${W}/programs/digital-skills/program-categories/tidak-ada/contents`, { id: 'Kategori tidak ditemukan', en: 'Category not found' }, {});
    await expectBadRequest(t.app, url, /Allowed values/, { sort: 'upcoming' });
    await expectBadRequest(t.app, url, /pageSize/, { pageSize: 101 });
  });

  it('master-sort in both languages', async () => {
    const id = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/programs/master-sort`));
    const en = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/programs/master-sort`, 'en'));
    expect(id.map((s) => s.value)).toEqual([...LIST_SORTS.programs]);
    expect(must(id[0], 'a sort').label).not.toBe(must(en[0], 'an en sort').label);
  });
});
