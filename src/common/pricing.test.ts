import { describe, expect, it } from 'vitest';
import { cartSummary, contentPrice, percentOf, totals, voucherDiscount } from './pricing.js';

describe('voucherDiscount — priceType 1: percentage of final price, rounded up', () => {
  it('takes the percentage of the final price', () => {
    expect(voucherDiscount(150000, { priceType: 1, price: 10 })).toEqual({ discount: 15000, payable: 135000 });
  });
  it('rounds the discount UP to a whole rupiah', () => {
    // 999 * 10% = 99.9 -> 100
    expect(voucherDiscount(999, { priceType: 1, price: 10 })).toEqual({ discount: 100, payable: 899 });
    // 1001 * 33% = 330.33 -> 331
    expect(voucherDiscount(1001, { priceType: 1, price: 33 })).toEqual({ discount: 331, payable: 670 });
    // 1 * 1% = 0.01 -> 1
    expect(voucherDiscount(1, { priceType: 1, price: 1 })).toEqual({ discount: 1, payable: 0 });
  });
  it('does not round up exact results because of floating-point noise', () => {
    // 0.1 * 3 style noise: 30 * 7% = 2.1 exactly -> 3, 100 * 7% = 7 exactly -> 7
    expect(voucherDiscount(100, { priceType: 1, price: 7 }).discount).toBe(7);
    expect(voucherDiscount(300, { priceType: 1, price: 1.1 }).discount).toBe(4); // 3.3 -> 4
    expect(voucherDiscount(1000, { priceType: 1, price: 1.1 }).discount).toBe(11); // 11.000000000000002 -> 11
  });
  it('accepts fractional percentages', () => {
    expect(voucherDiscount(10000, { priceType: 1, price: 12.5 })).toEqual({ discount: 1250, payable: 8750 });
  });
  it('0% gives no discount', () => {
    expect(voucherDiscount(50000, { priceType: 1, price: 0 })).toEqual({ discount: 0, payable: 50000 });
  });
  it('100% makes it all discount', () => {
    expect(voucherDiscount(50000, { priceType: 1, price: 100 })).toEqual({ discount: 50000, payable: 0 });
  });
  it('percent over 100 clamps to the price', () => {
    expect(voucherDiscount(50000, { priceType: 1, price: 150 })).toEqual({ discount: 50000, payable: 0 });
  });
  it('a free (0) final price stays 0', () => {
    expect(voucherDiscount(0, { priceType: 1, price: 50 })).toEqual({ discount: 0, payable: 0 });
  });
});

describe('voucherDiscount — priceType 2: fixed amount capped at the price', () => {
  it('subtracts the fixed amount', () => {
    expect(voucherDiscount(150000, { priceType: 2, price: 25000 })).toEqual({ discount: 25000, payable: 125000 });
  });
  it('an amount equal to the price makes nothing payable', () => {
    expect(voucherDiscount(25000, { priceType: 2, price: 25000 })).toEqual({ discount: 25000, payable: 0 });
  });
  it('caps an amount above the price at the price', () => {
    expect(voucherDiscount(20000, { priceType: 2, price: 25000 })).toEqual({ discount: 20000, payable: 0 });
  });
});

describe('voucherDiscount — priceType 3: price reduced to the voucher price', () => {
  it('discount is the difference and the voucher price is payable', () => {
    expect(voucherDiscount(150000, { priceType: 3, price: 50000 })).toEqual({ discount: 100000, payable: 50000 });
  });
  it('voucher price 0 makes the whole price the discount', () => {
    expect(voucherDiscount(150000, { priceType: 3, price: 0 })).toEqual({ discount: 150000, payable: 0 });
  });
  it('"nothing payable when the price is at or below it": price equal to the voucher price -> discount 0, price unchanged', () => {
    expect(voucherDiscount(50000, { priceType: 3, price: 50000 })).toEqual({ discount: 0, payable: 50000 });
  });
  it('"nothing payable when the price is at or below it": price below the voucher price -> discount 0, never raises the price', () => {
    expect(voucherDiscount(40000, { priceType: 3, price: 50000 })).toEqual({ discount: 0, payable: 40000 });
  });
});

