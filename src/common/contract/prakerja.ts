import Type, { type Static } from 'typebox';
import { BannersSchema, ContentItemsSchema, contentListEndpoint, detailEndpoint, noQuery, nullable, reviewsEndpoint } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** The Prakerja landing page and Prakerja class pages. */

const tags = ['prakerja'] as const;
const web = API_PREFIX.web;

export const PrakerjaSectionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  /** Classes shown in the section (class sections). */
  items: ContentItemsSchema,
  /** Text entries (steps, FAQ). */
  entries: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
  seeAllUrl: nullable(Type.String()),
});
export type PrakerjaSection = Static<typeof PrakerjaSectionSchema>;

export const prakerja = {
  topBanners: endpoint({
    method: 'GET',
    path: `${web}/prakerja/landingpage/topbanners`,
    auth: 'both',
    tags,
    summary: 'Top banners of the Prakerja landing page',
    query: noQuery,
    result: BannersSchema,
  }),
  sections: endpoint({
    method: 'GET',
    path: `${web}/prakerja/landingpage/sections`,
    auth: 'both',
    tags,
    summary: 'Sections of the Prakerja landing page: live and self-paced classes, how to buy, FAQ',
    query: noQuery,
    result: Type.Array(PrakerjaSectionSchema),
  }),
  liveWebinarClasses: contentListEndpoint(`${web}/prakerja/landingpage/livewebinar-classes`, 'Prakerja live webinar classes (learning method 2), a page', tags),
  selfPacedClasses: contentListEndpoint(`${web}/prakerja/landingpage/selfpacedlearning-classes`, 'Prakerja self-paced classes (learning method 1), a page', tags),
  detail: detailEndpoint(`${web}/prakerja/:url`, 'url', 'A Prakerja class detail by url', tags),
  reviews: reviewsEndpoint(`${web}/prakerja/:url/reviews`, 'Reviews of a Prakerja class, newest first (ratingScore filters by stars)', tags),
};
