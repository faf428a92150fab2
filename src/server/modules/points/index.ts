/**
 * Points (issue 19): the ledger of every movement and the balance it keeps (earnPoints,
 * spendPoints, used by the order workflow for purchases and by certificates for finished
 * courses), the daily check-in and its streak, what points buy, the voucher exchange and the
 * GoPay payout.
 */
export { default } from './routes.js';
export { balanceOf, earnPoints, spendPoints, type Movement } from './ledger.js';
export { settlePayout } from './payouts.js';
export { exchangeView } from './exchange.js';
export { pollPendingPayouts } from './payouts-job.js';
