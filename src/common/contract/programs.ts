import Type, { type Static } from 'typebox';
import { slug, strictObject } from '../schema/primitives.js';
import { CategoryRefSchema, ContentPageSchema, ProgramSchema, contentParams, listBodyProperties, masterSortEndpoint, noQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Programmes: a programme page and its contents per category. */

const tags = ['programs'] as const;
const web = API_PREFIX.web;

export const ProgramPageSchema = Type.Object({
  program: ProgramSchema,
  totalContents: Type.Integer(),
  categories: Type.Array(Type.Object({ ...CategoryRefSchema.properties, totalContents: Type.Integer() })),
});
export type ProgramPage = Static<typeof ProgramPageSchema>;

export const programs = {
  masterSort: masterSortEndpoint(`${web}/programs/master-sort`, 'Sorts of a programme’s content list, with labels', tags),
  page: endpoint({
    method: 'GET',
    path: `${web}/programs/:url`,
    auth: 'both',
    tags,
    summary: 'A programme with the categories of its contents',
    params: contentParams.url,
    query: noQuery,
    result: ProgramPageSchema,
  }),
  categoryContents: endpoint({
    method: 'POST',
    path: `${web}/programs/:url/program-categories/:catUrl/contents`,
    auth: 'both',
    tags,
    summary: 'A page of a programme’s contents in one category: body { page, pageSize, sort, filters }',
    params: strictObject({ url: slug(), catUrl: slug() }),
    query: noQuery,
    body: strictObject(listBodyProperties()),
    result: ContentPageSchema,
  }),
};
