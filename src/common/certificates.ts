/**
 * Certificate numbers: readable and unguessable. `BLJ-2026-7K3F-9QXD-2M8P-H4TZ`: a prefix, the
 * year of issue, and 80 random bits in Crockford base32 (no I, L, O, U: nothing to misread),
 * four groups of four. A reader may type it in lower case or with O for 0 and I/L for 1; the
 * normalised form is what the database keeps. Verification is a database lookup: the number
 * itself proves nothing, it only cannot be guessed (2^80 values a year).
 */

export const CERTIFICATE_PREFIX = 'BLJ';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The normalised form. */
export const CERTIFICATE_NUMBER_PATTERN = '^BLJ-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$';
const NUMBER_RE = new RegExp(CERTIFICATE_NUMBER_PATTERN);

/** What a client may send (any case, O/I/L typed for 0/1): checked again after normalising. */
export const CERTIFICATE_NUMBER_INPUT_PATTERN = '^[A-Za-z0-9-]{1,40}$';

/** A number from 10 random bytes (the first 80 bits are used) and the year of issue. */
export function certificateNumberFrom(random: Uint8Array, year: number): string {
  if (random.length < 10) throw new RangeError('certificateNumberFrom needs 10 random bytes');
  let bits = 0n;
  for (let i = 0; i < 10; i++) bits = (bits << 8n) | BigInt(random[i]!);
  let chars = '';
  for (let i = 0; i < 16; i++) {
    chars = ALPHABET[Number(bits & 31n)]! + chars;
    bits >>= 5n;
  }
  const groups = [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12), chars.slice(12, 16)];
  return `${CERTIFICATE_PREFIX}-${String(year).padStart(4, '0')}-${groups.join('-')}`;
}

/** The normalised number of what a reader typed, or null when it cannot be one. */
export function normalizeCertificateNumber(input: string): string | null {
  const upper = input.trim().toUpperCase();
  const parts = upper.split('-');
  if (parts.length !== 6) return null;
  const [prefix, year, ...groups] = parts;
  const fixed = [prefix, year, ...groups.map((g) => g.replace(/O/g, '0').replace(/[IL]/g, '1'))].join('-');
  return NUMBER_RE.test(fixed) ? fixed : null;
}

/** The site path of a certificate's public verification page. */
export function certificateVerificationPath(number: string): string {
  return `/certificates/${encodeURIComponent(number)}`;
}
