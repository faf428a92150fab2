/**
 * The rule behind PAGE_MESSAGES, checked against the code: a page needs the parts owning every
 * namespace its page module's import graph names (a key 'ns.x', or a key built as `ns.x.${…}`,
 * the forms i18n.test.ts checks) and its route title's namespace, and those parts hold every such
 * key in both languages; a module the page loads on demand with its own messages (pageMessages.ts
 * withMessages: the preview ▶'s dialog) is not the page's, and declares exactly the parts it names;
 * nothing outside the pages (the entry: main.tsx and what it imports, the shell's lazy menus)
 * names a feature's namespace.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './messages';
import { FEATURE_PARTS, i18n, initI18n, setLanguage, SHELL_PART } from './index';
import { PAGE_MESSAGES, pageKey, routeMessages, withPageMessages, type PageKey } from './pageMessages';

const renderer = path.resolve(__dirname, '..');

/** Which part owns each namespace. */
const files = import.meta.glob<Messages>(['./id.json', '../features/*/messages/id.json'], { eager: true, import: 'default' });
const owner = new Map<string, string>();
for (const [file, messages] of Object.entries(files)) {
  const part = file === './id.json' ? SHELL_PART : file.split('/')[2]!;
  for (const namespace of Object.keys(messages)) owner.set(namespace, part);
}
const namespaces = [...owner.keys()].sort((a, b) => b.length - a.length).join('|');
const KEY = new RegExp(`(['"\`])((?:${namespaces})\\.[\\w.]*?)(\\$\\{|\\1)`, 'g');

/** Each language's messages by part (the shell's and every feature's). */
const partFiles = import.meta.glob<Messages>(['./*.json', '../features/*/messages/*.json'], { eager: true, import: 'default' });
function partMessages(lang: string, part: string): Messages {
  const file = part === SHELL_PART ? `./${lang}.json` : `../features/${part}/messages/${lang}.json`;
  return partFiles[file] ?? {};
}

/** The keys a source file names ('ns.x'), and the prefixes it builds keys from (`ns.x.${…}`: `ns.x.`). */
function keysNamedIn(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(KEY)].map(([, , key = '']) => key);
}

/** Whether `messages` hold the key (or its plural forms, `key_one` …), or for a built key (ending in '.'), some key under it. */
function holds(messages: Messages, key: string): boolean {
  const steps = key.replace(/\.$/, '').split('.');
  const last = steps.pop()!;
  let parent: Messages | string | undefined = messages;
  for (const step of steps) parent = typeof parent === 'object' ? parent[step] : undefined;
  if (typeof parent !== 'object') return false;
  if (key.endsWith('.')) return typeof parent[last] === 'object';
  return typeof parent[last] === 'string' || Object.keys(parent).some((k) => k.startsWith(`${last}_`));
}

/** The feature parts owning the namespaces a source file names. */
function partsNamedIn(file: string): Set<string> {
  const parts = new Set<string>();
  for (const [, , key = ''] of fs.readFileSync(file, 'utf8').matchAll(KEY)) {
    const part = owner.get(key.split('.')[0]!);
    if (part && part !== SHELL_PART) parts.add(part);
  }
  return parts;
}

// Static imports and re-exports (not type-only), side-effect imports and import() of our modules.
const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
// A module loaded on demand with its own messages (pageMessages.ts withMessages): not the page's.
const ON_DEMAND = /\bwithMessages\(\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)[^;]*?,\s*\[([^\]]*)\]\s*\)/g;

interface OnDemand {
  from: string;
  module: string;
  parts: string[];
}
/** The withMessages calls of a source file: the module each loads and the parts it declares. */
function onDemandIn(file: string): OnDemand[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(ON_DEMAND)].map(([, spec, parts = '']) => ({
    from: file,
    module: resolveModule(file, spec!)!,
    parts: [...parts.matchAll(/['"]([^'"]+)['"]/g)].map(([, part]) => part!),
  }));
}

function resolveModule(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The source files a module loads, itself included: static and dynamic imports, except the `stop` files. */
function importGraph(entry: string, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, spec, dynamicSpec] of fs.readFileSync(file, 'utf8').replace(ON_DEMAND, '').matchAll(IMPORT)) {
      if (typeOnly) continue;
      const next = resolveModule(file, (spec ?? dynamicSpec)!);
      if (next) queue.push(next);
    }
  }
  return seen;
}