describe('voucherDiscount — inputs', () => {
  it('throws RangeError on negative inputs', () => {
    expect(() => voucherDiscount(-1, { priceType: 1, price: 10 })).toThrow(RangeError);
    expect(() => voucherDiscount(100, { priceType: 1, price: -10 })).toThrow(RangeError);
    expect(() => voucherDiscount(100, { priceType: 2, price: -1 })).toThrow(RangeError);
    expect(() => voucherDiscount(100, { priceType: 3, price: -1 })).toThrow(RangeError);
  });
  it('throws RangeError on non-integer or non-finite money', () => {
    expect(() => voucherDiscount(100.5, { priceType: 2, price: 1 })).toThrow(RangeError);
    expect(() => voucherDiscount(100, { priceType: 2, price: 0.5 })).toThrow(RangeError);
    expect(() => voucherDiscount(Number.NaN, { priceType: 1, price: 1 })).toThrow(RangeError);
    expect(() => voucherDiscount(Number.POSITIVE_INFINITY, { priceType: 1, price: 1 })).toThrow(RangeError);
    expect(() => voucherDiscount(100, { priceType: 1, price: Number.NaN })).toThrow(RangeError);
  });
  it('throws RangeError on an unknown priceType', () => {
    expect(() => voucherDiscount(100, { priceType: 4 as 1, price: 1 })).toThrow(RangeError);
  });
  it('results are integers and never negative', () => {
    for (const finalPrice of [0, 1, 7, 999, 12345, 150000]) {
      for (const voucher of [
        { priceType: 1 as const, price: 33.3 },
        { priceType: 2 as const, price: 5000 },
        { priceType: 3 as const, price: 5000 },
      ]) {
        const r = voucherDiscount(finalPrice, voucher);
        expect(Number.isInteger(r.discount) && Number.isInteger(r.payable)).toBe(true);
        expect(r.discount).toBeGreaterThanOrEqual(0);
        expect(r.payable).toBeGreaterThanOrEqual(0);
        expect(r.discount + r.payable).toBe(finalPrice);
      }
    }
  });
});

describe('percentOf', () => {
  it('rounds up and clamps', () => {
    expect(percentOf(999, 10)).toBe(100);
    expect(percentOf(999, 100)).toBe(999);
    expect(percentOf(999, 1000)).toBe(999);
    expect(percentOf(0, 10)).toBe(0);
  });
});

describe('totals — gross total, discount per unit, net per unit, total discount, total payable; net floored at 0', () => {
  it('multiplies price by quantity', () => {
    expect(totals(150000, false, 2)).toEqual({
      grossTotal: 300000,
      discountPerUnit: 0,
      netPerUnit: 150000,
      totalDiscount: 0,
      totalPayable: 300000,
    });
  });
  it('applies a per-unit discount', () => {
    expect(totals(150000, false, 3, 25000)).toEqual({
      grossTotal: 450000,
      discountPerUnit: 25000,
      netPerUnit: 125000,
      totalDiscount: 75000,
      totalPayable: 375000,
    });
  });
  it('net is floored at 0 (discount above the price is capped at the price)', () => {
    expect(totals(10000, false, 2, 15000)).toEqual({
      grossTotal: 20000,
      discountPerUnit: 10000,
      netPerUnit: 0,
      totalDiscount: 20000,
      totalPayable: 0,
    });
  });
  it('free flag: everything payable is 0, whole price counts as discount', () => {
    expect(totals(150000, true, 2, 5000)).toEqual({
      grossTotal: 300000,
      discountPerUnit: 150000,
      netPerUnit: 0,
      totalDiscount: 300000,
      totalPayable: 0,
    });
  });
  it('quantity 0 gives zero totals but keeps per-unit values', () => {
    expect(totals(150000, false, 0, 1000)).toEqual({
      grossTotal: 0,
      discountPerUnit: 1000,
      netPerUnit: 149000,
      totalDiscount: 0,
      totalPayable: 0,
    });
  });
  it('quantity must be a non-negative integer', () => {
    expect(() => totals(100, false, -1)).toThrow(RangeError);
    expect(() => totals(100, false, 1.5)).toThrow(RangeError);
    expect(() => totals(100, false, Number.NaN)).toThrow(RangeError);
  });
  it('negative price or discount throws', () => {
    expect(() => totals(-100, false, 1)).toThrow(RangeError);
    expect(() => totals(100, false, 1, -1)).toThrow(RangeError);
  });
});

