import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { id, paging, strictObject, text } from '../schema/primitives.js';
import {
  ContentPageSchema,
  FilterDefinitionsSchema,
  InstructorProfileSchema,
  InstructorRefSchema,
  nullable,
  RatingSummarySchema,
  ReviewItemSchema,
  SortOptionsSchema,
  listBodyProperties,
  listQueryProperties,
  noQuery,
  pageSchema,
  reviewsQuery,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { ByIdParams, ByUrlParams, ContentLinkSchema, ContentTypeCountSchema, ContentTypeParam, ContentTypesSchema } from './search.js';

/** Instructor pages: profile, contents, reviews, content types, filter panels, webinars. */

const tags = ['instructors'] as const;

/** G instructors/by-url/{url}: the profile of the product pages plus the content types the instructor has. */
export const InstructorPageSchema = Type.Object({ ...InstructorProfileSchema.properties, contentTypes: Type.Array(ContentTypeCountSchema) });
export type InstructorPage = Static<typeof InstructorPageSchema>;

/** A review on an instructor's page names the content it is about. */
export const InstructorReviewItemSchema = Type.Object({
  ...ReviewItemSchema.properties,
  content: ContentLinkSchema,
});
export type InstructorReviewItem = Static<typeof InstructorReviewItemSchema>;

/**
 * A card of the instructor list (/instructor): who, what they teach (headline in the reader's
 * language), and the profile page's totals (published contents, their students, the rating of
 * every review of the instructor's contents).
 */
export const InstructorCardSchema = Type.Object({
  ...InstructorRefSchema.properties,
  company: nullable(Type.String()),
  totalContents: Type.Integer(),
  totalStudents: Type.Integer(),
  rating: Type.Object({ average: Type.Number(), total: Type.Integer() }),
});
export type InstructorCard = Static<typeof InstructorCardSchema>;

/** Longest keyword of the instructor list (a longer one is a 400). */
export const INSTRUCTOR_KEYWORD_MAX = 100;

/** Query of the instructor list: a keyword (name, headline in either language, company; every word must match) and paging. */
export const InstructorListQuery = strictObject({
  keyword: Type.Optional(text(INSTRUCTOR_KEYWORD_MAX, 0, { description: 'Words of the name, headline or company; every word must match (case-insensitive)' })),
  ...paging(PAGE_SIZE.instructors),
});
export type InstructorListQuery = Static<typeof InstructorListQuery>;

/** An instructor and one content type of theirs. */
const TypeParams = strictObject({ id: id(), type: ContentTypeParam });
const contentTypes = Type.Array(ContentTypeCountSchema);
const webinarsBody = strictObject(listBodyProperties(PAGE_SIZE.instructorContents));

export const instructors = {
  list: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors`,
    auth: 'both',
    tags,
    summary: 'Instructors, most students first (then by name), optionally by keyword; 12 a page by default',
    query: InstructorListQuery,
    result: pageSchema(InstructorCardSchema),
  }),
  byUrl: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/by-url/:url`,
    auth: 'both',
    tags,
    summary: 'Instructor profile with totals, rating and content types',
    params: ByUrlParams,
    query: noQuery,
    result: InstructorPageSchema,
  }),
  contents: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/instructors/:id/contents`,
    auth: 'both',
    tags,
    summary: 'Contents of an instructor: paging, sort, content types and filters',
    params: ByIdParams,
    query: noQuery,
    body: strictObject({ ...listBodyProperties(), contentTypes: Type.Optional(ContentTypesSchema) }),
    result: ContentPageSchema,
  }),
  contentsMasterSort: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/contents/master-sort`,
    auth: 'both',
    tags,
    summary: 'Sorts of an instructor’s contents',
    params: ByIdParams,
    query: noQuery,
    result: SortOptionsSchema,
  }),
  ratingSummary: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/rating-summary`,
    auth: 'both',
    tags,
    summary: 'Average, total and 1..5 distribution of the instructor’s reviews',
    params: ByIdParams,
    query: noQuery,
    result: RatingSummarySchema,
  }),
  reviews: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/reviews`,
    auth: 'both',
    tags,
    summary: 'Reviews of the instructor’s contents, newest first, names masked',
    params: ByIdParams,
    query: reviewsQuery,
    result: pageSchema(InstructorReviewItemSchema),
  }),
  contentTypes: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/content-types`,
    auth: 'both',
    tags,
    summary: 'Content types the instructor has, with counts',
    params: ByIdParams,
    query: noQuery,
    result: contentTypes,
  }),
  typeFilters: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/content-types/:type/filters`,
    auth: 'both',
    tags,
    summary: 'Filter panel of an instructor’s contents of one type (the list takes rating and isFinished)',
    params: TypeParams,
    query: noQuery,
    result: FilterDefinitionsSchema,
  }),
  typeContents: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/instructors/:id/content-types/:type/contents`,
    auth: 'both',
    tags,
    summary: 'An instructor’s contents of one type (rating = minimum rating; isFinished for live sessions)',
    params: TypeParams,
    query: strictObject({
      ...listQueryProperties(PAGE_SIZE.instructorContents),
      rating: Type.Optional(Type.Number({ description: 'Minimum rating, a RATING filter value' })),
      isFinished: Type.Optional(Type.Boolean()),
    }),
    result: ContentPageSchema,
  }),
  // The webinar sorts start with 'upcoming': future sessions soonest first, past ones most recent first.
  upcomingWebinars: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/instructors/:id/upcoming-webinars`,
    auth: 'both',
    tags,
    summary: 'The instructor’s upcoming webinars, soonest first',
    params: ByIdParams,
    query: noQuery,
    body: webinarsBody,
    result: ContentPageSchema,
  }),
  pastWebinars: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/instructors/:id/past-webinars`,
    auth: 'both',
    tags,
    summary: 'The instructor’s past webinars, most recent first',
    params: ByIdParams,
    query: noQuery,
    body: webinarsBody,
    result: ContentPageSchema,
  }),
};
