import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { strictObject } from '../schema/primitives.js';
import {
  ContentItemsSchema,
  contentListBodyEndpoint,
  contentListEndpoint,
  contentParams,
  detailEndpoint,
  masterSortEndpoint,
  metaEndpoint,
  noQuery,
  reviewsEndpoint,
  sizeQuery,
  sortQuery,
} from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Microlearning: lists, details, meta, the playlist of a category, related microlearnings. */

const tags = ['microlearnings'] as const;
const web = API_PREFIX.web;

export const MicrolearningPlaylistSchema = Type.Object({
  /** Index of the asked microlearning in `items`. */
  currentIndex: Type.Integer(),
  items: ContentItemsSchema,
});
export type MicrolearningPlaylist = Static<typeof MicrolearningPlaylistSchema>;

export const microlearnings = {
  masterSort: masterSortEndpoint(`${web}/microlearnings/master-sort`, 'Sorts of the microlearning list, with labels', tags),
  relatedMasterSort: masterSortEndpoint(`${web}/microlearnings/related-microlearning-master-sort`, 'Sorts of the related microlearning list, with labels', tags),
  list: contentListEndpoint(`${web}/microlearnings/list`, 'Microlearning, a page in the chosen sort', tags),
  listBody: contentListBodyEndpoint(`${web}/microlearnings`, 'Microlearning: body { page, pageSize, sort, filters }', tags),
  detail: detailEndpoint(`${web}/microlearnings/:url`, 'url', 'Microlearning detail: playlist of videos, instructor, rating summary', tags),
  detailByContentId: detailEndpoint(`${web}/microlearnings/by-content-id/:id`, 'id', 'Microlearning detail by content id', tags),
  meta: metaEndpoint(`${web}/microlearnings/:url/meta`, 'url', 'Head tags of a microlearning page', tags),
  reviews: reviewsEndpoint(`${web}/microlearnings/:url/reviews`, 'Reviews of a microlearning, newest first (ratingScore filters by stars)', tags),
  currentPlaylist: endpoint({
    method: 'GET',
    path: `${web}/microlearnings/:url/current-playlist`,
    auth: 'both',
    tags,
    summary: 'The microlearnings of the same category in order, with the position of this one',
    params: contentParams.url,
    query: noQuery,
    result: MicrolearningPlaylistSchema,
  }),
  related: endpoint({
    method: 'GET',
    path: `${web}/microlearnings/:url/related-microlearnings`,
    auth: 'both',
    tags,
    summary: 'Other microlearnings, same category first, in the chosen sort (size default 5)',
    params: contentParams.url,
    query: strictObject({ size: sizeQuery(PAGE_SIZE.relatedMicrolearning), sort: Type.Optional(sortQuery) }),
    result: ContentItemsSchema,
  }),
};
