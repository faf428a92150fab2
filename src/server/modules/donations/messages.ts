import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages and labels of donations, in both languages. */
const TEXT = {
  placed: { id: 'Donasi dibuat: selesaikan pembayaran', en: 'Donation placed: complete the payment' },
  /** How an anonymous donation is listed. */
  anonymousDonor: { id: 'Orang Baik', en: 'Kind donor' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
