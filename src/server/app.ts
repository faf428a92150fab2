import fs from 'node:fs';
import type { HelmetOptions } from 'helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadConfig, type ServerConfig } from './config.js';
import { migrate, openDatabase, pgliteDirFor, type DatabaseHandle } from './db/index.js';
import { runSeeders } from './db/seed/runner.js';
import { seeders } from './db/seed/seeders.js';
import { TtlCache } from './http/cache.js';
import { credentialModes } from './http/auth.js';
import { apiCors } from './http/cors.js';
import { securityHeaders } from './http/security-headers.js';
import { handleError } from './http/error-handler.js';
import { localePlugin } from './http/locale.js';
import { uploads } from './http/multipart.js';
import { rateLimitCounter, sharedRateLimitStore } from './http/rate-limit-store.js';
import { openapiTransform } from './http/openapi.js';
import { validatorCompiler } from './http/validation.js';
import { TokenService } from './security/tokens.js';
import { loadSecrets } from './security/keys.js';
import { staffScopeOf } from './security/staff.js';
import { AVATAR_MAX_BYTES } from '../common/constants.js';
import { FileSigner, LocalFileStore, filesRootFor, privateFilesRootFor } from './files/index.js';
import { OutboxMessenger } from './messaging/index.js';
import { messagingPlugin } from './messaging/plugin.js';
import { FIREBASE_CONNECT_HOSTS, activePush } from './messaging/push/settings.js';
import type { AppContext } from './context.js';
import { LiveHub } from './live/hub.js';
import { RoomHub } from './live/rooms.js';
import { modules } from './modules/index.js';
import { paymentGatewayPlugin } from './payments/gateway/index.js';
import { API_PREFIXES, responseCompression, webPlugin } from './web/plugin.js';
import { withTagManagerDirectives } from './web/tag-manager.js';

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  /**
   * Seed the demo catalogue and demo student (each seeder once per database). Off unless asked:
   * `npm start` asks on the embedded default only (see demoSeedWanted); a database named by
   * DATABASE_URL, or any production one, is seeded only by `npm run seed -- demo`.
   */
  seed?: boolean;
  logger?: boolean | object;
  /** The app's clock (ctx.clock); the wall clock unless a test passes its own. */
  clock?: () => Date;
  /**
   * Sees every route as it is registered, before any plugin attaches its route-level hooks to it
   * (the same object, so its final hooks can be read once the app is ready): tests that prove no
   * route lost a hook (http/route-hooks.test.ts).
   */
  onRoute?: (route: RouteOptions) => void;
}

