import type { FastifyInstance } from 'fastify';
import type { CategoryCourses } from '../../../common/catalog.js';
import { CONTENT_TYPE_IDS, ContentType } from '../../../common/enums.js';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { PRODUCTS, productScope, type Product } from '../../catalogue/products.js';
import {
  contentListRoute,
  detailRoute,
  masterSortRoute,
  promoTermsRoute,
  ratingSummaryRoute,
  refFromParams,
  reviewsRoute,
  similarRoute,
} from '../../catalogue/routes.js';
import { contentPageSchema, itemsSchema, params, query } from '../../catalogue/schemas.js';
import { courseCategoryByUrl, coursesOfCategory, nextLevelWhere, packageCourses } from './service.js';

const course = PRODUCTS.course;
const coursePackage = PRODUCTS.coursePackage;

/** Any published content (the source of "next level" classes). */
const anyContent: Product = { ...course, types: CONTENT_TYPE_IDS, notFound: { id: 'Konten tidak ditemukan', en: 'Content not found' } };
/** Classes a learner can take as the next level: courses, quick-learn courses and bootcamps. */
const classes: Product = { ...course, types: [ContentType.COURSE, ContentType.BELAJARKILAT, ContentType.BOOTCAMP] };

export default async function coursesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tags = ['courses'];
  const doc = (summary: string) => ({ tags, summary });

  masterSortRoute(app, `${WEB}/courses/master-sort`, course.sorts, doc('Sorts of the course lists, with labels'));
  contentListRoute(app, ctx, {
    method: 'GET',
    path: `${WEB}/courses`,
    kind: course.sorts,
    scope: () => ({ where: productScope(course) }),
    doc: doc('Courses (self-paced and quick-learn), a page in the chosen sort'),
  });
  contentListRoute(app, ctx, {
    method: 'GET',
    path: `${WEB}/courses/categories/by-url/:url`,
    param: 'url',
    kind: course.sorts,
    scope: async (req) => {
      const category = await courseCategoryByUrl(ctx.db, (req.params as { url: string }).url, req.locale);
      return {
        where: coursesOfCategory(category.id),
        wrap: (courses): CategoryCourses => ({ category, courses }),
      };
    },
    response: {
      type: 'object',
      properties: {
        category: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            url: { type: 'string' },
            name: { type: 'string' },
            description: { type: 'string' },
            icon: { type: 'string' },
            colorIndex: { type: 'integer' },
          },
        },
        courses: contentPageSchema,
      },
    },
    doc: doc('A category with a page of its courses'),
  });
  detailRoute(app, ctx, course, `${WEB}/courses/:url`, 'url', doc('Course detail: content item plus syllabus, instructor, rating summary, promo terms'));
  detailRoute(app, ctx, course, `${WEB}/courses/by-content-id/:id`, 'id', doc('Course detail by content id (404 for another type)'));
  ratingSummaryRoute(app, ctx, course, `${WEB}/courses/:url/rating-summary`, doc('Average, total and per-star counts of a course’s reviews'));
  reviewsRoute(app, ctx, course, `${WEB}/courses/:url/reviews`, doc('Reviews of a course, newest first (ratingScore filters by stars)'));
  promoTermsRoute(app, ctx, course, `${WEB}/courses/:url/promo-terms`, doc('Terms of the course’s current promotion (null when none)'));
  similarRoute(app, ctx, {
    path: `${WEB}/contents/:id/similar-contents-kelas-lanjutan`,
    source: anyContent,
    param: 'id',
    target: classes,
    sameCategoryFirst: false,
    // Same category only, and a higher skill level than the content.
    where: nextLevelWhere,
    doc: doc('Next-level classes: same category, higher skill level'),
  });

  // Course packages and learning paths.
  masterSortRoute(app, `${WEB}/coursepackages/master-sort`, coursePackage.sorts, doc('Sorts of the course package lists, with labels'));
  detailRoute(app, ctx, coursePackage, `${WEB}/coursepackages/:url`, 'url', doc('Course package or learning path detail'));
  detailRoute(app, ctx, coursePackage, `${WEB}/coursepackages/by-content-id/:id`, 'id', doc('Course package detail by content id'));
  app.get(`${WEB}/coursepackages/:url/courses`, {
    config: { auth: 'both' },
    schema: { ...doc('The courses of a package, in the package’s order'), params: params.url, querystring: query(), response: { 200: envelopeSchema(itemsSchema) } },
    handler: async (req) => ok(await packageCourses(ctx, refFromParams('url', req), req.locale)),
  });
  similarRoute(app, ctx, {
    path: `${WEB}/coursepackages/:url/similar-course-packages`,
    source: coursePackage,
    param: 'url',
    target: coursePackage,
    doc: doc('Other course packages, same category first'),
  });
}
