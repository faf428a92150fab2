/**
 * The server render of a public page (issue 23), bundled by `vite build --ssr` into dist/ssr and
 * called by the server (src/server/render) once per request. Nothing is shared between requests:
 * each render gets its own i18next instance in the URL's language, its own RootStore (a guest:
 * serverPlatform, calls through the given in-process adapter, recorded for the browser) and its
 * own Griffel renderer. The route's loaders run through React Router's static handler, then React
 * renders once everything is ready (onAllReady: the whole page in one piece, for crawlers and
 * for a first paint with content; no inline scripts, so the CSP needs no nonce).
 */
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { enableStaticRendering } from 'mobx-react-lite';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { AxiosAdapter } from 'axios';
import { allMessages, I18N_OPTIONS, importParts, SHELL_PART } from './i18n';
import { routeMessages } from './i18n/pageMessages';
import { localeBasename, localeOfPath } from '../common/localeUrl';
import { RootStore } from './stores/RootStore';
import { createRoutes } from './routes';
import { AppProviders } from './App';
import { ServerStyleRenderer } from './components/FluentScope';
import type { RouteHandle } from './components/routeHandle';
import { serverPlatform } from './ssr/serverPlatform';
import { FragmentDomParser } from './ssr/htmlFragment';
import { serializeSsrData, TransferRecorder, type SsrData } from './ssr/transfer';
import { collectImports, collectLazyImports } from './ssr/moduleKeys';
import { RenderedParts } from './ssr/hydrateWhenSeen';

// Observers render once, without reactions (they would never be disposed on the server).
enableStaticRendering(true);
// The information pages parse their HTML with DOMParser (features/info/SafeHtml), which Node lacks:
// without it the server would render them empty and hydration would not match.
if (typeof globalThis.DOMParser === 'undefined') Object.assign(globalThis, { DOMParser: FragmentDomParser });

export interface RenderRequest {
  /** The page URL's path and query, e.g. /en/courses/x?tab=2. */
  url: string;
  /** Where the API is: calls go through this adapter (the server's in-process app.inject). */
  adapter: AxiosAdapter;
  /** The visitor's user agent (sent on the API calls as the browser would). */
  userAgent?: string;
  /** Stops the render (time limit): the caller then serves the empty shell. */
  signal?: AbortSignal;
  /** How long the page's calls may keep arriving after the loaders resolved. */
  settleMs?: number;
}

export type RenderResult =
  /**
   * `dataJson`: the page's data for the browser, safe inside <script> (ssr/transfer.ts). `head`:
   * what React hoists out of the page (the LCP image's `<link rel="preload" fetchPriority="high">`),
   * for the document's head. `modules`: the client modules the page needs before it hydrates (its
   * lazy route modules and messages), as keys of the website build's manifest. `partModules`: the
   * modules of the parts it rendered that hydrate when seen (ssr/hydrateWhenSeen.tsx): their
   * stylesheets are linked (the HTML is there), their scripts wait.
   */
  | { kind: 'page'; status: number; html: string; head: string; styles: string; dataJson: string; headers: Record<string, string>; modules: string[]; partModules: string[] }
  /** A page rendered in the browser only (it needs sign-in): the caller serves the empty shell. */
  | { kind: 'client' };

/** Retry-After of the maintenance page (seconds): when a browser or crawler may ask again. */
export const MAINTENANCE_RETRY_AFTER = 300;

/** Every message of the language (the browser loads the same texts, in parts: i18n/index.ts). */
async function i18nFor(locale: 'id' | 'en') {
  const messages = await allMessages(locale);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: { [locale]: { translation: messages } }, lng: locale });
  return i18n;
}

/**
 * React's stream collected into a string once everything (lazy pages, Suspense) is ready. The sink
 * is the part of a Node Writable that React's pipe uses (the renderer imports no Node module).
 */
function renderToString(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder();
    const sink = {
      write(chunk: Uint8Array | string) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end() {
        resolve(html + decoder.decode());
      },
      on() {
        return sink;
      },
    };
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink as unknown as NodeJS.WritableStream),
      // Every boundary inline: a large one would otherwise come after the shell with an inline
      // script to move it into place, which the CSP (no 'unsafe-inline' scripts) refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      // A boundary that failed is rendered by the browser instead; the render still completes.
      onError: (err) => console.error('[ssr] render error', err),
    });
    signal?.addEventListener('abort', () => {
      stream.abort();
      reject(new Error('render aborted'));
    });
  });
}

/**
 * React writes what it hoists (preloads of images with fetchPriority high, hoistable links and
 * meta) before the page when it renders a part of the document rather than <html>: split off, so the
 * server puts it in the head instead of inside #root.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link\b[^>]*>|<meta\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const locale = localeOfPath(url.pathname);
  const basename = localeBasename(locale);
  const recorder = new TransferRecorder(request.adapter);
  const store = new RootStore({
    platform: serverPlatform(locale),
    adapter: recorder.adapter,
    baseURL: () => '',
    userAgent: () => request.userAgent ?? '',
    // No maintenance re-check timer: the render is over long before it.
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  try {
    // The client modules this page loads before it hydrates: its lazy route modules, then its messages.
    const pageModules = new Set<string>();
    const messageModules = new Set<string>();
    const partModules = new Set<string>();
    const routes = collectLazyImports(createRoutes(store), pageModules);
    const matches = matchRoutes(routes, url.pathname, basename) ?? [];
    const handle = matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
    // Pages behind sign-in (and their personal data) and credential forms are the browser's.
    if (handle.some((h) => h.auth || h.clientOnly)) return { kind: 'client' };

    // The messages the browser awaits before hydrating: the shell's part and the matched pages' parts.
    const parts = new Set([SHELL_PART, ...matches.flatMap((m) => (m.route.lazy ? routeMessages(m.route) : []))]);
    void collectImports(messageModules, () => importParts(locale, [...parts]));
    const [i18n, maintenance] = await Promise.all([i18nFor(locale), store.checkMaintenance()]);
    const renderer = createDOMRenderer();
    let status = 200;
    let loaderData: Record<string, unknown> = {};
    let page: React.ReactNode = null;
    const headers: Record<string, string> = {};
    if (maintenance) {
      status = 503;
      headers['retry-after'] = String(MAINTENANCE_RETRY_AFTER);
    } else {
      const firstPageCall = recorder.entries.length;
      const handler = createStaticHandler(routes, { basename });
      const context = await handler.query(new Request(url.href, { signal: request.signal }));
      if (context instanceof Response) return { kind: 'client' };
      // Sections below the fold keep loading after the loader resolved: the page is rendered whole.
      await recorder.idle(request.settleMs ?? 3000);
      // A detail page's first call is its subject (the product, the article …): 404 = not found.
      if (recorder.statusAt(firstPageCall) === 404) status = 404;
      if (context.statusCode >= 400) status = context.statusCode;
      loaderData = context.loaderData;
      page = <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
    }
    const rendered = await renderToString(
      <RenderedParts value={partModules}>
        <ServerStyleRenderer value={renderer}>
          <AppProviders store={store} i18n={i18n}>
            {page}
          </AppProviders>
        </ServerStyleRenderer>
      </RenderedParts>,
      request.signal,
    );
    const styles = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
    const data: SsrData = { locale, loaderData, transfer: recorder.entries };
    const { head, body: html } = splitHoisted(rendered);
    return { kind: 'page', status, html, head, styles, headers, dataJson: serializeSsrData(data), modules: [...pageModules, ...messageModules], partModules: [...partModules] };
  } finally {
    store.dispose();
  }
}
