import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadConfig, type ServerConfig } from './config.js';
import { migrate, openDatabase, pgliteDirFor, type DatabaseHandle } from './db/index.js';
import { runSeeders } from './db/seed/runner.js';
import { seeders } from './db/seed/seeders.js';
import { TtlCache } from './http/cache.js';
import { credentialModes } from './http/auth.js';
import { HttpError, errorBody } from './http/envelope.js';
import { localePlugin } from './http/locale.js';
import { TokenService } from './security/tokens.js';
import { LocalFileStore, filesRootFor } from './files/index.js';
import { OutboxMessenger } from './messaging/index.js';
import type { AppContext } from './context.js';
import { modules } from './modules/index.js';
import { renderIndexHtml } from './web/index-html.js';

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Seed the demo catalogue when the database is empty (default true). */
  seed?: boolean;
  logger?: boolean | object;
}

const API_PREFIXES = ['/web/', '/v2/', '/student-api/', '/admin/', '/docs', '/files/', '/media/', '/dev/'];

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const handle =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) }));
  await migrate(handle.db);
  if (options.seed !== false) await runSeeders(handle.db, seeders);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false, allowUnionTypes: true } },
  });
  // Query strings and params arrive as text and are coerced to their schema types; JSON bodies are
  // validated as sent, so `"12"` is not silently accepted where a number is asked for.
  const makeAjv = (coerceTypes: false | 'array') => {
    const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, allowUnionTypes: true, strict: false });
    addFormats.default(ajv);
    return ajv;
  };
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));

  const ctx: AppContext = {
    db: handle.db,
    dbKind: handle.kind,
    config,
    tokens: new TokenService(handle.db),
    cache: new TtlCache(config.cacheSeconds * 1000),
    files: new LocalFileStore(filesRootFor(config.dataDir), '/files/'),
    messenger: new OutboxMessenger(handle.db),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    if (!options.database) await handle.close();
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...errorBody(error.statusCode, error.message, error.errors), ...(error.data ? { data: error.data } : {}) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if ((error as FastifyError).validation) {
      const message = `Invalid request: ${error.message}`;
      return reply.status(400).send(errorBody(400, message));
    }
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });

  // Google Identity Services and Sign in with Apple run their own scripts and frames on the
  // sign-in page: allowed only for the providers that are configured.
  const social = {
    script: [...(config.google.clientIds.length ? ['https://accounts.google.com'] : []), ...(config.apple.clientIds.length ? ['https://appleid.cdn-apple.com'] : [])],
    frame: [...(config.google.clientIds.length ? ['https://accounts.google.com'] : []), ...(config.apple.clientIds.length ? ['https://appleid.apple.com'] : [])],
  };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...social.script],
        frameSrc: ["'self'", ...social.frame],
        // Fluent UI (Griffel) inserts style rules at runtime.
        styleSrc: ["'self'", "'unsafe-inline'", ...social.frame],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...social.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The desktop app's page lives at app://belajar and calls the API cross-origin with bearer tokens.
  await app.register(cors, { origin: config.corsOrigins, credentials: false, maxAge: 600 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(localePlugin);
  await app.register(credentialModes, { tokens: ctx.tokens, publicClient: config.publicClient });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Learning marketplace API', version: '2.0.0', description: 'Main API (/web/v2, /v2), student API (/student-api/v1). Envelope { statusCode, message, result }.' },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic', description: 'Public client credentials' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Student access token' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const mod of modules) await app.register(mod, { ctx });

  // Demo media and uploaded files.
  const resources = path.resolve(process.cwd(), 'resources');
  if (fs.existsSync(resources)) {
    await app.register(fastifyStatic, { root: resources, prefix: '/media/', decorateReply: false, index: false, maxAge: '1d' });
  }
  const filesRoot = filesRootFor(config.dataDir);
  fs.mkdirSync(filesRoot, { recursive: true });
  await app.register(fastifyStatic, { root: filesRoot, prefix: '/files/', decorateReply: false, index: false, maxAge: '1h', dotfiles: 'deny' });

  const webRoot = config.webRoot && fs.existsSync(path.join(config.webRoot, 'index.html')) ? config.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, { root: webRoot, prefix: '/', index: false, wildcard: true, maxAge: '1h', immutable: false });
  }

  if (webRoot) {
    // The site root is a page of the app too (static serving answers only files).
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await renderIndexHtml(ctx, webRoot, request)),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (!isApi && webRoot && request.method === 'GET') {
      // The single-page app answers every other page URL; it shows its own not-found page.
      const html = await renderIndexHtml(ctx, webRoot, request);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${url.split('?')[0]} not found`));
  });

  return app as FastifyInstance & { ctx: AppContext };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
