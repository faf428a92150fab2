import { ContentType, ProgramType, type ContentTypeId, type ProgramTypeName } from '../enums.js';

/**
 * What a search asks for besides its topic (issue 24, docs/plans/issue-24.md Q1): "excel gratis"
 * wants free contents, "webinar pemasaran" wants webinars first. The server turns these into a
 * price filter and a type boost.
 */

/** The kind of content a query names: a content type, or a programme (Prakerja classes). */
export type ContentTypeIntent = { kind: 'contentType'; contentType: ContentTypeId } | { kind: 'programType'; programType: ProgramTypeName };

export interface QueryIntent {
  /** A word asked for free contents ("gratis", "free"). */
  free: boolean;
  /** The type the first type word names, to rank first; null when none. */
  type: ContentTypeIntent | null;
  /** The words that said so, in query order (free words and every type word). */
  intentWords: string[];
}

const FREE_WORDS = new Set(['gratis', 'gratisan', 'free']);

const contentType = (id: ContentTypeId): ContentTypeIntent => ({ kind: 'contentType', contentType: id });

/**
 * Type words of both languages, singular and English plural. Not "program": it is no type of its
 * own (a programme holds contents of every type) and an ordinary topic word ("program python",
 * "program kerja").
 */
const TYPE_WORDS = new Map<string, ContentTypeIntent>([
  ...['webinar', 'webinars'].map((w) => [w, contentType(ContentType.WEBINAR)] as const),
  ...['bootcamp', 'bootcamps'].map((w) => [w, contentType(ContentType.BOOTCAMP)] as const),
  ...['kursus', 'kelas', 'course', 'courses', 'class', 'classes'].map((w) => [w, contentType(ContentType.COURSE)] as const),
  ...['artikel', 'article', 'articles'].map((w) => [w, contentType(ContentType.ARTICLE)] as const),
  ...['acara', 'event', 'events'].map((w) => [w, contentType(ContentType.EVENT)] as const),
  ...['mikro', 'microlearning', 'microlearnings', 'mikrolearning'].map((w) => [w, contentType(ContentType.MICROLEARNING)] as const),
  ['prakerja', { kind: 'programType', programType: ProgramType.PRAKERJA }],
]);

/** A type written as two words ("micro learning", "boot camp") or with a hyphen ("micro-learning"). */
const typeOf = (word: string) => TYPE_WORDS.get(word.replace(/[-/]/g, ''));

/**
 * The intent of a query's normalised words (normaliseWords): whether it asks for free contents
 * and which type it names first. Words of both languages count in either locale (people mix
 * them: "kursus excel free"); the locale is taken so that a later rule of one language can use it.
 * Two adjacent words count as one when their joined form is a type word ("micro learning").
 *
 * The words stay in the query: the caller decides whether a content must also match them as
 * text (an article titled "Webinar tips" should still be found by "webinar").
 */
export function intentOf(words: readonly string[], _locale: 'id' | 'en'): QueryIntent {
  let free = false;
  let type: ContentTypeIntent | null = null;
  const intent = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const pair = next === undefined ? undefined : typeOf(word + next);
    const found = pair ?? typeOf(word);
    if (FREE_WORDS.has(word)) {
      free = true;
      intent.add(i);
    } else if (found) {
      type ??= found;
      intent.add(i);
      if (pair) intent.add(++i);
    }
  }
  return { free, type, intentWords: words.filter((_, i) => intent.has(i)) };
}
