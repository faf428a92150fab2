/**
 * Pure pricing rules of spec section 9 (voucher discount, totals helper) plus the content price
 * and cart summary helpers built on them. Money is integer rupiah: every money input must be a
 * finite, non-negative integer (otherwise RangeError) and every money output is a non-negative
 * integer.
 */
import { DiscountType, VoucherPriceType, type DiscountTypeId, type VoucherPriceTypeId } from './enums.js';

export interface VoucherLike {
  priceType: VoucherPriceTypeId;
  /** Percentage (type 1), amount in rupiah (type 2) or resulting price in rupiah (type 3). */
  price: number;
}

export interface VoucherResult {
  discount: number;
  payable: number;
}

export interface Totals {
  grossTotal: number;
  discountPerUnit: number;
  netPerUnit: number;
  totalDiscount: number;
  totalPayable: number;
}

export interface ContentPrice {
  price: number;
  finalPrice: number;
  discount: number;
  discountPercent: number;
  isFree: boolean;
}

export interface CartSummaryItem {
  finalPrice: number;
  isFree: boolean;
  /** Defaults to 1. */
  quantity?: number;
}

export interface CartSummary {
  totalPrice: number;
  totalDiscount: number;
  totalPayment: number;
}

function assertMoney(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || !Number.isInteger(value)) {
    throw new RangeError(`${name} must be a non-negative integer amount of rupiah, got ${String(value)}`);
  }
}

function assertPercent(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative percentage, got ${String(value)}`);
  }
}

function assertQuantity(value: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(value)}`);
  }
}

/**
 * `percent` % of `amount`, rounded UP to a whole rupiah, never more than `amount`.
 * Percent above 100 clamps to the whole amount. The product is first rounded to 6 decimals so
 * binary floating-point noise (e.g. 0.1 * 3) cannot push an exact result up by one rupiah.
 */
export function percentOf(amount: number, percent: number): number {
  assertMoney(amount, 'amount');
  assertPercent(percent, 'percent');
  if (percent >= 100) return amount;
  const raw = (amount * percent) / 100;
  const cleaned = Math.round(raw * 1e6) / 1e6;
  return Math.min(amount, Math.ceil(cleaned));
}

/**
 * Voucher discount by priceType (spec 9):
 * - 1: percentage of the final price, rounded up (percent over 100 clamps to the price);
 * - 2: fixed amount capped at the price;
 * - 3: the price is reduced to the voucher price and the discount is the difference. Reading of
 *   "nothing payable when the price is at or below it": when the final price is already at or
 *   below the voucher price there is no difference to pay off, so the discount is 0 and the
 *   learner pays the final price unchanged (the voucher never raises a price).
 */
export function voucherDiscount(finalPrice: number, voucher: VoucherLike): VoucherResult {
  assertMoney(finalPrice, 'finalPrice');
  let discount: number;
  switch (voucher.priceType) {
    case VoucherPriceType.PERCENT:
      assertPercent(voucher.price, 'voucher.price');
      discount = percentOf(finalPrice, voucher.price);
      break;
    case VoucherPriceType.AMOUNT:
      assertMoney(voucher.price, 'voucher.price');
      discount = Math.min(voucher.price, finalPrice);
      break;
    case VoucherPriceType.FIXED_PRICE:
      assertMoney(voucher.price, 'voucher.price');
      discount = finalPrice > voucher.price ? finalPrice - voucher.price : 0;
      break;
    default:
      throw new RangeError(`unknown voucher priceType ${String((voucher as { priceType: unknown }).priceType)}`);
  }
  return { discount, payable: finalPrice - discount };
}

/**
 * Totals helper (spec 9): takes a price, a free flag and a quantity; returns gross total,
 * discount per unit, net per unit, total discount and total payable; net floored at 0.
 * - The returned discountPerUnit is the effective one: capped at the price (so net floors at 0
 *   and totalDiscount never exceeds grossTotal).
 * - Free flag: the whole price counts as discount, so netPerUnit and totalPayable are 0 while
 *   grossTotal still shows the list value (grossTotal - totalDiscount = totalPayable always).
 */
export function totals(price: number, isFree: boolean, quantity: number, discountPerUnit = 0): Totals {
  assertMoney(price, 'price');
  assertMoney(discountPerUnit, 'discountPerUnit');
  assertQuantity(quantity);
  const grossTotal = price * quantity;
  const effectiveDiscount = isFree ? price : Math.min(discountPerUnit, price);
  const netPerUnit = Math.max(0, price - effectiveDiscount);
  return {
    grossTotal,
    discountPerUnit: effectiveDiscount,
    netPerUnit,
    totalDiscount: effectiveDiscount * quantity,
    totalPayable: netPerUnit * quantity,
  };
}

/**
 * A content's final price from its list price and discount (DiscountType PERCENT 1 / AMOUNT 2).
 * - PERCENT: the discount is rounded UP to a whole rupiah (same rule as voucher type 1), percent
 *   over 100 clamps to the price; discountPercent is the given percentage (clamped to 0..100).
 * - AMOUNT: the discount is capped at the price; discountPercent is discount / price rounded to
 *   the nearest whole percent (0 when the price is 0).
 * - null: no discount.
 * finalPrice = price - discount (an integer, floored at 0); isFree when finalPrice is 0.
 */
export function contentPrice(price: number, discountType: DiscountTypeId | null, discountValue: number): ContentPrice {
  assertMoney(price, 'price');
  let discount = 0;
  let discountPercent = 0;
  if (discountType === DiscountType.PERCENT) {
    assertPercent(discountValue, 'discountValue');
    discount = percentOf(price, discountValue);
    discountPercent = Math.min(100, discountValue);
  } else if (discountType === DiscountType.AMOUNT) {
    assertMoney(discountValue, 'discountValue');
    discount = Math.min(discountValue, price);
    discountPercent = price === 0 ? 0 : Math.round((discount / price) * 100);
  } else if (discountType !== null) {
    throw new RangeError(`unknown discountType ${String(discountType)}`);
  }
  const finalPrice = Math.max(0, price - discount);
  return { price, finalPrice, discount, discountPercent, isFree: finalPrice === 0 };
}

/**
 * Cart totals: free items are dropped (spec 3), each item counts finalPrice x quantity (default 1);
 * the voucher discount is capped at the total price.
 * totalPrice = sum of paid items, totalDiscount = capped voucher discount,
 * totalPayment = totalPrice - totalDiscount.
 */
export function cartSummary(items: readonly CartSummaryItem[], voucherDiscount = 0): CartSummary {
  assertMoney(voucherDiscount, 'voucherDiscount');
  let totalPrice = 0;
  for (const item of items) {
    if (item.isFree) continue;
    const quantity = item.quantity ?? 1;
    assertMoney(item.finalPrice, 'finalPrice');
    assertQuantity(quantity);
    totalPrice += item.finalPrice * quantity;
  }
  const totalDiscount = Math.min(voucherDiscount, totalPrice);
  return { totalPrice, totalDiscount, totalPayment: totalPrice - totalDiscount };
}
