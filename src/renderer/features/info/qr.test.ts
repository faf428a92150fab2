import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath } from './qr';
import { must } from '../../../common/must';

describe('QR codes (qrcode package, drawn as SVG)', () => {
  it('draws finder patterns, timing patterns and the dark module at the version size', () => {
    const m = encodeQr('http://localhost:3000/download-apps');
    const size = m.length;
    const at = (x: number, y: number): boolean => must(m[y]?.[x], `module (${x}, ${y})`);
    expect((size - 17) % 4).toBe(0);
    const version = (size - 17) / 4;
    expect(version).toBeGreaterThanOrEqual(3);
    // Finder: dark ring, light ring, dark 3×3 core at each of three corners.
    const corners: [number, number][] = [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ];
    for (const [cx, cy] of corners) {
      expect(at(cx, cy)).toBe(true);
      expect(at(cx, cy - 2)).toBe(false);
      expect(at(cx, cy - 3)).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) expect(at(i, 6)).toBe(i % 2 === 0);
    expect(at(8, size - 8)).toBe(true);
    // Both copies of the format information agree.
    const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => at(8, y));
    const second = [size - 1, size - 2, size - 3, size - 4, size - 5, size - 6, size - 7, size - 8].map((x) => at(x, 8));
    expect(first.slice(0, 6)).toEqual(second.slice(0, 6));
  });

  it('grows with the text', () => {
    expect(encodeQr('a').length).toBe(21);
    expect(encodeQr('x'.repeat(200)).length).toBe(57);
    expect(
      qrPath(
        [
          [true, false],
          [false, false],
        ],
        1,
      ),
    ).toEqual({ path: 'M1 1h1v1h-1z', size: 4 });
  });
});
