/** Donation campaigns: a campaign, its recommendations row and its route loader. */
import { donations } from '../../../../common/contract/donations';
import type { ResultOf } from '../../../../common/contract/endpoint';
import type { PageLoader } from '../../../stores/loader';
import { ResourceMap } from '../../../stores/ResourceMap';
import { featureStore } from '../../../stores/feature';
import { SIMILAR, type FamilySources } from '../store';
import { productsWith } from '../loaders';

const donationSources: FamilySources = {
  rows: { donationRecommendations: (client, row) => client.call(donations.recommendations, { params: { id: String(row.campaignId) }, query: SIMILAR }) },
};

/** Campaigns by the url in the page's address. */
export const donationOf = featureStore(
  (root): ResourceMap<string, ResultOf<typeof donations.campaign>> =>
    new ResourceMap({ scope: root.locale, key: (url: string) => url, fetch: (url) => root.client.call(donations.campaign, { params: { url } }) }),
);

export const donationLoader: PageLoader = async (root, { params }) => {
  const products = productsWith(root, donationSources);
  const campaign = await donationOf(root).ensure(params.url ?? '');
  if (campaign) await products.rows.ensure({ kind: 'donationRecommendations', campaignId: campaign.id });
};
