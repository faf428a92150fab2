import type { ContentTypeId, Locale } from '../../../common/enums.js';
import type { CategoryDetail } from '../../../common/contract/categories.js';
import type { AppContext } from '../../context.js';
import { c, type Where } from '../../catalogue/list.js';
import { missing } from '../../catalogue/messages.js';
import { inLanguage } from '../../http/locale.js';

/**
 * A category by url with its published contents counted, in total and per type. `types` limits
 * what is counted (the articles pages count only articles). Unknown url: 404 in the request language.
 */
export async function categoryByUrl(ctx: AppContext, url: string, locale: Locale, types?: readonly number[]): Promise<CategoryDetail> {
  const row = await ctx.db.selectFrom('categories').selectAll().where('url', '=', url).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Kategori "${url}"`, en: `Category "${url}"` });
  let counts = ctx.db
    .selectFrom('contents')
    .select(['content_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('category_id', '=', row.id)
    .where('is_published', '=', true);
  if (types) counts = counts.where('content_type', 'in', types);
  const perType = await counts.groupBy('content_type').orderBy('content_type').execute();
  return {
    id: row.id,
    url: row.url,
    name: inLanguage(row, 'name', locale),
    description: inLanguage(row, 'description', locale),
    icon: row.icon,
    colorIndex: row.color_index,
    totalContents: perType.reduce((sum, r) => sum + Number(r.n), 0),
    contentTypes: perType.map((r) => ({ type: r.content_type as ContentTypeId, count: Number(r.n) })),
  };
}

/** 404 unless the category exists. */
export async function requireCategory(ctx: AppContext, id: number, locale: Locale): Promise<void> {
  const row = await ctx.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw missing(locale, { id: `Kategori ${id}`, en: `Category ${id}` });
}

/** Contents of the category (the list's and the filter panel's scope). */
export const inCategory = (id: number): Where[] => [c('contents.category_id', '=', id)];
