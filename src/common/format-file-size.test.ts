import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('writes decimal units as the limits are written, with the language decimal mark', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(364_971, 'en')).toBe('365 KB');
    expect(formatFileSize(1_500_000, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1_500_000, 'id')).toBe('1,5 MB');
    expect(formatFileSize(200_000_000, 'en')).toBe('200 MB');
    expect(formatFileSize(250_000_000, 'id')).toBe('250 MB');
    expect(formatFileSize(2_000_000, 'en')).toBe('2 MB');
    expect(formatFileSize(1_200_000_000, 'en')).toBe('1.2 GB');
    expect(formatFileSize(-1)).toBe('');
  });
});
