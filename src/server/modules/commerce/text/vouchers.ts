import type { VoucherRefusalReason } from '../../../../common/contract/vouchers.js';
import type { Locale } from '../../../../common/enums.js';
import { messagesOf } from '../../../http/messages.js';

/** Why a voucher code does not apply, in Indonesian and English (spec 8: the screen shows the message). */
const REFUSALS = {
  unknown: { id: 'Kode voucher "{code}" tidak ditemukan.', en: 'Voucher code "{code}" was not found.' },
  notStarted: { id: 'Voucher "{code}" baru bisa dipakai mulai {startsAt}.', en: 'Voucher "{code}" can be used from {startsAt}.' },
  expired: { id: 'Voucher "{code}" sudah kedaluwarsa sejak {endsAt}.', en: 'Voucher "{code}" expired on {endsAt}.' },
  notForThisContent: { id: 'Voucher "{code}" tidak berlaku untuk "{title}".', en: 'Voucher "{code}" does not apply to "{title}".' },
  minimumPurchase: {
    id: 'Voucher "{code}" berlaku untuk pembelian minimal {minPurchase}.',
    en: 'Voucher "{code}" needs a purchase of at least {minPurchase}.',
  },
  alreadyUsed: { id: 'Kamu sudah memakai voucher "{code}".', en: 'You have already used voucher "{code}".' },
  usedUp: { id: 'Kuota voucher "{code}" sudah habis.', en: 'Voucher "{code}" has been used up.' },
  contentUnavailable: { id: 'Konten #{contentId} tidak tersedia untuk dibeli.', en: 'Content #{contentId} is not available to buy.' },
  freeContent: { id: '"{title}" gratis, tidak perlu voucher.', en: '"{title}" is free: no voucher needed.' },
} as const satisfies Record<VoucherRefusalReason, Record<Locale, string>>;

const say = messagesOf(REFUSALS);

export function refusalText(locale: Locale, reason: VoucherRefusalReason, values: Record<string, string | number>): string {
  return say(locale, reason, values);
}

export const VALID: Record<Locale, string> = { id: 'Voucher berhasil dipakai.', en: 'The voucher applies.' };
export const CONTENT_NOT_FOUND: Record<Locale, string> = { id: 'Konten tidak ditemukan.', en: 'Content not found.' };

/** G vouchers/{id}?type=1 of a voucher the student does not hold (another student's included). */
export const HELD_NOT_FOUND: Record<Locale, string> = { id: 'Voucher tidak ditemukan di voucher kamu.', en: 'This voucher is not among your vouchers.' };
/** G vouchers/{id}?type=2 of an id that is no voucher offer of the points catalogue. */
export const OFFER_NOT_FOUND: Record<Locale, string> = { id: 'Penawaran voucher tidak ditemukan.', en: 'Voucher offer not found.' };
