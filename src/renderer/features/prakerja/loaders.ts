/** Route loader of /prakerja/redeem/callback?state=… (guests are sent to sign in by the shell, and back). */
import type { PageLoader } from '../../stores/loader';
import { prakerjaOf } from './store';

export const redeemCallbackLoader: PageLoader = async (root, { search }) => {
  const state = search.get('state');
  if (state && root.session.isSignedIn) await prakerjaOf(root).completions.ensure(state);
};
