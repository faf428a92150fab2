import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { Locale } from '../../../common/enums.js';
import { LIST_SORTS, type ListKind, type SortKey } from '../../../common/filters.js';
import type { ContentItem, Page } from '../../../common/types.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../http/envelope.js';
import { selectContentItem, toContentItem } from '../contents/content-item.js';

/**
 * The one content list of the discovery calls (articles, categories, instructors, contents,
 * search): published contents, the caller's conditions, a named sort that always ends with the
 * content id (so a page walk never repeats or skips an item) and `{ items, page, pageSize,
 * totalItems, totalPages }`.
 */

/** Conditions on `contents` (and only contents), built with `c`. */
export type Where = Expression<SqlBool>;
export const c = expressionBuilder<DB, 'contents'>();

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** JSON schema properties of paging; pageSize above PAGE_SIZE.max is a 400 from the schema. */
export function pagingProperties(defaultPageSize: number = PAGE_SIZE.defaultList) {
  return {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE.max, default: defaultPageSize },
  } as const;
}

/** Checks a sort key against the sorts of a list kind: 400 naming the allowed ones. */
export function parseSort(kind: ListKind, value: string | undefined): SortKey {
  const allowed = LIST_SORTS[kind] as readonly SortKey[];
  if (value === undefined || value === '') return allowed[0];
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Unknown sort "${value}". Allowed values: ${allowed.join(', ')}`);
  }
  return value as SortKey;
}

/** ORDER BY of a sort key; `rank` is the relevance of a search (absent: relevance = popularity). */
function orderOf(sort: SortKey, locale: Locale, rank?: Expression<number>) {
  const id = sql`contents.id`;
  switch (sort) {
    case 'relevance':
      return rank ? sql`${rank} desc, contents.popularity desc, ${id}` : sql`contents.popularity desc, ${id}`;
    case 'popular':
      return sql`contents.popularity desc, ${id}`;
    case 'newest':
      return sql`contents.created_at desc, ${id} desc`;
    case 'oldest':
      return sql`contents.created_at asc, ${id}`;
    case 'rating':
      return sql`contents.rating desc, contents.rating_count desc, ${id}`;
    case 'price-asc':
      return sql`contents.final_price asc, ${id}`;
    case 'price-desc':
      return sql`contents.final_price desc, ${id}`;
    case 'upcoming':
      // Future sessions soonest first, then past ones most recent first, undated last.
      return sql`(contents.start_at >= now()) desc, case when contents.start_at >= now() then contents.start_at end asc, contents.start_at desc nulls last, ${id}`;
    case 'title-asc':
      return locale === 'en' ? sql`contents.title_en asc, ${id}` : sql`contents.title_id asc, ${id}`;
  }
}

export interface ListOptions extends PageArgs {
  where: Where[];
  sort: SortKey;
  locale: Locale;
  rank?: Expression<number>;
}

export async function listContents(ctx: AppContext, opts: ListOptions): Promise<Page<ContentItem>> {
  const { page, pageSize, locale } = opts;
  let q = selectContentItem(ctx.db.selectFrom('contents')).where('contents.is_published', '=', true);
  for (const w of opts.where) q = q.where(w);
  const rows = await q
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy(orderOf(opts.sort, locale, opts.rank))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  let totalItems = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page: the window count had no row to ride on.
    let count = ctx.db.selectFrom('contents').select((eb) => eb.fn.countAll<number>().as('n')).where('contents.is_published', '=', true);
    for (const w of opts.where) count = count.where(w);
    totalItems = Number((await count.executeTakeFirstOrThrow()).n);
  }
  return {
    items: rows.map((r) => toContentItem(r, locale)),
    page,
    pageSize,
    totalItems: Number(totalItems),
    totalPages: Math.ceil(Number(totalItems) / pageSize),
  };
}

/** A short list (no paging): similar items, related items. Same order rules as lists. */
export async function topContents(
  ctx: AppContext,
  where: Where[],
  sort: SortKey,
  locale: Locale,
  limit: number,
  rank?: Expression<number>,
): Promise<ContentItem[]> {
  const { items } = await listContents(ctx, { where, sort, locale, rank, page: 1, pageSize: limit });
  return items;
}

/** Page result schema around an item schema. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      totalItems: { type: 'integer' },
      totalPages: { type: 'integer' },
    },
  } as const;
}
