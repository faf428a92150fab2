import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksOf, preloadTags, readManifest, type Manifest } from './preloads.js';

// The shape vite writes (dist/web/.vite/manifest.json), trimmed to what the head needs.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js', '_shared-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'features/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_framework-1.js', 'index.html', '_CardRow-1.js'], css: ['assets/HomePage-1.css'] },
  '_CardRow-1.js': { file: 'assets/CardRow-1.js', imports: ['_ContentCard-1.js', '_shared-1.js'] },
  '_ContentCard-1.js': { file: 'assets/ContentCard-1.js', imports: ['_CardRow-1.js'] },
  'i18n/catalog.id.ts': { file: 'assets/catalog.id-1.js', imports: ['_messages-1.js'] },
  '_messages-1.js': { file: 'assets/messages-1.js' },
};

describe('chunksOf: the files named manifest keys load, without the entry', () => {
  it('each key, then its static imports recursively, once each; the entry and its imports left out', () => {
    expect(chunksOf(manifest, ['features/home/HomePage.tsx', 'i18n/catalog.id.ts'])).toEqual({
      scripts: ['assets/HomePage-1.js', 'assets/CardRow-1.js', 'assets/ContentCard-1.js', 'assets/catalog.id-1.js', 'assets/messages-1.js'],
      styles: ['assets/HomePage-1.css'],
    });
  });

  it('unknown keys are left out; a key listed twice is preloaded once', () => {
    expect(chunksOf(manifest, ['features/missing.tsx', 'i18n/catalog.id.ts', 'i18n/catalog.id.ts']).scripts).toEqual(['assets/catalog.id-1.js', 'assets/messages-1.js']);
    expect(chunksOf(manifest, [])).toEqual({ scripts: [], styles: [] });
  });

  it("tags as vite writes the entry's own, paths from the root", () => {
    expect(preloadTags({ scripts: ['assets/a.js'], styles: ['assets/a.css'] })).toEqual({
      scripts: ['<link rel="modulepreload" crossorigin href="/assets/a.js">'],
      styles: ['<link rel="stylesheet" crossorigin href="/assets/a.css">'],
    });
  });

  it("reads the build's manifest, null without one", () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-preloads-'));
    try {
      expect(readManifest(webRoot)).toBeNull();
      fs.mkdirSync(path.join(webRoot, '.vite'));
      fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(readManifest(webRoot)?.['index.html']?.file).toBe('assets/index-1.js');
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
