/**
 * Route loaders of /history (`?status=` all | success | waiting | fail, `?type=` all | bootcamp |
 * webinar | course, `?page=`) and /history/:orderId. Guests are sent to sign in by the shell.
 */
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from '../../../common/contract/orders';
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import type { StatusFilter, TransactionsQuery, TypeFilter } from './store';
import { transactionsOf } from './store';

const MAX_ID = 2_147_483_647;

/** The filters and page of the URL; anything unknown is the default (all, page 1). */
export function transactionsQuery(search: URLSearchParams): TransactionsQuery {
  const status = ORDER_STATUS_FILTERS.find((s) => s === search.get('status')) ?? 'all';
  const type = ORDER_TYPE_FILTERS.find((s) => s === search.get('type')) ?? 'all';
  const n = Number(search.get('page'));
  return { status, type, page: Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1 };
}

/** The URL query of a list view (defaults left out, so /history is the plain list). */
export function transactionsSearch(q: { status: StatusFilter; type: TypeFilter; page?: number }): string {
  const out = new URLSearchParams();
  if (q.status !== 'all') out.set('status', q.status);
  if (q.type !== 'all') out.set('type', q.type);
  if (q.page && q.page > 1) out.set('page', String(q.page));
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** The order id of /history/:orderId, or null when it is not one (the page then says not found). */
export function orderIdOf(params: LoaderArgs['params']): number | null {
  const raw = params.orderId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_ID ? n : null;
}

export const transactionsLoader: PageLoader = async (root, { search }) => {
  if (root.session.isSignedIn) await transactionsOf(root).load(transactionsQuery(search));
};

export const transactionLoader: PageLoader = async (root, { params }) => {
  const id = orderIdOf(params);
  if (root.session.isSignedIn && id !== null) await transactionsOf(root).loadOrder(id);
};
