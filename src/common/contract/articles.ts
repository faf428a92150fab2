import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { id, strictObject } from '../schema/primitives.js';
import {
  BannersSchema,
  CategorySchema,
  ContentItemSchema,
  ContentItemsSchema,
  ContentMetaSchema,
  ContentPageSchema,
  InstructorRefSchema,
  listQueryProperties,
  masterSortEndpoint,
  noQuery,
  nullable,
  similarEndpoint,
  sizeQuery,
} from './catalogue.js';
import { CategoryDetailSchema } from './categories.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { ByUrlParams } from './search.js';

/** Articles: an article, its meta and similar articles, the article list, banners, categories and related contents. */

const tags = ['articles'] as const;

export const ArticleDetailSchema = Type.Object({
  ...ContentItemSchema.properties,
  /** Paragraphs separated by a blank line, in the request language. */
  body: Type.String(),
  readMinutes: Type.Integer(),
  tags: Type.Array(Type.String()),
  author: nullable(InstructorRefSchema),
  publishedAt: Type.String(),
  updatedAt: Type.String(),
});
export type ArticleDetail = Static<typeof ArticleDetailSchema>;

export const ArticleContentRelatedSchema = Type.Object({ courses: ContentItemsSchema, webinars: ContentItemsSchema, articles: ContentItemsSchema });
export type ArticleContentRelated = Static<typeof ArticleContentRelatedSchema>;

export const articles = {
  byUrl: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/articles/by-url/:url`,
    auth: 'both',
    tags,
    summary: 'An article with its body in the request language, category, author and reading time',
    params: ByUrlParams,
    query: noQuery,
    result: ArticleDetailSchema,
  }),
  meta: endpoint({
    method: 'GET',
    path: `${API_PREFIX.v2}/articles/by-url/:url/meta`,
    auth: 'both',
    tags,
    summary: 'Page meta of an article',
    params: ByUrlParams,
    query: noQuery,
    result: ContentMetaSchema,
  }),
  similar: similarEndpoint(
    `${API_PREFIX.web}/articles/by-content-id/:id/similar-articles`,
    'id',
    'Articles similar to one: same category first, then most popular',
    tags,
    PAGE_SIZE.similarArticles,
  ),
  masterSort: masterSortEndpoint(`${API_PREFIX.web}/articles/master-sort`, 'Sorts of the article list', tags),
  list: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/articles`,
    auth: 'both',
    tags,
    summary: 'Articles, optionally of one category, paginated',
    query: strictObject({ ...listQueryProperties(), categoryId: Type.Optional(id()) }),
    result: ContentPageSchema,
  }),
  middleBanners: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/articles/middle-banners`,
    auth: 'basic',
    tags,
    summary: 'Banners shown between articles',
    query: noQuery,
    result: BannersSchema,
  }),
  topCategories: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/articles/top-categories`,
    auth: 'basic',
    tags,
    summary: 'Categories with the most articles (totalContents counts articles)',
    query: noQuery,
    result: Type.Array(CategorySchema),
  }),
  categoryByUrl: endpoint({
    method: 'GET',
    path: `${API_PREFIX.v2}/articles/categories/by-url/:url`,
    auth: 'basic',
    tags,
    summary: 'An article category by url slug (counts are articles)',
    params: ByUrlParams,
    query: noQuery,
    result: CategoryDetailSchema,
  }),
  contentRelated: endpoint({
    method: 'GET',
    path: `${API_PREFIX.v2}/articles/content-related`,
    auth: 'both',
    tags,
    summary: 'Courses, upcoming webinars and suggested articles of an article’s category',
    query: strictObject({ categoryId: id(), pageSize: sizeQuery(PAGE_SIZE.suggestionArticles) }),
    result: ArticleContentRelatedSchema,
  }),
};
