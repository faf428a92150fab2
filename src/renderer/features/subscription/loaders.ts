/** Route loader of /user/subscription (see stores/loader.ts): my subscription, the plans offered and their buy state. */
import type { PageLoader } from '../../stores/loader';

export const subscriptionLoader: PageLoader = async (root) => {
  if (!root.session.isSignedIn) return;
  await root.subscription.load();
  // The buy buttons show a pending order of a plan ("continue payment") before any click.
  await Promise.all((root.subscription.plans.data ?? []).map((p) => root.ownership.load(p.contentId)));
};
