import type { DonationTotals } from '../../../common/contract/donations.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import type { ContentRef } from '../../catalogue/products.js';
import { donationTotals } from '../commerce/index.js';
import { findDonation } from './service.js';

/**
 * Live totals for every visitor of a campaign page (issue 19, plan A.6; docs/decisions.md
 * "Donation page, live totals"). The page polls G donations/{url}/totals; the answer carries an
 * ETag of what it says, so a poll while nothing changed is a 304 without a body. Each instance
 * keeps a campaign's reading for TOTALS_MEMO_MS, so however many pages poll, the database sees at
 * most one totals query per campaign per instance in that time.
 */
export const TOTALS_MEMO_MS = 1_000;

export interface TotalsReader {
  read(ref: ContentRef, locale: Locale): Promise<DonationTotals>;
}

/** The ETag of an answer: the campaign and its two counted numbers (weak: the JSON may be re-serialised). */
export function totalsETag(t: DonationTotals): string {
  return `W/"dt-${t.id}-${t.collectedAmount}-${t.donorsCount}-${t.targetAmount}"`;
}

/** Whether `If-None-Match` (one tag, a list, or `*`) names the tag. */
export function matchesETag(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const list = (Array.isArray(header) ? header.join(',') : header).split(',').map((s) => s.trim());
  const bare = (s: string) => s.replace(/^W\//, '');
  return list.some((s) => s === '*' || bare(s) === bare(tag));
}

/** A reader with its own memo (one per app: tests and instances do not share readings). */
export function totalsReader(db: Database, now: () => number = Date.now, memoMs = TOTALS_MEMO_MS): TotalsReader {
  const memo = new Map<number, { at: number; value: Promise<DonationTotals> }>();
  return {
    async read(ref, locale) {
      const row = await findDonation(db, ref, locale);
      const hit = memo.get(row.id);
      const t = now();
      if (hit && t - hit.at < memoMs) return hit.value;
      const target = Number(row.target_amount);
      const value = donationTotals(db, row.id).then((x) => ({
        id: row.id,
        collectedAmount: x.collectedAmount,
        donorsCount: x.donorsCount,
        targetAmount: target,
        progressPercent: Math.floor((x.collectedAmount * 100) / target),
      }));
      // A failed reading is not kept: the next poll asks again.
      value.catch(() => memo.delete(row.id));
      memo.set(row.id, { at: t, value });
      if (memo.size > 1_000) memo.delete(memo.keys().next().value!);
      return value;
    },
  };
}
