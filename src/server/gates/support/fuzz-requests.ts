import fc from 'fast-check';
import type { KnownValues } from './fuzz-db.js';
import { fillPath, type JsonSchema, type Operation } from './fuzz-openapi.js';
import { HOSTILE_STRINGS, ODD_PATH_SEGMENTS, RAW_JSON_NUMBERS, WRONG_TYPES, hostileArb, hostileTextArb, validArb } from './fuzz-values.js';

/**
 * Requests generated for one operation of the OpenAPI document: valid ones (every part drawn
 * from its schema, ids and slugs often taken from the seeded database) and invalid ones (a valid
 * request with one part broken). Credentials are added by the runner from the operation's mode.
 */

export interface FuzzRequest {
  op: string;
  kind: 'valid' | 'invalid';
  /** What was broken (invalid requests), e.g. `body:hostile /filters/0/kind`. */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** For 'both' routes: send the student's bearer token (else the public client's Basic). */
  useBearer: boolean;
}

interface Parts {
  method: string;
  path: Record<string, string>;
  query: [string, string][];
  rawQuery: string[];
  /** undefined = no body */
  body?: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string | Buffer; contentType?: string };
  headers: Record<string, string>;
  useBearer: boolean;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e221bc330000000049454e44ae426082', 'hex');

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[], closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (closing) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Query values as text: arrays as repeated keys, booleans and numbers written out. */
function queryPairs(name: string, value: unknown): [string, string][] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  if (typeof value === 'object') return [[name, JSON.stringify(value)]];
  return [[name, String(value)]];
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate, which has none, is sent as U+FFFD). */
const enc = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

function toRequest(op: Operation, parts: Parts, kind: FuzzRequest['kind'], mutation: string): FuzzRequest {
  const query = [...parts.query.map(([k, v]) => `${enc(k)}=${enc(v)}`), ...parts.rawQuery].join('&');
  const url = fillPath(op.path, parts.path) + (query ? `?${query}` : '');
  const headers: Record<string, string> = { ...parts.headers };
  let payload: string | Buffer | undefined;
  if (parts.body?.kind === 'json') {
    payload = JSON.stringify(parts.body.value);
    // A raw number (1e309) travels as a marked string and is unquoted here.
    payload = payload.replace(/"@@raw:([^"]*)@@"/g, '$1');
    headers['content-type'] ??= 'application/json';
  } else if (parts.body?.kind === 'raw') {
    payload = parts.body.text;
    if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  }
  return { op: op.id, kind, mutation, method: parts.method, url, headers, payload, useBearer: parts.useBearer };
}

/** The valid parts of a request of this operation. */
function validParts(op: Operation, known: KnownValues): fc.Arbitrary<Parts> {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, validArb(p.schema, known, p.name).map((v) => enc(String(v)))])));
  const queryModel = Object.fromEntries(op.query.map((p) => [p.name, validArb(p.schema, known, p.name)]));
  const query = fc.record(queryModel, { requiredKeys: op.query.filter((p) => p.required).map((p) => p.name) });
  const body: fc.Arbitrary<Parts['body']> = op.multipart
    ? fc.constantFrom<Parts['body']>(
        { kind: 'raw', text: multipart([{ name: 'file', filename: 'avatar.png', type: 'image/png', data: PNG }]), contentType: MULTIPART_TYPE },
        { kind: 'raw', text: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.alloc(64, 7) }]), contentType: MULTIPART_TYPE },
      )
    : op.body?.schema
      ? validArb(op.body.schema, known, 'body').map((value) => ({ kind: 'json' as const, value }))
      : fc.constant(undefined);
  return fc
    .record({
      path,
      query,
      body,
      language: fc.constantFrom(undefined, 'id', 'en'),
      useBearer: fc.boolean(),
    })
    .map(({ path, query, body, language, useBearer }): Parts => ({
      method: op.method,
      path,
      query: Object.entries(query).flatMap(([k, v]) => queryPairs(k, v)),
      rawQuery: [],
      body,
      headers: language ? { language } : ({} as Record<string, string>),
      useBearer,
    }));
}

