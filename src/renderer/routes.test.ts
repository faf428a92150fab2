import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '../common/routes';
import { CATEGORY_URLS } from './features/categories/categoryUrls';
import { createRoutes } from './routes';
import { RootStore } from './stores/RootStore';
import { memoryPlatform } from './stores/testPlatform';

const routes = createRoutes(new RootStore({ platform: memoryPlatform().platform, baseURL: () => '', userAgent: () => 'test', reload: () => undefined }));

/** Every path of the table, as an absolute pattern ('/' for the index). */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const own = r.index ? parent || '/' : r.path === undefined ? undefined : `${parent}/${r.path}`.replace(/\/+/g, '/');
    return [...(own ? [own] : []), ...(r.children ? paths(r.children, own ?? parent) : [])];
  });
}

describe('the routing table', () => {
  // The server answers 404 for paths outside PAGE_PATTERNS: a page added here without its pattern
  // there would be served as not found.
  it('serves exactly the shared page patterns, the category pages and the catch-all', () => {
    const table = paths(routes);
    const expected = [...Object.values(PAGE_PATTERNS), ...CATEGORY_URLS.map((u) => `/${u}`), '/*'];
    expect([...table].sort()).toEqual([...expected].sort());
  });
});
