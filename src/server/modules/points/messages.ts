import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the points calls, in both languages. */
export const TEXT = {
  checkedIn: { id: 'Check-in berhasil: +{points} poin.', en: 'Checked in: +{points} points.' },
  alreadyCheckedIn: { id: 'Kamu sudah check-in hari ini.', en: 'You have already checked in today.' },
  unknownExchange: { id: 'Penukaran poin tidak ditemukan.', en: 'Points exchange not found.' },
  notVoucher: { id: 'Penukaran ini bukan voucher: gunakan penukaran GoPay.', en: 'This exchange is not a voucher: use the GoPay exchange.' },
  notGopay: { id: 'Penukaran ini bukan saldo GoPay.', en: 'This exchange is not a GoPay payout.' },
  shortBalance: { id: 'Poin kamu tidak cukup: perlu {points} poin.', en: 'Not enough points: {points} are needed.' },
  badAccount: { id: 'Nomor GoPay harus nomor ponsel Indonesia (08…).', en: 'The GoPay number must be an Indonesian mobile number (08…).' },
  exchanged: { id: 'Poin berhasil ditukar dengan voucher.', en: 'Points exchanged for a voucher.' },
  payoutRequested: { id: 'Penarikan ke GoPay sedang diproses.', en: 'The GoPay payout is being processed.' },
  payoutRefused: { id: 'Penarikan ke GoPay ditolak; poin dikembalikan.', en: 'The GoPay payout was refused; the points are back.' },
  payoutNotFound: { id: 'Penarikan tidak ditemukan.', en: 'Payout not found.' },
  rule1: { id: 'Check-in sekali sehari (WIB) untuk {points} poin.', en: 'Check in once a day (Jakarta time) for {points} points.' },
  rule2: { id: 'Check-in {days} hari berturut-turut: bonus {bonus} poin di hari ke-{days}.', en: 'Check in {days} days in a row: a {bonus}-point bonus on day {days}.' },
  rule3: { id: 'Lewat sehari, hitungan berturut-turut mulai lagi dari hari 1.', en: 'Miss a day and the streak starts again at day 1.' },
  purchase: { id: 'Pembelian: {title}', en: 'Purchase: {title}' },
  course: { id: 'Kelas selesai: {title}', en: 'Course completed: {title}' },
  checkin: { id: 'Check-in harian {day}', en: 'Daily check-in {day}' },
  exchange: { id: 'Tukar poin: {title}', en: 'Points exchange: {title}' },
  payout: { id: 'Penarikan GoPay', en: 'GoPay payout' },
  payout_return: { id: 'Poin dikembalikan: penarikan GoPay gagal', en: 'Points returned: GoPay payout failed' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXT;

export const say = messagesOf(TEXT);
