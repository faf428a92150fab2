import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { DEVICE_ID_PATTERN } from '../discovery.js';
import { INT4_MAX, INT4_MIN, id, int, strictObject, text } from '../schema/primitives.js';
import {
  BannersSchema,
  ContentItemSchema,
  ContentItemsSchema,
  ContentPageSchema,
  FilterDefinitionsSchema,
  listBodyProperties,
  listQueryProperties,
  masterSortEndpoint,
  noQuery,
  nullable,
  similarEndpoint,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Discovery of contents across types: search, keyword suggestions, popular keywords, search
 * clicks, the generic contents list, similar contents, detail banners and the filter panels.
 */

const tags = ['discovery'] as const;

// Pieces the other discovery domains share (categories, instructors, articles, home) are defined
// here once: content types in requests and counts, a content named by another item, by-url and by-id paths.

/** A content type id in a request; the server answers 400 naming the types for an unknown one. */
export const ContentTypeParam = int(INT4_MIN, INT4_MAX);
/** `contentTypes` of a list request body (none or empty: every type). */
export const ContentTypesSchema = Type.Array(ContentTypeParam, { maxItems: 12 });

/** Live-session status of events and webinars (G contents?type=37&status=upcoming). */
export const LIVE_STATUSES = ['upcoming', 'ongoing', 'past'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** Published contents of one type: a search's facets, a category's or an instructor's content types. */
export const ContentTypeCountSchema = Type.Object({ type: ContentItemSchema.properties.type, count: Type.Integer() });
export type ContentTypeCount = Static<typeof ContentTypeCountSchema>;
/** A content another item is about (a testimonial, an instructor's review). */
export const ContentLinkSchema = Type.Object({ contentId: Type.Integer(), title: Type.String(), url: Type.String(), type: ContentItemSchema.properties.type });
/** Contents per content type among a search's matches (ignoring the chosen types). */
export type SearchFacet = ContentTypeCount;

/** A category, instructor or article named by its url in the path (unknown: 404 in the request's language). */
export const ByUrlParams = strictObject({ url: text(200, 1) });
/** A category or instructor named by its id in the path. */
export const ByIdParams = strictObject({ id: id() });

export const SearchRequestSchema = strictObject({
  ...listBodyProperties(),
  keyword: Type.Optional(text(200)),
  contentTypes: Type.Optional(ContentTypesSchema),
  /**
   * When the keyword finds nothing even forgiven, answer a corrected keyword's results (default
   * true); false is the page's "search instead for …" link: the keyword as typed, nothing else.
   */
  autocorrect: Type.Optional(Type.Boolean({ default: true })),
});
export type SearchRequest = Static<typeof SearchRequestSchema>;

export const SearchResultSchema = Type.Object({
  ...ContentPageSchema.properties,
  /** The keyword whose results these are: the one asked, or its correction (see correctedFrom). */
  keyword: Type.String(),
  facets: Type.Array(ContentTypeCountSchema),
  /** A spelling that would find something, when these results are empty. */
  didYouMean: nullable(Type.String()),
  /** The keyword as asked when these are its correction's results ("showing results for X; search instead for Y"). */
  correctedFrom: nullable(Type.String()),
  /** Words of the keyword left out because together they found nothing, in the keyword's order. */
  ignoredWords: Type.Array(Type.String()),
  /**
   * The filter panel of these results: options and ranges counted over the keyword's matches in
   * the chosen types, each kind without its own filter (so its other choices show what they add).
   */
  filters: FilterDefinitionsSchema,
  /** Sent back with P contents/onclick. */
  resultId: Type.String(),
});
export type SearchResult = Static<typeof SearchResultSchema>;

export const KeywordSuggestionsSchema = Type.Object({
  keyword: Type.String(),
  didYouMean: nullable(Type.String()),
  keywords: Type.Array(Type.String()),
  items: ContentItemsSchema,
});
export type KeywordSuggestions = Static<typeof KeywordSuggestionsSchema>;

export const PopularKeywordSchema = Type.Object({ keyword: Type.String(), count: Type.Integer() });
export type PopularKeyword = Static<typeof PopularKeywordSchema>;

/**
 * Body of P contents/onclick (a search result or a suggested content was opened). The click counts
 * for the keyword's popularity only when the keyword's search finds that content, once per student
 * or device per day (see docs/decisions.md, "Search clicks").
 */
export const SearchClickRequestSchema = strictObject({
  keyword: text(200, 1, { pattern: '\\S' }),
  /** The resultId of the search answer (null when the content came from the suggestions; a number is stored as text). */
  resultId: Type.Optional(
    Type.Union([text(64), Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()], {
      description: 'The resultId of the search answer (a number is stored as text)',
    }),
  ),
  contentId: id(),
  deviceId: Type.Optional(text(64, 16, { pattern: DEVICE_ID_PATTERN, description: 'The anonymous id the client keeps; without it the source address stands in' })),
});
export type SearchClickRequest = Static<typeof SearchClickRequestSchema>;

/** A voter's click on a keyword counts again this long after it last counted. */
export const CLICK_WINDOW_HOURS = 24;
/** Signed-in students counted per keyword and source address within the window. */
export const STUDENTS_PER_ADDRESS = 5;
/** P contents/onclick calls per source address (counted or not). */
export const CLICK_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;

export const SearchClickResultSchema = Type.Object({
  keyword: Type.String(),
  /** Whether this click was counted (false: the keyword does not find the content, or this student, device or address was counted today). */
  counted: Type.Boolean(),
  /** The keyword's count of distinct clicks (0 when it has none). */
  count: Type.Integer(),
});
export type SearchClickResult = Static<typeof SearchClickResultSchema>;

/** Query of G contents: which contents of the generic list, and the page. */
export const ContentsQuerySchema = strictObject({
  type: Type.Optional(ContentTypeParam),
  ...listQueryProperties(),
  status: Type.Optional(Type.Enum([...LIVE_STATUSES], { type: 'string' })),
  categoryId: Type.Optional(id()),
  programId: Type.Optional(id()),
  instructorId: Type.Optional(id()),
  venueType: Type.Optional(Type.Enum([1, 2, 3], { type: 'integer' })),
  learningMethod: Type.Optional(Type.Enum([1, 2, 3], { type: 'integer' })),
  isOfflineEvent: Type.Optional(Type.Boolean()),
  isPrakerja: Type.Optional(Type.Boolean()),
  isFree: Type.Optional(Type.Boolean()),
});
export type ContentsQuery = Static<typeof ContentsQuerySchema>;

/** Lists with a filter panel (G {list}/filters): the product families, articles, and every content (search). */
export const FILTER_PANEL_LISTS = ['courses', 'coursepackages', 'bootcamps', 'webinars', 'microlearnings', 'events', 'prakerja', 'articles', 'contents'] as const;
export type FilterPanelList = (typeof FILTER_PANEL_LISTS)[number];

function filterPanelEndpoint<const L extends FilterPanelList>(list: L) {
  return endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/${list}/filters`,
    auth: 'both',
    tags,
    summary: `Filter panel of the ${list} list (kinds, selection mode, value type, options or range)`,
    query: noQuery,
    result: FilterDefinitionsSchema,
  });
}

export const search = {
  search: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/contents/search`,
    auth: 'both',
    tags,
    summary: 'Full-text search (Indonesian and English) with filters, facets by content type and did-you-mean',
    body: SearchRequestSchema,
    result: SearchResultSchema,
  }),
  keywordSuggestions: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/contents/search-keyword-suggestions`,
    auth: 'both',
    tags,
    summary: 'Keyword suggestions while typing (typo tolerant) and matching contents',
    query: strictObject({ keyword: text(100, 1), limit: int(1, 10, { default: 5 }) }),
    result: KeywordSuggestionsSchema,
  }),
  popularKeywords: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/contents/search-popular-keywords`,
    auth: 'both',
    tags,
    summary: 'Most clicked search keywords',
    query: strictObject({ limit: int(1, 50, { default: 10 }) }),
    result: Type.Array(PopularKeywordSchema),
  }),
  click: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/contents/onclick`,
    auth: 'both',
    tags,
    summary: 'Records a click on a search result; distinct clicks on contents the keyword finds feed the popular keywords',
    description:
      "Counted (answer `counted: true`) only when the keyword's search finds the content (every word of the keyword in it), once per " +
      `student or device per keyword in ${CLICK_WINDOW_HOURS} h, anonymous clicks once per keyword and source address, students up to ` +
      `${STUDENTS_PER_ADDRESS} per address. Otherwise answered 200 with \`counted: false\`. At most ${CLICK_RATE_LIMIT.max} calls per address ` +
      `in ${CLICK_RATE_LIMIT.windowSeconds} s (429 with Retry-After).`,
    body: SearchClickRequestSchema,
    result: SearchClickResultSchema,
  }),
  masterSort: masterSortEndpoint(`${API_PREFIX.web}/contents/master-sort`, 'Sorts of the search results', tags),
  contents: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/contents`,
    auth: 'both',
    tags,
    summary: 'Contents of a type (events: ?type=37&status=upcoming), paginated',
    query: ContentsQuerySchema,
    result: ContentPageSchema,
  }),
  similarContents: similarEndpoint(
    `${API_PREFIX.web}/contents/:id/similar-contents`,
    'id',
    'Contents similar to one: same type, same category first, then most popular',
    tags,
    PAGE_SIZE.similarContents,
  ),
  contentDetailBanners: endpoint({
    method: 'GET',
    path: `${API_PREFIX.v2}/banners/on-content-detail`,
    auth: 'basic',
    tags,
    summary: 'Banners shown on a content detail page, most specific first',
    query: strictObject({ contentType: Type.Optional(ContentTypeParam), contentId: Type.Optional(id()), categoryId: Type.Optional(id()) }),
    result: BannersSchema,
  }),
  filterPanels: {
    courses: filterPanelEndpoint('courses'),
    coursepackages: filterPanelEndpoint('coursepackages'),
    bootcamps: filterPanelEndpoint('bootcamps'),
    webinars: filterPanelEndpoint('webinars'),
    microlearnings: filterPanelEndpoint('microlearnings'),
    events: filterPanelEndpoint('events'),
    prakerja: filterPanelEndpoint('prakerja'),
    articles: filterPanelEndpoint('articles'),
    contents: filterPanelEndpoint('contents'),
  } satisfies Record<FilterPanelList, unknown>,
};
