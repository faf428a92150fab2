import { ContentType, type Locale } from '../../common/enums.js';
import type { ContentItem } from '../../common/types.js';
import type { AppContext } from '../context.js';
import { c, topContents, type Where } from './list.js';
import { missing } from './messages.js';

/**
 * A short list around a content (no paging): `where` are the candidates, `prefer` the conditions
 * of the items shown first (e.g. the same category), both in the list's sort.
 */
export async function similarContents(
  ctx: AppContext,
  opts: { where: Where[]; prefer?: Where[]; sort: Parameters<typeof topContents>[2]; locale: Locale; size: number },
): Promise<ContentItem[]> {
  const { where, prefer, sort, locale, size } = opts;
  const first = prefer?.length ? await topContents(ctx, [...where, ...prefer], sort, locale, size) : [];
  if (first.length >= size) return first;
  const seen = first.map((i) => i.contentId);
  const rest = await topContents(ctx, seen.length ? [...where, c('contents.id', 'not in', seen)] : where, sort, locale, size - first.length);
  return [...first, ...rest];
}

/**
 * Contents like one (by id): same type, the same category first, most popular first. Unknown id, or
 * a content of another type than `type`: 404 in the request language.
 */
export async function similarTo(ctx: AppContext, id: number, locale: Locale, size: number, type?: number) {
  const row = await ctx.db.selectFrom('contents').select(['id', 'content_type', 'category_id']).where('id', '=', id).where('is_published', '=', true).executeTakeFirst();
  if (!row || (type !== undefined && row.content_type !== type)) {
    throw missing(locale, type === ContentType.ARTICLE ? { id: `Artikel ${id}`, en: `Article ${id}` } : { id: `Konten ${id}`, en: `Content ${id}` });
  }
  return similarContents(ctx, {
    where: [c('contents.content_type', '=', row.content_type), c('contents.id', '<>', row.id)],
    prefer: row.category_id === null ? [] : [c('contents.category_id', '=', row.category_id)],
    sort: 'popular',
    locale,
    size,
  });
}
