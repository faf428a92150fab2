import Type, { type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.js';
import type { VoucherPriceTypeId } from '../enums.js';
import { PAGE_MAX, id, int, strictObject, text } from '../schema/primitives.js';
import type { HeldVoucherStatusId } from '../vouchers.js';
import { orNull } from './auth.js';
import { TotalsSchema } from './cart.js';
import { contentParams, noQuery, nullable, pageSchema } from './catalogue.js';
import { PointExchangeSchema } from './points.js';
import { API_PREFIX, endpoint, CLIENT } from './endpoint.js';

/**
 * Vouchers of the shop (spec 7 vouchers/content and validate, spec 8 voucher 400, spec 9 voucher
 * maths in src/common/pricing.ts). A voucher applies to one line: a content, or a bootcamp's price
 * tier. A refused code is a 400 whose `data` (VoucherRefusalSchema) the screen shows as it is.
 */

const tags = ['vouchers'] as const;
const web = API_PREFIX.web;

const priceType = Type.Unsafe<VoucherPriceTypeId>(Type.Integer());

/** A voucher usable on a content now (started, not ended, not used up). */
export const ContentVoucherSchema = Type.Object({
  id: Type.Integer(),
  voucherCode: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** 1 percent of the final price, 2 amount, 3 resulting price. */
  priceType,
  price: Type.Integer(),
  /** Lowest line price it applies to (0: any). */
  minPurchase: Type.Integer(),
  /** null: no limit. */
  remaining: nullable(Type.Integer()),
  startsAt: nullable(Type.String()),
  endsAt: nullable(Type.String()),
  /** null: any content (of its content type, when one is set). */
  contentId: nullable(Type.Integer()),
  /** Its discount and what is left to pay on the content's own final price. */
  discount: Type.Integer(),
  payable: Type.Integer(),
  /** The signed-in student has a live use of it (always false for a guest). */
  usedByMe: Type.Boolean(),
});
export type ContentVoucher = Static<typeof ContentVoucherSchema>;

/** What a valid code takes off one line. */
export const VoucherValidationSchema = Type.Object({
  voucherId: Type.Integer(),
  voucherCode: Type.String(),
  name: Type.String(),
  contentId: Type.Integer(),
  packageId: nullable(Type.Integer()),
  priceType,
  price: Type.Integer(),
  /** The line's list and final price (the tier's when one is named). */
  linePrice: Type.Integer(),
  finalPrice: Type.Integer(),
  discount: Type.Integer(),
  payable: Type.Integer(),
  /** The line's totals with the voucher (src/common/cart.ts lineTotals). */
  totals: TotalsSchema,
});
export type VoucherValidation = Static<typeof VoucherValidationSchema>;

/** Why a code does not apply (spec 8), plus a content or tier that cannot be bought. */
export const VOUCHER_REFUSALS = ['unknown', 'notStarted', 'expired', 'notForThisContent', 'minimumPurchase', 'alreadyUsed', 'usedUp', 'contentUnavailable', 'freeContent'] as const;
export type VoucherRefusalReason = (typeof VOUCHER_REFUSALS)[number];

/** `data` of a refused code (400): the screen shows `message`; the rest is for its details. */
export const VoucherRefusalSchema = Type.Object({
  reason: Type.Unsafe<VoucherRefusalReason>(Type.String()),
  voucherCode: Type.String(),
  message: Type.String(),
  minPurchase: Type.Optional(Type.Integer()),
  startsAt: Type.Optional(Type.String()),
  endsAt: Type.Optional(Type.String()),
});
export type VoucherRefusal = Static<typeof VoucherRefusalSchema>;

/**
 * A voucher the student holds (issue 19, `student_vouchers`): from a points exchange, a promotion
 * (the sign-up voucher) or Prakerja. `status` is spec 4's: 1 usable, 2 used, 3 expired.
 */
export const HeldVoucherSchema = Type.Object({
  /** The student voucher's id (G vouchers/{id}?type=1). */
  id: Type.Integer(),
  voucherId: Type.Integer(),
  voucherCode: Type.String(),
  name: Type.String(),
  description: Type.String(),
  priceType,
  price: Type.Integer(),
  minPurchase: Type.Integer(),
  /** Only this content type (null: any). */
  contentType: nullable(Type.Integer()),
  /** Only this content (null: any), and its title. */
  contentId: nullable(Type.Integer()),
  contentTitle: nullable(Type.String()),
  startsAt: nullable(Type.String()),
  endsAt: nullable(Type.String()),
  /** exchange, promotion or prakerja */
  source: Type.String(),
  /** Points it cost (0 unless exchanged). */
  points: Type.Integer(),
  status: Type.Unsafe<HeldVoucherStatusId>(Type.Integer({ description: 'usable 1, used 2, expired 3' })),
  receivedAt: Type.String(),
  /** The student's live use of it: when, and the order. */
  usedAt: nullable(Type.String()),
  orderId: nullable(Type.Integer()),
});
export type HeldVoucher = Static<typeof HeldVoucherSchema>;

/** G vouchers/{id}?type: the held voucher (type 1) or the points catalogue's offer (type 2). */
export const VoucherDetailSchema = Type.Object({
  type: Type.Integer(),
  held: nullable(HeldVoucherSchema),
  offer: nullable(PointExchangeSchema),
});
export type VoucherDetail = Static<typeof VoucherDetailSchema>;

/** A held voucher that applies to a cart line now, with what it takes off that line. */
export const CartLineVoucherSchema = Type.Object({
  ...HeldVoucherSchema.properties,
  discount: Type.Integer(),
  payable: Type.Integer(),
});
export type CartLineVoucher = Static<typeof CartLineVoucherSchema>;

/** G cart/vouchers: per cart line, the student's usable vouchers whose rules accept it, the biggest discount first. */
export const CartVouchersSchema = Type.Array(
  Type.Object({
    contentId: Type.Integer(),
    packageId: nullable(Type.Integer()),
    vouchers: Type.Array(CartLineVoucherSchema),
  }),
);
export type CartVouchers = Static<typeof CartVouchersSchema>;

const historyFilter = Type.Union([Type.Literal('all'), Type.Literal('used'), Type.Literal('expired')]);

export const vouchers = {
  forContent: endpoint({
    method: 'GET',
    path: `${web}/vouchers/content/:id`,
    auth: 'both',
    tags,
    summary: 'Vouchers usable on a content now, the biggest discount first',
    params: contentParams.id,
    query: noQuery,
    result: Type.Array(ContentVoucherSchema),
  }),
  validate: endpoint({
    client: CLIENT.voucherCheck,
    method: 'POST',
    path: `${web}/vouchers/validate/:voucherCode`,
    auth: 'authenticated',
    tags,
    summary: 'The discount of a voucher code on one line (a content, or a bootcamp price tier), or a 400 whose data says why not',
    params: strictObject({ voucherCode: text(64, 1) }),
    body: strictObject({ contentId: id(), packageId: Type.Optional(orNull(id())) }),
    result: VoucherValidationSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: `${web}/vouchers/my-vouchers`,
    auth: 'authenticated',
    tags,
    summary: 'The vouchers the student holds that are usable now (status 1), the soonest to end first',
    query: noQuery,
    result: Type.Array(HeldVoucherSchema),
  }),
  history: endpoint({
    method: 'GET',
    path: `${web}/vouchers/history`,
    auth: 'authenticated',
    tags,
    summary: 'Held vouchers no longer usable: all, used (2) or expired (3), newest first (page 1, size 10 by default)',
    query: strictObject({
      filter: Type.Optional(historyFilter),
      page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: PAGE_SIZE.pointsHistoryPage }),
      pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.pointsHistorySize }),
    }),
    result: pageSchema(HeldVoucherSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${web}/vouchers/:id`,
    auth: 'authenticated',
    tags,
    summary: 'One voucher: type 1 a voucher the student holds (another student’s is 404), type 2 an offer of the points catalogue',
    params: strictObject({ id: id() }),
    query: strictObject({ type: int(1, 2) }),
    result: VoucherDetailSchema,
  }),
  forCart: endpoint({
    method: 'GET',
    path: `${web}/cart/vouchers`,
    auth: 'authenticated',
    tags,
    summary: 'Per cart line, the student’s usable vouchers that apply to it (the voucher rule of vouchers/validate), the biggest discount first',
    query: noQuery,
    result: CartVouchersSchema,
  }),
};
