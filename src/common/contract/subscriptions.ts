import Type, { type Static } from 'typebox';
import { contentParams, detailEndpoint, noQuery } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** Subscriptions: details and the plans of a subscription. */

const tags = ['subscriptions'] as const;
const web = API_PREFIX.web;

export const SubscriptionPackageSchema = Type.Object({
  contentId: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  period: Type.String(),
  months: Type.Integer(),
  price: Type.Integer(),
  finalPrice: Type.Integer(),
  pricePerMonth: Type.Integer(),
  /** Saving against paying the monthly plan for the same months, in percent. */
  savingPercent: Type.Integer(),
  benefits: Type.Array(Type.String()),
  isSelected: Type.Boolean(),
});
export type SubscriptionPackage = Static<typeof SubscriptionPackageSchema>;

export const subscriptions = {
  detail: detailEndpoint(`${web}/subscriptions/:id`, 'idOrUrl', 'Subscription detail by id or url: period, benefits', tags),
  detailByContentId: detailEndpoint(`${web}/subscriptions/by-content-id/:id`, 'id', 'Subscription detail by content id', tags),
  packages: endpoint({
    method: 'GET',
    path: `${web}/subscriptions/:id/packages`,
    auth: 'both',
    tags,
    summary: 'The plans of a subscription, shortest first, with monthly price and saving',
    params: contentParams.idOrUrl,
    query: noQuery,
    result: Type.Array(SubscriptionPackageSchema),
  }),
};
