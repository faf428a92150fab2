import { describe, expect, it } from 'vitest';
import { BUYABLE_CONTENT_TYPES, cartTotals, isBuyableContentType, isRenewableContentType, lineTotals } from './cart.js';
import { ContentType } from './enums.js';
import { voucherDiscount } from './pricing.js';

describe('cart lines and totals', () => {
  it('counts the list price as gross and the promotion as discount', () => {
    expect(lineTotals(200_000, 150_000)).toEqual({ grossTotal: 200_000, discountPerUnit: 50_000, netPerUnit: 150_000, totalDiscount: 50_000, totalPayable: 150_000 });
  });

  it('adds a voucher discount (taken on the final price) to the promotion', () => {
    const { discount } = voucherDiscount(150_000, { priceType: 1, price: 10 });
    expect(lineTotals(200_000, 150_000, discount)).toMatchObject({ totalDiscount: 65_000, totalPayable: 135_000 });
  });

  it('never pays less than nothing and calls a zero final price free', () => {
    expect(lineTotals(100_000, 40_000, 90_000)).toMatchObject({ totalDiscount: 100_000, totalPayable: 0 });
    expect(lineTotals(100_000, 0)).toMatchObject({ grossTotal: 100_000, totalPayable: 0 });
    expect(lineTotals(0, 0)).toMatchObject({ grossTotal: 0, totalPayable: 0 });
  });

  it('adds lines up', () => {
    expect(cartTotals([lineTotals(200_000, 150_000), lineTotals(99_000, 99_000)])).toEqual({ totalPrice: 299_000, totalDiscount: 50_000, totalPayment: 249_000 });
    expect(cartTotals([])).toEqual({ totalPrice: 0, totalDiscount: 0, totalPayment: 0 });
  });

  it('sells courses, packages, bootcamps, webinars, events and subscriptions, not articles', () => {
    expect(isBuyableContentType(ContentType.COURSE)).toBe(true);
    expect(isBuyableContentType(ContentType.BOOTCAMP)).toBe(true);
    expect(isBuyableContentType(ContentType.ARTICLE)).toBe(false);
    expect(isBuyableContentType(ContentType.SUBSCRIPTION)).toBe(true);
    expect(isRenewableContentType(ContentType.SUBSCRIPTION)).toBe(true);
    expect(isRenewableContentType(ContentType.COURSE)).toBe(false);
    expect(BUYABLE_CONTENT_TYPES).not.toContain(ContentType.ARTICLE);
  });
});
