import fc from 'fast-check';
import type { JsonSchema } from './fuzz-openapi.js';
import type { KnownValues } from './fuzz-db.js';

/**
 * fast-check arbitraries built from the JSON schemas of the OpenAPI document (OpenAPI 3.0 flavour:
 * `nullable`, `anyOf`), and the catalogues of hostile values the invalid requests are made of.
 */

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;

// ── hostile values ─────────────────────────────────────────────────────────

/** Strings that have broken servers: NUL, lone surrogates, direction marks, injections, huge. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '',
  ' ',
  '\t\r\n',
  '\uFEFF',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 🇮🇩',
  'Ω≈ç√∫˜µ≤≥÷ ÅÍÎÏ˝ÓÔÒÚÆ☃ 田中さん ثلاثة',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  "'; drop table students; --",
  "' or '1'='1",
  '" or 1=1 --',
  "\\'; select pg_sleep(0); --",
  'select * from students where id = 1',
  '$(id)`id`',
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%2e%2e%2f%00',
  '\\\\server\\share',
  "$&$`$'$1",
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '2147483648',
  '0x1F',
  '9'.repeat(400),
  '١٢٣',
  'a'.repeat(10_000),
  'ж'.repeat(5_000),
  '🙂'.repeat(3_000),
  ' '.repeat(2_000) + 'x',
  'x'.repeat(200_000),
];

/** Numbers a JSON body can carry that leave int4, lose precision or are not integers. */
export const HOSTILE_NUMBERS: readonly number[] = [
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2, // beyond the safe integers; 2 ** 53 + 1 has no double and would read as 2 ** 53
  1e300,
  -1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1.5,
  -0.5,
  -0,
  0,
  -1,
];

/** Number literals written into JSON text as they are (JSON.parse reads 1e309 as Infinity). */
export const RAW_JSON_NUMBERS: readonly string[] = ['1e309', '-1e309', '1E400', '123456789012345678901234567890', '-0.0', '1.0e0', '5e-324'];

/** What a query string or path segment holding a number can say instead. */
export const TEXT_NUMBERS: readonly string[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '1e3',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '-0',
  '0',
  '-1',
  '0x10',
  '0b1',
  '+1',
  ' 1',
  '1 ',
  '1,2',
  '١',
  '１',
  'true',
  'null',
  '[]',
  '{}',
  '',
];

/** Path segments as sent on the wire (already percent-encoded, or deliberately not). */
export const ODD_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a%2Fb',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%20',
  '%0A',
  '%E2%80%AE',
  '%F0%9F%99%82',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '0x10',
  '%D9%A3',
  'x'.repeat(5_000),
  '%27%20or%201%3D1--',
  'null',
  '%7B%7D',
];

/** A value of each JSON type, to put where another type is expected. */
export const WRONG_TYPES: readonly unknown[] = ['text', '12', 12, 1.5, true, false, null, [], [1], ['a', 'b'], {}, { a: 1 }, [[[[]]]]];

// ── valid values from schemas ──────────────────────────────────────────────

function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t as string[];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** A pattern's strings; patterns fast-check cannot read (look-ahead) fall back to a filter. */
function matching(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return fc.string({ minLength, maxLength });
  }
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength && re.test(s);
  // text() primitives: the NUL look-ahead wrapped around the route's own pattern.
  const inner = /^\^\(\?!\[\\s\\S\]\*\\u0000\)\[\\s\\S\]\*\?\(\?:(.*)\)$/.exec(pattern)?.[1];
  const source = pattern === '^[^\\u0000]*$' ? undefined : (inner ?? pattern);
  const short = Math.max(minLength, Math.min(maxLength, 60));
  if (source === undefined) return fc.string({ minLength, maxLength: short, unit: 'grapheme' }).filter(fits);
  try {
    return fc.stringMatching(new RegExp(source)).filter(fits);
  } catch {
    return fc.string({ minLength, maxLength: short }).filter(fits);
  }
}

