import { PaymentStatus } from './enums.js';
import type { PaymentStatusId } from './payments.js';

/**
 * Vouchers a student holds (issue 19; docs/decisions.md "Points, student vouchers and the GoPay
 * payout" and "Student vouchers: voucherqu and the cart's picker"). The status of a held voucher
 * uses spec 4's payment-or-voucher numbers: 1 usable (PENDING), 2 used (SUCCESS: a live
 * redemption of the student's), 3 expired (EXPIRED: ended, or used up by others, unused).
 */

export const HeldVoucherStatus = { USABLE: PaymentStatus.PENDING, USED: PaymentStatus.SUCCESS, EXPIRED: PaymentStatus.EXPIRED } as const;
export type HeldVoucherStatusId = PaymentStatusId;

/** The sign-up promotion's voucher (seeded by the commerce seeder); every account holds it once. */
export const WELCOME_VOUCHER_CODE = 'HALOBARU20';

/** G vouchers/history?filter: every held voucher no longer usable, or only used, or only expired. */
export const VOUCHER_HISTORY_FILTERS = ['all', 'used', 'expired'] as const;
export type VoucherHistoryFilter = (typeof VOUCHER_HISTORY_FILTERS)[number];

/** G vouchers/{id}?type: 1 a voucher the student holds, 2 an offer of the points catalogue. */
export const VoucherDetailType = { HELD: 1, OFFER: 2 } as const;

export interface HeldVoucherFacts {
  /** When the student's live redemption was made (null: none). */
  usedAt: Date | string | null;
  endsAt: Date | string | null;
  /** The quota is taken by others (a shared promotion). */
  usedUp: boolean;
}

/** Used wins over ended: a voucher used before it ended stays "used" in the history. */
export function heldVoucherStatus(v: HeldVoucherFacts, now: Date): HeldVoucherStatusId {
  if (v.usedAt !== null) return HeldVoucherStatus.USED;
  if (v.usedUp || (v.endsAt !== null && new Date(v.endsAt).getTime() <= now.getTime())) return HeldVoucherStatus.EXPIRED;
  return HeldVoucherStatus.USABLE;
}

/** Whether a status belongs to a history filter (the history never lists a usable voucher). */
export function inHistory(status: HeldVoucherStatusId, filter: VoucherHistoryFilter): boolean {
  if (status === HeldVoucherStatus.USABLE) return false;
  return filter === 'all' || (filter === 'used' ? status === HeldVoucherStatus.USED : status === HeldVoucherStatus.EXPIRED);
}
