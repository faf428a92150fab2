import { describe, expect, it } from 'vitest';
import type { ContentDetail, ContentMeta } from '../../../common/catalog.js';
import { ContentType } from '../../../common/enums.js';
import { contentOf, useCatalogApp, expectNotFound } from '../../testing/catalogue.js';

const t = useCatalogApp();

const W = '/web/v2';
const NOT_FOUND = { id: 'Acara tidak ditemukan', en: 'Event not found' };

describe('events', () => {
  it('detail by id or url with the agenda and venue in the asked language', async () => {
    const row = await contentOf(t.app, ContentType.EVENT, (q) => q.where('venue_type', '!=', 1));
    const byUrl = await t.api.result<ContentDetail>(t.api.get(`${W}/events/${row.url}`));
    const byId = await t.api.result<ContentDetail>(t.api.get(`${W}/events/${row.id}`));
    const en = await t.api.result<ContentDetail>(t.api.get(`${W}/events/${row.url}`, 'en'));
    expect(byId).toEqual(byUrl);
    expect(byUrl.title).not.toBe(en.title);
    expect(byUrl.isOfflineEvent).toBe(true);
    expect(byUrl.detail.location).toBe(row.location);
    expect((byUrl.detail.agenda as unknown[]).length).toBeGreaterThan(2);
    expect((await t.api.result<ContentDetail>(t.api.get(`${W}/events/by-content-id/${row.id}`))).url).toBe(row.url);
  });

  it('meta in both languages', async () => {
    const row = await contentOf(t.app, ContentType.EVENT);
    const id = await t.api.result<ContentMeta>(t.api.get(`${W}/events/${row.id}/meta`));
    const en = await t.api.result<ContentMeta>(t.api.get(`${W}/events/${row.url}/meta`, 'en'));
    expect(id.canonicalPath).toBe(`/events/${row.url}`);
    expect(id.title).toBe(`${row.title_id} | Belajar`);
    expect(en.title).toBe(`${row.title_en} | Belajar`);
  });

  it('unknown events and other types are 404s in both languages', async () => {
    await expectNotFound(t.app, `${W}/events/acara-tidak-ada`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/events/999999/meta`, NOT_FOUND);
    const course = await contentOf(t.app, ContentType.COURSE);
    await expectNotFound(t.app, `${W}/events/${course.id}`, NOT_FOUND);
    await expectNotFound(t.app, `${W}/events/by-content-id/${course.id}`, NOT_FOUND);
  });
});
