import Type, { type Static } from 'typebox';
import { SITEMAP_KINDS } from '../discovery.js';
import { int, strictObject, text } from '../schema/primitives.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Sitemaps as JSON for the client. The XML files crawlers read at the site root (/sitemap.xml,
 * /sitemaps/{kind}.xml) are not API calls: the sitemaps module serves them with the same page query.
 */

export const SitemapEntrySchema = Type.Object({ loc: Type.String(), lastmod: Type.String() });
export type SitemapEntry = Static<typeof SitemapEntrySchema>;

/** `page` of a sitemap kind (a file holds at most 50,000 URLs). */
export const SitemapPageQuery = strictObject({ page: int(1, 1000, { default: 1 }) });

export const sitemaps = {
  kind: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/sitemaps/:kind`,
    auth: 'both',
    tags: ['sitemaps'],
    summary: `Absolute URLs of one kind of page with lastmod (kinds: ${SITEMAP_KINDS.join(', ')})`,
    // Any text: an unknown kind is a 404 naming the kinds, in the request's language.
    params: strictObject({ kind: text(32) }),
    query: SitemapPageQuery,
    result: Type.Object({ kind: Type.String(), page: Type.Integer(), totalPages: Type.Integer(), items: Type.Array(SitemapEntrySchema) }),
  }),
};