/** A hop count as proxy-addr's trust function (Fastify's types take no number), a list as it is. */
function trustProxyOption(trust: ServerConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** `npm start` seeds the demo data on the embedded database outside production, and nowhere else. */
export function demoSeedWanted(config: Pick<ServerConfig, 'databaseUrl' | 'production'>): boolean {
  return !config.databaseUrl && !config.production;
}

/**
 * Helmet's options for every answer. Google Identity Services and Sign in with Apple run their own
 * scripts and frames on the sign-in page: allowed only for the providers that are configured.
 * Web push (FIREBASE_* set): the Firebase SDK's registration and installations hosts.
 */
export function helmetOptions(config: Pick<ServerConfig, 'google' | 'apple'> & Partial<Pick<ServerConfig, 'gtmId' | 'push' | 'messaging'>>): HelmetOptions {
  const social = {
    script: [...(config.google.clientIds.length ? ['https://accounts.google.com'] : []), ...(config.apple.clientIds.length ? ['https://appleid.cdn-apple.com'] : [])],
    frame: [...(config.google.clientIds.length ? ['https://accounts.google.com'] : []), ...(config.apple.clientIds.length ? ['https://appleid.apple.com'] : [])],
  };
  // With GTM_ID, the tag manager's host, bootstrap hash and collection hosts (web/tag-manager.ts).
  return withTagManagerDirectives(config.gtmId, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...social.script],
        frameSrc: ["'self'", ...social.frame],
        // Fluent UI (Griffel) inserts style rules at runtime.
        styleSrc: ["'self'", "'unsafe-inline'", ...social.frame],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...social.frame, ...(activePush(config) ? FIREBASE_CONNECT_HOSTS : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const handle = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) }));
  await migrate(handle.db);
  if (options.seed === true) await runSeeders(handle.db, seeders);

  const app = Fastify({
    logger: options.logger ?? false,
    // Forwarded headers are believed only from the configured proxies (TRUST_PROXY, off by default).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false, allowUnionTypes: true } },
  });
  // Query strings and params arrive as text and are coerced to their schema types; JSON bodies are
  // validated as sent. Every schema is hardened first (NUL, non-finite numbers, int4): http/validation.ts.
  app.setValidatorCompiler(validatorCompiler());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const secrets = await loadSecrets(config, handle.kind, handle.db);
  const ctx: AppContext = {
    db: handle.db,
    dbKind: handle.kind,
    config,
    tokens: new TokenService(handle.db, secrets.tokenSigningJwk),
    secrets,
    cache: new TtlCache(config.cacheSeconds * 1000),
    files: new LocalFileStore(filesRootFor(config.dataDir), '/files/'),
    privateFiles: new LocalFileStore(privateFilesRootFor(config.dataDir), ''),
    fileSigner: new FileSigner(secrets.otpHmacKey),
    messenger: new OutboxMessenger(handle.db),
    live: new LiveHub(handle.db, handle.listen),
    rooms: new RoomHub(handle.db, handle.listen, { maxStreamsPerAddress: config.roomStreamsPerAddress }),
    clock: options.clock ?? (() => new Date()),
  };
  await ctx.live.start();
  await ctx.rooms.start();
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.live.stop();
    await ctx.rooms.stop();
    if (!options.database) await handle.close();
  });

  app.setErrorHandler(handleError);
  // Before every route: compression attaches itself to the routes registered after it (web/plugin.ts).
  await app.register(responseCompression);

  await app.register(securityHeaders, { helmet: helmetOptions(config) });
  // Before any plugin that adds a route (cors' preflight): it attaches its hooks per route (http/auth.ts).
  await app.register(credentialModes, { tokens: ctx.tokens, publicClient: config.publicClient, staffOf: (studentId) => staffScopeOf(ctx.db, studentId) });
  // The desktop app's page lives at app://belajar and calls the API cross-origin with bearer tokens:
  // CORS on the API's routes only (http/cors.ts), after the credential plugin so it runs first.
  await app.register(apiCors, { origin: config.corsOrigins, prefixes: API_PREFIXES, maxAge: 600 });
  // Cookies are parsed only where they are read (http/cookies.ts cookiesOf) and where one is set
  // (setCookie parses first): an API call or a page carrying the browser's cookies parses nothing.
  await app.register(cookie, { hook: false });
  // Per-address counters shared by every instance: the database, or Redis when REDIS_URL is set.
  const limitCounter = await rateLimitCounter(ctx.db, config.redis, (err, what) => app.log.warn(`${what}: ${(err as Error)?.message}`));
  app.addHook('onClose', () => limitCounter.close());
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(limitCounter) });
  // Each upload route passes its own limits to request.file() (docs/decisions.md "Private files and
  // per-route upload limits"); this default only bounds a route that forgets: one small file.
  // @fastify/multipart, its request hooks on the routes that take uploads only (http/multipart.ts).
  await app.register(uploads, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 20 } });
  await app.register(localePlugin);
  // Cache-Control: no-store on personal answers and writes is a route-level hook of the credential
  // plugin (http/auth.ts noStoreFor), chosen per route when it is registered.
  await app.register(swagger, {
    // Each operation's `security` says its credential mode (http/openapi.ts).
    transform: openapiTransform,
    openapi: {
      info: { title: 'Learning marketplace API', version: '2.0.0', description: 'Main API (/web/v2, /v2), student API (/student-api/v1). Envelope { statusCode, message, result }.' },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic', description: 'Public client credentials' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Student access token' },
          staff: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token of an account with the staff role (npm run admin -- staff grant)' },
        },
      },
    },
  });
  // The document is always built (tests and gates read app.swagger()); it is served only when
  // API_DOCS is on (default off in production).
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  // The payment gateway adapter (app.paymentGateway) and, when PAYMENT_GATEWAY=sandbox, the sandbox under /sandbox-gateway.
  await app.register(paymentGatewayPlugin, { ctx });
  // E-mail and SMS: the outbox queue's worker and its transports (SMTP, SMS, /sandbox-sms).
  await app.register(messagingPlugin, { ctx });
  for (const mod of modules) await app.register(mod, { ctx });

  // Uploaded files.
  const filesRoot = filesRootFor(config.dataDir);
  fs.mkdirSync(filesRoot, { recursive: true });
  await app.register(fastifyStatic, { root: filesRoot, prefix: '/files/', decorateReply: false, index: false, maxAge: '1h', dotfiles: 'deny' });

  // The website (dist/web), demo media, robots.txt, and the 404 answers: web/plugin.ts.
  await app.register(webPlugin, { ctx });

  return app as FastifyInstance & { ctx: AppContext };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
