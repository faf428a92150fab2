/**
 * Data of the product pages (spec 7: courses, packages, bootcamps, webinars, microlearning,
 * events, programmes, subscriptions, donations, Prakerja), filled by their route loaders
 * (features/products/loaders.ts) through the typed client. Every call's answers are kept by input
 * and language in a small most-recently-used map (ResourceMap): going back to a page shows it at
 * once, a language change asks again. The lists are ListingStores (listing kit), the reviews
 * ReviewsModels (pages appended by "load more").
 */
import type { Locale } from '../../../common/enums';
import { ContentType, LearningMethod } from '../../../common/enums';
import { PAGE_SIZE } from '../../../common/constants';
import { bootcamps } from '../../../common/contract/bootcamps';
import { courses } from '../../../common/contract/courses';
import { donations } from '../../../common/contract/donations';
import { events } from '../../../common/contract/events';
import { microlearnings } from '../../../common/contract/microlearnings';
import { prakerja } from '../../../common/contract/prakerja';
import { programs } from '../../../common/contract/programs';
import { search } from '../../../common/contract/search';
import { subscriptions } from '../../../common/contract/subscriptions';
import { webinars } from '../../../common/contract/webinars';
import type { ContentDetail } from '../../../common/catalog';
import type { ResultOf } from '../../../common/contract/endpoint';
import type { ContentItem, Page } from '../../../common/types';
import { isApiError } from '../../api/errors';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { ListingStore } from '../../components/listing/ListingStore';
import { toListBody } from '../../components/listing/query';
import { Mru } from '../../stores/Mru';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { WebinarTab } from './helpers';
import { ReviewsModel } from './ReviewsModel';
import { featureStore } from '../../stores/feature';

/** Product families with a detail page, by the path of their detail call. */
export type DetailFamily = 'courses' | 'coursepackages' | 'bootcamps' | 'webinars' | 'microlearnings' | 'events' | 'prakerja' | 'subscriptions';
/** A detail page: its family and the url (or id) in the page's address. */
export interface DetailRef {
  family: DetailFamily;
  url: string;
}
/** Families whose server has a reviews call. */
export type ReviewsFamily = 'courses' | 'webinars' | 'prakerja';
export interface ReviewsRef {
  family: ReviewsFamily;
  url: string;
}

/** The rows of cards around a product, by the content id or url their call takes. */
export type RowRef =
  | { kind: 'nextLevel' | 'similar' | 'similarWebinars' | 'similarBootcamps'; contentId: number }
  | { kind: 'packageCourses' | 'similarPackages'; url: string }
  | { kind: 'donationRecommendations'; campaignId: number };

export interface BannersRef {
  contentType: number;
  contentId: number;
  categoryId: number | null;
}

/** What /product-description/{url} found: a course (or quick-learn) or a package (or learning path). */
export type FoundProduct = { family: 'course' | 'package'; item: ContentDetail };

/** The Prakerja class lists of the landing page, by learning method (?method=): 1 self-paced, 2 live webinar. */
export const PRAKERJA_LISTS = ['1', '2'] as const;
export type PrakerjaList = (typeof PRAKERJA_LISTS)[number];

const COURSE_TYPES = [ContentType.COURSE, ContentType.BELAJARKILAT];
const PACKAGE_TYPES = [ContentType.PACKAGE, ContentType.JALURBELAJAR];
const LIST_SIZE = PAGE_SIZE.defaultList;
const SIMILAR = { pageSize: PAGE_SIZE.similarContents };

export class ProductsStore {
  readonly detail: ResourceMap<DetailRef, ContentDetail>;
  /** /product-description/{url}: the course call first, then the package call. */
  readonly description: ResourceMap<string, FoundProduct>;
  readonly rows: ResourceMap<RowRef, ContentItem[]>;
  readonly banners: ResourceMap<BannersRef, ResultOf<typeof search.contentDetailBanners>>;
  readonly bootcampPackages: ResourceMap<string, ResultOf<typeof bootcamps.packages>>;
  readonly subscriptionPackages: ResourceMap<string, ResultOf<typeof subscriptions.packages>>;
  readonly playlist: ResourceMap<string, ResultOf<typeof microlearnings.currentPlaylist>>;
  /** Related microlearning of a lesson in a sort (null: the default). */
  readonly relatedMicro: ResourceMap<{ url: string; sort: string | null }, ContentItem[]>;
  readonly relatedMicroSorts = new Resource<ResultOf<typeof microlearnings.relatedMasterSort>>();
  readonly donation: ResourceMap<string, ResultOf<typeof donations.campaign>>;
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