// ── mutations ───────────────────────────────────────────────────────────────

type Mutation = ((parts: Parts) => fc.Arbitrary<[Parts, string]>) & { weight?: number };
/** A mutation drawn `weight` times as often as the others (the values that broke routes before). */
const weighted = (weight: number, m: Mutation): Mutation => Object.assign(m, { weight });

const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  'tru',
  '{"a":01}',
  '{"a":1}{"b":2}',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  ' ',
  '\uFEFF{}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-}',
];
const PROTO_BODIES = ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":{"__proto__":{"x":1}}}'];
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  '*/*',
  'multipart/form-data',
  MULTIPART_TYPE,
  '',
];
const RAW_QUERIES = [
  '&&&',
  '=',
  '=x',
  '%',
  '%zz=1',
  'a%00=1',
  '%00',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'lang=%00',
  'lang=xx',
  'lang=id&lang=en',
  `x=${'y'.repeat(20_000)}`,
  'page=1&page=2',
  'pageSize=%EF%BC%91',
];
/** Empty, over the 1 MiB body limit, and nested deeper than any call stack. */
const ODD_SIZED_BODIES = ['', 'x'.repeat(1024 * 1024 + 10), `${'['.repeat(200_000)}${']'.repeat(200_000)}`, `{"a":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_001)}`];
const ODD_LANGUAGES = ['xx', 'ID', 'en-US', 'id,en;q=0.9', '', ' ', 'null', 'a'.repeat(2000), 'en\tid'];

function pick<T>(items: readonly T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...items);
}

/** Every value inside a JSON value with its path and the schema that describes it (best effort). */
function leaves(value: unknown, schema: JsonSchema | undefined, path: (string | number)[] = []): { path: (string | number)[]; schema?: JsonSchema }[] {
  const out: { path: (string | number)[]; schema?: JsonSchema }[] = path.length ? [{ path, schema }] : [];
  const resolved =
    schema && Array.isArray(schema.anyOf)
      ? Object.assign({}, schema, ...(schema.anyOf as JsonSchema[]).filter((s) => typeof value === 'object' && value !== null && (s.type === 'object' || s.type === 'array')))
      : schema;
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...leaves(v, resolved?.items as JsonSchema | undefined, [...path, i])));
  else if (value && typeof value === 'object') {
    const props = (resolved?.properties ?? {}) as Record<string, JsonSchema>;
    for (const [k, v] of Object.entries(value)) out.push(...leaves(v, props[k], [...path, k]));
  }
  return out;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], root);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const [key, ...deeper] = path;
  if (key === undefined) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[key] = setAt(copy[key], deeper, value);
  return copy;
}

function deleteAt(root: unknown, path: (string | number)[]): unknown {
  const [key, ...deeper] = path;
  if (key === undefined) throw new Error('deleteAt: an empty path names no value to delete');
  if (deeper.length === 0) {
    if (Array.isArray(root)) return root.filter((_, i) => i !== key);
    const { [key]: _gone, ...rest } = root as Record<string | number, unknown>;
    return rest;
  }
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[key] = deleteAt(copy[key], deeper);
  return copy;
}

const pointer = (path: (string | number)[]) => `/${path.join('/')}`;

