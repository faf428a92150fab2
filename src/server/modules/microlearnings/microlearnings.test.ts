import { describe, expect, it } from 'vitest';
import type { ContentDetail, ContentMeta, MicrolearningPlaylist } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { LIST_SORTS } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import { contentOf, useCatalogApp, expectBadRequest, expectNotFound, walkPages } from '../../testing/catalogue.js';
import { must } from '../../../common/must.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Microlearning tidak ditemukan', en: 'Microlearning not found' };

describe('microlearning detail and meta', () => {
  it('has its playlist of videos in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.MICROLEARNING);
    const id = await t.api.result<ContentDetail>(t.api.get(`${W}/microlearnings/${row.url}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/microlearnings/${row.url}`, 'en'));
    expect(id.title).not.toBe(en.title);
    const playlist = id.detail.playlist as { title: string; durationMinutes: number }[];
    expect(playlist.length).toBeGreaterThan(1);
    expect(must(playlist[0], 'a video').title).not.toBe(must((en.detail.playlist as { title: string }[])[0], 'an en video').title);
    expect(playlist.reduce((n, v) => n + v.durationMinutes, 0)).toBe(row.duration_minutes);
    expect(id.detail.counts.lessons).toBe(playlist.length);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/microlearnings/by-content-id/${row.id}`))).url).toBe(row.url);
    const meta = await t.api.result<ContentMeta>(t.api.get(`${W}/microlearnings/${row.url}/meta`));
    const metaEn = await t.api.result<ContentMeta>(t.api.get(`${W}/microlearnings/${row.url}/meta`, 'en'));
    expect(meta.canonicalPath).toBe(`/microlearnings/${row.url}`);
    expect(meta.title).not.toBe(metaEn.title);
  });

  it('unknown microlearnings are 404s in both languages', async () => {
    for (const sub of ['', '/current-playlist', '/related-microlearnings', '/meta']) await expectNotFound(t.app, `${W}/microlearnings/tidak-ada${sub}`, NOT_FOUND);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/microlearnings/${course.url}`, NOT_FOUND);
  });
});

describe('playlist and related microlearning', () => {
  it('the current playlist is the category’s microlearnings in publication order', async () => {
    const row = await contentOf(t.app, ContentType.MICROLEARNING);
    const playlist = await t.api.result<MicrolearningPlaylist>(t.api.get(`${W}/microlearnings/${row.url}/current-playlist`));
    expect(playlist.items[playlist.currentIndex]?.contentId).toBe(row.id);
    expect(playlist.items.every((i) => i.type === ContentType.MICROLEARNING && i.category?.id === row.category_id)).toBe(true);
    const count = await t.app.ctx.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_type', '=', ContentType.MICROLEARNING)
      .where('category_id', '=', row.category_id)
      .executeTakeFirstOrThrow();
    expect(playlist.items.length).toBe(Number(count.n));
  });

  it('related microlearning: 5 by default, same category first, in the chosen sort', async () => {
    const row = await contentOf(t.app, ContentType.MICROLEARNING);
    const items = await t.api.result<ContentItem[]>(t.api.get(`${W}/microlearnings/${row.url}/related-microlearnings`));
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.contentId)).not.toContain(row.id);
    const firstOther = items.findIndex((i) => i.category?.id !== row.category_id);
    if (firstOther >= 0) expect(items.slice(firstOther).every((i) => i.category?.id !== row.category_id)).toBe(true);
    expect(await t.api.result<ContentItem[]>(t.api.get(`${W}/microlearnings/${row.url}/related-microlearnings?size=2&sort=rating`))).toHaveLength(2);
    await expectBadRequest(t.app, `${W}/microlearnings/${row.url}/related-microlearnings?sort=price-asc`, /Allowed values: popular, newest, rating/);
    await expectBadRequest(t.app, `${W}/microlearnings/${row.url}/related-microlearnings?size=101`, /size/);
    const sorts = await t.api.result<{ value: string }[]>(t.api.get(`${W}/microlearnings/related-microlearning-master-sort`));
    expect(sorts.map((s) => s.value)).toEqual([...LIST_SORTS.relatedMicrolearnings]);
  });
});

describe('microlearning lists', () => {
  it('GET list and POST list walk every microlearning once', async () => {
    const viaGet = await walkPages(
      (page) => t.api.result<Page<ContentItem>>(t.api.get(`${W}/microlearnings/list?page=${page}&pageSize=4&sort=newest`)),
      (i) => i.contentId,
    );
    const viaPost = await walkPages(
      (page) => t.api.result<Page<ContentItem>>(t.api.post(`${W}/microlearnings`, { page, pageSize: 4, sort: 'newest' })),
      (i) => i.contentId,
    );
    expect(viaGet.map((i) => i.contentId)).toEqual(viaPost.map((i) => i.contentId));
    expect(viaGet.every((i) => i.type === ContentType.MICROLEARNING)).toBe(true);
    const free = await t.api.result<Page<ContentItem>>(t.api.post(`${W}/microlearnings`, { pageSize: 100, filters: [{ kind: 'PRICE', range: { max: 0 } }] }));
    expect(free.totalItems).toBe(viaGet.filter((i) => i.price.isFree).length);
  });

  it('master-sort in both languages; bad values are 400s', async () => {
    const id = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/microlearnings/master-sort`));
    const en = await t.api.result<{ value: string; label: string }[]>(t.api.get(`${W}/microlearnings/master-sort`, 'en'));
    expect(id.map((s) => s.value)).toEqual([...LIST_SORTS.microlearnings]);
    expect(must(id[0], 'a sort').label).not.toBe(must(en[0], 'an en sort').label);
    await expectBadRequest(t.app, `${W}/microlearnings/list?sort=upcoming`, /Allowed values/);
    await expectBadRequest(t.app, `${W}/microlearnings/list?pageSize=1000`, /pageSize/);
    await expectBadRequest(t.app, `${W}/microlearnings`, /Allowed values/, { filters: [{ kind: 'LENGTH', values: [1] }] });
  });
});
