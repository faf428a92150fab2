import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import type { PaymentStatusId } from '../payments.js';
import { PAGE_MAX, id, strictObject, text } from '../schema/primitives.js';
import { noQuery, nullable, pageSchema } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * PoinQu (issue 19; spec 2 poinqu, 3 Point exchange, 7 Points and vouchers, 9 points history):
 * the balance and the daily check-in with its streak, the history of movements, what points buy
 * and the exchanges: a voucher (it joins the student's vouchers) or a GoPay payout. Every call
 * acts on the token's owner. docs/decisions.md "Points, student vouchers and the GoPay payout".
 */

const tags = ['points'] as const;
const web = API_PREFIX.web;

/** Points lists: page 1 and size 10 by default (spec 9). */
const pointsPaging = {
  page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: PAGE_SIZE.pointsHistoryPage }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.pointsHistorySize }),
};

const statusOf = Type.Unsafe<PaymentStatusId>(Type.Integer({ description: 'PENDING 1, SUCCESS 2, EXPIRED 3' }));

export const CheckInSchema = Type.Object({
  /** The Jakarta day, YYYY-MM-DD. */
  today: Type.String(),
  /** The server's time of this answer (ISO): the screen's clock, so "today" never follows the device's. */
  serverTime: Type.String(),
  checkedInToday: Type.Boolean(),
  /** Days in a row, today included once checked in (0: the streak is broken). */
  streak: Type.Integer(),
  /** Day of the week-long streak (1..7) today's check-in is or would be. */
  streakDay: Type.Integer(),
  /** Points today's check-in earned, or would earn. */
  points: Type.Integer(),
  balance: Type.Integer(),
});
export type CheckIn = Static<typeof CheckInSchema>;

export const PointsAboutSchema = Type.Object({
  balance: Type.Integer(),
  /** Points held by payouts still pending. */
  held: Type.Integer(),
  checkIn: CheckInSchema,
  rules: Type.Object({
    checkInPoints: Type.Integer(),
    streakLength: Type.Integer(),
    streakBonus: Type.Integer(),
    text: Type.Array(Type.String()),
  }),
});
export type PointsAbout = Static<typeof PointsAboutSchema>;

export const PointsMovementSchema = Type.Object({
  id: Type.Integer(),
  /** purchase, course, checkin, exchange, payout, payout_return */
  reason: Type.String(),
  /** What the screen shows. */
  title: Type.String(),
  points: Type.Integer(),
  createdAt: Type.String(),
});
export type PointsMovement = Static<typeof PointsMovementSchema>;

export const PointExchangeSchema = Type.Object({
  id: Type.Integer(),
  /** 'voucher' or 'gopay' */
  kind: Type.String(),
  name: Type.String(),
  description: Type.String(),
  points: Type.Integer(),
  /** Voucher: price type (1 percent, 2 amount, 3 resulting price), price, minimum purchase, days valid. */
  voucher: nullable(Type.Object({ priceType: Type.Integer(), price: Type.Integer(), minPurchase: Type.Integer(), contentType: nullable(Type.Integer()), validDays: Type.Integer() })),
  /** GoPay: rupiah paid out. */
  amount: nullable(Type.Integer()),
  /** The student has the points for it now. */
  affordable: Type.Boolean(),
});
export type PointExchangeView = Static<typeof PointExchangeSchema>;

export const PayoutSchema = Type.Object({
  id: Type.Integer(),
  status: statusOf,
  /** Why it did not pay: rejected, failed, expired, refused. */
  failure: nullable(Type.String()),
  points: Type.Integer(),
  amount: Type.Integer(),
  /** Masked: 0812****7890. */
  accountNumber: Type.String(),
  createdAt: Type.String(),
  settledAt: nullable(Type.String()),
});
export type PayoutView = Static<typeof PayoutSchema>;

/** One exchange of the student's: a voucher got, or a payout. */
export const ExchangeHistoryItemSchema = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  points: Type.Integer(),
  createdAt: Type.String(),
  /** The voucher's code (a voucher exchange). */
  voucherCode: nullable(Type.String()),
  payout: nullable(PayoutSchema),
});
export type ExchangeHistoryItem = Static<typeof ExchangeHistoryItemSchema>;

/** The voucher an exchange made (also in G vouchers/my-vouchers). */
export const ExchangedVoucherSchema = Type.Object({
  studentVoucherId: Type.Integer(),
  voucherCode: Type.String(),
  name: Type.String(),
  points: Type.Integer(),
  endsAt: nullable(Type.String()),
  balance: Type.Integer(),
});
export type ExchangedVoucher = Static<typeof ExchangedVoucherSchema>;

export const points = {
  about: endpoint({
    method: 'GET',
    path: `${web}/point/about`,
    auth: 'authenticated',
    tags,
    summary: 'Balance, points held by pending payouts, today’s check-in and the streak rules',
    query: noQuery,
    result: PointsAboutSchema,
  }),
  checkInState: endpoint({
    method: 'GET',
    path: `${web}/point/create-point/check-in`,
    auth: 'authenticated',
    tags,
    summary: 'Today’s check-in (Jakarta day): done or not, the streak and its points',
    query: noQuery,
    result: CheckInSchema,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: `${web}/point/create-point/check-in`,
    auth: 'authenticated',
    tags,
    summary: 'Check in for today (once per Jakarta day; a repeat answers the first)',
    result: CheckInSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: `${web}/point/history`,
    auth: 'authenticated',
    tags,
    summary: 'Movements of points, newest first (page 1, size 10 by default)',
    query: strictObject(pointsPaging),
    result: pageSchema(PointsMovementSchema),
  }),
  exchangeHistory: endpoint({
    method: 'GET',
    path: `${web}/point/voucher-exchange-history`,
    auth: 'authenticated',
    tags,
    summary: 'The student’s exchanges (vouchers and payouts), newest first (page 1, size 10 by default)',
    query: strictObject(pointsPaging),
    result: pageSchema(ExchangeHistoryItemSchema),
  }),
  catalogue: endpoint({
    method: 'GET',
    path: `${web}/point/voucher-exchanges`,
    auth: 'authenticated',
    tags,
    summary: 'What points buy',
    query: noQuery,
    result: Type.Array(PointExchangeSchema),
  }),
  exchange: endpoint({
    method: 'POST',
    path: `${web}/point/exchange`,
    auth: 'authenticated',
    tags,
    summary: 'Spends points on a voucher exchange: the voucher joins the student’s vouchers (409 when the balance is short)',
    body: strictObject({ VoucherCodeExchangeId: id() }),
    result: ExchangedVoucherSchema,
  }),
  exchangeGopay: endpoint({
    method: 'POST',
    path: `${web}/point/exchange-gopay`,
    auth: 'authenticated',
    tags,
    summary: 'Requests a GoPay payout of a GoPay exchange: the points are held while it is pending (accountNumber an Indonesian mobile number)',
    body: strictObject({ voucherExchangeID: id(), accountNumber: text(24, 1) }),
    result: PayoutSchema,
  }),
  payout: endpoint({
    method: 'GET',
    path: `${web}/point/exchange-gopay/:id`,
    auth: 'authenticated',
    tags,
    summary: 'A payout of the student’s, its status asked of the gateway while pending',
    params: strictObject({ id: id() }),
    query: noQuery,
    result: PayoutSchema,
  }),
};
