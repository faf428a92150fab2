/** Route loader of /cart (see stores/loader.ts). Guests are sent to sign in by the shell: nothing to load for them. */
import type { PageLoader } from '../../stores/loader';

export const cartLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await root.cart.ensure();
};
