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

  /**
   * Follows the `import()`s of `from` (and of what they import, outside the entry): each part that
   * renders Fluent must bring its FluentScope. `drawsFluent`: some module reached renders Fluent.
   */
  const lazyParts = (from: readonly string[]) => {
    const missing: string[] = [];
    const scoped: string[] = [];
    const seen = new Set<string>();
    const queue = [...from];
    let drawsFluent = from.some((f) => !entry.has(f) && usesFluent(f));
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, spec] of read(file).matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
        const module = resolve(file, spec!);
        if (!module) continue;
        const closure = [...sourceClosure(renderer, module)];
        if (closure.some((f) => !entry.has(f) && usesFluent(f))) {
          drawsFluent = true;
          (closure.includes('components/FluentScope.tsx') ? scoped : missing).push(`${file} → ${module}`);
        } else queue.push(...closure);
      }
    }
    return { missing, scoped, drawsFluent };
  };

  it('no module of the entry imports Fluent or Griffel', () => {
    expect([...entry].filter(usesFluent)).toEqual([]);
  });

  it('every part loaded later from the entry that renders Fluent brings its FluentScope', () => {
    const { missing, scoped } = lazyParts([...entry].filter((f) => f !== 'routes.tsx'));
    expect(missing, 'wrap these in withFluentScope / FluentScope').toEqual([]);
    // The header's menus and drawer, the toaster and the maintenance page.
    expect(scoped.length).toBeGreaterThanOrEqual(4);
  });

  it('routes.tsx wraps in a FluentScope exactly the pages that draw with Fluent', () => {
    const routes = read('routes.tsx');
    const pages = (pattern: RegExp) => [...routes.matchAll(pattern)].map((m) => resolve('routes.tsx', m[1]!)!);
    const plain = pages(/\bplainPage\(\(\) => import\('([^']+)'\)\)/g);
    const scoped = pages(/(?<![A-Za-z])page\(\(\) => import\('([^']+)'\)\)/g);
    expect(plain).toEqual(
      expect.arrayContaining([
        'features/home/HomePage.tsx',
        'features/products/CourseDetailPage.tsx',
        // The public forms draw with components/controls (issue 23).
        'features/auth/SignInPage.tsx',
        'features/auth/SignUpPage.tsx',
        'features/info/ContactPage.tsx',
        'features/products/DonationPage.tsx',
        'features/products/PrakerjaDetailPage.tsx',
      ]),
    );
    expect(scoped.length).toBeGreaterThan(10);
    for (const module of plain) {
      const closure = [...sourceClosure(renderer, module)];
      expect(closure.filter(usesFluent), `${module} is a plainPage: nothing it imports may draw with Fluent`).toEqual([]);
      expect(lazyParts(closure).missing, `${module}'s lazy parts that draw with Fluent bring their scope`).toEqual([]);
    }
    // A page that draws without Fluent must not load Fluent's runtime with it: plainPage.
    for (const module of scoped) expect(lazyParts([...sourceClosure(renderer, module)]).drawsFluent, `${module} draws without Fluent: use plainPage`).toBe(true);
  });
});
