/**
 * The product pages' shared loader parts (see stores/loader.ts): a detail page asks its detail
 * first, then what the page shows around it (reviews, rows of similar items, banners, tiers …) in
 * parallel. Each family's route loaders are in its own module (families/*.ts, with that family's
 * contract: a page downloads only its own family's calls); the lists' are in lists.ts.
 */
import { isBuyableContentType } from '../../../common/cart';
import type { ContentDetail } from '../../../common/catalog';
import { all, type PageLoader } from '../../stores/loader';
import type { RootStore } from '../../stores/RootStore';
import { productsOf, type DetailFamily, type FamilySources, type ReviewsFamily } from './store';
import { ownershipOf } from './ownership';

export type Products = ReturnType<typeof productsOf>;

/** The products store with a family's calls handed over. */
export function productsWith(root: RootStore, ...sources: FamilySources[]): Products {
  const products = productsOf(root);
  for (const source of sources) products.use(source);
  return products;
}

/** Banners of a detail page (every page drawn by ProductDetail shows them). */
export function banners(products: Products, item: ContentDetail) {
  return products.banners.ensure({ contentType: item.type, contentId: item.contentId, categoryId: item.category?.id ?? null });
}

/** The first page of reviews, when there are any to list. */
export function reviews(products: Products, item: ContentDetail, family: ReviewsFamily, url: string) {
  return item.detail.ratingSummary.total > 0 ? products.reviews({ family, url }).ensureFirst() : null;
}

/**
 * A detail page: the detail of `family` by the route's `param` (its calls from `sources`), then
 * `around(item)`, and for a signed-in student their state of a content that can be bought or
 * joined (owned, wishlisted, in the cart, pending order: the buy box shows it before any click).
 * Guests never ask it.
 */
export function detailPage(
  sources: FamilySources[],
  family: DetailFamily,
  param: 'url' | 'id',
  around: (products: Products, item: ContentDetail, url: string, root: RootStore) => Array<Promise<unknown> | null>,
): PageLoader {
  return async (root, { params }) => {
    const { session } = root;
    const products = productsWith(root, ...sources);
    const ownership = ownershipOf(root);
    const url = params[param] ?? '';
    const item = await products.detail.ensure({ family, url });
    if (item) await all([...around(products, item, url, root), session.isSignedIn && isBuyableContentType(item.type) ? ownership.load(item.contentId) : null]);
  };
}
