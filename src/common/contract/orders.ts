import Type, { type Static } from 'typebox';
import { id, money, paging, strictObject, text } from '../schema/primitives.js';
import { orNull } from './auth.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Orders (spec 7 "Cart and orders", issue 11 "Orders"). Prices come from the database: a client
 * sends what it buys (content, bootcamp tier, voucher code) and how it pays, never an amount.
 * P orders takes an `Idempotency-Key` header: the same key and body answer the same order, the
 * same key with another body is a 409.
 */

const tags = ['orders'] as const;
const web = API_PREFIX.web;

export const OrderItemInputSchema = strictObject({
  contentId: id(),
  packageId: Type.Optional(orNull(id())),
  voucherCode: Type.Optional(orNull(text(64))),
});
export type OrderItemInput = Static<typeof OrderItemInputSchema>;

export const CreateOrderBodySchema = strictObject({
  items: Type.Array(OrderItemInputSchema, { minItems: 1, maxItems: 20 }),
  /** A PAYMENT_CHANNELS id (src/common/payments.ts); ignored when the total is 0. */
  paymentTypeId: id(),
});
export type CreateOrderBody = Static<typeof CreateOrderBodySchema>;

export const OrderLineSchema = Type.Object({
  contentId: Type.Integer(),
  packageId: nullable(Type.Integer()),
  contentType: Type.Integer(),
  /** The content's page url (a paid course opens its lecture at /courses/{url}/lecture). */
  url: Type.String(),
  title: Type.String(),
  price: money(),
  finalPrice: money(),
  voucherCode: nullable(Type.String()),
  voucherDiscount: money(),
  total: money(),
});

/**
 * The campaign of a donation order (issue 19): a donation is an order without content lines, so
 * this is its line in the order pages; null for every other order.
 */
export const OrderDonationSchema = Type.Object({
  /** The campaign's id and page url (/donations/{url}). */
  campaignId: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  amount: money(),
  isAnonymous: Type.Boolean(),
});
export type OrderDonation = Static<typeof OrderDonationSchema>;

/** The payer's instructions of the current charge (which are set depends on the channel). */
export const PaymentAnswerSchema = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  group: Type.Integer(),
  amount: money(),
  /** PENDING 1, SUCCESS 2, EXPIRED 3. */
  status: Type.Integer(),
  vaNumber: nullable(Type.String()),
  bank: nullable(Type.String()),
  billKey: nullable(Type.String()),
  billerCode: nullable(Type.String()),
  paymentCode: nullable(Type.String()),
  store: nullable(Type.String()),
  qrString: nullable(Type.String()),
  qrCodeUrl: nullable(Type.String()),
  deeplinkUrl: nullable(Type.String()),
  redirectUrl: nullable(Type.String()),
  expiresAt: nullable(Type.String()),
});
export type PaymentAnswer = Static<typeof PaymentAnswerSchema>;

/** `data` of the 409 a change of payment method answers when a concurrent change won: the payment now in force. */
export interface PaymentMethodConflict {
  orderId: number;
  payment: PaymentAnswer | null;
}

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  invoiceNumber: nullable(Type.String()),
  /** PENDING 1, SUCCESS 2, EXPIRED 3. */
  paymentStatus: Type.Integer(),
  paymentTypeId: nullable(Type.Integer()),
  paymentGroup: nullable(Type.Integer()),
  subtotal: money(),
  discount: money(),
  voucherDiscount: money(),
  total: money(),
  items: Type.Array(OrderLineSchema),
  /** The campaign given to, when the order is a donation (its items are then empty). */
  donation: nullable(OrderDonationSchema),
  payment: nullable(PaymentAnswerSchema),
  createdAt: Type.String(),
  expiresAt: nullable(Type.String()),
  paidAt: nullable(Type.String()),
});
export type Order = Static<typeof OrderSchema>;

export const OrderPageSchema = Type.Object({
  items: Type.Array(OrderSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});

export const ORDER_STATUS_FILTERS = ['all', 'success', 'waiting', 'fail'] as const;
export const ORDER_TYPE_FILTERS = ['all', 'bootcamp', 'webinar', 'course', 'donation'] as const;

const orderParams = strictObject({ id: id() });

export const orders = {
  create: endpoint({
    method: 'POST',
    path: `${web}/orders`,
    auth: 'authenticated',
    tags,
    summary: 'Makes an order of the items (priced on the server) and charges the chosen channel; Idempotency-Key header: one order per key',
    body: CreateOrderBodySchema,
    result: OrderSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${web}/orders`,
    auth: 'authenticated',
    tags,
    summary: "A page of the student's orders, newest first, by status and content type",
    query: strictObject({
      ...paging(),
      status: Type.Optional(Type.Enum([...ORDER_STATUS_FILTERS])),
      type: Type.Optional(Type.Enum([...ORDER_TYPE_FILTERS])),
    }),
    result: OrderPageSchema,
  }),
  get: endpoint({ method: 'GET', path: `${web}/orders/:id`, auth: 'authenticated', tags, summary: 'One of the student’s orders', params: orderParams, result: OrderSchema }),
  cancel: endpoint({
    method: 'PUT',
    path: `${web}/orders/:id/cancel`,
    auth: 'authenticated',
    tags,
    summary: 'Cancels a pending order (and its charge)',
    params: orderParams,
    result: OrderSchema,
  }),
  changePaymentMethod: endpoint({
    method: 'PUT',
    path: `${web}/orders/:id/payment-method`,
    auth: 'authenticated',
    tags,
    summary:
      'Pays a pending order another way: a new charge is made and the old one cancelled. Of concurrent changes one wins; each other answers 409 with the winning payment (data: PaymentMethodConflict)',
    params: orderParams,
    body: strictObject({ paymentTypeId: id() }),
    result: OrderSchema,
  }),
};
