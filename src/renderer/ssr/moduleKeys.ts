/**
 * Which client modules a server-rendered page needs before it hydrates (issue 23): its matched lazy
 * routes' modules and its messages. The SSR build makes each dynamic `import('./…')` of a renderer
 * module note its manifest key first (vite.config.ts `ssrModuleKeys`); a call run under
 * `collectImports` gathers the keys it starts importing, and the server preloads their chunks
 * (src/server/web/preloads.ts). Only imports started synchronously by the call are seen: the note
 * is made when `import()` is evaluated, and renders run concurrently, so the collecting set is
 * swapped in and out around the call, never across an await.
 */
import type { RouteObject } from 'react-router-dom';

interface Collecting {
  __lmModules?: Set<string>;
}

/** Runs `call` with every dynamic import it starts (synchronously) noted into `keys`. */
export function collectImports<T>(keys: Set<string>, call: () => T): T {
  const global = globalThis as Collecting;
  const previous = global.__lmModules;
  global.__lmModules = keys;
  try {
    return call();
  } finally {
    global.__lmModules = previous;
  }
}

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * The routes (this render's own objects) with each `lazy` noting what it imports into `keys` when
 * the router calls it: only the matched routes' modules end up there. Both forms of `lazy` (one
 * function, or an object of functions per route property) are followed.
 */
export function collectLazyImports(routes: RouteObject[], keys: Set<string>): RouteObject[] {
  for (const route of routes) {
    const lazy: Lazy | undefined = route.lazy;
    if (typeof lazy === 'function') {
      route.lazy = ((...args: Parameters<typeof lazy>) => collectImports(keys, () => lazy(...args))) as Lazy;
    } else if (lazy && typeof lazy === 'object') {
      const wrapped: Record<string, unknown> = {};
      for (const [name, load] of Object.entries(lazy as Record<string, unknown>)) {
        wrapped[name] = typeof load === 'function' ? (...args: unknown[]) => collectImports(keys, () => (load as (...a: unknown[]) => unknown)(...args)) : load;
      }
      route.lazy = wrapped as Lazy;
    }
    if (route.children) collectLazyImports(route.children, keys);
  }
  return routes;
}
