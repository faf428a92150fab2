/** Route loader of /user, the account overview (see stores/loader.ts); guests are sent to sign in by the shell. */
import type { PageLoader } from '../../stores/loader';
import { overviewOf } from './store';

export const overviewLoader: PageLoader = async (root) => {
  if (root.session.isSignedIn) await overviewOf(root).load();
};
