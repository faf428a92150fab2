/**
 * Name masking (spec 5): keep the first letter of the first word and the last letter of the last
 * word, star the rest.
 * - Leading/trailing whitespace is trimmed and runs of whitespace collapse to one space; the
 *   spaces between words are kept, every other character becomes '*'.
 * - Characters are counted by code point, so "É" or an emoji is one character.
 * - One character: kept as is ("A" -> "A"); two characters of one word: both kept ("Al" -> "Al").
 * - Empty or whitespace-only input -> "".
 */
export function maskName(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return '';
  const chars = Array.from(words.join(' '));
  const last = chars.length - 1;
  return chars.map((c, i) => (c === ' ' || i === 0 || i === last ? c : '*')).join('');
}

/**
 * Phone masking (docs/decisions.md "Names, numbers, dates"): one rule for every phone number we
 * show back (the GoPay payout's account, an OTP sent by SMS).
 * - Whitespace, dashes, dots and brackets are dropped first.
 * - The head is kept: the Indonesian prefix (`0`, `62` or `+62`) with the three digits after it
 *   (the operator: `0812`, `+62812`); any other number keeps `+` and its first four digits.
 * - The last four digits are kept; every character between is a '*'.
 * - At least three characters are always starred: a number too short for head + tail keeps only
 *   its last two digits ("12345" -> "***45"). Empty input -> "".
 * "081234567890" -> "0812****7890", "+6281234567890" -> "+62812****7890".
 */
export function maskPhone(phone: string): string {
  const v = phone.replace(/[\s\-.()]/g, '');
  if (v.length === 0) return '';
  const head = (/^(?:\+62|62|0)\d{3}/.exec(v) ?? /^\+?\d{4}/.exec(v))?.[0].length ?? 0;
  const tail = 4;
  if (v.length - head - tail < 3) return `${'*'.repeat(Math.max(0, v.length - 2))}${v.slice(-2)}`;
  return `${v.slice(0, head)}${'*'.repeat(v.length - head - tail)}${v.slice(-tail)}`;
}
