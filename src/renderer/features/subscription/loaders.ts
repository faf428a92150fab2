/** Route loader of /user/subscription (see stores/loader.ts): my subscription, the plans offered and their buy state. */
import type { PageLoader } from '../../stores/loader';
import { ownershipOf } from '../products';
import { subscriptionOf } from './store';

export const subscriptionLoader: PageLoader = async (root) => {
  if (!root.session.isSignedIn) return;
  await subscriptionOf(root).load();
  // The buy buttons show a pending order of a plan ("continue payment") before any click.
  await Promise.all((subscriptionOf(root).plans.data ?? []).map((p) => ownershipOf(root).load(p.contentId)));
};
