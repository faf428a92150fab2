import { ContentType, type ContentTypeId } from './enums.js';
import { totals, type Totals } from './pricing.js';

/**
 * Rules of the cart that server and renderer share (docs/decisions.md "Buying"). The money maths
 * is pricing.ts's `totals` helper; this file only says what a line's price and discount are and
 * how lines add up.
 */

/** Content types a student can put in the cart or enrol in. Articles are read, not bought. */
export const BUYABLE_CONTENT_TYPES: readonly ContentTypeId[] = [
  ContentType.COURSE,
  ContentType.MICROLEARNING,
  ContentType.WEBINAR,
  ContentType.BELAJARKILAT,
  ContentType.PACKAGE,
  ContentType.JALURBELAJAR,
  ContentType.BOOTCAMP,
  ContentType.EVENT,
  ContentType.SUBSCRIPTION,
];

/**
 * Content types bought again and again and never owned (issue 19): each paid order of a
 * subscription plan adds a period instead of an enrolment, so "already owned" never refuses it.
 */
export const RENEWABLE_CONTENT_TYPES: readonly ContentTypeId[] = [ContentType.SUBSCRIPTION];

export function isRenewableContentType(type: number): boolean {
  return (RENEWABLE_CONTENT_TYPES as readonly number[]).includes(type);
}

export function isBuyableContentType(type: number): boolean {
  return (BUYABLE_CONTENT_TYPES as readonly number[]).includes(type);
}

/**
 * One line (quantity 1): the gross total is the list price, the discount is the content's own
 * promotion (list price − final price) plus a voucher's discount on the final price; a line whose
 * final price is 0 is free (nothing payable).
 */
export function lineTotals(price: number, finalPrice: number, voucherDiscount = 0): Totals {
  const listPrice = Math.max(price, finalPrice);
  return totals(listPrice, finalPrice === 0, 1, listPrice - finalPrice + voucherDiscount);
}

/** The cart's (or a selection's) totals: the lines' gross totals, discounts and payables added up. */
export interface CartTotals {
  totalPrice: number;
  totalDiscount: number;
  totalPayment: number;
}

export function cartTotals(lines: readonly Totals[]): CartTotals {
  let totalPrice = 0;
  let totalDiscount = 0;
  let totalPayment = 0;
  for (const line of lines) {
    totalPrice += line.grossTotal;
    totalDiscount += line.totalDiscount;
    totalPayment += line.totalPayable;
  }
  return { totalPrice, totalDiscount, totalPayment };
}
