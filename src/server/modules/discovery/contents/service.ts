import type { ContentsQuery, FilterPanelList } from '../../../../common/contract/search.js';
import { ContentType, type Locale } from '../../../../common/enums.js';
import type { Banner } from '../../../../common/types.js';
import type { AppContext } from '../../../context.js';
import { topBanners } from '../../../catalogue/banners.js';
import { c, type Where } from '../../../catalogue/list.js';
import { PRODUCTS, productScope } from '../../../catalogue/products.js';
import { phaseOfStatus, scopeFlag, scopeIn, scopePhase, type ScopeCondition } from '../../../catalogue/scopes.js';

/** The discovery calls' own reading: filter panel scopes, the generic contents list, detail banners. */

/**
 * The scope of each list that has a filter panel (G {list}/filters): the product pages' families
 * (their own scopes), articles, and every content (search).
 */
export const FILTER_PANELS: Record<FilterPanelList, Where[]> = {
  courses: productScope(PRODUCTS.course),
  coursepackages: productScope(PRODUCTS.coursePackage),
  bootcamps: productScope(PRODUCTS.bootcamp),
  webinars: productScope(PRODUCTS.webinar),
  microlearnings: productScope(PRODUCTS.microlearning),
  events: productScope(PRODUCTS.event),
  prakerja: productScope(PRODUCTS.prakerja),
  articles: [c('contents.content_type', '=', ContentType.ARTICLE)],
  contents: [],
};

/** The list scope of G contents (the type is checked by the caller); the status is a session phase at the list's instant. */
export function contentsScope(q: ContentsQuery): ScopeCondition[] {
  const where: ScopeCondition[] = [];
  if (q.type !== undefined) where.push(scopeIn('content_type', q.type));
  if (q.status) where.push(scopePhase(phaseOfStatus(q.status)));
  if (q.categoryId !== undefined) where.push(scopeIn('category_id', q.categoryId));
  if (q.programId !== undefined) where.push(scopeIn('program_id', q.programId));
  if (q.instructorId !== undefined) where.push(scopeIn('instructor_id', q.instructorId));
  if (q.venueType !== undefined) where.push(scopeIn('venue_type', q.venueType));
  if (q.learningMethod !== undefined) where.push(scopeIn('learning_method', q.learningMethod));
  if (q.isOfflineEvent !== undefined) where.push(scopeFlag('is_offline_event', q.isOfflineEvent));
  if (q.isPrakerja !== undefined) where.push(scopeFlag('is_prakerja', q.isPrakerja));
  if (q.isFree !== undefined) where.push(q.isFree ? scopeIn('final_price', 0) : { column: 'final_price', op: '>', value: 0 });
  return where;
}

/**
 * Banners for a content detail page: those whose content, category and type (each when set) fit
 * the page, most specific first (equal specificity keeps the banners' own order).
 */
export async function contentDetailBanners(ctx: AppContext, page: { contentType?: number; contentId?: number; categoryId?: number }, locale: Locale): Promise<Banner[]> {
  const banners = await topBanners(ctx.db, locale, 'content_detail');
  const fits = (value: number | null, wanted: number | undefined) => value === null || value === wanted;
  const specificity = (b: Banner) => (b.contentId !== null ? 4 : 0) + (b.categoryId !== null ? 2 : 0) + (b.contentType !== null ? 1 : 0);
  // Array.prototype.sort is stable.
  return banners
    .filter((b) => fits(b.contentId, page.contentId) && fits(b.categoryId, page.categoryId) && fits(b.contentType, page.contentType))
    .sort((a, b) => specificity(b) - specificity(a));
}
