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
