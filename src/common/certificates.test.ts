import { describe, expect, it } from 'vitest';
import { CERTIFICATE_NUMBER_PATTERN, certificateNumberFrom, certificateVerificationPath, normalizeCertificateNumber } from './certificates';

describe('certificate numbers', () => {
  it('are BLJ-<year>- and 80 random bits in four groups of Crockford base32', () => {
    expect(certificateNumberFrom(new Uint8Array(10), 2026)).toBe('BLJ-2026-0000-0000-0000-0000');
    expect(certificateNumberFrom(new Uint8Array(10).fill(255), 2026)).toBe('BLJ-2026-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const n = certificateNumberFrom(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 2027);
    expect(n).toMatch(new RegExp(CERTIFICATE_NUMBER_PATTERN));
    expect(n).toBe('BLJ-2027-0410-6105-0R3G-G28A');
    expect(() => certificateNumberFrom(new Uint8Array(9), 2026)).toThrow(RangeError);
  });

  it('normalise what a reader types (case, O for 0, I and L for 1) and refuse anything else', () => {
    expect(normalizeCertificateNumber(' blj-2026-o4i0-611o-m18e-1g8a ')).toBe('BLJ-2026-0410-6110-M18E-1G8A');
    expect(normalizeCertificateNumber('BLJ-2026-0410-6110-M18E-1G8')).toBeNull();
    expect(normalizeCertificateNumber('BLJ-2026-0410-6110-M18E-1G8U')).toBeNull();
    expect(normalizeCertificateNumber('XYZ-2026-0410-6110-M18E-1G8A')).toBeNull();
    expect(normalizeCertificateNumber('')).toBeNull();
    expect(certificateVerificationPath('BLJ-2026-0410-6110-M18E-1G8A')).toBe('/certificates/BLJ-2026-0410-6110-M18E-1G8A');
  });
});
