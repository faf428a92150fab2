import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../common/constants';

/** Every plain stylesheet of the renderer (CSS modules): they cannot import BREAKPOINTS, so they repeat its numbers. */
function moduleStylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleStylesheets(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('media queries of the plain stylesheets', () => {
  it('use only the breakpoints of src/common/constants.ts (min-width: N, max-width: N − 0.02)', () => {
    const renderer = fileURLToPath(new URL('..', import.meta.url));
    const widths = new Set<number>(Object.values(BREAKPOINTS).filter((w) => w > 0));
    const wrong: string[] = [];
    const files = moduleStylesheets(renderer);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const css = fs.readFileSync(file, 'utf8');
      for (const [query, kind, value] of css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
        const width = kind === 'min' ? Number(value) : Math.round((Number(value) + 0.02) * 100) / 100;
        if (!widths.has(width)) wrong.push(`${path.relative(renderer, file)}: ${query}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
