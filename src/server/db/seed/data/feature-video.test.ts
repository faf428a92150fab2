import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_VIDEO } from './site.js';

/** A play triangle as the demo artwork draws it: `M x y v h l dx -dy z`. */
const PLAY_GLYPH = /<path d="M[\d.]+ [\d.]+v[\d.]+l[\d.]+-[\d.]+z"/;

describe('the home feature video poster (issue 25)', () => {
  it('draws no play icon while there is no video to play (it only links to the course list)', () => {
    expect(FEATURE_VIDEO.posterUrl.startsWith('/media/')).toBe(true);
    const poster = fs.readFileSync(path.resolve(__dirname, '../../../../../resources', FEATURE_VIDEO.posterUrl.slice('/media/'.length)), 'utf8');
    expect(poster).toContain('<svg');
    if (FEATURE_VIDEO.videoUrl === null) expect(poster).not.toMatch(PLAY_GLYPH);
  });
});
