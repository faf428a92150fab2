/**
 * The website as the server delivers it: the built renderer (dist/web), demo media, robots.txt,
 * the page-or-404 decision, and compression of answers.
 *
 * - Hashed assets (/assets/*) are served from their brotli or gzip copies made at build time
 *   (vite.config.ts) by Accept-Encoding, cached a year as immutable; the other files of the build
 *   (favicon, push worker) briefly.
 * - Pages: a path matching the shared route table (src/common/routes.ts), or a single segment
 *   naming a category, gets the app's HTML with status 200; any other path gets the same HTML
 *   with 404 (the app then shows its not-found page). HTML is never cached.
 * - API prefixes answer the JSON 404 envelope.
 * - HTML, JSON, XML, SVG, CSS and JS answers above 1 KB are compressed on the fly (brotli or gzip)
 *   unless already compressed; other types (event streams, media, partial content) never are.
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SITEMAP_KINDS } from '../../common/discovery.js';
import { localeOfPath, localizedPath, stripLocale } from '../../common/localeUrl.js';
import { categoryCandidate, matchPage, PAGE_PATTERNS } from '../../common/routes.js';
import { siteUrl } from '../../common/site.js';
import type { AppContext } from '../context.js';
import { errorBody } from '../http/envelope.js';
import { createCors } from '../http/cors.js';
import { hooksOf } from '../http/route-hooks.js';
import { activePush, firebaseWebConfig } from '../messaging/push/settings.js';
import { createPageRenderer, defaultSsrEntry } from '../render/index.js';
import { registerAssets } from './assets.js';
import { registerBootScript } from './boot-script.js';
import { registerMediaFiles } from './media-files.js';
import { renderIndexHtml } from './index-html.js';

/** Paths that belong to the API and other server routes: never a page of the app. */
export const API_PREFIXES = ['/web/', '/v2/', '/student-api/', '/admin/', '/docs', '/files/', '/media/', '/dev/'];

/** Smallest answer worth compressing on the fly: below it the encoding costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE_TYPES = new Set(['text/html', 'application/json', 'application/xml', 'image/svg+xml', 'text/css', 'application/javascript', 'text/javascript']);
const mediaType = (contentType: unknown) => {
  const [type = ''] = String(contentType ?? '').split(';', 1); // split gives at least one part
  return type.trim().toLowerCase();
};

const HTML_CACHE = 'no-cache';
/** The push service worker the web build writes (vite.config.ts pushServiceWorker). */
const PUSH_WORKER_FILE = 'firebase-messaging-sw.js';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Demo media keep their names when redrawn: a browser re-checks them daily. */
const MEDIA_MAX_AGE_SECONDS = 86_400;
/** Unhashed files of the build (favicon, push worker): a browser re-checks them within the hour. */
const OTHER_FILE_MAX_AGE = '1h';

function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isApiPath = (pathname: string) => API_PREFIXES.some((p) => pathname.startsWith(p));

