import Type, { type Static } from 'typebox';
import { contentParams, detailEndpoint, noQuery, nullable, reviewsEndpoint } from './catalogue.js';
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

/** One period of the student's: a paid plan's [startsAt, endsAt), and where it stands by the server's clock. */
export const SubscriptionPeriodSchema = Type.Object({
  id: Type.Integer(),
  /** The plan bought (a SUBSCRIPTION content) and its url, for its page and a renewal. */
  contentId: Type.Integer(),
  planUrl: Type.String(),
  planTitle: Type.String(),
  months: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  state: Type.Union([Type.Literal('ended'), Type.Literal('running'), Type.Literal('upcoming')]),
  /** The order that paid it (its transaction page), null when it has none. */
  orderId: nullable(Type.Integer()),
});
export type SubscriptionPeriod = Static<typeof SubscriptionPeriodSchema>;

/**
 * G subscriptions/mine (ours, issue 19): the running period (null when none runs), the end of the
 * access it gives with the renewals chained after it, the whole days left, every period newest
 * first, what a period opens (the count and the catalogue page) and the server's time.
 */
export const MySubscriptionSchema = Type.Object({
  serverTime: Type.String(),
  running: nullable(SubscriptionPeriodSchema),
  /** The end of the running period and of every renewal that follows it without a gap; null when none runs. */
  accessUntil: nullable(Type.String()),
  daysLeft: Type.Integer(),
  history: Type.Array(SubscriptionPeriodSchema),
  unlocks: Type.Object({
    /** Published self-paced classes (courses and Belajar Kilat) a period opens: Prakerja classes excepted. */
    classCount: Type.Integer(),
    /** The catalogue page that lists them. */
    catalogueUrl: Type.String(),
  }),
  /**
   * The plan whose G subscriptions/{id}/packages the page offers (renew or buy): the plan of the
   * latest period, else the first published plan; null when no plan is published.
   */
  offeredPlanUrl: nullable(Type.String()),
});
export type MySubscription = Static<typeof MySubscriptionSchema>;

export const subscriptions = {
  mine: endpoint({
    method: 'GET',
    path: `${web}/subscriptions/mine`,
    auth: 'authenticated',
    tags,
    summary: 'The student’s subscription: the running period, access end, days left, history and what it opens',
    query: noQuery,
    result: MySubscriptionSchema,
  }),
  detail: detailEndpoint(`${web}/subscriptions/:id`, 'idOrUrl', 'Subscription detail by id or url: period, benefits', tags),
  detailByContentId: detailEndpoint(`${web}/subscriptions/by-content-id/:id`, 'id', 'Subscription detail by content id', tags),
  reviews: reviewsEndpoint(`${web}/subscriptions/:id/reviews`, 'Reviews of a subscription (by id or url), newest first (ratingScore filters by stars)', tags, 'idOrUrl'),
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
