import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/**
 * Not-found messages of the campus master data, in both languages. The same texts answer the
 * student module's campus profile checks (auth/messages.ts carries a copy until students reads
 * these through campus/index.ts).
 */
export const CAMPUS_MESSAGES = {
  campusNotFound: { id: 'Kampus tidak ditemukan.', en: 'Campus not found.' },
  facultyNotFound: { id: 'Fakultas tidak ditemukan di kampus ini.', en: 'Faculty not found at this campus.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const campusMessage = messagesOf(CAMPUS_MESSAGES);
