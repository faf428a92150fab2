/** What other features may use of donations: the campaign page's form and its live totals. */
export { DonateForm, DEFAULT_AMOUNTS } from './DonateForm';
export { useLiveTotals } from './useLiveTotals';
