/**
 * The rest of each preload list of the entry's dynamic imports (vite.config.ts `deferredPreloads`):
 * the entry preloads only the chunk a route or a header part imports; this map, fetched once the
 * page is idle, names each such chunk's dependencies, and every `<link rel="modulepreload">` added
 * for one of them brings its dependencies' links along, so a navigation downloads its chain at once
 * instead of level by level. Without the map (the desktop app, a dev server, a failed fetch) the
 * chain still loads through the modules' own imports.
 */

/** The map as the build writes it: each file once, each chunk's dependencies as indices into `files`. */
export interface PreloadDepsMap {
  files: string[];
  deps: Record<string, number[]>;
}

/** Dependencies by the chunk's URL path (`/assets/x.js`). */
export function preloadDepsByPath(map: PreloadDepsMap): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [index, list] of Object.entries(map.deps)) {
    const file = map.files[Number(index)];
    if (file)
      byPath.set(
        `/${file}`,
        list.flatMap((i) => (map.files[i] ? [`/${map.files[i]}`] : [])),
      );
  }
  return byPath;
}

/**
 * Watches the document for modulepreload links and adds their chunks' dependencies (each once;
 * stylesheets are preloaded by vite's own helper, which still lists them). Returns the observer.
 */
export function expandPreloads(doc: Document, byPath: Map<string, string[]>): MutationObserver {
  const added = new Set<string>();
  const pathOf = (url: string) => new URL(url, doc.baseURI).pathname;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) added.add(pathOf(link.href));
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) added.add(pathOf(script.src));
  const expand = (path: string) => {
    for (const dep of byPath.get(path) ?? []) {
      if (added.has(dep) || !dep.endsWith('.js')) continue;
      added.add(dep);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = dep;
      doc.head.appendChild(link);
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
          const path = pathOf(node.href);
          added.add(path);
          expand(path);
        }
      }
    }
  });
  observer.observe(doc.head, { childList: true });
  return observer;
}

/** The meta of index.html naming the map's file (written by the build). */
export const PRELOAD_DEPS_META = 'lm-preload-deps';

/** Fetches the map named by index.html's meta once the page is idle, then expands later preloads. */
export function startPreloadDeps(doc: Document, fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((r) => r.json())): void {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_DEPS_META}"]`)?.content;
  if (!url) return;
  const whenIdle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
  whenIdle(() => {
    fetchJson(url).then(
      (map) => void expandPreloads(doc, preloadDepsByPath(map as PreloadDepsMap)),
      // Only a speed-up: without it, chains load level by level.
      () => undefined,
    );
  });
}
