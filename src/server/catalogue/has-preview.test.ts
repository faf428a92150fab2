import { describe, expect, it } from 'vitest';
import { ContentType } from '../../common/enums.js';
import { LessonItemType } from '../../common/lecture.js';
import { must } from '../../common/must.js';
import type { ContentItem, Page } from '../../common/types.js';
import type { SearchResult } from '../../common/discovery.js';
import { useCatalogApp } from '../testing/catalogue.js';

/**
 * `hasPreview` of content items (issue 25, the ▶ on covers): true for a course with a preview
 * video lesson, false otherwise, in lists and in search answers, and following a change of the
 * course's lessons (migration 032 logs it, so the search index's kept item rows follow).
 */
describe('hasPreview of content items', () => {
  const t = useCatalogApp();

  /** The ids of contents with a preview video lesson, from the tables. */
  const withPreview = async (ids: number[]) =>
    new Set(
      (
        await t.app.ctx.db
          .selectFrom('course_materials')
          .select('content_id')
          .distinct()
          .where('content_id', 'in', ids)
          .where('is_preview', '=', true)
          .where('item_type', '=', LessonItemType.VIDEO)
          .where('media_id', 'is not', null)
          .execute()
      ).map((r) => r.content_id),
    );
  const list = async () => t.api.result<Page<ContentItem>>(t.api.get('/web/v2/courses?pageSize=24&sort=popular'));
  const find = async (item: ContentItem) => {
    const r = await t.api.result<SearchResult>(t.api.post('/web/v2/contents/search', { keyword: item.title, pageSize: 24 }));
    return must(
      r.items.find((i) => i.contentId === item.contentId),
      `${item.title} in its search`,
    );
  };

  it('is true for a course with a preview lesson and false without one, in the list and in the search answer', async () => {
    const before = await list();
    const previewed = await withPreview(before.items.map((i) => i.contentId));
    for (const item of before.items) expect(item.hasPreview, item.title).toBe(previewed.has(item.contentId));
    const [kept, changed] = before.items.filter((i) => i.type === ContentType.COURSE && previewed.has(i.contentId));
    const [a, b] = [must(kept, 'a course with a preview'), must(changed, 'a second course with a preview')];
    // The search index keeps both items' rows from here on.
    expect((await find(a)).hasPreview).toBe(true);
    expect((await find(b)).hasPreview).toBe(true);

    const db = t.app.ctx.db;
    const previews = await db.selectFrom('course_materials').select('id').where('content_id', '=', b.contentId).where('is_preview', '=', true).execute();
    const ids = previews.map((p) => p.id);
    await db.updateTable('course_materials').set({ is_preview: false }).where('id', 'in', ids).execute();
    try {
      const after = await list();
      expect(after.items.find((i) => i.contentId === a.contentId)?.hasPreview).toBe(true);
      expect(after.items.find((i) => i.contentId === b.contentId)?.hasPreview).toBe(false);
      expect((await find(a)).hasPreview).toBe(true);
      expect((await find(b)).hasPreview).toBe(false);
    } finally {
      await db.updateTable('course_materials').set({ is_preview: true }).where('id', 'in', ids).execute();
    }
    expect((await find(b)).hasPreview).toBe(true);
  });

  it('is false for what is not a course (a webinar, an article) even when it is in every list', async () => {
    const webinars = await t.api.result<Page<ContentItem>>(t.api.post('/web/v2/webinars', { pageSize: 10, status: 'all' }));
    expect(webinars.items.length).toBeGreaterThan(0);
    for (const item of webinars.items) expect(item.hasPreview).toBe(false);
  });
});
