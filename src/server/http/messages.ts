import type { Locale } from '../../common/enums.js';
import { formatDateTimeLong } from '../../common/format.js';

/** A module's texts: each key written in Indonesian and in English. */
export type MessageTable = Record<string, Record<Locale, string>>;

/**
 * What fills a text's `{name}`s. A Date is written long, in Jakarta time, in the text's language;
 * a name left unfilled (or null) stays as written, so a forgotten value shows in a test, not as "".
 */
export type Fill = Record<string, string | number | Date | null | undefined>;

/** A text with its `{name}`s filled (a replacer function: `$&` in a value is not a pattern). */
export function fillText(text: string, locale: Locale, fill: Fill = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = fill[name];
    if (value === undefined || value === null) return whole;
    return value instanceof Date ? formatDateTimeLong(value, locale) : String(value);
  });
}

/**
 * The one way a server module says its messages: `const say = messagesOf(TEXT)`, then
 * `say(request.locale, 'notFound', { title })`. The language comes first in every module.
 */
export function messagesOf<T extends MessageTable>(table: T) {
  return (locale: Locale, key: keyof T & string, fill: Fill = {}): string => fillText(String(table[key]?.[locale]), locale, fill);
}
