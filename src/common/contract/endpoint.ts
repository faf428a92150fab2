import Type, { type Static, type TObject, type TSchema } from 'typebox';
import type { CredentialModeName } from '../enums.js';
import { LOCALES } from '../enums.js';

/**
 * The API contract: every call the server answers is one `endpoint(...)` value in
 * src/common/contract/<domain>.ts. The same value is
 *
 * - registered on the server by `route(app, endpoint, handler)` (src/server/http/contract.ts):
 *   Fastify validates params, query and body with it (the project's own Ajv instances) and
 *   serialises the answer with its result schema; the handler's request and return types come
 *   from it (TypeBox type provider), so a handler cannot read a field the schema does not declare
 *   or forget one the schema promises;
 * - shown by @fastify/swagger in the OpenAPI document, with its summary, tags and credentials;
 * - called by the renderer with `call(api, endpoint, input)` (src/renderer/api/contract.ts), whose
 *   promise has the result's type.
 *
 * A request schema is built from the bounded primitives of ../schema/primitives.ts; the result
 * schema describes what the server sends (Fastify drops a field the schema forgets).
 */

/** Every method an endpoint may use (a cross-origin caller's preflight must allow each: http/cors.ts). */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Path prefixes of the three API surfaces (spec section 4). */
export const API_PREFIX = { web: '/web/v2', v2: '/v2', student: '/student-api/v1' } as const;

/**
 * How the renderer's client treats an answer beyond its default rules (spec section 8): read by
 * ContractClient from the endpoint, so no client sniffs paths to decide.
 */
export interface ClientBehaviour {
  /** A 401 is answered as it is, without refresh-and-retry (the sign-in and token calls themselves). */
  noRefresh?: boolean;
  /** Client errors (4xx) come back as `{ ok: false }` instead of thrown: all of them, or the listed statuses. */
  softErrors?: 'all' | readonly number[];
  /** Any enveloped statusCode is success, not only 200/201 (short links and ebooks). */
  anyStatus?: boolean;
  /** Asked for as a binary blob first, then as a normal request if that fails (ebook downloads). */
  blobFirst?: boolean;
}

/** The spec's special cases, named once so every endpoint of a kind says the same. */
export const CLIENT = {
  /** auth/* and v2/auth/*: a 401 there means wrong credentials, not an expired session. */
  authCall: { noRefresh: true },
  /** Event calls: the event pages show their own state for a client error (spec 8). */
  eventCall: { softErrors: 'all' },
  /** The voucher check: a 400 carries the reason the screen shows. */
  voucherCheck: { softErrors: [400] },
  /** Short links: the body's statusCode is the redirect, not an error. */
  shortLink: { anyStatus: true },
  /** Ebook downloads. */
  ebook: { anyStatus: true, blobFirst: true },
} as const satisfies Record<string, ClientBehaviour>;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Full server path in Fastify's form, `:name` for a parameter: `/web/v2/courses/:url`. */
  path: string;
  /** Credential mode the server enforces (spec section 6; src/server/http/auth.ts). */
  auth: CredentialModeName;
  summary: string;
  tags: readonly string[];
  params?: TObject;
  /** Query string; the server adds `lang` (read by the locale plugin) to it. */
  query?: TObject;
  body?: TSchema;
  /** The envelope's `result` (`{ statusCode, message, result }`); absent for a raw answer. */
  result?: TSchema;
  /** A raw answer (not enveloped): its schema, or absent for a binary or redirect. */
  raw?: TSchema;
  /** HTTP status of success; default 200. */
  status?: number;
  description?: string;
  /** Media types of a body the route reads itself (a multipart upload). */
  consumes?: readonly string[];
  /** How the renderer's client treats the answer, when not by the default rules. */
  client?: ClientBehaviour;
  /**
   * What a server-rendered page sends of this answer's result to the browser (renderer
   * ssr/transfer.ts): the result reduced to what the pages rendering it read (contentCard.ts).
   * The server render reads the reduced result too, so both renders see the same data.
   * (`never`: each endpoint types its own parameter; the recorder passes the result it got.)
   */
  transferAs?: (result: never) => unknown;
}

/** Defines one endpoint; `const` keeps the literal path and schemas for the types below. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ParamsOf<E extends EndpointDefinition> = StaticOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointDefinition> = StaticOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointDefinition> = StaticOr<E['body'], undefined>;
/** What a caller gets: the envelope's result, or the raw answer. */
export type ResultOf<E extends EndpointDefinition> = E['result'] extends TSchema ? Static<E['result']> : StaticOr<E['raw'], unknown>;

/** The answer `{ statusCode, message, result }` around a result schema. */
export function envelope<R extends TSchema>(result: R) {
  return Type.Object({ statusCode: Type.Integer(), message: Type.String(), result });
}

/** `lang`, which every query string may carry (the locale plugin reads it). */
export const langQuery = { lang: Type.Optional(Type.Enum([...LOCALES])) };

/** The query schema the server validates: the endpoint's own properties plus `lang`. */
export function queryWithLang(query: TObject): TObject {
  const { properties, required: _required, type: _type, ...options } = query as TObject & { required?: string[] };
  const schema: TObject = Type.Object({ ...properties, ...langQuery }, options);
  // A property with a default is filled in when absent (Ajv useDefaults): not required of a client.
  const plain = schema as unknown as { required?: string[] };
  const required = plain.required?.filter((name) => (properties[name] as { default?: unknown }).default === undefined);
  if (required?.length) plain.required = required;
  else delete plain.required;
  return schema;
}

/**
 * The path of a call with its parameters filled in (each one URL-encoded), e.g.
 * fillPath('/web/v2/courses/:url', { url: 'a b' }) → '/web/v2/courses/a%20b'.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${path}: parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}
