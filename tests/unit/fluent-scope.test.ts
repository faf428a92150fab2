/**
 * Fluent's runtime stays out of the app's entry (issue 23): no module the entry imports statically
 * may import Fluent or Griffel, and every part loaded later that renders Fluent components brings
 * a FluentScope (components/FluentScope.tsx): without one its styles would go through a second,
 * default Griffel renderer that knows nothing of the server's style elements, and keyboard focus
 * rings (FluentProvider's focus-visible attribute) would be missing. The route table's pages are
 * wrapped by routes.tsx's `page`; everything else loaded by `import()` from the entry is checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceClosure } from '../e2e/bundle-weight.js';

const renderer = path.resolve('src/renderer');
const read = (file: string) => fs.readFileSync(path.join(renderer, file), 'utf8');
/** A value import of Fluent or Griffel (a type-only import brings no code). */
const usesFluent = (file: string) => /^import (?!type\b)[^;]*from '(?:@fluentui\/react-components|@griffel\/[^']+)';/m.test(read(file));
const resolve = (from: string, spec: string) => {
  const base = path.posix.join(path.posix.dirname(from), spec);
  return [`${base}.tsx`, `${base}.ts`, base].find((f) => /\.tsx?$/.test(f) && fs.existsSync(path.join(renderer, f)));
};

describe("Fluent's providers only around what renders Fluent", () => {
  const entry = sourceClosure(renderer, 'main.tsx');

  it('no module of the entry imports Fluent or Griffel', () => {
    expect([...entry].filter(usesFluent)).toEqual([]);
  });

  it('every part loaded later from the entry that renders Fluent brings its FluentScope', () => {
    const missing: string[] = [];
    const scoped: string[] = [];
    const seen = new Set<string>();
    const queue = [...entry].filter((f) => f !== 'routes.tsx');
    while (queue.length > 0) {
      const from = queue.shift()!;
      if (seen.has(from)) continue;
      seen.add(from);
      for (const [, spec] of read(from).matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
        const module = resolve(from, spec!);
        if (!module) continue;
        const closure = [...sourceClosure(renderer, module)];
        if (closure.some((f) => !entry.has(f) && usesFluent(f))) {
          (closure.includes('components/FluentScope.tsx') ? scoped : missing).push(`${from} → ${module}`);
        } else queue.push(...closure);
      }
    }
    expect(missing, 'wrap these in withFluentScope / FluentScope').toEqual([]);
    // The header's menus and drawer, the toaster and the maintenance page.
    expect(scoped.length).toBeGreaterThanOrEqual(4);
  });

  it("routes.tsx wraps every page but home's in a FluentScope", () => {
    const routes = read('routes.tsx');
    expect([...routes.matchAll(/plainPage\(\(\) => import\('([^']+)'\)\)/g)].map((m) => m[1])).toEqual(['./features/home/HomePage']);
    for (const [, spec] of routes.matchAll(/plainPage\(\(\) => import\('([^']+)'\)\)/g)) {
      expect([...sourceClosure(renderer, resolve('routes.tsx', spec!)!)].filter(usesFluent), `${spec} draws without Fluent`).toEqual([]);
    }
  });
});
