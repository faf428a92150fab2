import { spellingVariants } from './spelling.js';

/**
 * The words of a search text and the other ways each is written (issue 24,
 * docs/plans/issue-24.md Q1): "UI/UX", "ui-ux", "ui ux" and "uiux" must find the same contents, as
 * must "e-commerce" and "ecommerce", and "analisa" and "analisis". Every form meets the others at
 * the joined form ("uiux", "ecommerce"), so the vocabulary of contents has to be built with the
 * same functions as the query (title words through wordVariants and joinedForms).
 */

/** A word: letters and digits, with single hyphens or slashes inside ("ui/ux", "e-commerce", "buku-buku"). */
const WORD = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu;
const INNER = /[-/]/;

/**
 * The words of a text, lowercase, compatibility-decomposed (NFKD: "ﬁ" → "fi", full-width letters
 * → ASCII) with diacritics dropped ("kafé" → "kafe"). Whitespace and punctuation separate words,
 * except a hyphen or slash between letters, which stays inside the word ("UI/UX" → "ui/ux";
 * "UI / UX" → "ui", "ux"). Search syntax (quotes, OR, -word) is the server's parser's business.
 */
export function normaliseWords(text: string, locale: 'id' | 'en'): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase(locale);
  return plain.match(WORD) ?? [];
}

/**
 * The forms of one normalised word, the word first, then (deduplicated):
 * - with a hyphen or slash inside, the joined form ("ui/ux" → "uiux") and the split form, its parts
 *   separated by a space ("ui ux": the caller matches it as consecutive words, or as all of them);
 * - in Indonesian, the base of a reduplicated plural ("buku-buku" → "buku");
 * - the other spellings of the word and of its joined form (spellingVariants).
 * A word without a separator cannot be split ("uiux" stays whole): "ui ux" meets it through
 * joinedForms.
 */
export function wordVariants(word: string, locale: 'id' | 'en'): string[] {
  const out = new Set<string>([word]);
  let joined = word;
  if (INNER.test(word)) {
    const parts = word.split(/[-/]/);
    joined = parts.join('');
    out.add(joined);
    out.add(parts.join(' '));
    if (locale === 'id' && parts.every((part) => part === parts[0])) out.add(parts[0]!);
  }
  for (const form of spellingVariants(word, locale)) out.add(form);
  for (const form of spellingVariants(joined, locale)) out.add(form);
  return [...out];
}

/**
 * The joined forms of adjacent words: entry i is words i and i + 1 written together, hyphens and
 * slashes dropped (["ui", "ux", "design"] → ["uiux", "uxdesign"]; ["e", "commerce"] →
 * ["ecommerce"]). A pair matching such a form is one word the user split; most joins match
 * nothing, and the caller keeps those its vocabulary knows.
 */
export function joinedForms(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}${words[i + 1]}`.replace(/[-/]/g, ''));
  return out;
}
