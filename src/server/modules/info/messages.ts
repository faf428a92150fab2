import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the information pages, in both languages. */
const TEXT = {
  pageNotFound: { id: 'Halaman "{slug}" tidak ditemukan', en: 'Page "{slug}" not found' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
