import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { envelope, queryWithLang, type EndpointDefinition } from '../../common/contract/endpoint.js';
import type { Envelope } from '../../common/types.js';
import { serializeShared } from './shared-json.js';

/**
 * Registers a route from its contract endpoint (src/common/contract): method, path, credential
 * mode, the request schemas (validated by the project's Ajv instances, src/server/http/validation.ts)
 * and the response schema (serialised by Fastify; OpenAPI by @fastify/swagger). The handler's
 * request is typed by the TypeBox type provider from the same schemas, and its answer must be
 * the envelope of the result type (or the raw type), so server and contract cannot drift.
 */

/** What a handler gets: params, query and body typed by the endpoint's schemas. */
export type ContractRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: E['params'] extends TSchema ? Static<E['params']> : Record<string, never>;
  Querystring: E['query'] extends TSchema ? Static<E['query']> & { lang?: string } : Record<string, never>;
  Body: E['body'] extends TSchema ? Static<E['body']> : undefined;
}>;

/** What a handler returns: the envelope of the result, or the raw answer, or the reply it sent. */
export type ContractAnswer<E extends EndpointDefinition> = E['result'] extends TSchema ? Envelope<Static<E['result']>> : E['raw'] extends TSchema ? Static<E['raw']> : unknown;

export type ContractHandler<E extends EndpointDefinition> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractAnswer<E> | FastifyReply>;

/** Route options beyond the contract: hooks, body limit, extra config (rate limits). */
export type RouteExtras = Pick<RouteShorthandOptions, 'preHandler' | 'preValidation' | 'onRequest' | 'bodyLimit'> & {
  config?: Omit<FastifyContextConfig, 'auth'>;
  /** Hide from the OpenAPI document (development-only routes). */
  hide?: boolean;
  /** The answer is made of parts shared between requests (shared-json.ts): serialised with their kept JSON. */
  sharedParts?: boolean;
};

/** The Fastify `schema` of an endpoint. */
export function routeSchema(e: EndpointDefinition, hide = false) {
  const success = e.status ?? 200;
  const response = e.result ? { [success]: envelope(e.result) } : e.raw ? { [success]: e.raw } : undefined;
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    ...(hide ? { hide: true } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: queryWithLang(e.query) } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.consumes ? { consumes: [...e.consumes] } : {}),
    ...(response ? { response } : {}),
  };
}

export function route<const E extends EndpointDefinition>(app: FastifyInstance, e: E, handler: ContractHandler<E>, extras: RouteExtras = {}): void {
  const { config, hide, sharedParts, ...hooks } = extras;
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: e.method,
    url: e.path,
    config: { ...config, auth: e.auth },
    schema: routeSchema(e, hide),
    ...(sharedParts ? { serializerCompiler: () => serializeShared } : {}),
    ...hooks,
    handler: handler as never,
  });
}
