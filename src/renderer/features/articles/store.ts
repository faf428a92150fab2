/**
 * Articles (spec 7 "Articles"), filled by the article pages' loaders: the list (all, or of a
 * category) with its sorts, the top categories and middle banners (Basic credentials, spec 6), a
 * category by url, an article by url, its similar articles, the content related to its category
 * and the banners beside it.
 */
import { ContentType, type Locale } from '../../../common/enums';
import { PAGE_SIZE } from '../../../common/constants';
import type { ArticleContentRelated, ArticleDetail, CategoryDetail } from '../../../common/discovery';
import { articles } from '../../../common/contract/articles';
import type { ResultOf } from '../../../common/contract/endpoint';
import { search } from '../../../common/contract/search';
import type { ContentItem } from '../../../common/types';
import type { ContractClient } from '../../api/contract';
// The kit's data side only (its index also pulls the list UI into the first load).
import { ListingFamily } from '../../components/listing/ListingFamily';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import { featureStore } from '../../stores/feature';

/** Articles per page of the list. */
export const ARTICLES_PAGE_SIZE = 12;

export class ArticlesStore {
  readonly topCategories = new Resource<ResultOf<typeof articles.topCategories>>();
  readonly middleBanners = new Resource<ResultOf<typeof articles.middleBanners>>();
  /** The list of a category (its id), or of every article (null); page and sort only. */
  readonly list: ListingFamily<number | null>;
  /** G v2/articles/categories/by-url/{url}. */
  readonly category: ResourceMap<string, CategoryDetail>;
  /** G articles/by-url/{url}. */
  readonly article: ResourceMap<string, ArticleDetail>;
  /** G articles/by-content-id/{id}/similar-articles, by the article's content id. */
  readonly similar: ResourceMap<number, ContentItem[]>;
  /** G v2/articles/content-related, by the article's category id. */
  readonly related: ResourceMap<number, ArticleContentRelated>;
  /** G v2/banners/on-content-detail beside an article. */
  readonly banners: ResourceMap<{ contentId: number; categoryId: number | null }, ResultOf<typeof search.contentDetailBanners>>;

  constructor(
    private readonly client: ContractClient,
    private readonly locale: () => Locale,
  ) {
    const scope = locale;
    this.list = new ListingFamily({
      scope,
      kinds: [],
      key: (categoryId: number | null) => String(categoryId ?? 'all'),
      source: (categoryId) => ({
        fetchPage: (q, signal) =>
          this.client.call(articles.list, {
            query: { ...(categoryId !== null ? { categoryId } : {}), page: q.page, pageSize: ARTICLES_PAGE_SIZE, ...(q.sort ? { sort: q.sort } : {}) },
            signal,
          }),
        fetchSorts: () => this.client.call(articles.masterSort),
      }),
    });
    this.category = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.client.call(articles.categoryByUrl, { params: { url } }) });
    this.article = new ResourceMap({ scope, key: (url: string) => url, fetch: (url) => this.client.call(articles.byUrl, { params: { url } }) });
    this.similar = new ResourceMap({
      scope,
      key: (id: number) => String(id),
      fetch: (id) => this.client.call(articles.similar, { params: { id }, query: { pageSize: PAGE_SIZE.similarArticles } }),
    });
    this.related = new ResourceMap({
      scope,
      key: (categoryId: number) => String(categoryId),
      fetch: (categoryId) => this.client.call(articles.contentRelated, { query: { categoryId, pageSize: PAGE_SIZE.suggestionArticles } }),
    });
    this.banners = new ResourceMap({
      scope,
      fetch: ({ contentId, categoryId }: { contentId: number; categoryId: number | null }) =>
        this.client.call(search.contentDetailBanners, { query: { contentType: ContentType.ARTICLE, contentId, ...(categoryId ? { categoryId } : {}) } }),
    });
  }

  /** The category chips and the banners between the two halves of a page, once per language. */
  loadListExtras() {
    const locale = this.locale();
    return Promise.all([
      this.topCategories.ensureFor(locale, () => this.client.call(articles.topCategories)),
      this.middleBanners.ensureFor(locale, () => this.client.call(articles.middleBanners)),
    ]);
  }
}

/** The articles store of a RootStore, made on first use (stores/feature.ts). */
export const articlesOf = featureStore((root) => new ArticlesStore(root.client, root.locale));
