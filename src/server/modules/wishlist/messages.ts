import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the wishlist, in both languages. */
const TEXT = {
  contentNotFound: { id: 'Konten tidak ditemukan.', en: 'Content not found.' },
  unknownType: { id: 'Jenis konten {type} tidak dikenal. Jenis yang ada: {known}', en: 'Unknown content type {type}. Known types: {known}' },
  added: { id: 'Ditambahkan ke wishlist', en: 'Added to your wishlist' },
  removed: { id: 'Dihapus dari wishlist', en: 'Removed from your wishlist' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
