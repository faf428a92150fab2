/** Microlearning: its calls, a lesson's playlist and related lessons, and its route loader. */
import type { Locale } from '../../../../common/enums';
import { PAGE_SIZE } from '../../../../common/constants';
import { microlearnings } from '../../../../common/contract/microlearnings';
import type { ResultOf } from '../../../../common/contract/endpoint';
import type { ContentItem } from '../../../../common/types';
import type { ContractClient } from '../../../api/contract';
import { Resource } from '../../../stores/Resource';
import { ResourceMap } from '../../../stores/ResourceMap';
import { featureStore } from '../../../stores/feature';
import type { FamilySources } from '../store';
import { banners, detailPage, reviews } from '../loaders';

const microSources: FamilySources = {
  detail: { microlearnings: (client, url) => client.call(microlearnings.detail, { params: { url } }) },
  reviews: { microlearnings: (client, url, query) => client.call(microlearnings.reviews, { params: { url }, query }) },
};

/** A lesson's playlist and the related lessons beside it. */
export class MicrolearningStore {
  readonly playlist: ResourceMap<string, ResultOf<typeof microlearnings.currentPlaylist>>;
  /** Related microlearning of a lesson in a sort (null: the default). */
  readonly relatedMicro: ResourceMap<{ url: string; sort: string | null }, ContentItem[]>;
  readonly relatedMicroSorts = new Resource<ResultOf<typeof microlearnings.relatedMasterSort>>();

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    const scope = locale;
    this.playlist = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.client.call(microlearnings.currentPlaylist, { params: { url } }) });
    this.relatedMicro = new ResourceMap({
      scope,
      fetch: ({ url, sort }: { url: string; sort: string | null }) =>
        this.client.call(microlearnings.related, { params: { url }, query: { size: PAGE_SIZE.relatedMicrolearning, ...(sort ? { sort } : {}) } }),
    });
  }

  loadRelatedMicroSorts() {
    return this.relatedMicroSorts.ensureFor(this.locale(), () => this.client.call(microlearnings.relatedMasterSort));
  }
}

export const microlearningOf = featureStore((root) => new MicrolearningStore(root.client, root.locale));

export const microlearningLoader = detailPage([microSources], 'microlearnings', 'url', (products, item, url, root) => {
  const micro = microlearningOf(root);
  return [micro.playlist.ensure(url), micro.loadRelatedMicroSorts(), micro.relatedMicro.ensure({ url, sort: null }), reviews(products, item, 'microlearnings', url), banners(products, item)];
});
