/** What other features may use of the Prakerja redeem: the class page's form. */
export { RedeemForm } from './RedeemForm';
