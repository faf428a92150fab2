import Type, { type Static } from 'typebox';
import { strictObject } from '../schema/primitives.js';
import { CategorySchema, ContentPageSchema, FilterDefinitionsSchema, listBodyProperties, masterSortEndpoint, noQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { ByIdParams, ByUrlParams, ContentTypeCountSchema, ContentTypesSchema } from './search.js';

/** Categories: a category page, its contents list and filter panel. */

const tags = ['categories'] as const;

/** A category with its published contents counted per type. */
export const CategoryDetailSchema = Type.Object({ ...CategorySchema.properties, contentTypes: Type.Array(ContentTypeCountSchema) });
export type CategoryDetail = Static<typeof CategoryDetailSchema>;

export const categories = {
  byUrl: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/categories/by-url/:url`,
    auth: 'basic',
    tags,
    summary: 'A category by its url slug, with content counts per type',
    params: ByUrlParams,
    query: noQuery,
    result: CategoryDetailSchema,
  }),
  masterSort: masterSortEndpoint(`${API_PREFIX.web}/categories/contents-master-sort`, 'Sorts of a category’s contents', tags),
  contents: endpoint({
    method: 'POST',
    path: `${API_PREFIX.web}/categories/:id/contents`,
    auth: 'both',
    tags,
    summary: 'Contents of a category: paging, sort, content types and filters',
    params: ByIdParams,
    query: noQuery,
    body: strictObject({ ...listBodyProperties(), contentTypes: Type.Optional(ContentTypesSchema) }),
    result: ContentPageSchema,
  }),
  filters: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/categories/:id/filters`,
    auth: 'both',
    tags,
    summary: 'Filter panel of a category’s contents',
    params: ByIdParams,
    query: noQuery,
    result: FilterDefinitionsSchema,
  }),
};
