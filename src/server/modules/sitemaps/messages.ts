import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the sitemaps, in both languages. */
const TEXT = {
  unknownKind: { id: 'Sitemap "{kind}" tidak ditemukan. Jenis: {kinds}', en: 'Sitemap "{kind}" not found. Kinds: {kinds}' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
