/**
 * Route loader of /user/voucherqu (see stores/loader.ts): `?tab=` mine (default), offers or
 * history; `?filter=` all, used or expired and `?page=` for the history.
 */
import { VOUCHER_HISTORY_FILTERS, type VoucherHistoryFilter } from '../../../common/vouchers';
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { vouchersOf } from './store';

export const VOUCHER_TABS = ['mine', 'offers', 'history'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

export function voucherTab(search: URLSearchParams): VoucherTab {
  const t = search.get('tab');
  return (VOUCHER_TABS as readonly string[]).includes(t ?? '') ? (t as VoucherTab) : 'mine';
}

export function historyFilter(search: URLSearchParams): VoucherHistoryFilter {
  const f = search.get('filter');
  return (VOUCHER_HISTORY_FILTERS as readonly string[]).includes(f ?? '') ? (f as VoucherHistoryFilter) : 'all';
}

export function historyPage(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n > 1 && n <= 100_000 ? n : 1;
}

export const vouchersLoader: PageLoader = async (root, { search }: LoaderArgs) => {
  if (!root.session.isSignedIn) return;
  const tab = voucherTab(search);
  if (tab === 'mine') await vouchersOf(root).loadMine();
  else if (tab === 'offers') await vouchersOf(root).loadOffers();
  else await vouchersOf(root).loadHistory(historyFilter(search), historyPage(search));
};
