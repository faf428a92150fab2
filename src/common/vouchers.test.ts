import { describe, expect, it } from 'vitest';
import { HeldVoucherStatus, heldVoucherStatus, inHistory } from './vouchers.js';

describe('heldVoucherStatus', () => {
  const now = new Date('2026-12-01T00:00:00.000Z');
  it('is usable until its end, expired at its end, used once the student used it (even after the end)', () => {
    expect(heldVoucherStatus({ usedAt: null, endsAt: null, usedUp: false }, now)).toBe(HeldVoucherStatus.USABLE);
    expect(heldVoucherStatus({ usedAt: null, endsAt: '2026-12-01T00:00:01.000Z', usedUp: false }, now)).toBe(HeldVoucherStatus.USABLE);
    expect(heldVoucherStatus({ usedAt: null, endsAt: now, usedUp: false }, now)).toBe(HeldVoucherStatus.EXPIRED);
    expect(heldVoucherStatus({ usedAt: null, endsAt: null, usedUp: true }, now)).toBe(HeldVoucherStatus.EXPIRED);
    expect(heldVoucherStatus({ usedAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-02T00:00:00.000Z', usedUp: true }, now)).toBe(HeldVoucherStatus.USED);
  });
  it('uses spec 4’s numbers: 1 usable, 2 used, 3 expired', () => {
    expect(HeldVoucherStatus).toEqual({ USABLE: 1, USED: 2, EXPIRED: 3 });
  });
});

describe('inHistory', () => {
  it('never lists a usable voucher; all, used and expired pick their statuses', () => {
    expect(inHistory(1, 'all')).toBe(false);
    expect([inHistory(2, 'all'), inHistory(3, 'all')]).toEqual([true, true]);
    expect([inHistory(2, 'used'), inHistory(3, 'used')]).toEqual([true, false]);
    expect([inHistory(2, 'expired'), inHistory(3, 'expired')]).toEqual([false, true]);
  });
});
