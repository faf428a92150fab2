import type { FastifyInstance } from 'fastify';
import { courses } from '../../../common/contract/courses.js';
import { CONTENT_TYPE_IDS, ContentType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { PRODUCTS, productListScope, type Product } from '../../catalogue/products.js';
import { contentListRoute, detailRoute, listRequest, masterSortRoute, promoTermsRoute, ratingSummaryRoute, reviewsRoute, similarRoute } from '../../catalogue/routes.js';
import { courseCategoryByUrl, coursesOfCategory, nextLevelWhere, packageCourses } from './service.js';

const course = PRODUCTS.course;
const coursePackage = PRODUCTS.coursePackage;

/** Any published content (the source of "next level" classes). */
const anyContent: Product = { ...course, types: CONTENT_TYPE_IDS, notFound: { id: 'Konten tidak ditemukan', en: 'Content not found' } };
/** Classes a learner can take as the next level: courses, quick-learn courses and bootcamps. */
const classes: Product = { ...course, types: [ContentType.COURSE, ContentType.BELAJARKILAT, ContentType.BOOTCAMP] };

export default async function coursesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  masterSortRoute(app, courses.masterSort, course.sorts);
  contentListRoute(app, ctx, courses.list, course.sorts, productListScope(course));
  route(app, courses.categoryCourses, async (req) => {
    const list = listRequest(course.sorts, req.query);
    const category = await courseCategoryByUrl(ctx.db, req.params.url, req.locale);
    return ok({ category, courses: await list.page(ctx, coursesOfCategory(category.id), req.locale) });
  });
  detailRoute(app, ctx, courses.detail, course);
  detailRoute(app, ctx, courses.detailByContentId, course);
  ratingSummaryRoute(app, ctx, courses.ratingSummary, course);
  reviewsRoute(app, ctx, courses.reviews, course);
  promoTermsRoute(app, ctx, courses.promoTerms, course);
  // Same category only, and a higher skill level than the content.
  similarRoute(app, ctx, courses.nextLevel, { source: anyContent, target: classes, sameCategoryFirst: false, where: nextLevelWhere });

  // Course packages and learning paths.
  masterSortRoute(app, courses.packageMasterSort, coursePackage.sorts);
  detailRoute(app, ctx, courses.packageDetail, coursePackage);
  detailRoute(app, ctx, courses.packageDetailByContentId, coursePackage);
  reviewsRoute(app, ctx, courses.packageReviews, coursePackage);
  route(app, courses.packageCourses, async (req) => ok(await packageCourses(ctx, { url: req.params.url }, req.locale)));
  similarRoute(app, ctx, courses.similarPackages, { source: coursePackage, target: coursePackage });
}
