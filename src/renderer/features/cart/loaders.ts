/**
 * Route loader of /cart (see stores/loader.ts). Guests are sent to sign in by the shell: nothing to
 * load for them. `?voucher=CODE` (voucherqu's "use now") applies the code to the first line it fits.
 */
import type { LoaderArgs, PageLoader } from '../../stores/loader';
import { cartOf } from './store';

export const cartLoader: PageLoader = async (root, { search }: LoaderArgs) => {
  if (!root.session.isSignedIn) return;
  await Promise.all([cartOf(root).ensure(), cartOf(root).ensureLineVouchers()]);
  const code = search.get('voucher');
  if (code && code.length <= 64) await cartOf(root).applyFromLink(code);
};
