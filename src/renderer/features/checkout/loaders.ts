/**
 * Route loaders of /checkout and /payment/:orderId (see stores/loader.ts). Guests are sent to sign
 * in by the shell: nothing to load for them.
 */
import { all, type PageLoader } from '../../stores/loader';
import { parseCheckoutSearch } from './links';
import { checkoutOf } from './store';
import { cartOf } from '../cart';

/** The cart (its lines and vouchers), the payment method groups, then the URL's vouchers checked again. */
export const checkoutLoader: PageLoader = async (root, { search }) => {
  if (!root.session.isSignedIn) return;
  checkoutOf(root).select(parseCheckoutSearch(search));
  await all([cartOf(root).ensure(), checkoutOf(root).ensureGroups()]);
  await checkoutOf(root).restoreVouchers();
};

/** The order, its charge and the channel's instructions; the groups for "change payment method". */
export const paymentLoader: PageLoader = async (root, { params }) => {
  if (!root.session.isSignedIn) return;
  const id = Number(params.orderId);
  if (!Number.isSafeInteger(id) || id <= 0) {
    checkoutOf(root).order.reset();
    return;
  }
  await all([checkoutOf(root).openPayment(id), checkoutOf(root).ensureGroups()]);
};
