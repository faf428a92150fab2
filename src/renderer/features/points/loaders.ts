/** Route loader of /user/poinqu (see stores/loader.ts); guests are sent to sign in by the shell. */
import type { PageLoader } from '../../stores/loader';
import { pointsOf } from './store';

export const poinquLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await pointsOf(root).loadAll();
};
