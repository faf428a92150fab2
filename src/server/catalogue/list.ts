import { expressionBuilder, sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Locale } from '../../common/enums.js';
import { LIST_SORTS, type ListKind, type SortKey } from '../../common/filters.js';
import type { ContentItem, Page } from '../../common/types.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/envelope.js';
import { selectContentItem, toContentItem } from './content-item.js';

/**
 * The one content list of the catalogue (product pages, articles, categories, instructors,
 * contents, search): published contents, the caller's conditions, a named sort that always ends
 * with the content id (so a page walk never repeats or skips an item) and `{ items, page,
 * pageSize, totalItems, totalPages }`.
 */

/** Conditions on `contents` (and only contents), built with `c`. */
export type Where = Expression<SqlBool>;
export const c = expressionBuilder<DB, 'contents'>();
/** Published contents (written as the bare column so the partial list indexes apply). */
export const published: Where = sql<SqlBool>`contents.is_published`;

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** Checks a sort key against the sorts of a list kind: 400 naming the allowed ones. */
export function parseSort(kind: ListKind, value: string | undefined): SortKey {
  const allowed: readonly SortKey[] = LIST_SORTS[kind];
  // Every list kind names at least one sort; its first is the default.
  if (value === undefined || value === '') return allowed[0]!;
  const isAllowed = (v: string): v is SortKey => (allowed as readonly string[]).includes(v);
  if (!isAllowed(value)) throw badRequest(`Unknown sort "${value}". Allowed values: ${allowed.join(', ')}`);
  return value;
}

/** Content columns a sort reads. */
export type SortColumn = 'id' | 'popularity' | 'created_at' | 'rating' | 'rating_count' | 'final_price';

/**
 * The sorts that are plain column orders, each ending with the id so no two items tie. The SQL
 * lists (orderOf) and the search index both order by these.
 */
export const COLUMN_SORTS = {
  popular: [
    ['popularity', 'desc'],
    ['id', 'asc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  rating: [
    ['rating', 'desc'],
    ['rating_count', 'desc'],
    ['id', 'asc'],
  ],
  'price-asc': [
    ['final_price', 'asc'],
    ['id', 'asc'],
  ],
  'price-desc': [
    ['final_price', 'desc'],
    ['id', 'asc'],
  ],
} as const satisfies Record<string, readonly (readonly [SortColumn, 'asc' | 'desc'])[]>;
export type ColumnSortKey = keyof typeof COLUMN_SORTS;

export const isColumnSort = (sort: SortKey): sort is ColumnSortKey => Object.hasOwn(COLUMN_SORTS, sort);

/**
 * ORDER BY of a sort key; relevance without a search rank is popularity (searches rank in the
 * search index). `upcoming` reads the time rule of src/common/liveStatus.ts at `now` (ctx.clock).
 */
export function orderOf(sort: SortKey, locale: Locale, now?: Date): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`contents.${name}`);
  const id = col('id');
  if (isColumnSort(sort)) {
    return sql.join(COLUMN_SORTS[sort].map(([name, dir]) => (dir === 'desc' ? sql`${col(name)} desc` : sql`${col(name)} asc`)));
  }
  switch (sort) {
    case 'relevance':
      return orderOf('popular', locale);
    case 'upcoming': {
      // "Upcoming first" (liveStatus.ts upcomingFirstGroup): sessions not ended (under way, then to
      // come) soonest start first, then ended ones most recent start first, undated last; then the id.
      if (!now) throw new Error("the upcoming sort needs the list's instant (ctx.clock)");
      const start = col('start_at');
      const last = sql`coalesce(${col('end_at')}, ${start})`;
      return sql`case when ${start} is null then 2 when ${last} <= ${now} then 1 else 0 end asc, case when ${last} > ${now} then ${start} end asc, case when ${last} <= ${now} then ${start} end desc, ${id} asc`;
    }
    case 'title-asc':
      return sql`${col(`title_${locale}`)} asc, ${id}`;
  }
  throw new Error(`no order for sort ${sort satisfies never}`);
}

export interface ListOptions extends PageArgs {
  where: Where[];
  sort: SortKey;
  locale: Locale;
  /** The list's instant (default ctx.clock()): the upcoming sort reads it. */
  now?: Date;
}

/** Content items by id, in the order of `ids`. */
export async function itemsByIds(ctx: AppContext, ids: readonly number[], locale: Locale): Promise<ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectContentItem(ctx.db.selectFrom('contents'))
    .where('contents.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toContentItem(row, locale)] : [];
  });
}

export function pageOf<T>(items: T[], args: PageArgs, totalItems: number): Page<T> {
  return { items, page: args.page, pageSize: args.pageSize, totalItems, totalPages: Math.ceil(totalItems / args.pageSize) };
}

/** Ids of published contents under `where` in the order of `sort`. */
function idsOf(ctx: AppContext, where: Where[], sort: SortKey, locale: Locale, now = ctx.clock()) {
  return where
    .reduce((q, w) => q.where(w), ctx.db.selectFrom('contents').where(published))
    .select('contents.id')
    .orderBy(orderOf(sort, locale, now));
}

/**
 * One page of contents from an ordered query of their ids (the one paging of content lists: the
 * catalogue's and the wishlist's). The total rides on the page's rows as a window count; past the
 * last page there is no row to ride on, so `countAll` counts apart. Then the items of those ids,
 * in that order.
 */
export async function pageOfContentIds<TB extends keyof DB>(
  ctx: AppContext,
  ids: SelectQueryBuilder<DB, TB, { id: number }>,
  countAll: () => Promise<number>,
  args: PageArgs,
  locale: Locale,
): Promise<Page<ContentItem>> {
  const rows = await ids
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .limit(args.pageSize)
    .offset((args.page - 1) * args.pageSize)
    .execute();
  const totalItems = rows.length === 0 && args.page > 1 ? await countAll() : Number(rows[0]?.total_count ?? 0);
  return pageOf(
    await itemsByIds(
      ctx,
      rows.map((r) => r.id),
      locale,
    ),
    args,
    totalItems,
  );
}

/**
 * Two steps: the ids of the page with the total (narrow, so the covering list indexes of migration
 * 005 answer it without touching the table), then the items of those ids.
 */
export async function listContents(ctx: AppContext, opts: ListOptions): Promise<Page<ContentItem>> {
  const count = async () => {
    const q = opts.where.reduce((q, w) => q.where(w), ctx.db.selectFrom('contents').where(published));
    return Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  };
  return pageOfContentIds(ctx, idsOf(ctx, opts.where, opts.sort, opts.locale, opts.now), count, opts, opts.locale);
}

/** A short list (no paging, no count): similar items, related items, suggestions. Same order rules as lists. */
export async function topContents(ctx: AppContext, where: Where[], sort: SortKey, locale: Locale, limit: number): Promise<ContentItem[]> {
  const rows = await idsOf(ctx, where, sort, locale).limit(limit).execute();
  return itemsByIds(
    ctx,
    rows.map((r) => r.id),
    locale,
  );
}