describe('contentPrice', () => {
  it('no discount', () => {
    expect(contentPrice(150000, null, 0)).toEqual({
      price: 150000,
      finalPrice: 150000,
      discount: 0,
      discountPercent: 0,
      isFree: false,
    });
  });
  it('PERCENT (1): discount rounded up so finalPrice is an integer', () => {
    expect(contentPrice(99999, 1, 15)).toEqual({
      price: 99999,
      finalPrice: 84999, // 14999.85 -> 15000
      discount: 15000,
      discountPercent: 15,
      isFree: false,
    });
  });
  it('PERCENT 100 or more is free', () => {
    expect(contentPrice(50000, 1, 100)).toEqual({
      price: 50000,
      finalPrice: 0,
      discount: 50000,
      discountPercent: 100,
      isFree: true,
    });
    expect(contentPrice(50000, 1, 120).discountPercent).toBe(100);
    expect(contentPrice(50000, 1, 120).finalPrice).toBe(0);
  });
  it('AMOUNT (2): fixed discount, percent rounded to nearest', () => {
    expect(contentPrice(300000, 2, 100000)).toEqual({
      price: 300000,
      finalPrice: 200000,
      discount: 100000,
      discountPercent: 33,
      isFree: false,
    });
  });
  it('AMOUNT above the price floors finalPrice at 0 and is free', () => {
    expect(contentPrice(50000, 2, 80000)).toEqual({
      price: 50000,
      finalPrice: 0,
      discount: 50000,
      discountPercent: 100,
      isFree: true,
    });
  });
  it('price 0 is free with 0%', () => {
    expect(contentPrice(0, 2, 1000)).toEqual({ price: 0, finalPrice: 0, discount: 0, discountPercent: 0, isFree: true });
    expect(contentPrice(0, null, 0).isFree).toBe(true);
  });
  it('rejects negatives and unknown types', () => {
    expect(() => contentPrice(-1, null, 0)).toThrow(RangeError);
    expect(() => contentPrice(100, 1, -5)).toThrow(RangeError);
    expect(() => contentPrice(100, 2, -5)).toThrow(RangeError);
    expect(() => contentPrice(100, 3 as 1, 5)).toThrow(RangeError);
  });
});

describe('cartSummary', () => {
  it('sums paid items, drops free ones, applies the voucher discount', () => {
    expect(
      cartSummary(
        [
          { finalPrice: 150000, isFree: false },
          { finalPrice: 50000, isFree: false, quantity: 2 },
          { finalPrice: 99000, isFree: true },
        ],
        20000,
      ),
    ).toEqual({ totalPrice: 250000, totalDiscount: 20000, totalPayment: 230000 });
  });
  it('empty cart is all zeros', () => {
    expect(cartSummary([])).toEqual({ totalPrice: 0, totalDiscount: 0, totalPayment: 0 });
  });
  it('caps the voucher discount at the total price', () => {
    expect(cartSummary([{ finalPrice: 10000, isFree: false }], 25000)).toEqual({
      totalPrice: 10000,
      totalDiscount: 10000,
      totalPayment: 0,
    });
  });
  it('rejects negative voucher discount and bad quantities', () => {
    expect(() => cartSummary([], -1)).toThrow(RangeError);
    expect(() => cartSummary([{ finalPrice: 1, isFree: false, quantity: -1 }])).toThrow(RangeError);
  });
});
