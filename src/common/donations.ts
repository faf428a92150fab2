/**
 * Donation bounds (issue 19; docs/decisions.md "Subscriptions, donations and the Prakerja redeem").
 * A donation is a whole number of rupiah from Rp 10.000 (below it the gateway's fee eats most of
 * it, and the campaign pages' smallest suggested amount is larger) to Rp 100.000.000 (a larger gift
 * is a bank transfer arranged with the organiser, not a card or e-wallet payment).
 */
export const DONATION_MIN_AMOUNT = 10_000;
export const DONATION_MAX_AMOUNT = 100_000_000;

/** Why an amount is refused, or null when it may be donated. */
export function donationAmountRefusal(amount: number): 'notWhole' | 'tooSmall' | 'tooLarge' | null {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount < DONATION_MIN_AMOUNT) return 'tooSmall';
  if (amount > DONATION_MAX_AMOUNT) return 'tooLarge';
  return null;
}

/**
 * How often an open campaign page asks for its totals (G donations/{url}/totals, answered 304
 * while unchanged): one small conditional request per visitor per interval, and none while the
 * page is hidden (docs/decisions.md "Donation page, live totals").
 */
export const DONATION_TOTALS_POLL_MS = 10_000;