function stringArb(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, num(schema.maxLength) ?? 200);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const patternOk = (s: string) => !pattern || new RegExp(pattern, 'u').test(s);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return known.uuids.length ? fc.oneof(fc.constantFrom(...known.uuids), fc.uuid()) : fc.uuid();
    case 'date':
      return fc.date({ min: new Date('1950-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl().filter(fits);
    case 'binary':
      return fc.string({ maxLength: 16 });
  }
  const arbs: fc.Arbitrary<string>[] = [];
  if (/url|slug|code|uuid/i.test(name)) {
    const slugs = known.slugs.filter((s) => fits(s) && patternOk(s));
    if (slugs.length) arbs.push(fc.constantFrom(...slugs), fc.constantFrom(...slugs));
  }
  const short = (n: number) => Math.max(minLength, Math.min(maxLength, n));
  arbs.push(pattern ? matching(pattern, minLength, maxLength) : fc.string({ minLength, maxLength: short(40), unit: 'grapheme' }).filter(fits));
  if (!pattern) arbs.push(fc.string({ minLength, maxLength: short(12), unit: 'grapheme-ascii' }).filter(fits));
  return fc.oneof(...arbs);
}

function integerArb(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<number> {
  let min = num(schema.minimum) ?? INT4_MIN;
  let max = num(schema.maximum) ?? INT4_MAX;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  min = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  max = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  const arbs: fc.Arbitrary<number>[] = [fc.integer({ min, max }), fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 50), Math.max(min, 0)) })];
  if (/id$/i.test(name)) {
    const ids = known.ints.filter((v) => v >= min && v <= max);
    if (ids.length) arbs.push(fc.constantFrom(...ids), fc.constantFrom(...ids));
  }
  return fc.oneof(...arbs);
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? -1e6;
  const max = num(schema.maximum) ?? 1e6;
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.integer({ min: Math.ceil(Math.max(min, -1000)), max: Math.floor(Math.min(max, 1000)) }));
}

/** Values that satisfy the schema (as far as the generator can tell; patterns are best effort). */
export function validArb(schema: JsonSchema | undefined, known: KnownValues, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) {
    // The variants inherit the keywords written beside anyOf (bounds, pattern: swagger moves them).
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return fc.oneof(...variants.map((v) => validArb({ ...rest, ...v }, known, name, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return validArb(Object.assign({}, ...(schema.allOf as JsonSchema[])), known, name, depth + 1);
  const types = typesOf(schema);
  const arbs = (types.length ? types : ['any']).map((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'string':
        return stringArb(schema, name, known);
      case 'integer':
        return integerArb(schema, name, known);
      case 'number':
        return numberArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = (schema.items ?? {}) as JsonSchema;
        const minLength = num(schema.minItems) ?? 0;
        const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 4, 4));
        const item = validArb(items, known, name, depth + 1);
        return schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
      }
      case 'object':
        return objectArb(schema, known, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  const [only, ...others] = arbs;
  const base = only && others.length === 0 ? only : fc.oneof(...arbs);
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function objectArb(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validArb(v, known, k, depth + 1)]));
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A hostile value fit to replace a value of this schema: wrong type, bad string or bad number. */
/**
 * Strings of any code points, lone surrogates included (fast-check's 'binary' unit takes seconds
 * to set up; this one does not).
 */
const anyCodePoints = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)), maxLength });

const NUL_STRINGS = HOSTILE_STRINGS.filter((s) => s.includes('\u0000'));
const NON_FINITE_TEXT = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'];
const OUT_OF_INT4_TEXT = ['2147483648', '-2147483649', '9007199254740993', '99999999999999999999'];

/**
 * A hostile value fit to replace a value of this schema: a wrong type, a bad string or a bad
 * number; NUL and numbers outside int4 are drawn more often (they broke routes before).
 */
export function hostileArb(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = schema ? typesOf(schema) : [];
  const numeric = types.includes('integer') || types.includes('number');
  return fc.oneof(
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
    { arbitrary: fc.constantFrom(...NUL_STRINGS), weight: types.includes('string') ? 3 : 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: numeric ? 4 : 1 },
    { arbitrary: anyCodePoints(30), weight: 1 },
  );
}

/** Text (query or path) replacing a value of this schema; non-finite and out-of-int4 numbers and NUL often. */
export function hostileTextArb(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const types = schema ? typesOf(schema) : [];
  const numeric = types.includes('integer') || types.includes('number');
  return fc.oneof(
    { arbitrary: fc.constantFrom(...TEXT_NUMBERS), weight: numeric ? 3 : 1 },
    { arbitrary: fc.constantFrom(...NON_FINITE_TEXT, ...OUT_OF_INT4_TEXT), weight: numeric ? 3 : 1 },
    { arbitrary: fc.constantFrom(...NUL_STRINGS), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 20_000)), weight: 2 },
    { arbitrary: anyCodePoints(40), weight: 1 },
  );
}
