import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hooksOf } from './route-hooks.js';

/** Hooks that can be a route's own; any other (onRoute, onClose …) stays the app's. */
const ROUTE_HOOKS = new Set(['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse', 'onTimeout', 'onError', 'onRequestAbort']);

/** Whether a route takes multipart bodies: its schema says so (the contract's `consumes`). */
export function takesMultipart(route: Pick<RouteOptions, 'schema'>): boolean {
  const consumes = (route.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') === true;
}

/**
 * @fastify/multipart with its request hooks on the upload routes only (issue 23). The plugin adds
 * an async onRequest (a close listener on every response) and an async onResponse (temp-file
 * clean-up) to every request; here they are collected while it registers and attached to each
 * route whose schema consumes multipart/form-data. Its body parser and request decorators
 * (request.file …) stay the app's, so a route reading a file works the same.
 */
export const uploads = fp(
  async (app: FastifyInstance, options: FastifyMultipartOptions) => {
    const collected: { name: string; hook: unknown }[] = [];
    const collecting: FastifyInstance = Object.create(app, {
      addHook: {
        value(name: string, hook: unknown) {
          if (ROUTE_HOOKS.has(name)) collected.push({ name, hook });
          else app.addHook(name as 'onClose', hook as never);
          return collecting;
        },
      },
      // Instance decorators land on the app itself, not on this stand-in.
      decorate: {
        value(name: string, value: unknown, dependencies?: string[]) {
          app.decorate(name, value, dependencies);
          return collecting;
        },
      },
    });
    await new Promise<void>((resolve, reject) => {
      (multipart as unknown as (instance: FastifyInstance, opts: FastifyMultipartOptions, done: (error?: Error) => void) => void)(collecting, options, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    app.addHook('onRoute', (route) => {
      if (!takesMultipart(route)) return;
      const own = route as unknown as Record<string, unknown>;
      for (const { name, hook } of collected) own[name] = [...hooksOf(own[name]), hook];
    });
  },
  { name: 'uploads' },
);
