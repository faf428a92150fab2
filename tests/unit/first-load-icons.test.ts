/**
 * The icons every first load draws (the header's, the empty and error states', the card rows' and
 * home's) are firstLoadIcons.tsx; the rest of the app's icons (icons.tsx) load with the pages that
 * draw them, not in the entry (issue 23: all of them were 3 KB gzip of every first load).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceClosure } from '../e2e/bundle-weight.js';
import * as icons from '../../src/renderer/components/icons';
import * as firstLoad from '../../src/renderer/components/firstLoadIcons';

const renderer = path.resolve('src/renderer');

describe('first-load icons', () => {
  it('neither the entry nor the home page imports the full icon set', () => {
    expect([...sourceClosure(renderer, 'main.tsx')]).not.toContain('components/icons.tsx');
    expect([...sourceClosure(renderer, 'features/home/HomePage.tsx')]).not.toContain('components/icons.tsx');
    expect([...sourceClosure(renderer, 'main.tsx')]).toContain('components/firstLoadIcons.tsx');
  });

  it('icons.tsx still offers every icon, the first-load ones included', () => {
    for (const name of Object.keys(firstLoad)) expect(icons, name).toHaveProperty(name);
    expect(Object.keys(icons).length).toBeGreaterThan(Object.keys(firstLoad).length + 30);
  });
});
