/** Courses and course packages (and Prakerja classes, drawn as courses): their calls and route loaders. */
import { courses } from '../../../../common/contract/courses';
import type { ContentDetail } from '../../../../common/catalog';
import { all, type PageLoader } from '../../../stores/loader';
import { ownershipOf } from '../ownership';
import { SIMILAR, type FamilySources, type ReviewsFamily } from '../store';
import { banners, detailPage, productsWith, reviews, type Products } from '../loaders';

export const courseSources: FamilySources = {
  detail: {
    courses: (client, url) => client.call(courses.detail, { params: { url } }),
    coursepackages: (client, url) => client.call(courses.packageDetail, { params: { url } }),
  },
  rows: {
    nextLevel: (client, row) => client.call(courses.nextLevel, { params: { id: row.contentId } }),
    packageCourses: (client, row) => client.call(courses.packageCourses, { params: { url: row.url } }),
    similarPackages: (client, row) => client.call(courses.similarPackages, { params: { url: row.url }, query: SIMILAR }),
  },
  reviews: {
    courses: (client, url, query) => client.call(courses.reviews, { params: { url }, query }),
    coursepackages: (client, url, query) => client.call(courses.packageReviews, { params: { url }, query }),
  },
};

/** The course layout's blocks (courses, Prakerja classes, quick-learn courses). */
export function courseAround(products: Products, item: ContentDetail, reviewsOf: { family: ReviewsFamily; url: string }) {
  return [
    reviews(products, item, reviewsOf.family, reviewsOf.url),
    products.rows.ensure({ kind: 'nextLevel', contentId: item.contentId }),
    products.rows.ensure({ kind: 'similar', contentId: item.contentId }),
    banners(products, item),
  ];
}

/** The package layout's blocks. */
function packageAround(products: Products, item: ContentDetail, url: string) {
  return [
    reviews(products, item, 'coursepackages', url),
    products.rows.ensure({ kind: 'packageCourses', url }),
    products.rows.ensure({ kind: 'similarPackages', url }),
    banners(products, item),
  ];
}

export const courseLoader = detailPage([courseSources], 'courses', 'url', (products, item, url) => courseAround(products, item, { family: 'courses', url }));

export const packageLoader = detailPage([courseSources], 'coursepackages', 'url', packageAround);

/** /product-description/{url}: a course or a package, then the blocks of its layout. */
export const productDescriptionLoader: PageLoader = async (root, { params }) => {
  const { session } = root;
  const products = productsWith(root, courseSources);
  const ownership = ownershipOf(root);
  const url = params.url ?? '';
  const found = await products.description.ensure(url);
  if (!found) return;
  const around = found.family === 'course' ? courseAround(products, found.item, { family: 'courses', url }) : packageAround(products, found.item, url);
  await all([...around, session.isSignedIn ? ownership.load(found.item.contentId) : null]);
};
