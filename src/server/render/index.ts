/**
 * Server-side rendering of the public pages (issue 23): the Fastify side. The web plugin's page
 * handler asks `render()` for a page; the SSR bundle (dist/ssr/entry-server.js, built by
 * `vite build --ssr`) is loaded once and renders with an in-process API client (inject-adapter.ts).
 *
 * - Bounded: a render that fails or takes longer than RENDER_TIMEOUT_MS gives null (logged), and
 *   the caller serves the empty shell the browser renders, as before SSR: never a 500.
 * - Pages behind sign-in answer null too: the browser renders them.
 * - The home page is cached per path and language for `cacheSeconds` (the home module's own
 *   cache time): a render is a guest's, so a cached page never holds anyone's data.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AxiosAdapter } from 'axios';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { localeOfPath, stripLocale } from '../../common/localeUrl.js';
import { injectAdapter } from './inject-adapter.js';

/** A render slower than this gives the empty shell (the browser renders the page). */
export const RENDER_TIMEOUT_MS = 8000;
/** How long a page's calls may keep arriving after its loader resolved (sections below the fold). */
const SETTLE_MS = 3000;
/** Home page variants kept (2 languages; a few more paths, e.g. the /en home's spellings). */
const PAGE_CACHE_SIZE = 8;

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  styles: string;
  dataJson: string;
}

/** What the SSR bundle exports (src/renderer/entry-server.tsx; declared here: the server does not import the renderer). */
interface EntryModule {
  render(request: {
    url: string;
    adapter: AxiosAdapter;
    userAgent?: string;
    signal?: AbortSignal;
    settleMs?: number;
  }): Promise<{ kind: 'client' } | { kind: 'page'; status: number; headers: Record<string, string>; html: string; styles: string; dataJson: string }>;
}

export interface PageRendererOptions {
  app: FastifyInstance;
  /** The SSR bundle's file; absent or missing: no server rendering (the empty shell, as before). */
  entry: string | undefined;
  cacheSeconds: number;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

export interface PageRenderer {
  readonly enabled: boolean;
  /** The page at `url` (path + query), or null: the caller serves the empty shell. */
  render(request: FastifyRequest, url: string): Promise<RenderedPage | null>;
}

/** The SSR bundle beside the website's build: dist/web → dist/ssr/entry-server.js. */
export function defaultSsrEntry(webRoot: string): string {
  return `${webRoot.replace(/[\\/]+$/, '')}/../ssr/entry-server.js`;
}

export function createPageRenderer({ app, entry, cacheSeconds, log, timeoutMs = RENDER_TIMEOUT_MS }: PageRendererOptions): PageRenderer {
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
  const cache = cacheSeconds > 0 ? new LRUCache<string, RenderedPage>({ max: PAGE_CACHE_SIZE, ttl: cacheSeconds * 1000 }) : null;

  async function renderFresh(request: FastifyRequest, url: string): Promise<RenderedPage | null> {
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
      return { status: result.status, headers: result.headers, html: result.html, styles: result.styles, dataJson: result.dataJson };
    } catch (err) {
      log.warn({ err, url }, '[ssr] render failed: the empty shell is served');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    enabled,
    async render(request, url) {
      if (!enabled) return null;
      const [pathname = '/'] = url.split('?');
      const cacheable = cache !== null && stripLocale(pathname) === '/';
      const key = `${localeOfPath(pathname)}|${pathname}`;
      if (cacheable) {
        const hit = cache.get(key);
        if (hit) return hit;
      }
      const page = await renderFresh(request, url);
      if (cacheable && page?.status === 200) cache.set(key, page);
      return page;
    },
  };
}
