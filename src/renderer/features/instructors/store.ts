/**
 * Instructor pages (spec 2 "instructors (profile, reviews, contents by type, upcoming and past
 * webinars)"), filled by the pages' loaders: the list of instructors by keyword and page
 * (/instructor), and for one instructor (/instructor/{url}) the profile by url, the contents of a
 * type (listing kit), the upcoming and past webinars, and the reviews with their star filter and
 * page (InstructorReviews).
 */
import { action, makeObservable, observable } from 'mobx';
import type { Locale } from '../../../common/enums';
import { FilterKind } from '../../../common/enums';
import { PAGE_SIZE } from '../../../common/constants';
import type { InstructorCard, InstructorPage, InstructorReviewItem } from '../../../common/discovery';
import type { RatingSummary } from '../../../common/catalog';
import { instructors } from '../../../common/contract/instructors';
import type { ContentItem, Page } from '../../../common/types';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { filterOf } from '../../components/listing/query';
import { Mru } from '../../stores/Mru';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';

/** One list of an instructor's contents: a content type, and for dated types upcoming or finished. */
export interface InstructorListParams {
  instructorId: number;
  type: number;
  /** true: finished sessions, false: upcoming ones, undefined: both. */
  isFinished?: boolean;
}

export type WebinarsWhen = 'upcoming' | 'past';

/** One page of the instructor list: the keyword ('' for everyone) and the page number. */
export interface InstructorListInput {
  keyword: string;
  page: number;
}

/** The reviews of an instructor: summary, and the page shown with its star filter. */
export class InstructorReviews {
  readonly summary = new Resource<RatingSummary>();
  readonly list = new Resource<Page<InstructorReviewItem>>();
  page = 1;
  score: number | null = null;

  constructor(private readonly fetch: { summary: () => Promise<RatingSummary>; page: (page: number, score: number | null) => Promise<Page<InstructorReviewItem>> }) {
    makeObservable(this, { page: observable, score: observable, setPage: action, pickScore: action });
  }

  /** Summary and the current page, unless there or on their way. */
  ensure(): Promise<unknown> {
    return Promise.all([this.summary.ensure(this.fetch.summary), this.list.ensure(() => this.fetch.page(this.page, this.score))]);
  }

  setPage(page: number): Promise<unknown> {
    this.page = page;
    return this.list.load(() => this.fetch.page(page, this.score));
  }

  /** Only reviews with this many stars; the same again (or null) shows them all. Back to page 1. */
  pickScore(score: number | null): Promise<unknown> {
    this.score = score === this.score ? null : score;
    return this.setPage(1);
  }
}

export class InstructorsStore {
  /** G instructors: a page of the list per keyword and page number (and language). */
  readonly list: ResourceMap<InstructorListInput, Page<InstructorCard>>;
  /** G instructors/by-url/{url}. */
  readonly profile: ResourceMap<string, InstructorPage>;
  /** G instructors/{id}/content-types/{type}/contents; sorts per instructor, filters per type. */
  readonly contents: ListingFamily<InstructorListParams>;
  /** P instructors/{id}/upcoming-webinars, …/past-webinars. */
  readonly webinars: ResourceMap<{ instructorId: number; when: WebinarsWhen }, Page<ContentItem>>;
  private readonly reviewsOf: Mru<InstructorReviews>;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    this.list = new ResourceMap({
      scope: locale,
      key: ({ keyword, page }: InstructorListInput) => `${page}:${keyword}`,
      fetch: ({ keyword, page }) => this.client.call(instructors.list, { query: { page, pageSize: PAGE_SIZE.instructors, ...(keyword ? { keyword } : {}) } }),
    });
    this.profile = new ResourceMap({
      scope: locale,
      key: (url: string) => url,
      fetch: (url) => this.client.call(instructors.byUrl, { params: { url } }),
    });
    this.contents = new ListingFamily<InstructorListParams>({
      scope: locale,
      kinds: [FilterKind.RATING],
      key: (p) => `${p.instructorId}:${p.type}:${p.isFinished ?? 'all'}`,
      metaKey: (p) => `${p.instructorId}:${p.type}`,
      source: ({ instructorId, type, isFinished }) => ({
        fetchPage: (q, signal) => {
          const rating = filterOf(q.filters, FilterKind.RATING);
          const query = {
            page: q.page,
            pageSize: PAGE_SIZE.instructorContents,
            ...(q.sort ? { sort: q.sort } : {}),
            ...(rating && 'values' in rating ? { rating: rating.values[0] } : {}),
            ...(isFinished !== undefined ? { isFinished } : {}),
          };
          return this.client.call(instructors.typeContents, { params: { id: instructorId, type }, query, signal });
        },
        fetchSorts: () => this.client.call(instructors.contentsMasterSort, { params: { id: instructorId } }),
        fetchFilters: () => this.client.call(instructors.typeFilters, { params: { id: instructorId, type } }),
      }),
    });
    this.webinars = new ResourceMap({
      scope: locale,
      fetch: ({ instructorId, when }: { instructorId: number; when: WebinarsWhen }) =>
        this.client.call(when === 'upcoming' ? instructors.upcomingWebinars : instructors.pastWebinars, {
          params: { id: instructorId },
          body: { page: 1, pageSize: PAGE_SIZE.instructorContents },
        }),
    });
    this.reviewsOf = new Mru<InstructorReviews>(12);
  }

  /** The reviews of an instructor, per language. */
  reviews(instructorId: number): InstructorReviews {
    return this.reviewsOf.get(
      `${this.locale()}:${instructorId}`,
      () =>
        new InstructorReviews({
          summary: () => this.client.call(instructors.ratingSummary, { params: { id: instructorId } }),
          page: (page, score) =>
            this.client.call(instructors.reviews, {
              params: { id: instructorId },
              query: { pageSize: PAGE_SIZE.reviews, page, ...(score ? { ratingScore: score } : {}) },
            }),
        }),
    );
  }
}

/** The instructors store of a RootStore, made on first use (stores/feature.ts). */
export const instructorsOf = featureStore((root) => new InstructorsStore(root.client, root.locale));
