/** Route loaders of the sign-in screens (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';

/** Sign-in and sign-up: the Google and Apple client ids the server configures (a failure leaves the build's). */
export const socialSignInLoader: PageLoader = async (root) => {
  await root.auth.loadSocialConfig();
};
