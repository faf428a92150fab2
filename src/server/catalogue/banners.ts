import type { Locale } from '../../common/enums.js';
import type { Banner } from '../../common/types.js';
import type { Database } from '../db/index.js';
import { inLanguage } from '../http/locale.js';

/**
 * Banners of the catalogue's pages, by placement: 'top' (home carousel), 'middle' (between
 * articles), 'prakerja_top' (Prakerja landing page), 'content_detail' (beside a content).
 */
export async function topBanners(db: Database, locale: Locale, placement = 'top'): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().where('placement', '=', placement).where('is_active', '=', true).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    title: inLanguage(r, 'title', locale),
    subtitle: inLanguage(r, 'subtitle', locale),
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    contentType: r.content_type,
    contentId: r.content_id,
    categoryId: r.category_id,
  }));
}
