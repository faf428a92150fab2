import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the Prakerja redeem, in both languages. */
const TEXT = {
  unknown: { id: 'Kode voucher Prakerja tidak dikenal.', en: 'The Prakerja voucher code is not known.' },
  mismatch: { id: 'Kode redeem tidak cocok dengan kode voucher ini.', en: 'The redeem code does not match this voucher code.' },
  used: { id: 'Kode voucher ini sudah digunakan.', en: 'This voucher code has already been used.' },
  inProgress: {
    id: 'Kode voucher ini sedang diproses. Selesaikan penukaran yang sedang berjalan atau coba lagi dalam 15 menit.',
    en: 'This voucher code is being redeemed. Finish the redeem in progress or try again in 15 minutes.',
  },
  unavailable: { id: 'Platform Prakerja sedang tidak dapat dihubungi. Coba lagi nanti.', en: 'The Prakerja platform cannot be reached. Try again later.' },
  forged: { id: 'Tautan penukaran tidak valid.', en: 'The redeem link is not valid.' },
  expired: { id: 'Tautan penukaran sudah kedaluwarsa. Ajukan penukaran lagi.', en: 'The redeem link has expired. Request the redeem again.' },
  notYours: { id: 'Tautan penukaran ini milik akun lain.', en: 'This redeem link belongs to another account.' },
  done: { id: 'Tautan penukaran ini sudah dipakai.', en: 'This redeem link has already been used.' },
  redeemed: { id: 'Voucher berhasil ditukar: Anda terdaftar di kelas', en: 'Voucher redeemed: you are enrolled' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
