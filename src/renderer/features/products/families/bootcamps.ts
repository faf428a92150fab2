/** Bootcamps: their calls, their tiers (packages) and route loader. */
import { bootcamps } from '../../../../common/contract/bootcamps';
import type { ResultOf } from '../../../../common/contract/endpoint';
import { ResourceMap } from '../../../stores/ResourceMap';
import { featureStore } from '../../../stores/feature';
import { SIMILAR, type FamilySources } from '../store';
import { banners, detailPage, reviews } from '../loaders';

const bootcampSources: FamilySources = {
  detail: { bootcamps: (client, id) => client.call(bootcamps.detail, { params: { id } }) },
  rows: { similarBootcamps: (client, row) => client.call(bootcamps.similar, { params: { id: row.contentId }, query: SIMILAR }) },
  reviews: { bootcamps: (client, id, query) => client.call(bootcamps.reviews, { params: { id }, query }) },
};

/** A bootcamp's tiers, by the id in the page's address. */
export const bootcampPackagesOf = featureStore(
  (root): ResourceMap<string, ResultOf<typeof bootcamps.packages>> =>
    new ResourceMap({ scope: root.locale, key: (id: string) => id, fetch: (id) => root.client.call(bootcamps.packages, { params: { id } }) }),
);

export const bootcampLoader = detailPage([bootcampSources], 'bootcamps', 'id', (products, item, id, root) => [
  bootcampPackagesOf(root).ensure(id),
  reviews(products, item, 'bootcamps', id),
  products.rows.ensure({ kind: 'similarBootcamps', contentId: item.contentId }),
  banners(products, item),
]);