/** Whether an answer of this size and type is worth compressing: decided before @fastify/compress looks at it. */
export function worthCompressing(payload: unknown, contentType: unknown): boolean {
  // Strings and buffers of known size: below the threshold the encoding costs more than it saves.
  if (typeof payload === 'string') {
    if (payload.length < COMPRESS_THRESHOLD && Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return false;
  } else if (Buffer.isBuffer(payload) && payload.length < COMPRESS_THRESHOLD) return false;
  return COMPRESSIBLE_TYPES.has(mediaType(contentType ?? 'application/json'));
}

/**
 * On-the-fly compression of every route registered after it: register before the modules.
 * @fastify/compress falls back to mime-db for types outside `customTypes` (text/plain, text/csv
 * …) and would read Accept-Encoding for a 60-byte answer, so each route's answers are first
 * weighed here: too small or not in our list, the plugin's own switch turns it off. The check is a
 * route-level hook put in front of the plugin's (our onRoute runs first), so a route that opts
 * out (`compress: false`) and the 404 answers pay nothing.
 */
export const responseCompression = fp(
  async (app: FastifyInstance) => {
    function weighForCompression(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
      if (payload != null && !worthCompressing(payload, reply.getHeader('content-type'))) request.headers['x-no-compression'] = '1';
      done(null, payload);
    }
    app.addHook('onRoute', (route) => {
      if (route.compress === false) return;
      route.onSend = [weighForCompression, ...hooksOf(route.onSend)];
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: (contentType: string) => COMPRESSIBLE_TYPES.has(mediaType(contentType)),
      // Request bodies are not inflated: clients send plain JSON and multipart.
      globalDecompression: false,
    });
  },
  { name: 'response-compression' },
);

/** The pages rendered into the page cache as soon as the server listens: the home page in each language. */
const WARM_PATHS = ['/', '/en'];

/** Asks for each page as a browser would (brotli, so its compressed copy is made too); logs, never throws. */
export async function warmHomePages(app: FastifyInstance, paths: readonly string[]): Promise<void> {
  const started = Date.now();
  for (const url of paths) {
    try {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      if (res.statusCode !== 200) app.log.warn({ url, status: res.statusCode }, '[ssr] warming a page: not 200');
    } catch (err) {
      app.log.warn({ err, url }, '[ssr] warming a page failed');
      return;
    }
  }
  app.log.info({ paths, ms: Date.now() - started }, '[ssr] home pages warmed');
}

/** Server tools, not pages: no English copy under /en. */
const SERVER_TOOL_PATHS = ['/dev/', '/admin/', '/docs'];

/** robots.txt: private pages and server tools are not for crawlers; the sitemaps list the rest. */
export function robotsTxt(ctx: AppContext): string {
  const privatePaths = [
    PAGE_PATTERNS.user,
    PAGE_PATTERNS.cart,
    '/checkout',
    PAGE_PATTERNS.notification,
    PAGE_PATTERNS.myClass,
    PAGE_PATTERNS.history,
    // The staff's scanner: its links carry a participant's e-ticket.
    PAGE_PATTERNS.eticketScan,
    // Its links carry a one-time code.
    PAGE_PATTERNS.resetPassword,
    ...SERVER_TOOL_PATHS,
  ];
  // Public information pages under /user (the pages sitemap lists them); the longer rule wins.
  const publicUnderUser = [PAGE_PATTERNS.aboutus, PAGE_PATTERNS.terms, PAGE_PATTERNS.support];
  // Pages exist in both languages (English under /en); server tools only at the root.
  const bothLanguages = (paths: string[]) => paths.flatMap((p) => (SERVER_TOOL_PATHS.includes(p) ? [p] : [p, localizedPath('en', p)]));
  return [
    'User-agent: *',
    ...bothLanguages(publicUnderUser).map((p) => `Allow: ${p}`),
    ...bothLanguages(privatePaths).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl(ctx.config.siteUrl, '/sitemap.xml')}`,
    ...SITEMAP_KINDS.map((kind) => `Sitemap: ${siteUrl(ctx.config.siteUrl, `/sitemaps/${kind}.xml`)}`),
    '',
  ].join('\n');
}

/**
 * Whether a path is a page of the app: a route of the table, or a single segment naming a
 * category; in either language (/en/… is the same page in English, localeUrl.ts).
 */
async function isPage(ctx: AppContext, pathname: string): Promise<boolean> {
  const plain = stripLocale(pathname);
  if (matchPage(plain)) return true;
  const category = categoryCandidate(plain);
  if (!category) return false;
  try {
    return (await ctx.db.selectFrom('categories').select('id').where('url', '=', category).executeTakeFirst()) !== undefined;
  } catch {
    // The database is away: the status can wait, the app shell still loads and reports the failure.
    return true;
  }
}

export const webPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    // The website's answers carry no CORS headers (http/cors.ts); a 404 does, as every answer did before.
    const cors = createCors({ origin: ctx.config.corsOrigins, prefixes: API_PREFIXES });
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      cors.corsHeaders(request, reply);
      return reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
    };
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx)),
    );

    // Demo media (resources/, from the working directory), from memory (media-files.ts).
    const resources = path.resolve(process.cwd(), 'resources');
    if (fs.existsSync(resources)) {
      // Lesson videos and captions (resources/media) only through the lecture's signed URLs.
      registerMediaFiles(app, resources, '/media/', MEDIA_MAX_AGE_SECONDS, (relative) => /^media(\/|$)/i.test(relative));
    }

    const webRoot = ctx.config.webRoot && fs.existsSync(path.join(ctx.config.webRoot, 'index.html')) ? ctx.config.webRoot : undefined;
    if (webRoot) {
      // Content-hashed: a changed file gets a new name, so a copy never needs re-checking.
      if (fs.existsSync(path.join(webRoot, 'assets'))) registerAssets(app, path.join(webRoot, 'assets'), '/assets/', ASSET_CACHE);
      registerBootScript(app, ASSET_CACHE);
      // The other files of the build, one route each (the rest of the root is pages).
      await app.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        globIgnore: ['index.html', 'assets/**', '**/*.br', '**/*.gz', PUSH_WORKER_FILE],
        preCompressed: true,
        maxAge: OTHER_FILE_MAX_AGE,
        // A service worker must be re-checked on every registration so an update reaches visitors.
        setHeaders: (reply: FastifyReply, file: string) => {
          if (/-sw\.js$/.test(file)) reply.header('cache-control', HTML_CACHE);
        },
      });

      // The push service worker only when push is on (platform/pushWorker.ts registers it when it
      // is served as JavaScript), with the public Firebase web configuration it starts with.
      const push = activePush(ctx.config);
      const worker = path.join(webRoot, PUSH_WORKER_FILE);
      if (push && fs.existsSync(worker)) {
        const script = `self.FIREBASE_CONFIG = ${JSON.stringify(firebaseWebConfig(push))};\n${fs.readFileSync(worker, 'utf8')}`;
        app.get(`/${PUSH_WORKER_FILE}`, { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', HTML_CACHE).send(script));
      } else {
        // Push off: "nothing to install" without a 404, which every page's check would log as a
        // console error (Lighthouse's best practices count it).
        app.get(`/${PUSH_WORKER_FILE}`, { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', HTML_CACHE).send());
      }

      // Public pages rendered on the server (src/server/render), hydrated in the browser; the
      // empty shell when the render is off, fails, times out, or the page needs sign-in.
      const pages = createPageRenderer({ app, entry: ctx.config.ssrEntry ?? defaultSsrEntry(webRoot), cacheSeconds: ctx.config.pageCacheSeconds, log: app.log });
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        const pathname = decodedPath(request.url);
        if (isApiPath(pathname)) return notFound(request, reply);
        // A page is in the language of its URL, whatever the language header says (localeUrl.ts).
        request.locale = localeOfPath(pathname);
        const [found, document] = await Promise.all([isPage(ctx, pathname), pages.document(request, request.url, (rendered) => renderIndexHtml(ctx, webRoot, request, rendered))]);
        if (document.encoding) {
          // Compressed once with the cached page: the on-the-fly compression leaves it alone.
          request.headers['x-no-compression'] = '1';
          reply.header('content-encoding', document.encoding).header('vary', 'accept-encoding');
        }
        // A missing product (its call answered 404) or maintenance (503) say so in the status.
        return reply
          .status(found ? document.status : 404)
          .headers(document.headers)
          .type('text/html; charset=utf-8')
          .header('cache-control', HTML_CACHE)
          .send(document.body);
      };
      app.get('/', { schema: { hide: true } }, page);
      app.get('/*', { schema: { hide: true } }, page);
      if (pages.enabled) {
        // The first visitor should not pay for loading the SSR bundle and the first render (380 ms
        // TTFB measured): once listening, both languages' home pages are rendered into the page
        // cache, one after the other, in the background. Never awaited, so readiness is not
        // delayed; a failure is logged, never thrown; each render has the renderer's own time limit.
        app.addHook('onListen', function warmOnListen(done) {
          void warmHomePages(app, WARM_PATHS);
          done();
        });
      }
    }

    // Everything else (other methods, missing files, API paths; every path without a website).
    app.setNotFoundHandler(async (request, reply) => notFound(request, reply));
  },
  { name: 'web' },
);
