import { describe, expect, it } from 'vitest';
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT, donationAmountRefusal } from './donations.js';

describe('donation bounds', () => {
  it('whole rupiah from the minimum to the maximum', () => {
    expect(donationAmountRefusal(DONATION_MIN_AMOUNT)).toBeNull();
    expect(donationAmountRefusal(DONATION_MAX_AMOUNT)).toBeNull();
    expect(donationAmountRefusal(DONATION_MIN_AMOUNT - 1)).toBe('tooSmall');
    expect(donationAmountRefusal(DONATION_MAX_AMOUNT + 1)).toBe('tooLarge');
    expect(donationAmountRefusal(15_000.5)).toBe('notWhole');
    expect(donationAmountRefusal(Number.NaN)).toBe('notWhole');
  });
});
