import type { CredentialModeName } from '../../../common/enums.js';

/**
 * The operations of the OpenAPI document as the gates use them: method, path template, the
 * schemas of path, query and header parameters and of the body, the credential mode (from
 * `security`, see src/server/http/openapi.ts) and the documented answers. The gates take their
 * route list from here, so a new route is held to them without anyone writing a test for it.
 */

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /web/v2/instructors/{id}/reviews` */
  id: string;
  method: string;
  /** Path template with `{name}` parameters. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** Media types of the body and the JSON body's schema (none when the route declares no body). */
  body?: { mediaTypes: string[]; schema?: JsonSchema; required: boolean };
  /** Takes multipart/form-data (an upload). */
  multipart: boolean;
  auth: CredentialModeName;
  responses: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The credential mode an operation's `security` names; an operation without one is an error. */
export function credentialMode(id: string, security: Record<string, unknown>[] | undefined): CredentialModeName {
  if (security === undefined) throw new Error(`${id}: the OpenAPI document names no security (credential mode) for it`);
  const schemes = security
    .map((s) => Object.keys(s).sort().join('+'))
    .sort()
    .join('|');
  switch (schemes) {
    case '':
      return 'none';
    case 'basic':
      return 'basic';
    case 'bearer':
      return 'authenticated';
    case 'basic|bearer':
      return 'both';
    case 'staff':
      return 'staff';
    default:
      throw new Error(`${id}: unknown security ${JSON.stringify(security)}`);
  }
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const id = `${method.toUpperCase()} ${path}`;
      const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in as Parameter['in'], required: !!p.required, schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      const [firstType] = mediaTypes;
      const multipart = mediaTypes.includes('multipart/form-data');
      out.push({
        id,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header'),
        body: firstType !== undefined ? { mediaTypes, schema: content['application/json']?.schema ?? content[firstType]?.schema, required: !!op.requestBody?.required } : undefined,
        multipart,
        auth: credentialMode(id, op.security),
        responses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** The URL of an operation with its path parameters filled in (each value already encoded). */
export function fillPath(template: string, encodedValues: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodedValues[name] ?? '');
}

/** How many values a request of the operation carries: its parameters and the body's properties (nested). */
export function surfaceOf(op: Operation): number {
  const walk = (schema: JsonSchema | undefined, depth: number): number => {
    if (!schema || depth > 4) return 0;
    const props = Object.values((schema.properties ?? {}) as Record<string, JsonSchema>);
    const items = schema.items as JsonSchema | undefined;
    const variants = ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).map((v) => walk(v, depth + 1));
    return props.reduce((n, p) => n + 1 + walk(p, depth + 1), 0) + walk(items, depth + 1) + Math.max(0, ...variants);
  };
  return 1 + op.pathParams.length + op.query.length + (op.multipart ? 3 : walk(op.body?.schema, 0));
}

/**
 * Requests per operation: at least `min` each, the rest of `total` shared in proportion to each
 * operation's surface (an operation without parameters has little to vary), so the run sends
 * `total` requests however many operations there are.
 */
export function allocate(operations: Operation[], total: number, min: number): Map<string, number> {
  const sized = operations.map((op) => ({ id: op.id, surface: surfaceOf(op) }));
  const sum = sized.reduce((n, s) => n + s.surface, 0);
  const rest = Math.max(0, total - min * operations.length);
  const counts = new Map(sized.map(({ id, surface }) => [id, min + Math.floor((rest * surface) / sum)]));
  const missing = total - [...counts.values()].reduce((a, b) => a + b, 0);
  // Rounding down lost less than one request per operation: the widest ones get one more each.
  const widest = [...sized].sort((a, b) => b.surface - a.surface);
  for (const { id } of widest.slice(0, Math.max(0, missing))) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
