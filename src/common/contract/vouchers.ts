import Type, { type Static } from 'typebox';
import type { VoucherPriceTypeId } from '../enums.js';
import { id, strictObject, text } from '../schema/primitives.js';
import { orNull } from './auth.js';
import { TotalsSchema } from './cart.js';
import { contentParams, noQuery, nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

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
    method: 'POST',
    path: `${web}/vouchers/validate/:voucherCode`,
    auth: 'authenticated',
    tags,
    summary: 'The discount of a voucher code on one line (a content, or a bootcamp price tier), or a 400 whose data says why not',
    params: strictObject({ voucherCode: text(64, 1) }),
    body: strictObject({ contentId: id(), packageId: Type.Optional(orNull(id())) }),
    result: VoucherValidationSchema,
  }),
};
