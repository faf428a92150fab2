import Type, { type Static } from 'typebox';
import { strictObject, text } from '../schema/primitives.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Information pages (spec 7 "Info"): about us, and pages by slug or by site URL. */

const tags = ['info'] as const;

/** Slug of an information page: terms, privacy, support… */
export const INFO_SLUG_PATTERN = '^[a-z0-9-]{1,64}$';

export const InfoPageSchema = Type.Object({ slug: Type.String(), title: Type.String(), body: Type.String(), updatedAt: Type.String() });
export type InfoPage = Static<typeof InfoPageSchema>;

export const info = {
  aboutUs: endpoint({ method: 'GET', path: `${API_PREFIX.web}/info/aboutus`, auth: 'both', tags, summary: 'About us page', result: InfoPageSchema }),
  pageByUrl: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/info/pages/get`,
    auth: 'both',
    tags,
    summary: 'An information page by its site URL (the last path segment names it)',
    query: strictObject({ url: text(200, 1) }),
    result: InfoPageSchema,
  }),
  page: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/info/:slug`,
    auth: 'both',
    tags,
    summary: 'An information page by slug (terms, privacy, support, …)',
    params: strictObject({ slug: Type.String({ pattern: INFO_SLUG_PATTERN }) }),
    result: InfoPageSchema,
  }),
};