/** routes.tsx's page modules (its `import('./features/…')`), as files. */
function pageModules(): string[] {
  const source = fs.readFileSync(path.join(renderer, 'routes.tsx'), 'utf8');
  // Not FluentScope: it wraps the pages drawn with Fluent (routes.tsx `page`).
  return [...new Set([...source.matchAll(/import\('(\.\/[^']+)'\)/g)].map(([, spec]) => resolveModule(path.join(renderer, 'routes.tsx'), spec!)!))].filter(
    (module) => !module.endsWith(path.join('components', 'FluentScope.tsx')),
  );
}

interface PageRoute {
  route: RouteObject;
  module: string;
  loaders?: string;
}

/**
 * Every lazy route of the real table with the page module its `lazy` loads: each page module is
 * replaced by a marker before routes.tsx is imported (tests/e2e/bundle-budget.e2e.test.ts does the same).
 */
async function pageRoutes(): Promise<PageRoute[]> {
  // routes.tsx's loader modules are among its import()s too: each named export it takes (`m.x`) is a
  // loader (or a loader's factory) recording its module when the route's loader runs.
  const exported = [...new Set([...fs.readFileSync(path.join(renderer, 'routes.tsx'), 'utf8').matchAll(/\bm\.(\w+)/g)].map(([, name]) => name!))];
  const ran = new Set<string>();
  const loaderOf = (module: string) => {
    const loader = (): unknown => (ran.add(module), loader);
    return loader;
  };
  for (const module of pageModules()) {
    vi.doMock(module, () => ({ default: Object.assign(() => null, { pageModule: module }), ...Object.fromEntries(exported.map((name) => [name, loaderOf(module)])) }));
  }
  const { createRoutes } = await import('../routes');
  const { RootStore } = await import('../stores/RootStore');
  const { memoryPlatform } = await import('../stores/testPlatform');
  const routes = createRoutes(new RootStore({ platform: memoryPlatform().platform, baseURL: () => '', userAgent: () => 'test', reload: () => undefined }));
  const out: PageRoute[] = [];
  const walk = async (list: RouteObject[]) => {
    for (const route of list) {
      const lazy = route.lazy;
      if (lazy) {
        // The function form ({ Component }) or routes.tsx's object form ({ Component, loader }).
        // A page drawn with Fluent comes wrapped in its FluentScope (`inner`).
        type Resolved = { pageModule?: string; inner?: { pageModule?: string } };
        const Component = (typeof lazy === 'function' ? (await lazy()).Component : await lazy.Component?.()) as Resolved | undefined;
        const module = Component?.pageModule ?? Component?.inner?.pageModule ?? '?';
        // The object form's loader module (its feature's loaders, with the store) loads with the page: the one its loader runs.
        let loaders: string | undefined;
        if (typeof lazy === 'object' && typeof lazy.loader === 'function') {
          ran.clear();
          const loader = (await lazy.loader()) as (args: { params: Record<string, string>; request: Request }) => Promise<unknown>;
          await loader({ params: {}, request: new Request('http://localhost/') });
          expect(ran.size, `${route.path}: one loader module`).toBe(1);
          loaders = [...ran][0];
        }
        out.push({ route, module, loaders });
      }
      if (route.children) await walk(route.children);
    }
  };
  await walk(routes);
  for (const module of pageModules()) vi.doUnmock(module);
  return out;
}

const sorted = (parts: Iterable<string>) => [...new Set(parts)].sort();

describe('each page loads the messages it names', () => {
  it('PAGE_MESSAGES names only feature parts, and no part twice', () => {
    for (const [key, parts] of Object.entries(PAGE_MESSAGES)) {
      for (const part of parts) expect(FEATURE_PARTS, `${key}: ${part}`).toContain(part);
      expect(sorted(parts), key).toHaveLength(parts.length);
    }
  });

  it('every lazy route is a page of PAGE_MESSAGES, with exactly the parts its module’s (and its loader module’s) import graph and its title name, holding every key they name', async () => {
    const routes = await pageRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    const used = new Set<PageKey>();
    for (const { route, module, loaders } of routes) {
      const key = pageKey(route);
      const name = `${route.index ? '(index)' : route.path} [${path.relative(renderer, module)}]`;
      if (!key) {
        wrong.push(`${name}: not a page of PAGE_MESSAGES (common/routes' PAGE_PATTERNS, a category URL or *)`);
        continue;
      }
      used.add(key);
      const expected = new Set<string>();
      for (const file of [...importGraph(module), ...(loaders ? importGraph(loaders) : [])]) for (const part of partsNamedIn(file)) expected.add(part);
      const titleKey = (route.handle as { titleKey?: string } | undefined)?.titleKey;
      const titlePart = titleKey ? owner.get(titleKey.split('.')[0]!) : undefined;
      if (titlePart && titlePart !== SHELL_PART) expected.add(titlePart);
      // Every key the page names is in the parts it awaits (both languages): none shows raw.
      for (const lang of ['id', 'en']) {
        const awaited = [SHELL_PART, ...routeMessages(route)].map((part) => partMessages(lang, part));
        for (const file of [...importGraph(module), ...(loaders ? importGraph(loaders) : [])]) {
          for (const key of keysNamedIn(file)) {
            if (!awaited.some((messages) => holds(messages, key))) wrong.push(`${name}: ${path.relative(renderer, file)} names ${key}, not in its awaited ${lang} parts`);
          }
        }
      }
      if (sorted(routeMessages(route)).join() !== sorted(expected).join()) {
        wrong.push(`${name}: PAGE_MESSAGES.${key} is [${sorted(routeMessages(route)).join(', ')}], the code names [${sorted(expected).join(', ')}]`);
      }
    }
    expect(wrong).toEqual([]);
    // No stale entry: every page of the table is routed.
    expect(Object.keys(PAGE_MESSAGES).filter((key) => !used.has(key as PageKey))).toEqual([]);
  });

  it('a module loaded on demand with its own messages (withMessages) declares exactly the parts its import graph names', () => {
    const features = path.join(renderer, 'features');
    const sources = fs.readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    // featureSlots.tsx: what the shell and the shared components load of features (the product card's ▶, issue 25).
    const calls = [...sources.map((f) => path.join(features, f)), path.join(renderer, 'featureSlots.tsx')].flatMap((f) => onDemandIn(f));
    // The preview ▶ of product pages and cards (components/useCoursePreview): the dialog's loader in featureSlots brings the lecture messages (issue 23, 25).
    expect(calls.map((c) => path.relative(renderer, c.from))).toEqual(expect.arrayContaining(['featureSlots.tsx']));
    for (const call of calls) {
      const named = new Set<string>();
      for (const file of importGraph(call.module)) for (const part of partsNamedIn(file)) named.add(part);
      expect(sorted(call.parts), path.relative(renderer, call.from)).toEqual(sorted(named));
    }
  });

  it('outside the pages, the app (main.tsx and all it imports, lazy menus included) names only the shell’s messages', () => {
    // The route table names page titles: checked per page above.
    const stop = new Set([...pageModules(), path.join(renderer, 'routes.tsx')]);
    const graph = importGraph(path.join(renderer, 'main.tsx'), stop);
    // The shell, stores, api and platform (feature stores and loaders come with their pages).
    expect(graph.size).toBeGreaterThan(50);
    const wrong = [...graph].flatMap((file) => [...partsNamedIn(file)].map((part) => `${path.relative(renderer, file)} names features/${part}'s messages`));
    expect(wrong).toEqual([]);
    // routes.tsx itself imports nothing that names a feature's messages (its loaders and stores).
    const routesGraph = importGraph(path.join(renderer, 'routes.tsx'), new Set(pageModules()));
    routesGraph.delete(path.join(renderer, 'routes.tsx'));
    expect([...routesGraph].filter((file) => partsNamedIn(file).size > 0).map((file) => path.relative(renderer, file))).toEqual([]);
  });
});

describe('loading', () => {
  it('a page’s route resolves with its parts in the language shown; a switch loads them in the other language first', async () => {
    const Page = () => null;
    const [route] = withPageMessages([{ path: 'courses', lazy: async () => ({ Component: Page }) }]);
    await initI18n('en');
    expect(i18n.exists('price.free')).toBe(true);
    expect(i18n.exists('products.seeAll')).toBe(false);

    const resolved = (await (route!.lazy as () => Promise<{ Component: unknown }>)()).Component;
    expect(resolved).toBe(Page);
    expect(i18n.exists('products.seeAll')).toBe(true);
    expect(i18n.exists('home.sections.topProducts')).toBe(false);
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(false);

    await setLanguage('id');
    expect(i18n.resolvedLanguage).toBe('id');
    expect(i18n.t('price.free')).toBe('Gratis');
    expect(i18n.exists('products.seeAll', { lng: 'id', fallbackLng: false })).toBe(true);
    expect(i18n.exists('home.sections.topProducts', { lng: 'id', fallbackLng: false })).toBe(false);
  });

  it('a part asked for during a switch is loaded in both languages', async () => {
    await initI18n('id');
    const switched = setLanguage('en');
    const [route] = withPageMessages([{ index: true, lazy: async () => ({ Component: () => null }) }]);
    await (route!.lazy as () => Promise<unknown>)();
    await switched;
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.exists('home.sections.topProducts', { lng: 'en', fallbackLng: false })).toBe(true);
    expect(i18n.exists('home.sections.topProducts', { lng: 'id', fallbackLng: false })).toBe(true);
  });
});
