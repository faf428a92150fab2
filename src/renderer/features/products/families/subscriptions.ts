/** Subscriptions: their calls, their tiers (packages) and route loader. */
import { subscriptions } from '../../../../common/contract/subscriptions';
import type { ResultOf } from '../../../../common/contract/endpoint';
import { ResourceMap } from '../../../stores/ResourceMap';
import { featureStore } from '../../../stores/feature';
import type { FamilySources } from '../store';
import { banners, detailPage, reviews } from '../loaders';

const subscriptionSources: FamilySources = {
  detail: { subscriptions: (client, id) => client.call(subscriptions.detail, { params: { id } }) },
  reviews: { subscriptions: (client, id, query) => client.call(subscriptions.reviews, { params: { id }, query }) },
};

/** A subscription's tiers, by the id in the page's address. */
export const subscriptionPackagesOf = featureStore(
  (root): ResourceMap<string, ResultOf<typeof subscriptions.packages>> =>
    new ResourceMap({ scope: root.locale, key: (id: string) => id, fetch: (id) => root.client.call(subscriptions.packages, { params: { id } }) }),
);

export const subscriptionLoader = detailPage([subscriptionSources], 'subscriptions', 'id', (products, item, id, root) => [
  subscriptionPackagesOf(root).ensure(id),
  reviews(products, item, 'subscriptions', id),
  banners(products, item),
]);
