import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import { strictObject } from '../schema/primitives.js';
import { CategoryRefSchema, ContentItemsSchema, contentParams, metaEndpoint, nullable, sizeQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

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
};
