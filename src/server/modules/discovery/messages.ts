import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of search and its clicks, in both languages. */
const TEXT = {
  contentNotFound: { id: 'Konten {id} tidak ditemukan', en: 'Content {id} not found' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
