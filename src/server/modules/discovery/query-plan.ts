import type { Locale } from '../../../common/enums.js';
import { intentOf, joinedForms, normaliseWords, osaDistance, typoBudget, wordVariants } from '../../../common/search/index.js';

/**
 * How a search forgives (issue 24): a keyword's words become slots the in-process index ANDs, each
 * slot an OR of alternatives in both languages, each alternative earning a share of the field
 * weights it matches. The word itself earns all of it; the other ways it is written (UI/UX, ui-ux,
 * analisa/analisis, presentasi/presentation) and the curated synonyms a little less; the title
 * words the last word starts (results follow typing) less again; a typo's neighbours (a title word
 * within the edit distance its length allows, the first letter fixed) so little that every exact
 * match ranks first. The rules are pure and shared (src/common/search); this file applies them to
 * the index's vocabulary and PostgreSQL's stems.
 */

/** Shares of a field weight an alternative earns (see above). Typos: this per edit, halved for the second. */
export const FACTORS = { exact: 1, variant: 0.9, synonym: 0.8, prefix: 0.6, typo: 0.01 } as const;
/** Words of a keyword planned (the rest is ignored, as PostgreSQL would be slow with them too). */
export const MAX_WORDS = 8;
/**
 * Title words the last word may complete to (the most used first), and the shortest word
 * completed: each completion is one more posting list to merge, and two letters start thousands
 * of words at 100,000 contents.
 */
export const MAX_COMPLETIONS = 12;
export const MIN_PREFIX = 3;
/** Title words a typo may stand for (the closest, then the most used). */
export const MAX_TYPO_WORDS = 8;

/** Lexemes of a word per language (Indonesian, English): what PostgreSQL's configurations make of it. */
export type Stems = readonly [readonly string[], readonly string[]];

/** Lexemes of one language, each with the share of its weight a match earns. */
export type LexemeShares = Map<string, number>;
/** One word's alternatives; an empty language is no condition there (the word is a stop word in it). */
export interface Part {
  lexemes: [LexemeShares, LexemeShares];
}
/** All its parts must match (a synonym of several words, a word split in two). */
export interface Alternative {
  parts: Part[];
}
/** What one word (or a span of words read as one: "kecerdasan buatan", "ui ux") of the keyword asks for. */
export interface Slot {
  words: string[];
  /** An intent word ("gratis", "webinar"): ranks and filters, and matches as text, but is not required. */
  optional: boolean;
  alternatives: Alternative[];
}
export interface QueryPlan {
  words: string[];
  slots: Slot[];
  /** "gratis" / "free": free contents only. */
  free: boolean;
  /** A content type the keyword names ("webinar"): ranked first. */
  type: number | null;
}

const length = (word: string) => Array.from(word).length;

/**
 * Words of contents' titles (search_words, migration 005) with their stems: where typos and
 * unfinished words are looked up. Grouped by first letter and length for typos (a typo never
 * changes the first letter and changes the length by at most its budget), sorted for prefixes.
 */
export class Vocabulary {
  private readonly entries = new Map<string, { stems: Stems; ndoc: number }>();
  private readonly buckets = new Map<string, string[]>();
  private sorted: string[] | null = null;

  get size(): number {
    return this.entries.size;
  }

