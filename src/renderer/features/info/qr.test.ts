import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath } from './qr';

describe('QR codes (qrcode package, drawn as SVG)', () => {
  it('draws finder patterns, timing patterns and the dark module at the version size', () => {
    const m = encodeQr('http://localhost:3000/download-apps');
    const size = m.length;
    expect((size - 17) % 4).toBe(0);
    const version = (size - 17) / 4;
    expect(version).toBeGreaterThanOrEqual(3);
    // Finder: dark ring, light ring, dark 3×3 core at each of three corners.
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ]) {
      expect(m[cy][cx]).toBe(true);
      expect(m[cy - 2][cx]).toBe(false);
      expect(m[cy - 3][cx]).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) expect(m[6][i]).toBe(i % 2 === 0);
    expect(m[size - 8][8]).toBe(true);
    // Both copies of the format information agree.
    const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => m[y][8]);
    const second = [size - 1, size - 2, size - 3, size - 4, size - 5, size - 6, size - 7, size - 8].map((x) => m[8][x]);
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
