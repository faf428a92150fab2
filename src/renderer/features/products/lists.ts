/**
 * The product lists (courses, packages, bootcamps, microlearning, webinars, Prakerja classes, a
 * programme's contents) and the landing data around them (bootcamp sales page, Prakerja banners
 * and sections, programme pages): their store (ListingStores of the listing kit, made on first use)
 * and route loaders. Apart from the detail pages' store (store.ts), so a detail page downloads no
 * list code nor the other families' list calls.
 */
import type { Locale } from '../../../common/enums';
import { ContentType, LearningMethod } from '../../../common/enums';
import { PAGE_SIZE } from '../../../common/constants';
import { bootcamps } from '../../../common/contract/bootcamps';
import { courses } from '../../../common/contract/courses';
import { microlearnings } from '../../../common/contract/microlearnings';
import { prakerja } from '../../../common/contract/prakerja';
import { programs } from '../../../common/contract/programs';
import { search } from '../../../common/contract/search';
import { webinars } from '../../../common/contract/webinars';
import type { ResultOf } from '../../../common/contract/endpoint';
import type { ContentItem, Page } from '../../../common/types';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { ListingStore } from '../../components/listing/ListingStore';
import { toListBody } from '../../components/listing/query';
import { all, type PageLoader } from '../../stores/loader';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';
import { webinarTab, type WebinarTab } from './helpers';

/** The Prakerja class lists of the landing page, by learning method (?method=): 1 self-paced, 2 live webinar. */
export const PRAKERJA_LISTS = ['1', '2'] as const;
export type PrakerjaList = (typeof PRAKERJA_LISTS)[number];

const COURSE_TYPES = [ContentType.COURSE, ContentType.BELAJARKILAT];
const PACKAGE_TYPES = [ContentType.PACKAGE, ContentType.JALURBELAJAR];
const LIST_SIZE = PAGE_SIZE.defaultList;

export class ProductListsStore {
  readonly program: ResourceMap<string, ResultOf<typeof programs.page>>;
  readonly bootcampSales = new Resource<ResultOf<typeof bootcamps.salesPage>>();
  readonly prakerjaBanners = new Resource<ResultOf<typeof prakerja.topBanners>>();
  readonly prakerjaSections = new Resource<ResultOf<typeof prakerja.sections>>();

