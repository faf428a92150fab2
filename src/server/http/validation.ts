import { Ajv, _, type AnySchema, type KeywordCxt } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { INT4_MAX, INT4_MIN } from '../../common/schema/primitives.js';

/**
 * The project's request validation: two Ajv instances (query strings, params and headers are
 * coerced from text; JSON bodies are validated as sent) and a hardening pass over every route
 * schema before it is compiled, so that no schema, old or new, TypeBox or plain JSON Schema,
 * lets through what the database cannot take:
 *
 * - a string holding NUL (U+0000): PostgreSQL text cannot store it (22021) → 400 here;
 * - a non-finite number: Ajv's coercion turns "Infinity" and "1e309" into Infinity *after* its
 *   type check, and JSON.parse reads 1e309 as Infinity → 400 here;
 * - an integer outside int4 (ids, counts and prices are int columns) unless the schema sets its
 *   own minimum/maximum (e.g. a bigint amount) → 400 here.
 *
 * The route's schema object is not changed (the OpenAPI document shows it as written); a
 * hardened copy is compiled. Fastify's default compiler and TypeBox's own validator are not used:
 * both let the values above through (see docs/decisions.md).
 */

/** Added to every schema node: refuses a string holding U+0000 where the data is a string. */
export const NO_NUL_KEYWORD = 'x-no-nul';
/** Added to every schema node: refuses NaN and ±Infinity where the data is a number. */
export const FINITE_KEYWORD = 'x-finite';
/**
 * Added where a schema lets content through without describing it (a node without a type,
 * an object whose extra properties are allowed, an array without items): the whole value is
 * walked for NUL (in strings and property names) and non-finite numbers. Runs after the node's
 * other keywords, so it sees coerced values.
 */
export const DEEP_KEYWORD = 'x-safe-deep';

type SchemaNode = Record<string, unknown>;

/** Keywords whose value is one subschema. */
const ONE_SCHEMA = new Set(['additionalProperties', 'additionalItems', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']);
/** Keywords whose value is an array of subschemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: SchemaNode): string[] | undefined {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return undefined;
}

/** Whether data of this node can hold values that no subschema describes (walked deeply then). */
function admitsUndescribed(node: SchemaNode, types: string[] | undefined): boolean {
  if (node.enum !== undefined || node.const !== undefined) return false;
  const composite = ['allOf', 'anyOf', 'oneOf', '$ref'].some((k) => node[k] !== undefined);
  if (!types) return !composite && node.properties === undefined && node.items === undefined;
  const object = types.includes('object') && node.additionalProperties !== false && node.unevaluatedProperties !== false && !composite;
  const array = types.includes('array') && node.items === undefined && node.prefixItems === undefined && !composite;
  return object || array;
}

/**
 * A hardened copy of a JSON schema: NUL and non-finite checks on every node, int4 bounds on
 * integers that have none, a deep check where content is not described. Boolean schemas and
 * keyword values that are not schemas (enum, const, default, examples...) are kept as they are.
 */
export function hardenSchema<T>(schema: T): T {
  return harden(schema) as T;
}

function harden(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ONE_SCHEMA.has(key)) out[key] = harden(value);
    else if (key === 'items') out[key] = Array.isArray(value) ? value.map(harden) : harden(value);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) out[key] = value.map(harden);
    else if (SCHEMA_MAP.has(key) && isNode(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, harden(v)]));
    else if (key === 'dependencies' && isNode(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v : harden(v)]));
    else out[key] = value;
  }
  const types = typesOf(schema);
  out[NO_NUL_KEYWORD] = true;
  out[FINITE_KEYWORD] = true;
  if (types?.includes('integer')) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
  }
  if (admitsUndescribed(schema, types)) out[DEEP_KEYWORD] = true;
  return out;
}

/**
 * The first NUL or non-finite number inside a value, as a JSON pointer and a reason. Iterative:
 * a body of 1 MiB can nest half a million arrays, deeper than the call stack.
 */
export function findUnsafe(value: unknown, pointer = ''): { pointer: string; reason: string } | null {
  const stack: [unknown, string][] = [[value, pointer]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { pointer: at, reason: 'must not contain the NUL character' };
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { pointer: at, reason: 'must be a finite number' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}/${i}`]);
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (const [key] of entries) if (key.includes('\u0000')) return { pointer: at, reason: 'must not have a property name with the NUL character' };
      for (const [key, value] of entries.reverse()) stack.push([value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
    }
  }
  return null;
}

function addHardeningKeywords(ajv: Ajv) {
  // Neither keyword names a data type: Ajv guards its number keywords with isFinite under
  // strictNumbers, so a 'number' keyword (like minimum and maximum) would skip a coerced
  // Infinity. Keywords without a type run after the node's coercion, on every value.
  ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      if (cxt.schema) cxt.fail(_`typeof ${cxt.data} == "string" && ${cxt.data}.includes("\\u0000")`);
    },
    error: { message: 'must not contain the NUL character' },
  });
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      if (cxt.schema) cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`);
    },
    error: { message: 'must be a finite number' },
  });
  const deep = (schemaValue: boolean, data: unknown, _parent: unknown, cxt?: { instancePath?: string }): boolean => {
    if (!schemaValue) return true;
    const found = findUnsafe(data);
    if (!found) return true;
    const instancePath = `${cxt?.instancePath ?? ''}${found.pointer}`;
    deep.errors = [{ keyword: DEEP_KEYWORD, instancePath, schemaPath: '', params: {}, message: found.reason }];
    return false;
  };
  deep.errors = null as unknown[] | null;
  ajv.addKeyword({
    keyword: DEEP_KEYWORD,
    schemaType: 'boolean',
    post: true,
    errors: true,
    validate: deep as never,
  });
}

/**
 * One of the project's Ajv instances: `coerceTypes` 'array' for text parts (so `?ids=1` is a
 * one-element array), false for JSON bodies. strictNumbers is set on its own because `strict:
 * false` (route schemas carry OpenAPI keywords Ajv does not know) would turn it off.
 */
export function makeAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    allowUnionTypes: true,
    strict: false,
    strictNumbers: true,
  });
  addFormats.default(ajv);
  addHardeningKeywords(ajv);
  return ajv;
}

/** The validator compiler of the app: every route's body, query, params and headers, hardened. */
export function validatorCompiler(): FastifySchemaCompiler<AnySchema> {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv('array');
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(hardenSchema(schema));
}
