import Type, { type TInteger, type TObject, type TProperties, type TString } from 'typebox';
import { PAGE_SIZE } from '../constants.js';

/**
 * The building blocks of every request schema (TypeBox, plain JSON Schema underneath): each one
 * bounded so a value that passes can be stored or compared by PostgreSQL. A route schema is
 * built from these instead of bare `{ type: 'integer' }` or `{ type: 'string' }`; the server's
 * validation layer (src/server/http/validation.ts) also adds the NUL, finiteness and int4 checks
 * to schemas that are not, so a route written without them is still safe.
 */

/** PostgreSQL `int4`: ids, counts, prices of one content. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** Highest rupiah amount of one price or payment: Rp 2 billion, inside an int4 price column. */
export const MONEY_MAX = 2_000_000_000;

/** Highest page number a list accepts (deeper pages are a 400, not a slow scan). */
export const PAGE_MAX = 100_000;

/** A string without U+0000 (PostgreSQL text cannot hold it). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * `pattern` that matches where `pattern` does and also refuses NUL: an unanchored regular
 * expression search is the same as `^[\s\S]*?(?:pattern)`, with a look-ahead in front.
 */
export function withoutNul(pattern?: string): string {
  return pattern === undefined ? NO_NUL_PATTERN : `^(?![\\s\\S]*\\u0000)[\\s\\S]*?(?:${pattern})`;
}

/** A row id: 1..int4 max. */
export function id(options: { description?: string } = {}): TInteger {
  return Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
}

/** An integer between two bounds, both kept inside int4. */
export function int(minimum: number, maximum: number, options: { default?: number; description?: string } = {}): TInteger {
  if (!Number.isInteger(minimum) || !Number.isInteger(maximum) || minimum > maximum) throw new RangeError(`int(${minimum}, ${maximum}): bounds must be integers, lowest first`);
  return Type.Integer({ minimum: Math.max(minimum, INT4_MIN), maximum: Math.min(maximum, INT4_MAX), ...options });
}

/**
 * Text of at most `maxLength` characters (and at least `minLength`) without NUL. A `pattern`
 * given is kept and the NUL refusal is added to it.
 */
export function text(maxLength: number, minLength = 0, options: { pattern?: string; format?: string; description?: string } = {}): TString {
  if (!Number.isInteger(maxLength) || maxLength < 1 || minLength < 0 || minLength > maxLength) throw new RangeError(`text(${maxLength}, ${minLength}): bad lengths`);
  const { pattern, ...rest } = options;
  return Type.String({ ...rest, maxLength, ...(minLength > 0 ? { minLength } : {}), pattern: withoutNul(pattern) });
}

/** Integer rupiah, 0..`maximum` (MONEY_MAX unless a column is wider, e.g. a bigint amount). */
export function money(options: { minimum?: number; maximum?: number; description?: string } = {}): TInteger {
  const { minimum = 0, maximum = MONEY_MAX, ...rest } = options;
  if (!Number.isSafeInteger(maximum) || minimum < 0 || minimum > maximum) throw new RangeError(`money(${minimum}, ${maximum}): bad bounds`);
  return Type.Integer({ minimum, maximum, ...rest });
}

/** The url segment of a content, instructor or article: lower-case letters, digits and dashes. */
export const SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,199}$';
export function slug(options: { description?: string } = {}): TString {
  return Type.String({ pattern: SLUG_PATTERN, maxLength: 200, ...options });
}

/** A numeric id (at most 9 digits: always inside int4) or a url slug, as in bootcamps/{id}. */
export const ID_OR_SLUG_PATTERN = '^([0-9]{1,9}|[a-z0-9][a-z0-9-]{0,199})$';
export function idOrSlug(options: { description?: string } = {}): TString {
  return Type.String({ pattern: ID_OR_SLUG_PATTERN, maxLength: 200, ...options });
}

/** Paging of a list: `page` 1..PAGE_MAX (default 1), `pageSize` 1..PAGE_SIZE.max. */
export function paging(defaultPageSize: number = PAGE_SIZE.defaultList) {
  return {
    page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: defaultPageSize }),
  };
}

/**
 * A list of ids; in a query string `?ids=1` arrives as one value and the server makes it a
 * one-element array. At most `maxItems` (default 100), no repeats.
 */
export function idList(maxItems = 100) {
  return Type.Array(id(), { maxItems, uniqueItems: true });
}

/** A request object: only the properties named (an extra one is a 400). */
export function strictObject<P extends TProperties>(properties: P, options: { description?: string } = {}): TObject<P> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}