  readonly courseList: ListingStore;
  readonly packageList: ListingStore;
  readonly bootcampList: ListingStore;
  readonly microList: ListingStore;
  readonly webinarList: ListingFamily<WebinarTab>;
  readonly prakerjaList: ListingFamily<PrakerjaList>;
  /** The contents of a programme in one of its categories. */
  readonly programList: ListingFamily<{ program: string; category: string }>;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    const scope = locale;
    this.program = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.client.call(programs.page, { params: { url } }) });

    this.courseList = new ListingStore<Page<ContentItem>>(
      {
        // G courses takes no filters (its query string is strict): with filters, the same courses
        // (course and quick-learn types) in the same sort come from P contents/search.
        fetchPage: (q, signal) => {
          const body = toListBody(q, LIST_SIZE);
          if (body.filters?.length) return this.client.call(search.search, { body: { ...body, contentTypes: COURSE_TYPES }, signal });
          return this.client.call(courses.list, { query: { page: body.page, pageSize: body.pageSize, ...(body.sort ? { sort: body.sort } : {}) }, signal });
        },
        fetchSorts: () => this.client.call(courses.masterSort),
        fetchFilters: () => this.client.call(search.filterPanels.courses),
      },
      { scope },
    );
    this.packageList = new ListingStore<Page<ContentItem>>(
      {
        fetchPage: (q, signal) => this.client.call(search.search, { body: { ...toListBody(q, LIST_SIZE), contentTypes: PACKAGE_TYPES }, signal }),
        fetchSorts: () => this.client.call(courses.packageMasterSort),
        fetchFilters: () => this.client.call(search.filterPanels.coursepackages),
      },
      { scope },
    );
    this.bootcampList = new ListingStore(
      {
        fetchPage: (q, signal) => this.client.call(bootcamps.list, { body: toListBody(q, LIST_SIZE), signal }),
        fetchSorts: () => this.client.call(bootcamps.masterSort),
        fetchFilters: () => this.client.call(search.filterPanels.bootcamps),
      },
      { scope },
    );
    this.microList = new ListingStore(
      {
        fetchPage: (q, signal) => this.client.call(microlearnings.listBody, { body: toListBody(q, LIST_SIZE), signal }),
        fetchSorts: () => this.client.call(microlearnings.masterSort),
        fetchFilters: () => this.client.call(search.filterPanels.microlearnings),
      },
      { scope },
    );
    this.webinarList = new ListingFamily({
      scope,
      key: (status: WebinarTab) => status,
      source: (status) => ({
        fetchPage: (q, signal) => this.client.call(webinars.list, { body: { ...toListBody(q, LIST_SIZE), status }, signal }),
        fetchSorts: () => this.client.call(webinars.masterSort),
        fetchFilters: () => this.client.call(search.filterPanels.webinars),
      }),
    });
    this.prakerjaList = new ListingFamily({
      scope,
      kinds: [],
      key: (method: PrakerjaList) => method,
      source: (method) => ({
        fetchPage: (q, signal) =>
          this.client.call(method === String(LearningMethod.LIVE_WEBINAR) ? prakerja.liveWebinarClasses : prakerja.selfPacedClasses, {
            query: { page: q.page, pageSize: LIST_SIZE },
            signal,
          }),
      }),
    });
    this.programList = new ListingFamily({
      scope,
      kinds: [],
      key: (p: { program: string; category: string }) => `${p.program}/${p.category}`,
      source: ({ program, category }) => ({
        fetchPage: (q, signal) => this.client.call(programs.categoryContents, { params: { url: program, catUrl: category }, body: toListBody(q, LIST_SIZE), signal }),
        fetchSorts: () => this.client.call(programs.masterSort),
      }),
    });
  }

  loadBootcampSales() {
    return this.bootcampSales.ensureFor(this.locale(), () => this.client.call(bootcamps.salesPage));
  }
  loadPrakerjaLanding() {
    const locale = this.locale();
    return Promise.all([
      this.prakerjaBanners.ensureFor(locale, () => this.client.call(prakerja.topBanners)),
      this.prakerjaSections.ensureFor(locale, () => this.client.call(prakerja.sections)),
    ]);
  }
}

/** The lists' store of a RootStore, made on first use (stores/feature.ts). */
export const productListsOf = featureStore((root) => new ProductListsStore(root.client, root.locale));

// Route loaders ------------------------------------------------------------------------------

/** The category tab of a programme page (?tab=, the first category by default). */
export function programTab(categories: readonly { url: string }[], search: URLSearchParams): string | null {
  const asked = search.get('tab');
  return (categories.find((c) => c.url === asked) ?? categories[0])?.url ?? null;
}

export const programLoader: PageLoader = async (root, { params, search }) => {
  const lists = productListsOf(root);
  const url = params.url ?? '';
  const data = await lists.program.ensure(url);
  const category = data ? programTab(data.categories, search) : null;
  if (data && category) await lists.programList.get({ program: data.program.url, category }).load(search);
};

export const coursesLoader: PageLoader = (root, { search }) => productListsOf(root).courseList.load(search);
export const packagesLoader: PageLoader = (root, { search }) => productListsOf(root).packageList.load(search);
export const microlearningsLoader: PageLoader = (root, { search }) => productListsOf(root).microList.load(search);
export const webinarsLoader: PageLoader = (root, { search }) =>
  productListsOf(root)
    .webinarList.get(webinarTab(search.get('status')))
    .load(search);

export const bootcampsLoader: PageLoader = (root, { search }) => all([productListsOf(root).loadBootcampSales(), productListsOf(root).bootcampList.load(search)]);

/** The Prakerja list of `?method=`, or null for the landing page. */
export function prakerjaListOf(search: URLSearchParams): PrakerjaList | null {
  const method = search.get('method');
  return PRAKERJA_LISTS.find((m) => m === method) ?? null;
}

/** /prakerja: the landing page, or with ?method= one of its class lists. */
export const prakerjaLoader: PageLoader = async (root, { search }) => {
  const lists = productListsOf(root);
  const list = prakerjaListOf(search);
  await (list ? lists.prakerjaList.get(list).load(search) : lists.loadPrakerjaLanding());
};