  private readonly reviewModels: Mru<ReviewsModel>;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    const scope = locale;
    this.detail = new ResourceMap({ scope, key: (r: DetailRef) => `${r.family}/${r.url}`, fetch: (r) => this.fetchDetail(r) });
    this.description = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.fetchDescription(url) });
    this.rows = new ResourceMap({ scope, fetch: (r: RowRef) => this.fetchRow(r) });
    this.banners = new ResourceMap({ scope, fetch: (r: BannersRef) => this.fetchBanners(r) });
    this.bootcampPackages = new ResourceMap({ scope, key: (id: string) => id, fetch: (id) => this.fetchBootcampPackages(id) });
    this.subscriptionPackages = new ResourceMap({ scope, key: (id: string) => id, fetch: (id) => this.fetchSubscriptionPackages(id) });
    this.playlist = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.fetchPlaylist(url) });
    this.relatedMicro = new ResourceMap({ scope, fetch: (r: { url: string; sort: string | null }) => this.fetchRelatedMicro(r) });
    this.donation = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.fetchDonation(url) });
    this.program = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.fetchProgram(url) });
    this.reviewModels = new Mru<ReviewsModel>(20, (m) => m.loading);

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

  /** The reviews of a product (pages appended by "load more"), per language. */
  reviews(ref: ReviewsRef): ReviewsModel {
    return this.reviewModels.get(`${this.locale()}:${ref.family}/${ref.url}`, () => new ReviewsModel((query) => this.fetchReviews(ref, query)));
  }

  loadRelatedMicroSorts() {
    return this.relatedMicroSorts.ensureFor(this.locale(), () => this.fetchRelatedMicroSorts());
  }
  loadBootcampSales() {
    return this.bootcampSales.ensureFor(this.locale(), () => this.fetchBootcampSales());
  }
  loadPrakerjaLanding() {
    const locale = this.locale();
    return Promise.all([this.prakerjaBanners.ensureFor(locale, () => this.fetchPrakerjaBanners()), this.prakerjaSections.ensureFor(locale, () => this.fetchPrakerjaSections())]);
  }

  // The calls ---------------------------------------------------------------------------------

  private fetchDetail({ family, url }: DetailRef): Promise<ContentDetail> {
    switch (family) {
      case 'courses':
        return this.client.call(courses.detail, { params: { url } });
      case 'coursepackages':
        return this.client.call(courses.packageDetail, { params: { url } });
      case 'webinars':
        return this.client.call(webinars.detail, { params: { url } });
      case 'microlearnings':
        return this.client.call(microlearnings.detail, { params: { url } });
      case 'prakerja':
        return this.client.call(prakerja.detail, { params: { url } });
      case 'bootcamps':
        return this.client.call(bootcamps.detail, { params: { id: url } });
      case 'events':
        return this.client.call(events.detail, { params: { id: url } });
      case 'subscriptions':
        return this.client.call(subscriptions.detail, { params: { id: url } });
    }
  }

  private async fetchDescription(url: string): Promise<FoundProduct> {
    try {
      return { family: 'course', item: await this.fetchDetail({ family: 'courses', url }) };
    } catch (err) {
      if (!isApiError(err) || err.status !== 404) throw err;
    }
    return { family: 'package', item: await this.fetchDetail({ family: 'coursepackages', url }) };
  }

  private fetchReviews({ family, url }: ReviewsRef, query: { page: number; pageSize: number; ratingScore?: number }) {
    const endpoint = family === 'courses' ? courses.reviews : family === 'webinars' ? webinars.reviews : prakerja.reviews;
    return this.client.call(endpoint, { params: { url }, query });
  }

  private fetchRow(row: RowRef): Promise<ContentItem[]> {
    switch (row.kind) {
      case 'nextLevel':
        return this.client.call(courses.nextLevel, { params: { id: row.contentId } });
      case 'similar':
        return this.client.call(search.similarContents, { params: { id: row.contentId }, query: SIMILAR });
      case 'similarWebinars':
        return this.client.call(webinars.similar, { params: { id: row.contentId }, query: SIMILAR });
      case 'similarBootcamps':
        return this.client.call(bootcamps.similar, { params: { id: row.contentId }, query: SIMILAR });
      case 'packageCourses':
        return this.client.call(courses.packageCourses, { params: { url: row.url } });
      case 'similarPackages':
        return this.client.call(courses.similarPackages, { params: { url: row.url }, query: SIMILAR });
      case 'donationRecommendations':
        return this.client.call(donations.recommendations, { params: { id: String(row.campaignId) }, query: SIMILAR });
    }
  }

  /** Banners on a content detail (Basic credentials): the most specific first. */
  private fetchBanners({ contentType, contentId, categoryId }: BannersRef) {
    return this.client.call(search.contentDetailBanners, { query: { contentType, contentId, ...(categoryId ? { categoryId } : {}) } });
  }

  private fetchBootcampPackages(id: string) {
    return this.client.call(bootcamps.packages, { params: { id } });
  }
  private fetchSubscriptionPackages(id: string) {
    return this.client.call(subscriptions.packages, { params: { id } });
  }
  private fetchPlaylist(url: string) {
    return this.client.call(microlearnings.currentPlaylist, { params: { url } });
  }
  private fetchRelatedMicro({ url, sort }: { url: string; sort: string | null }) {
    return this.client.call(microlearnings.related, { params: { url }, query: { size: PAGE_SIZE.relatedMicrolearning, ...(sort ? { sort } : {}) } });
  }
  private fetchRelatedMicroSorts() {
    return this.client.call(microlearnings.relatedMasterSort);
  }
  private fetchDonation(url: string) {
    return this.client.call(donations.campaign, { params: { url } });
  }
  private fetchProgram(url: string) {
    return this.client.call(programs.page, { params: { url } });
  }
  private fetchBootcampSales() {
    return this.client.call(bootcamps.salesPage);
  }
  private fetchPrakerjaBanners() {
    return this.client.call(prakerja.topBanners);
  }
  private fetchPrakerjaSections() {
    return this.client.call(prakerja.sections);
  }
}

/** The products store of a RootStore, made on first use (stores/feature.ts). */
export const productsOf = featureStore((root) => new ProductsStore(root.client, root.locale));
