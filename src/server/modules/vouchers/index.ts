/** Vouchers. Orders price a line with `applyToLine`, take a use with `redeemVoucher` (in the order's transaction) and give it back with `releaseVouchers`. */
export { default } from './routes.js';
export { applyToLine, redeemVoucher, releaseVouchers, retakeVouchers, voucherRefusal, type Redemption } from './service.js';
