import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { collectImports, collectLazyImports } from './moduleKeys';

/** What the SSR build makes of `import('./features/x/Page')` (vite.config.ts ssrModuleKeys). */
const noted = (key: string) => {
  (globalThis as { __lmModules?: Set<string> }).__lmModules?.add(key);
  return Promise.resolve({ Component: () => null });
};

describe('collecting the client modules a render imports', () => {
  it('notes the imports a call starts, and only while it runs', () => {
    const keys = new Set<string>();
    void collectImports(keys, () => noted('i18n/catalog.id.ts'));
    void noted('features/elsewhere.tsx');
    expect([...keys]).toEqual(['i18n/catalog.id.ts']);
    expect((globalThis as { __lmModules?: Set<string> }).__lmModules).toBeUndefined();
  });

  it('nested collections each keep their own keys', () => {
    const outer = new Set<string>();
    const inner = new Set<string>();
    collectImports(outer, () => {
      collectImports(inner, () => noted('b.tsx'));
      return noted('a.tsx');
    });
    expect([...outer]).toEqual(['a.tsx']);
    expect([...inner]).toEqual(['b.tsx']);
  });

  it("routes' lazy (a function or an object of functions) note their module when the router calls them", async () => {
    const keys = new Set<string>();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, lazy: () => noted('features/home/HomePage.tsx') },
          { path: 'x', lazy: { Component: async () => (await noted('features/x/Page.tsx')).Component } },
          { path: 'y', lazy: () => noted('features/y/Page.tsx') },
        ],
      },
    ];
    collectLazyImports(routes, keys);
    expect(keys.size).toBe(0);
    const [home, x] = routes[0]!.children!;
    await (home!.lazy as () => Promise<unknown>)();
    await (x!.lazy as { Component: () => Promise<unknown> }).Component();
    expect([...keys]).toEqual(['features/home/HomePage.tsx', 'features/x/Page.tsx']);
  });
});
