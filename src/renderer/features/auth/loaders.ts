/** Route loaders of the sign-in screens (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';
import { authOf } from '../../stores/AuthStore';

/** Sign-in and sign-up: the Google and Apple client ids the server configures (a failure leaves the build's). */
export const socialSignInLoader: PageLoader = async (root) => {
  await authOf(root).loadSocialConfig();
};
