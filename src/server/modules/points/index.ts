/**
 * Points (issue 19): the ledger of every movement and the balance it keeps (earnPoints,
 * spendPoints), used by the order workflow (purchases) and the lecture (finished courses).
 */
export { balanceOf, earnPoints, spendPoints, type Movement } from './ledger.js';
