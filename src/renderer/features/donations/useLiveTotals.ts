import { useEffect } from 'react';
import type { DonationTotals } from '../../../common/contract/donations';
import { useStores } from '../../stores/context';
import { donationsOf } from './store';

type Totals = Omit<DonationTotals, 'progressPercent'> & { progressPercent?: number };

/**
 * A campaign's totals as they move (docs/decisions.md "Donation page, live totals"): what the page
 * loaded first, then what the poll of G donations/{url}/totals hears while the page is open.
 * Read in an observer. Null until the page has its campaign.
 */
export function useLiveTotals(url: string | null, loaded: Totals | null): DonationTotals | null {
  const donations = donationsOf(useStores());
  const id = loaded?.id ?? null;
  const collected = loaded?.collectedAmount ?? null;
  const donors = loaded?.donorsCount ?? null;
  const target = loaded?.targetAmount ?? null;
  useEffect(() => {
    if (id === null || collected === null || donors === null || target === null) return;
    donations.heard({ id, collectedAmount: collected, donorsCount: donors, targetAmount: target, progressPercent: Math.floor((collected * 100) / target) });
  }, [donations, id, collected, donors, target]);
  useEffect(() => (url ? donations.watchTotals(url) : undefined), [donations, url]);
  return id === null ? null : (donations.totals.get(id) ?? null);
}
