import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of push notification registration, in both languages. */
const TEXT = {
  unavailable: { id: 'Notifikasi push tidak tersedia di server ini', en: 'Push notifications are not available on this server' },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
