import Type, { type Static } from 'typebox';
import { strictObject } from '../schema/primitives.js';
import {
  CategorySchema,
  ContentItemsSchema,
  ContentPageSchema,
  contentListEndpoint,
  contentParams,
  detailEndpoint,
  listQueryProperties,
  masterSortEndpoint,
  noQuery,
  promoTermsEndpoint,
  ratingSummaryEndpoint,
  reviewsEndpoint,
  similarEndpoint,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Courses and course packages (learning paths): lists, details, reviews, promo terms, next-level classes. */

const tags = ['courses'] as const;
const web = API_PREFIX.web;

/** A category as the category-of-courses page shows it. */
export const CourseCategorySchema = Type.Omit(CategorySchema, ['totalContents']);
export const CategoryCoursesSchema = Type.Object({ category: CourseCategorySchema, courses: ContentPageSchema });
export type CategoryCourses = Static<typeof CategoryCoursesSchema>;

export const courses = {
  masterSort: masterSortEndpoint(`${web}/courses/master-sort`, 'Sorts of the course lists, with labels', tags),
  list: contentListEndpoint(`${web}/courses`, 'Courses (self-paced and quick-learn), a page in the chosen sort', tags),
  categoryCourses: endpoint({
    method: 'GET',
    path: `${web}/courses/categories/by-url/:url`,
    auth: 'both',
    tags,
    summary: 'A category with a page of its courses',
    params: contentParams.url,
    query: strictObject(listQueryProperties()),
    result: CategoryCoursesSchema,
  }),
  detail: detailEndpoint(`${web}/courses/:url`, 'url', 'Course detail: content item plus syllabus, instructor, rating summary, promo terms', tags),
  detailByContentId: detailEndpoint(`${web}/courses/by-content-id/:id`, 'id', 'Course detail by content id (404 for another type)', tags),
  ratingSummary: ratingSummaryEndpoint(`${web}/courses/:url/rating-summary`, 'Average, total and per-star counts of a course’s reviews', tags),
  reviews: reviewsEndpoint(`${web}/courses/:url/reviews`, 'Reviews of a course, newest first (ratingScore filters by stars)', tags),
  promoTerms: promoTermsEndpoint(`${web}/courses/:url/promo-terms`, 'Terms of the course’s current promotion (null when none)', tags),
  nextLevel: similarEndpoint(`${web}/contents/:id/similar-contents-kelas-lanjutan`, 'id', 'Next-level classes: same category, higher skill level', tags),

  packageMasterSort: masterSortEndpoint(`${web}/coursepackages/master-sort`, 'Sorts of the course package lists, with labels', tags),
  packageDetail: detailEndpoint(`${web}/coursepackages/:url`, 'url', 'Course package or learning path detail', tags),
  packageDetailByContentId: detailEndpoint(`${web}/coursepackages/by-content-id/:id`, 'id', 'Course package detail by content id', tags),
  packageReviews: reviewsEndpoint(`${web}/coursepackages/:url/reviews`, 'Reviews of a course package or learning path, newest first (ratingScore filters by stars)', tags),
  packageCourses: endpoint({
    method: 'GET',
    path: `${web}/coursepackages/:url/courses`,
    auth: 'both',
    tags,
    summary: 'The courses of a package, in the package’s order',
    params: contentParams.url,
    query: noQuery,
    result: ContentItemsSchema,
  }),
  similarPackages: similarEndpoint(`${web}/coursepackages/:url/similar-course-packages`, 'url', 'Other course packages, same category first', tags),
};
