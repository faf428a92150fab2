import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { id, money, strictObject, text } from '../schema/primitives.js';
import { CategoryRefSchema, ContentItemsSchema, contentParams, metaEndpoint, noQuery, nullable, sizeQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { OrderSchema } from './orders.js';

/** Donation campaigns: a campaign with its donors, its meta, classes recommended beside it. */

const tags = ['donations'] as const;
const web = API_PREFIX.web;

/**
 * The device a donation came from (`?deviceId`). Its pattern already refuses NUL, so it is kept as
 * written rather than wrapped by text(): a 400 names the pattern a client can read.
 */
export const deviceId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' });

export const DonationDonorSchema = Type.Object({
  /** Masked, or the anonymous label. */
  name: Type.String(),
  amount: Type.Integer(),
  message: Type.String(),
  createdAt: Type.String(),
});
export type DonationDonor = Static<typeof DonationDonorSchema>;

export const DonationCampaignSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  imageUrl: nullable(Type.String()),
  organizer: Type.String(),
  category: nullable(CategoryRefSchema),
  targetAmount: Type.Integer(),
  collectedAmount: Type.Integer(),
  donorsCount: Type.Integer(),
  progressPercent: Type.Integer(),
  suggestedAmounts: Type.Array(Type.Integer()),
  startsAt: Type.String(),
  endsAt: nullable(Type.String()),
  daysLeft: nullable(Type.Integer()),
  isActive: Type.Boolean(),
  /** Whether the device of `?deviceId` already has a successful donation here. */
  hasDonated: Type.Boolean(),
  recentDonors: Type.Array(DonationDonorSchema),
});
export type DonationCampaign = Static<typeof DonationCampaignSchema>;

/**
 * P donations/{url}/donate (issue 19). The amount's bounds (src/common/donations.ts) are checked
 * by the server with a message in both languages, so the schema only keeps it a whole number.
 */
export const DonateBodySchema = strictObject({
  deviceId,
  amount: money(),
  /** A PAYMENT_CHANNELS id (src/common/payments.ts). */
  paymentTypeId: id(),
  /** Shown masked among the donors; empty: the account's name. */
  donorName: Type.Optional(text(100)),
  isAnonymous: Type.Optional(Type.Boolean()),
  message: Type.Optional(text(280)),
});
export type DonateBody = Static<typeof DonateBodySchema>;

/** G donations/{id}/result: a donation made here (by its order id) and where its campaign stands. */
export const DonationResultSchema = Type.Object({
  orderId: Type.Integer(),
  donationId: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  amount: Type.Integer(),
  /** PENDING 1, SUCCESS 2, EXPIRED 3: the order's. */
  paymentStatus: Type.Integer(),
  paidAt: nullable(Type.String()),
  isAnonymous: Type.Boolean(),
  message: Type.String(),
  /** The campaign's raised total and donors, from paid donations only. */
  collectedAmount: Type.Integer(),
  donorsCount: Type.Integer(),
  targetAmount: Type.Integer(),
});
export type DonationResult = Static<typeof DonationResultSchema>;

/**
 * G donations/{url}/totals (ours, issue 19): where a campaign stands, for every visitor of its page.
 * The page polls it (DONATION_TOTALS_POLL_MS, src/common/donations.ts) with the ETag it was given,
 * so an unchanged total is a 304 without a body (docs/decisions.md "Donation page, live totals").
 */
export const DonationTotalsSchema = Type.Object({
  id: Type.Integer(),
  collectedAmount: Type.Integer(),
  donorsCount: Type.Integer(),
  targetAmount: Type.Integer(),
  progressPercent: Type.Integer(),
});
export type DonationTotals = Static<typeof DonationTotalsSchema>;

export const donations = {
  meta: metaEndpoint(`${web}/donations/:url/meta`, 'url', 'Head tags of a donation campaign page', tags),
  campaign: endpoint({
    method: 'GET',
    path: `${web}/donations/:url`,
    auth: 'both',
    tags,
    summary: 'A donation campaign: target, collected amount, donors, days left, latest donors, whether this device donated',
    params: contentParams.url,
    query: strictObject({ deviceId: Type.Optional(deviceId) }),
    result: DonationCampaignSchema,
  }),
  totals: endpoint({
    method: 'GET',
    path: `${web}/donations/:url/totals`,
    auth: 'both',
    tags,
    summary: "A campaign's raised total and donors (paid donations only), for any visitor; ETag and Cache-Control: no-cache, so a poll with If-None-Match is a 304 while nothing changed",
    params: contentParams.url,
    query: noQuery,
    result: DonationTotalsSchema,
  }),
  recommendations: endpoint({
    method: 'GET',
    path: `${web}/donations/:id/content-recommendations`,
    auth: 'both',
    tags,
    summary: 'Classes recommended beside a campaign: its category first, then the most popular',
    params: contentParams.idOrUrl,
    query: strictObject({ pageSize: sizeQuery(PAGE_SIZE.similarContents) }),
    result: ContentItemsSchema,
  }),
  donate: endpoint({
    method: 'POST',
    path: `${web}/donations/:url/donate`,
    auth: 'authenticated',
    tags,
    summary:
      'Donates to a campaign: a donation order (no lines: it enrols in nothing, takes no voucher or points) charged through the gateway like any order; Idempotency-Key header: one donation per key',
    params: contentParams.url,
    query: noQuery,
    body: DonateBodySchema,
    result: OrderSchema,
  }),
  result: endpoint({
    method: 'GET',
    path: `${web}/donations/:id/result`,
    auth: 'authenticated',
    tags,
    summary: "The student's donation by its order id: its payment status and the campaign's raised total (paid donations only)",
    params: strictObject({ id: id() }),
    query: noQuery,
    result: DonationResultSchema,
  }),
};
