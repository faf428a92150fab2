import Type, { type Static } from 'typebox';
import { BannersSchema, ContentItemsSchema, contentListEndpoint, detailEndpoint, noQuery, nullable, reviewsEndpoint } from './catalogue.js';
import { strictObject, text } from '../schema/primitives.js';
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

/**
 * A Prakerja voucher or redeem code as the card holder types it (spaces around and case do not
 * matter): the schema's bounds, which the redeem form checks too (isPrakerjaCode).
 */
export const PRAKERJA_CODE_MAX_LENGTH = 40;
export const PRAKERJA_CODE_PATTERN = '^\\s*[A-Za-z0-9-]{1,32}\\s*$';
const prakerjaCode = text(PRAKERJA_CODE_MAX_LENGTH, 1, { pattern: PRAKERJA_CODE_PATTERN });

/** Whether a typed code is one the contract takes (the form says so before sending). */
export function isPrakerjaCode(value: string): boolean {
  return value.length >= 1 && value.length <= PRAKERJA_CODE_MAX_LENGTH && new RegExp(PRAKERJA_CODE_PATTERN).test(value);
}

export const RedeemRequestBodySchema = strictObject({ voucherCode: prakerjaCode, redeemCode: prakerjaCode });
export type RedeemRequestBody = Static<typeof RedeemRequestBodySchema>;

export const RedeemRequestSchema = Type.Object({
  /** Where the card holder continues (the platform's confirmation, which returns with `state`). */
  redirectUrl: Type.String(),
  /** Signed, single use, bound to this student; P prakerja/pmo-callback completes the redeem with it. */
  state: Type.String(),
  expiresAt: Type.String(),
  contentId: Type.Integer(),
});
export type RedeemRequest = Static<typeof RedeemRequestSchema>;

export const RedeemResultSchema = Type.Object({
  contentId: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  /** True: the student is enrolled in the class (source 'prakerja'). */
  enrolled: Type.Boolean(),
});
export type RedeemResult = Static<typeof RedeemResultSchema>;

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
  requestRedeem: endpoint({
    method: 'POST',
    path: `${web}/prakerja/pmo-request-redeem`,
    auth: 'authenticated',
    tags,
    summary: 'Checks a Prakerja voucher code and redeem code with the Prakerja platform and answers the URL to continue with a signed state; a pair is claimed by one request at a time',
    query: noQuery,
    body: RedeemRequestBodySchema,
    result: RedeemRequestSchema,
  }),
  callback: endpoint({
    method: 'POST',
    path: `${web}/prakerja/pmo-callback`,
    auth: 'authenticated',
    tags,
    summary: 'Completes a Prakerja redeem (state: signed, single use, bound to the student): the pair is used at the platform and the student enrolled',
    query: strictObject({ state: text(300, 1) }),
    result: RedeemResultSchema,
  }),
};
