import type { Locale } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { findContentRef } from '../../catalogue/detail.js';
import { c, topContents, type Where } from '../../catalogue/list.js';
import { notFoundOf } from '../../catalogue/messages.js';
import { PRODUCTS, productListScope, type ContentRef } from '../../catalogue/products.js';
import { scopeIn, type ListScope } from '../../catalogue/scopes.js';
import { inLanguage } from '../../http/locale.js';

const course = PRODUCTS.course;
const coursePackage = PRODUCTS.coursePackage;

/** A category by url, as the category-of-courses page shows it; unknown: 404 in the request language. */
export async function courseCategoryByUrl(db: Database, url: string, locale: Locale) {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'url', 'name_id', 'name_en', 'description_id', 'description_en', 'icon', 'color_index'])
    .where('url', '=', url)
    .executeTakeFirst();
  if (!row) throw notFoundOf(locale, 'category');
  return {
    id: row.id,
    url: row.url,
    name: inLanguage(row, 'name', locale),
    description: inLanguage(row, 'description', locale),
    icon: row.icon,
    colorIndex: row.color_index,
  };
}

/** Courses of a category. */
export const coursesOfCategory = (categoryId: number): ListScope => [...productListScope(course), scopeIn('category_id', categoryId)];

/** Next-level classes of a content: the same category only, and a higher skill level (none without a category). */
export function nextLevelWhere(src: { category_id: number | null; skill_level: number }): Where[] {
  return src.category_id == null ? [c('contents.id', '=', 0)] : [c('contents.category_id', '=', src.category_id), c('contents.skill_level', '>', src.skill_level)];
}

/** The courses of a package or learning path, in the package's order. */
export async function packageCourses(ctx: AppContext, ref: ContentRef, locale: Locale) {
  const pkg = await findContentRef(ctx.db, coursePackage, ref, locale);
  const ids = ((pkg.details as { courseIds?: number[] }).courseIds ?? []).filter((id) => Number.isInteger(id));
  if (ids.length === 0) return [];
  const items = await topContents(ctx, [c('contents.id', 'in', ids)], 'popular', locale, ids.length);
  return items.sort((a, b) => ids.indexOf(a.contentId) - ids.indexOf(b.contentId));
}
