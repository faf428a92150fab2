import { describe, expect, it } from 'vitest';
import { preloadDepsByPath } from './preloadDeps';

describe('the preload map', () => {
  it("names each chunk's dependencies by URL path, from the build's indices", () => {
    const byPath = preloadDepsByPath({ files: ['assets/Page-a.js', 'assets/Button-b.js', 'assets/Page-c.css', 'assets/runtime-d.js'], deps: { 0: [1, 2, 3], 3: [] } });
    expect(byPath.get('/assets/Page-a.js')).toEqual(['/assets/Button-b.js', '/assets/Page-c.css', '/assets/runtime-d.js']);
    expect(byPath.get('/assets/runtime-d.js')).toEqual([]);
    expect(byPath.has('/assets/Button-b.js')).toBe(false);
  });

  it('skips indices the file list does not hold (a map from another build)', () => {
    const byPath = preloadDepsByPath({ files: ['assets/Page-a.js'], deps: { 0: [0, 7], 5: [0] } });
    expect(byPath.get('/assets/Page-a.js')).toEqual(['/assets/Page-a.js']);
    expect(byPath.size).toBe(1);
  });
});
