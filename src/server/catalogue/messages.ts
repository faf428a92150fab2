import type { Locale } from '../../common/enums.js';
import { notFound } from '../http/envelope.js';
import { messagesOf, type MessageTable } from '../http/messages.js';

/** Not-found messages of the product pages' other records, in both languages. */
export const NOT_FOUND = {
  category: { id: 'Kategori tidak ditemukan', en: 'Category not found' },
  program: { id: 'Program tidak ditemukan', en: 'Programme not found' },
  webinarProgram: { id: 'Program webinar tidak ditemukan', en: 'Webinar programme not found' },
  form: { id: 'Formulir tidak ditemukan', en: 'Form not found' },
  donation: { id: 'Kampanye donasi tidak ditemukan', en: 'Donation campaign not found' },
} as const satisfies Record<string, Record<Locale, string>>;

const say = messagesOf(NOT_FOUND);

/** 404 with the record's not-found message in the request language. */
export const notFoundOf = (locale: Locale, what: keyof typeof NOT_FOUND) => notFound(say(locale, what));

const sayMissing = messagesOf({ missing: { id: '{what} tidak ditemukan', en: '{what} not found' } } as const satisfies MessageTable);

/** 404 "<what> tidak ditemukan" / "<what> not found" in the request language. */
export function missing(locale: Locale, what: { id: string; en: string }): Error {
  return notFound(sayMissing(locale, 'missing', { what: what[locale] }));
}
