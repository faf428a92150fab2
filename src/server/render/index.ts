/**
 * Server-side rendering of the public pages (issue 23): the Fastify side. The web plugin's page
 * handler asks `render()` for a page; the SSR bundle (dist/ssr/entry-server.js, built by
 * `vite build --ssr`) is loaded once and renders with an in-process API client (inject-adapter.ts).
 *
 * - Bounded: a render that fails or takes longer than RENDER_TIMEOUT_MS gives null (logged), and
 *   the caller serves the empty shell the browser renders, as before SSR: never a 500.
 * - Pages behind sign-in answer null too: the browser renders them.
 * - Every rendered page is cached per URL (path and query) and language for `cacheSeconds`
 *   (config.pageCacheSeconds, PAGE_CACHE_SECONDS): a render is a guest's, so a cached page never
 *   holds anyone's data. Requests that miss together share one render; past its time a kept page
 *   is served for up to STALE_MS more while one render makes the next copy. Only rendered 200
 *   pages are kept (never the empty shell of a failed or refused render, nor a 404), at most
 *   PAGE_CACHE_BYTES of them, the least recently asked dropped first. The web plugin warms both
 *   languages' home pages once the server listens (plugin.ts `warmHomePages`).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { AxiosAdapter } from 'axios';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { localeOfPath } from '../../common/localeUrl.js';
import { must } from '../../common/must.js';
import { acceptsEncoding } from '../http/accept-encoding.js';
import { injectAdapter } from './inject-adapter.js';

/** A render slower than this gives the empty shell (the browser renders the page). */
export const RENDER_TIMEOUT_MS = 8000;
/** How long a page's calls may keep arriving after its loader resolved (sections below the fold). */
const SETTLE_MS = 3000;
/**
 * Renders at once, and renders waiting for a turn: a render costs CPU for tens to hundreds of
 * milliseconds, so a burst of distinct pages (a crawler, an attacker) must not starve the API.
 * Past the queue a page gets the empty shell at once and the browser renders it, as before SSR.
 */
export const MAX_RENDERS = 4;
export const MAX_WAITING_RENDERS = 64;
/**
 * What the page cache may hold (documents and their compressed copies, ≈ 0.5 MB a page): room for
 * the pages guests ask for most. Distinct URLs (a crawler, a flood of search queries) only push
 * older pages out; each of them costs a render, which MAX_RENDERS bounds anyway.
 */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * How long past its cache time a kept page is still served while one render makes the next copy
 * (stale-while-revalidate): the requests of that moment get an answer at once instead of each
 * waiting for (or starting) a render. Older than that, the request waits for the new render.
 */
export const STALE_MS = 60_000;

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  /** What React hoisted out of the page (the LCP image's preload): for the head. */
  head: string;
  styles: string;
  dataJson: string;
  /** Keys of the website build's manifest: the client modules the page loads before it hydrates. */
  modules: string[];
  /** Manifest keys of the parts it rendered that hydrate when seen: their stylesheets are linked, their scripts wait. */
  partModules: string[];
}

/** What the SSR bundle exports (src/renderer/entry-server.tsx; declared here: the server does not import the renderer). */
interface EntryModule {
  render(request: {
    url: string;
    adapter: AxiosAdapter;
    userAgent?: string;
    signal?: AbortSignal;
    settleMs?: number;
  }): Promise<
    | { kind: 'client' }
    | { kind: 'page'; status: number; headers: Record<string, string>; html: string; head?: string; styles: string; dataJson: string; modules?: string[]; partModules?: string[] }
  >;
}

export interface PageRendererOptions {
  app: FastifyInstance;
  /** The SSR bundle's file; absent or missing: no server rendering (the empty shell, as before). */
  entry: string | undefined;
  cacheSeconds: number;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** Overrides of MAX_RENDERS / MAX_WAITING_RENDERS (tests). */
  maxRenders?: number;
  maxWaiting?: number;
}