  add(word: string, stems: Stems, ndoc: number): void {
    const known = this.entries.get(word);
    if (known) {
      known.ndoc = Math.max(known.ndoc, ndoc);
      return;
    }
    this.entries.set(word, { stems, ndoc });
    const key = `${Array.from(word)[0] ?? ''}${length(word)}`;
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = []));
    bucket.push(word);
    this.sorted = null;
  }

  has(word: string): boolean {
    return this.entries.has(word);
  }

  stems(word: string): Stems | undefined {
    return this.entries.get(word)?.stems;
  }

  /** Title words within the typo budget of `word` (not itself), closest first, then the most used. */
  typos(word: string, limit = MAX_TYPO_WORDS): { word: string; edits: number }[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    const first = Array.from(word)[0] ?? '';
    const n = length(word);
    const out: { word: string; edits: number; ndoc: number }[] = [];
    for (let len = n - budget; len <= n + budget; len++) {
      for (const candidate of this.buckets.get(`${first}${len}`) ?? []) {
        if (candidate === word) continue;
        const edits = osaDistance(word, candidate, budget);
        if (edits <= budget) out.push({ word: candidate, edits, ndoc: this.entries.get(candidate)!.ndoc });
      }
    }
    return out
      .sort((a, b) => a.edits - b.edits || b.ndoc - a.ndoc || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map(({ word: w, edits }) => ({ word: w, edits }));
  }

  /** Title words that start with `prefix` (longer than it), the most used first. */
  completions(prefix: string, limit = MAX_COMPLETIONS): string[] {
    if (length(prefix) < MIN_PREFIX) return [];
    const sorted = (this.sorted ??= [...this.entries.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) if (sorted[i] !== prefix) out.push(sorted[i]!);
    return out.sort((a, b) => this.entries.get(b)!.ndoc - this.entries.get(a)!.ndoc || (a < b ? -1 : 1)).slice(0, limit);
  }
}

export interface PlanSources {
  vocabulary: Vocabulary;
  /** Stems of words (the vocabulary's own, else PostgreSQL's, one round trip for all of them). */
  stems(words: readonly string[]): Promise<Map<string, Stems>>;
  /** Curated equivalents by term, both languages (synonyms.ts). */
  synonyms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether a lexeme is in any content (a word that matches exactly is never read as a typo). */
  known(lang: 0 | 1, lexeme: string): boolean;
}

/** Longest synonym term looked for (in words). */
const MAX_TERM_WORDS = 3;

/**
 * The plan of a keyword (null: no words, which matches nothing). Two passes: the forms every word
 * may take are collected and stemmed in one round trip, then the slots are made.
 */
export async function planQuery(keyword: string, locale: Locale, sources: PlanSources): Promise<QueryPlan | null> {
  const words = normaliseWords(keyword, locale).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const intent = intentOf(words, locale);
  const intentWords = new Set(intent.intentWords);
  const { vocabulary, synonyms } = sources;

  // Spans: a synonym term of several words, a pair written apart that titles write joined, else one word.
  type Span = { start: number; end: number; term?: string; joined?: string[] };
  const spans: Span[] = [];
  for (let i = 0; i < words.length;) {
    let span: Span | null = null;
    if (!intentWords.has(words[i]!)) {
      for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 2 && !span; n--) {
        const term = words.slice(i, i + n).join(' ');
        if (synonyms.has(term)) span = { start: i, end: i + n, term };
      }
      const next = words[i + 1];
      if (!span && next !== undefined && !intentWords.has(next)) {
        const [joined] = joinedForms([words[i]!, next]);
        const forms = [joined!, `${words[i]}/${next}`, `${words[i]}-${next}`].filter((f) => vocabulary.has(f));
        if (forms.length > 0) span = { start: i, end: i + 2, joined: forms };
      }
    }
    span ??= { start: i, end: i + 1 };
    spans.push(span);
    i = span.end;
  }

  // Every form to stem: the words, their variants, the synonyms' words, the joined forms, completions and typos.
  const last = words.length - 1;
  const variantsOf = new Map(words.map((w) => [w, wordVariants(w, locale).filter((v) => v !== w)]));
  const equivalentsOf = (term: string) => [...(synonyms.get(term) ?? [])];
  const needed = new Set<string>(words);
  for (const [, variants] of variantsOf) for (const v of variants) for (const w of v.split(' ')) needed.add(w);
  for (const span of spans) {
    const term = span.term ?? (span.end - span.start === 1 ? words[span.start]! : null);
    if (term) for (const e of equivalentsOf(term)) for (const w of e.split(' ')) needed.add(w);
  }
  const stems = await sources.stems([...needed]);
  const stemsOf = (w: string): Stems => vocabulary.stems(w) ?? stems.get(w) ?? [[], []];
  const matchesExactly = (w: string) => {
    const [id, en] = stemsOf(w);
    return id.some((l) => sources.known(0, l)) || en.some((l) => sources.known(1, l));
  };

  const part = (): Part => ({ lexemes: [new Map(), new Map()] });
  const add = (p: Part, s: Stems, share: number) => {
    for (const lang of [0, 1] as const) for (const lexeme of s[lang]) p.lexemes[lang].set(lexeme, Math.max(p.lexemes[lang].get(lexeme) ?? 0, share));
  };
  const exactPart = (w: string, share: number): Part => {
    const p = part();
    add(p, stemsOf(w), share);
    return p;
  };
  /** A word with its one-word variants, completions (the last word) or typos (a word that matches nothing). */
  const wordPart = (w: string, index: number): Part => {
    const p = exactPart(w, FACTORS.exact);
    // The loanword rules can make forms nobody writes ("kertas" → "certy"): only forms contents use count.
    for (const v of variantsOf.get(w) ?? []) if (!v.includes(' ') && matchesExactly(v)) add(p, stemsOf(v), FACTORS.variant);
    const completions = index === last ? vocabulary.completions(w) : [];
    for (const c of completions) add(p, vocabulary.stems(c)!, FACTORS.prefix);
    // An unfinished last word is never read as a typo; a word found as it is written, neither.
    if (completions.length === 0 && !matchesExactly(w)) {
      for (const { word: t, edits } of vocabulary.typos(w)) add(p, vocabulary.stems(t)!, FACTORS.typo / 2 ** (edits - 1));
    }
    return p;
  };
  /** The alternatives a word's split variants ("ui ux" for "ui/ux") and multi-word synonyms add. */
  const extraAlternatives = (w: string | null, term: string | null): Alternative[] => [
    ...(w ? (variantsOf.get(w) ?? []).filter((v) => v.includes(' ')).map((v) => ({ parts: v.split(' ').map((x) => exactPart(x, FACTORS.variant)) })) : []),
    ...(term ? equivalentsOf(term).map((e) => ({ parts: e.split(' ').map((x) => exactPart(x, FACTORS.synonym)) })) : []),
  ];

  const slots: Slot[] = spans.map((span) => {
    const spanWords = words.slice(span.start, span.end);
    const own: Alternative = { parts: spanWords.map((w, k) => wordPart(w, span.start + k)) };
    const single = spanWords.length === 1 ? spanWords[0]! : null;
    const alternatives = [own, ...extraAlternatives(single, span.term ?? single)];
    for (const joined of span.joined ?? []) alternatives.push({ parts: [exactPart(joined, FACTORS.variant)] });
    return { words: spanWords, optional: single !== null && intentWords.has(single), alternatives };
  });
  const type = intent.type?.kind === 'contentType' ? intent.type.contentType : null;
  return { words, slots, free: intent.free, type };
}
