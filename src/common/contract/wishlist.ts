import Type, { type Static } from 'typebox';
import { id, paging, strictObject } from '../schema/primitives.js';
import { ContentPageSchema, contentParams, noQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { ContentTypeCountSchema, ContentTypeParam } from './search.js';

/**
 * The signed-in student's wishlist (spec 7 "Wishlist", screen wishlistqu). Every call acts on the
 * token's owner; items are the catalogue's content items, newest wished first, published only.
 */

const tags = ['wishlist'] as const;
const web = API_PREFIX.web;

export const WishlistToggleSchema = Type.Object({ contentId: Type.Integer(), isWishlisted: Type.Boolean() });
export type WishlistToggle = Static<typeof WishlistToggleSchema>;

/** How many items a delete took out of the wishlist. */
export const WishlistRemovedSchema = Type.Object({ removed: Type.Integer() });
export type WishlistRemoved = Static<typeof WishlistRemovedSchema>;

const contentTypeFilter = Type.Optional(ContentTypeParam);

export const wishlist = {
  toggle: endpoint({
    method: 'PUT',
    path: `${web}/contents/:id/wishlist-toggle`,
    auth: 'authenticated',
    tags,
    summary: 'Puts a content in the wishlist, or takes it out when it is there; answers where it is now',
    params: contentParams.id,
    result: WishlistToggleSchema,
  }),
  contents: endpoint({
    method: 'GET',
    path: `${web}/wishlist/contents`,
    auth: 'authenticated',
    tags,
    summary: 'A page of the wishlist, newest first, optionally of one content type',
    query: strictObject({ ...paging(), contentType: contentTypeFilter }),
    result: ContentPageSchema,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: `${web}/wishlist`,
    auth: 'authenticated',
    tags,
    summary: 'Empties the wishlist of one content type (?contentType=), or all of it without one',
    query: strictObject({ contentType: contentTypeFilter }),
    result: WishlistRemovedSchema,
  }),
  removeByContentIds: endpoint({
    method: 'DELETE',
    path: `${web}/wishlist/delete-by-contentids`,
    auth: 'authenticated',
    tags,
    summary: 'Takes the contents named (?contentId=1&contentId=2) out of the wishlist',
    query: strictObject({ contentId: Type.Array(id(), { minItems: 1, maxItems: 100 }) }),
    result: WishlistRemovedSchema,
  }),
  contentTypes: endpoint({
    method: 'GET',
    path: `${web}/wishlist/content-types`,
    auth: 'authenticated',
    tags,
    summary: 'The content types in the wishlist with how many items each, in content type order',
    query: noQuery,
    result: Type.Array(ContentTypeCountSchema),
  }),
};
