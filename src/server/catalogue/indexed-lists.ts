import type { Locale } from '../../common/enums.js';
import type { SortKey } from '../../common/filters.js';
import type { ContentItem, Page } from '../../common/types.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/index.js';
import { filterWhere, type FilterCondition } from './filters.js';
import { listContents, pageOf, type PageArgs } from './list.js';
import { scopeWhere, type ListScope } from './scopes.js';

/**
 * The content lists answered from the search index (issue 24): categories/{id}/contents and the
 * product families' lists read the ids of a page and the total from the in-process index (the
 * discovery module's SearchIndex, registered here by that module: the catalogue kit never imports
 * a module), then the items through the index's kept item rows, as search does. Without a
 * registered index (or for 'title-asc', which follows the database's collation) the SQL list
 * answers: the two give the same answer (lists-on-the-index.test.ts, at a fixed clock).
 */

export interface IndexListQuery {
  scope: ListScope;
  filters: readonly FilterCondition[];
  sort: SortKey;
  offset: number;
  limit: number;
  /** The list's instant (epoch ms, from ctx.clock): phases and the upcoming order are read at it. */
  now: number;
}

export interface IndexListAnswer {
  ids: number[];
  total: number;
}

/** What the catalogue needs of the search index. */
export interface ListIndex {
  list(q: IndexListQuery): Promise<IndexListAnswer>;
  items(ids: readonly number[], locale: Locale): Promise<ContentItem[]>;
}

/** Sorts the index does not order by: the SQL list answers them. */
const SQL_ONLY_SORTS: ReadonlySet<SortKey> = new Set<SortKey>(['title-asc']);

const indexes = new WeakMap<Database, ListIndex>();

/** Lists of this database are answered by `index` from now on (the discovery module calls it when it registers). */
export function answerListsFrom(db: Database, index: ListIndex): void {
  indexes.set(db, index);
}

export interface ListPageRequest extends PageArgs {
  scope: ListScope;
  filters: readonly FilterCondition[];
  sort: SortKey;
  locale: Locale;
}

/** One page of a content list: from the search index when one answers this database, else from SQL. */
export async function listPage(ctx: AppContext, r: ListPageRequest): Promise<Page<ContentItem>> {
  const index = indexes.get(ctx.db);
  if (!index || SQL_ONLY_SORTS.has(r.sort)) return sqlListPage(ctx, r);
  const now = ctx.clock().getTime();
  const { ids, total } = await index.list({ scope: r.scope, filters: r.filters, sort: r.sort, offset: (r.page - 1) * r.pageSize, limit: r.pageSize, now });
  return pageOf(await index.items(ids, r.locale), r, total);
}

/** The same page from SQL (the reference the index is tested against), at ctx.clock. */
export function sqlListPage(ctx: AppContext, r: ListPageRequest): Promise<Page<ContentItem>> {
  const now = ctx.clock();
  return listContents(ctx, { where: [...scopeWhere(r.scope, now), ...filterWhere(r.filters)], sort: r.sort, page: r.page, pageSize: r.pageSize, locale: r.locale, now });
}