function mutationsFor(op: Operation, allMethods: Set<string>): Mutation[] {
  const list: Mutation[] = [];
  const jsonBody = !!op.body?.schema && !op.multipart;
  for (const p of op.pathParams) {
    list.push((parts) => pick(ODD_PATH_SEGMENTS).map((v) => [{ ...parts, path: { ...parts.path, [p.name]: v } }, `path:odd ${p.name}`]));
    list.push(weighted(2, (parts) => hostileTextArb(p.schema).map((v) => [{ ...parts, path: { ...parts.path, [p.name]: enc(v) } }, `path:hostile ${p.name}`])));
  }
  for (const q of op.query) {
    list.push(weighted(2, (parts) => hostileTextArb(q.schema).map((v) => [{ ...parts, query: [...parts.query.filter(([k]) => k !== q.name), [q.name, v]] }, `query:hostile ${q.name}`])));
    list.push((parts) =>
      fc.tuple(hostileTextArb(q.schema), hostileTextArb(q.schema)).map(([a, b]) => [{ ...parts, query: [...parts.query, [q.name, a], [q.name, b]] }, `query:repeated ${q.name}`]),
    );
  }
  if (op.query.length) {
    list.push((parts) =>
      fc
        .tuple(pick(op.query.map((q) => q.name)), fc.string({ maxLength: 8 }))
        .map(([name, text]) => [{ ...parts, query: [...parts.query.filter(([k]) => k !== name), [name, `${text}\u0000${text}`]] }, `query:nul ${name}`]),
    );
  }
  list.push((parts) =>
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), pick(HOSTILE_STRINGS.filter((s) => s.length < 5000)))
      .map(([k, v]) => [{ ...parts, query: [...parts.query, [`x${k}`, v]] }, 'query:unknown']),
  );
  list.push((parts) => pick(RAW_QUERIES).map((raw) => [{ ...parts, rawQuery: [...parts.rawQuery, raw] }, `query:raw ${raw.slice(0, 30)}`]));
  list.push((parts) => pick(ODD_LANGUAGES).map((language) => [{ ...parts, headers: { ...parts.headers, language } }, 'header:language']));
  // Another method on the same path: refused by routing, answered by CORS (OPTIONS) or by the
  // GET handler (HEAD).
  const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'].filter((m) => !allMethods.has(m));
  if (others.length) list.push((parts) => pick(others).map((method) => [{ ...parts, method }, `method:${method}`]));

  if (jsonBody) {
    const schema = op.body!.schema!;
    list.push((parts) => pick(WRONG_TYPES).map((value) => [{ ...parts, body: { kind: 'json', value } }, 'body:top-type']));
    list.push((parts) => pick(BAD_JSON).map((text) => [{ ...parts, body: { kind: 'raw', text, contentType: 'application/json' } }, 'body:bad-json']));
    list.push((parts) => pick(PROTO_BODIES).map((text) => [{ ...parts, body: { kind: 'raw', text, contentType: 'application/json' } }, 'body:proto']));
    list.push((parts) =>
      pick(ODD_CONTENT_TYPES).map((contentType) => [
        { ...parts, body: { kind: 'raw', text: JSON.stringify(parts.body?.kind === 'json' ? parts.body.value : {}), contentType } },
        `body:content-type ${contentType}`,
      ]),
    );
    list.push((parts) => pick(ODD_SIZED_BODIES).map((text) => [{ ...parts, body: { kind: 'raw', text, contentType: 'application/json' } }, `body:size ${text.length}`]));
    list.push((parts) =>
      fc
        .tuple(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([k, v]) => [
          { ...parts, body: { kind: 'json', value: { ...(parts.body?.kind === 'json' && isObject(parts.body.value) ? parts.body.value : {}), [`extra${k}`]: v } } },
          'body:extra',
        ]),
    );
    const required = (schema.required ?? []) as string[];
    if (required.length) {
      list.push((parts) =>
        pick(required).map((name) => {
          const value = parts.body?.kind === 'json' && isObject(parts.body.value) ? deleteAt(parts.body.value, [name]) : {};
          return [{ ...parts, body: { kind: 'json', value } }, `body:missing ${name}`];
        }),
      );
    }
    // A NUL slipped into one string of an otherwise valid body.
    list.push(
      weighted(2, (parts) => {
        const value = parts.body?.kind === 'json' ? parts.body.value : undefined;
        const strings = leaves(value, schema).filter((t) => typeof getAt(value, t.path) === 'string');
        if (!strings.length) return fc.constant<[Parts, string]>([{ ...parts, body: { kind: 'json', value: '\u0000' } }, 'body:nul top']);
        return fc.tuple(fc.nat({ max: strings.length - 1 }), fc.nat()).map(([i, at]): [Parts, string] => {
          const { path } = strings[i]!; // i ≤ strings.length - 1, the nat's max
          const text = getAt(value, path) as string;
          const k = at % (text.length + 1);
          return [{ ...parts, body: { kind: 'json', value: setAt(value, path, `${text.slice(0, k)}\u0000${text.slice(k)}`) } }, `body:nul ${pointer(path)}`];
        });
      }),
    );
    // One value inside the body replaced by a hostile one, by a raw 1e309, or removed.
    for (const how of ['hostile', 'raw-number', 'remove'] as const) {
      list.push(
        weighted(how === 'hostile' ? 4 : 2, (parts) => {
          const value = parts.body?.kind === 'json' ? parts.body.value : undefined;
          const targets = leaves(value, schema);
          if (!targets.length) return pick(WRONG_TYPES).map((v) => [{ ...parts, body: { kind: 'json', value: v } }, 'body:top-type']);
          return fc.nat({ max: targets.length - 1 }).chain((i) => {
            const t = targets[i]!; // i ≤ targets.length - 1, the nat's max
            if (how === 'remove') return fc.constant<[Parts, string]>([{ ...parts, body: { kind: 'json', value: deleteAt(value, t.path) } }, `body:remove ${pointer(t.path)}`]);
            const replacement = how === 'hostile' ? hostileArb(t.schema) : pick(RAW_JSON_NUMBERS).map((n) => `@@raw:${n}@@`);
            return replacement.map((r): [Parts, string] => [{ ...parts, body: { kind: 'json', value: setAt(value, t.path, r) } }, `body:${how} ${pointer(t.path)}`]);
          });
        }),
      );
    }
  } else if (op.multipart) {
    const bad: [string, Buffer | string, string | undefined][] = [
      ['empty', Buffer.alloc(0), MULTIPART_TYPE],
      ['no-file', multipart([{ name: 'note', data: 'hello' }]), MULTIPART_TYPE],
      ['text-file', multipart([{ name: 'file', filename: 'a.txt', type: 'text/plain', data: 'not an image' }]), MULTIPART_TYPE],
      ['lying-type', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: '<svg onload=alert(1)>' }]), MULTIPART_TYPE],
      ['nul-name', multipart([{ name: 'file', filename: 'a\u0000.png', type: 'image/png', data: PNG }]), MULTIPART_TYPE],
      ['unclosed', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }], false), MULTIPART_TYPE],
      [
        'two-files',
        multipart([
          { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
          { name: 'file', filename: 'b.png', type: 'image/png', data: PNG },
        ]),
        MULTIPART_TYPE,
      ],
      ['no-boundary', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }]), 'multipart/form-data'],
      ['json', '{"file":"x"}', 'application/json'],
      ['garbage', Buffer.from([0, 255, 1, 254, 13, 10, 45, 45]), MULTIPART_TYPE],
      ['none', '', undefined],
    ];
    list.push((parts) => pick(bad).map(([name, text, contentType]) => [{ ...parts, body: { kind: 'raw', text, contentType } }, `multipart:${name}`]));
  } else {
    // No body declared: a body sent anyway, in JSON or not.
    list.push((parts) =>
      fc.constantFrom('{"a":1}', '{', '\u0000', 'x'.repeat(5000)).map((text) => [{ ...parts, body: { kind: 'raw', text, contentType: 'application/json' } }, 'body:unexpected']),
    );
  }
  return list;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface OperationRequests {
  valid: fc.Arbitrary<FuzzRequest>;
  invalid: fc.Arbitrary<FuzzRequest>;
}

/** The generators of one operation. `methodsOfPath` lists every method its path answers. */
export function requestsFor(op: Operation, known: KnownValues, methodsOfPath: Set<string>): OperationRequests {
  const parts = validParts(op, known);
  const mutations = mutationsFor(op, methodsOfPath);
  return {
    valid: parts.map((p) => toRequest(op, p, 'valid', '')),
    invalid: fc
      .tuple(parts, fc.oneof(...mutations.map((m) => ({ arbitrary: fc.constant(m), weight: m.weight ?? 1 }))))
      .chain(([p, mutate]) => mutate(p).map(([broken, what]) => toRequest(op, broken, 'invalid', what))),
  };
}