/** A page's whole document, ready to send: `body` in `encoding` when the visitor accepts one we keep. */
export interface PageDocument {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

export interface PageRenderer {
  readonly enabled: boolean;
  /**
   * The document of the page at `url` (path + query): `compose` puts the render (null: none, the
   * empty shell) into the site's HTML. A rendered page's document is kept for `cacheSeconds`, with
   * its brotli and gzip copies, so a cached answer costs no render and no compression.
   */
  document(request: FastifyRequest, url: string, compose: (page: RenderedPage | null) => Promise<string>): Promise<PageDocument>;
}

/** The SSR bundle beside the website's build: dist/web → dist/ssr/entry-server.js. */
export function defaultSsrEntry(webRoot: string): string {
  return `${webRoot.replace(/[\\/]+$/, '')}/../ssr/entry-server.js`;
}

export function createPageRenderer({
  app,
  entry,
  cacheSeconds,
  log,
  timeoutMs = RENDER_TIMEOUT_MS,
  maxRenders = MAX_RENDERS,
  maxWaiting = MAX_WAITING_RENDERS,
}: PageRendererOptions): PageRenderer {
  const enabled = !!entry && fs.existsSync(entry);
  let loading: Promise<EntryModule | null> | undefined;
  const load = () =>
    (loading ??= import(pathToFileURL(entry ?? '').href).then(
      (m: EntryModule) => m,
      (err: unknown) => {
        log.error({ err }, '[ssr] the SSR bundle did not load: pages are rendered in the browser');
        return null;
      },
    ));
  // Kept past their time (renderedAt decides): an out-of-date page is served while it is rendered again.
  const cache = cacheSeconds > 0 ? new LRUCache<string, CachedDocument>({ maxSize: PAGE_CACHE_BYTES, sizeCalculation: (d) => d.weight }) : null;
  const ttlMs = cacheSeconds * 1000;
  const pending = new Map<string, Promise<CachedDocument>>();

  // Turns: `running` renders at once, the rest wait in order; past `maxWaiting`, no render.
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async (): Promise<boolean> => {
    if (running < maxRenders) {
      running++;
      return true;
    }
    if (waiting.length >= maxWaiting) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true; // the finishing render handed its turn over (running unchanged)
  };
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  async function renderFresh(request: FastifyRequest, url: string): Promise<RenderedPage | null> {
    if (!(await turn())) {
      log.warn({ url }, '[ssr] too many renders waiting: the empty shell is served');
      return null;
    }
    try {
      return await renderInTurn(request, url);
    } finally {
      done();
    }
  }

  async function renderInTurn(request: FastifyRequest, url: string): Promise<RenderedPage | null> {
    const entryModule = await load();
    if (!entryModule) return null;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`render took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([
        entryModule.render({
          url,
          adapter: injectAdapter(app, request.ip),
          userAgent: request.headers['user-agent'],
          signal: controller.signal,
          settleMs: Math.min(SETTLE_MS, timeoutMs / 2),
        }),
        timeout,
      ]);
      if (result.kind !== 'page') return null;
      return {
        status: result.status,
        headers: result.headers,
        html: result.html,
        head: result.head ?? '',
        styles: result.styles,
        dataJson: result.dataJson,
        modules: result.modules ?? [],
        partModules: result.partModules ?? [],
      };
    } catch (err) {
      log.warn({ err, url }, '[ssr] render failed: the empty shell is served');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A fresh document of `url`: rendered (or the empty shell) and composed; kept when it is a cacheable page. */
  async function fresh(request: FastifyRequest, url: string, key: string | null, compose: (page: RenderedPage | null) => Promise<string>): Promise<CachedDocument> {
    const page = enabled ? await renderFresh(request, url) : null;
    const html = await compose(page);
    const document = new CachedDocument(page?.status ?? 200, page?.headers ?? {}, Buffer.from(html), Date.now());
    // Only a rendered 200: never the empty shell of a failed or refused render, nor a 503.
    if (key !== null && cache && page !== null && document.status === 200) cache.set(key, document);
    return document;
  }

  /** One render per key at a time: the requests that miss together share it. */
  function refresh(request: FastifyRequest, url: string, key: string, compose: (page: RenderedPage | null) => Promise<string>): Promise<CachedDocument> {
    let running = pending.get(key);
    if (!running) {
      running = fresh(request, url, key, compose).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  }

  return {
    enabled,
    async document(request, url, compose) {
      const [pathname = '/'] = url.split('?');
      const cacheable = enabled && cache !== null;
      const accepted = acceptedEncoding(request.headers['accept-encoding']);
      if (!cacheable) {
        const document = await fresh(request, url, null, compose);
        return { status: document.status, headers: document.headers, body: document.body };
      }
      // The head follows the request's language too (its meta tags): part of the key.
      const key = `${localeOfPath(pathname)}|${request.locale}|${url}`;
      const kept = cache.get(key);
      const age = kept ? Date.now() - kept.renderedAt : Infinity;
      if (age <= ttlMs) return must(kept, 'a kept page').variant(accepted);
      if (kept && age <= ttlMs + STALE_MS) {
        // Out of date, not old: served at once while one render makes the next copy.
        void refresh(request, url, key, compose).catch((err: unknown) => log.warn({ err, url }, '[ssr] page refresh failed'));
        return kept.variant(accepted);
      }
      return (await refresh(request, url, key, compose)).variant(accepted);
    },
  };
}

/** The encoding we answer with: brotli when accepted, else gzip, else none. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return undefined;
}

/** A cached document and its compressed copies, each made on first ask. */
class CachedDocument {
  private readonly copies: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Buffer,
    /** When it was rendered (ms since the epoch). */
    readonly renderedAt: number,
  ) {}

  /** Its bytes in the cache, its compressed copies included (each well under a fifth of the document). */
  get weight(): number {
    return Math.ceil(this.body.length * 1.4) + 1024;
  }

  variant(encoding: 'br' | 'gzip' | undefined): PageDocument {
    if (!encoding) return { status: this.status, headers: this.headers, body: this.body };
    this.copies[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : zlib.gzipSync(this.body, { level: 6 });
    return { status: this.status, headers: this.headers, body: this.copies[encoding], encoding };
  }
}
