/**
 * Route loaders of the product pages (see stores/loader.ts): the detail first, then what the page
 * shows around it (reviews, rows of similar items, banners, tiers …) in parallel.
 */
import { isBuyableContentType } from '../../../common/cart';
import type { ContentDetail } from '../../../common/catalog';
import { all, type PageLoader } from '../../stores/loader';
import type { RootStore } from '../../stores/RootStore';
import { webinarTab } from './helpers';
import { PRAKERJA_LISTS, type DetailFamily, type PrakerjaList, type ReviewsFamily } from './store';
import { sessionsOf } from '../sessions';
import { productsOf } from './store';
import { ownershipOf } from './ownership';

type Products = ReturnType<typeof productsOf>;

/** Banners of a detail page (every page drawn by ProductDetail shows them). */
function banners(products: Products, item: ContentDetail) {
  return products.banners.ensure({ contentType: item.type, contentId: item.contentId, categoryId: item.category?.id ?? null });
}

/** The first page of reviews, when there are any to list. */
function reviews(products: Products, item: ContentDetail, family: ReviewsFamily, url: string) {
  return item.detail.ratingSummary.total > 0 ? products.reviews({ family, url }).ensureFirst() : null;
}

/**
 * A detail page: the detail of `family` by the route's `param`, then `around(item)`, and for a
 * signed-in student their state of a content that can be bought or joined (owned, wishlisted, in
 * the cart, pending order: the buy box shows it before any click). Guests never ask it.
 */
function detailPage(
  family: DetailFamily,
  param: 'url' | 'id',
  around: (products: Products, item: ContentDetail, url: string, root: RootStore) => Array<Promise<unknown> | null>,
): PageLoader {
  return async (root, { params }) => {
    const { session } = root;
    const products = productsOf(root);
    const ownership = ownershipOf(root);
    const url = params[param] ?? '';
    const item = await products.detail.ensure({ family, url });
    if (item) await all([...around(products, item, url, root), session.isSignedIn && isBuyableContentType(item.type) ? ownership.load(item.contentId) : null]);
  };
}

/** The course layout's blocks (courses, Prakerja classes, quick-learn courses). */
function courseAround(products: Products, item: ContentDetail, reviewsOf: { family: ReviewsFamily; url: string }) {
  return [
    reviews(products, item, reviewsOf.family, reviewsOf.url),
    products.rows.ensure({ kind: 'nextLevel', contentId: item.contentId }),
    products.rows.ensure({ kind: 'similar', contentId: item.contentId }),
    banners(products, item),
  ];
}

/** The package layout's blocks. */
function packageAround(products: Products, item: ContentDetail, url: string) {
  return [products.rows.ensure({ kind: 'packageCourses', url }), products.rows.ensure({ kind: 'similarPackages', url }), banners(products, item)];
}

export const courseLoader = detailPage('courses', 'url', (products, item, url) => courseAround(products, item, { family: 'courses', url }));

export const prakerjaDetailLoader = detailPage('prakerja', 'url', (products, item, url) => courseAround(products, item, { family: 'prakerja', url }));

export const packageLoader = detailPage('coursepackages', 'url', packageAround);

/**
 * A live session's state for every visitor (G sessions/{id}/my-session, auth both: a guest gets
 * NOTENROLL and the server's time, so the badge and the buy box follow the server's clock), and
 * the feedback form's lists when feedback is what comes next.
 */
async function mySession(root: RootStore, contentId: number): Promise<void> {
  const mine = await sessionsOf(root).load(contentId);
  if (mine?.nextAction === 'feedback') await sessionsOf(root).ensureMasters();
}

export const webinarLoader = detailPage('webinars', 'url', (products, item, url, root) => [
  reviews(products, item, 'webinars', url),
  products.rows.ensure({ kind: 'similarWebinars', contentId: item.contentId }),
  banners(products, item),
  mySession(root, item.contentId),
]);

export const eventLoader = detailPage('events', 'id', (products, item, _url, root) => [
  products.rows.ensure({ kind: 'similar', contentId: item.contentId }),
  banners(products, item),
  mySession(root, item.contentId),
]);

export const bootcampLoader = detailPage('bootcamps', 'id', (products, item, id) => [
  products.bootcampPackages.ensure(id),
  products.rows.ensure({ kind: 'similarBootcamps', contentId: item.contentId }),
  banners(products, item),
]);

export const microlearningLoader = detailPage('microlearnings', 'url', (products, item, url) => [
  products.playlist.ensure(url),
  products.loadRelatedMicroSorts(),
  products.relatedMicro.ensure({ url, sort: null }),
  banners(products, item),
]);

export const subscriptionLoader = detailPage('subscriptions', 'id', (products, item, id) => [products.subscriptionPackages.ensure(id), banners(products, item)]);

/** /product-description/{url}: a course or a package, then the blocks of its layout. */
export const productDescriptionLoader: PageLoader = async (root, { params }) => {
  const { session } = root;
  const products = productsOf(root);
  const ownership = ownershipOf(root);
  const url = params.url ?? '';
  const found = await products.description.ensure(url);
  if (!found) return;
  const around = found.family === 'course' ? courseAround(products, found.item, { family: 'courses', url }) : packageAround(products, found.item, url);
  await all([...around, session.isSignedIn ? ownership.load(found.item.contentId) : null]);
};

export const donationLoader: PageLoader = async (root, { params }) => {
  const products = productsOf(root);
  const campaign = await products.donation.ensure(params.url ?? '');
  if (campaign) await products.rows.ensure({ kind: 'donationRecommendations', campaignId: campaign.id });
};

/** The category tab of a programme page (?tab=, the first category by default). */
export function programTab(categories: readonly { url: string }[], search: URLSearchParams): string | null {
  const asked = search.get('tab');
  return (categories.find((c) => c.url === asked) ?? categories[0])?.url ?? null;
}

export const programLoader: PageLoader = async (root, { params, search }) => {
  const products = productsOf(root);
  const url = params.url ?? '';
  const data = await products.program.ensure(url);
  const category = data ? programTab(data.categories, search) : null;
  if (data && category) await products.programList.get({ program: data.program.url, category }).load(search);
};

export const coursesLoader: PageLoader = (root, { search }) => productsOf(root).courseList.load(search);
export const packagesLoader: PageLoader = (root, { search }) => productsOf(root).packageList.load(search);
export const microlearningsLoader: PageLoader = (root, { search }) => productsOf(root).microList.load(search);
export const webinarsLoader: PageLoader = (root, { search }) =>
  productsOf(root)
    .webinarList.get(webinarTab(search.get('status')))
    .load(search);

export const bootcampsLoader: PageLoader = (root, { search }) => all([productsOf(root).loadBootcampSales(), productsOf(root).bootcampList.load(search)]);

/** The Prakerja list of `?method=`, or null for the landing page. */
export function prakerjaListOf(search: URLSearchParams): PrakerjaList | null {
  const method = search.get('method');
  return PRAKERJA_LISTS.find((m) => m === method) ?? null;
}

/** /prakerja: the landing page, or with ?method= one of its class lists. */
export const prakerjaLoader: PageLoader = async (root, { search }) => {
  const products = productsOf(root);
  const list = prakerjaListOf(search);
  await (list ? products.prakerjaList.get(list).load(search) : products.loadPrakerjaLanding());
};
