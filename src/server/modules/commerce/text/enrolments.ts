import type { Locale } from '../../../../common/enums.js';
import { messagesOf } from '../../../http/messages.js';

/** Texts of enrolment and of what can be owned, in Indonesian and English (request.locale picks one). */
const messages = {
  contentNotFound: { id: 'Konten tidak ditemukan.', en: 'Content not found.' },
  unavailable: { id: 'Konten #{id} tidak tersedia.', en: 'Content #{id} is not available.' },
  notForSale: { id: '"{title}" tidak dapat dibeli atau diikuti.', en: '"{title}" cannot be bought or joined.' },
  ended: { id: '"{title}" sudah berakhir.', en: '"{title}" has already ended.' },
  paid: {
    id: '"{title}" berbayar. Silakan beli melalui keranjang.',
    en: '"{title}" is not free. Please buy it through the cart.',
  },
  packageMismatch: { id: 'Paket harga #{id} bukan milik "{title}".', en: 'Price tier #{id} does not belong to "{title}".' },
  wrongMagicCode: { id: 'Kode akses webinar salah.', en: 'The webinar access code is wrong.' },
  enrolled: { id: 'Kamu berhasil terdaftar di "{title}".', en: 'You are enrolled in "{title}".' },
  alreadyEnrolled: { id: 'Kamu sudah terdaftar di "{title}".', en: 'You are already enrolled in "{title}".' },
  clickRecorded: { id: 'Terima kasih, kami arahkan kamu ke Danacita.', en: 'Thank you, we are taking you to Danacita.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type EnrolmentMessage = keyof typeof messages;

export const t = messagesOf(messages);
