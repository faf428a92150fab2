/**
 * The study assistant's shared rules (issue 25): which words of a question are searched for, and
 * the one-line extract of a passage with the question's words marked. The server finds and cuts
 * the passages; the renderer draws the marks as <mark> elements from the offsets, never from HTML.
 */

/**
 * Words a question is made of but a passage is not found by: question words, connectives and
 * comparison words in Indonesian and English ("Apa bedanya VLOOKUP dan XLOOKUP?", "Difference
 * between VLOOKUP and XLOOKUP?" both search for VLOOKUP and XLOOKUP). PostgreSQL's `english`
 * configuration drops most English stop words itself, but its `indonesian` one drops none, and each
 * question is searched in both languages, so the list is applied before either.
 */
export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  `
  ada adalah agar akan aku antara apa apakah atau bagaimana bagaimanakah beda bedanya berbeda bisa buat
  cara caranya contoh contohnya dalam dan dari dengan di dibanding dibandingkan gimana harus ini itu
  jelaskan kah kalau kapan ke kenapa maksud maksudnya mana mengapa mohon nya pada perbedaan perbedaannya
  saja sama saya sih siapa tentang tolong untuk ya yang
  a about an and are between can compare compared could did difference differences different do does
  explain for how i in is it its me mean meaning means my of on or please should tell than that the this
  to vs versus was what whats when where which who why with would you your
  `
    .trim()
    .split(/\s+/),
);

/** At most this many words of a question are searched for. */
export const QUESTION_TERMS_MAX = 12;

/**
 * The meaningful words of a question, in their first spelling and order, each once (case
 * ignored): words are runs of letters and digits; stop words and single letters are left out.
 */
export function questionTerms(question: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of question.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const word = m[0];
    const key = word.toLowerCase().replace(/['’]/g, '');
    if (QUESTION_STOP_WORDS.has(key) || (key.length < 2 && !/\p{N}/u.test(key)) || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
    if (out.length === QUESTION_TERMS_MAX) break;
  }
  return out;
}

/** Where a question's word lies in an extract: [start, end) in UTF-16 code units. */
export interface MarkRange {
  start: number;
  end: number;
}

/** The markers the server asks PostgreSQL's ts_headline to put around matched words (never in a passage's text: removed before). */
export const MARK_START = '\u0001';
export const MARK_STOP = '\u0002';
const ELLIPSIS = '…';

/**
 * One line of a passage with its marks, from a fragment in which matched words are wrapped in
 * MARK_START/MARK_STOP: whitespace collapsed, the markers taken out and turned into ranges, and
 * an ellipsis where the fragment starts after or ends before the passage's full text.
 */
export function extractFromMarked(marked: string, fullText: string): { extract: string; marks: MarkRange[] } {
  const flat = marked.replace(/\s+/g, ' ').trim();
  let plain = '';
  const marks: MarkRange[] = [];
  let open = -1;
  for (const ch of flat) {
    if (ch === MARK_START) {
      if (open < 0) open = plain.length;
    } else if (ch === MARK_STOP) {
      if (open >= 0 && plain.length > open) marks.push({ start: open, end: plain.length });
      open = -1;
    } else {
      plain += ch;
    }
  }
  if (open >= 0 && plain.length > open) marks.push({ start: open, end: plain.length });
  const full = fullText.replaceAll(MARK_START, '').replaceAll(MARK_STOP, '').replace(/\s+/g, ' ').trim();
  // ts_headline leaves out punctuation around a fragment: "… XLOOKUP." ends the text as "… XLOOKUP".
  const bare = (s: string) => s.replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
  const before = plain.length > 0 && !bare(full).startsWith(bare(plain));
  const after = plain.length > 0 && !bare(full).endsWith(bare(plain));
  const shift = before ? ELLIPSIS.length + 1 : 0;
  return {
    extract: `${before ? `${ELLIPSIS} ` : ''}${plain}${after ? ` ${ELLIPSIS}` : ''}`,
    marks: marks.map((m) => ({ start: m.start + shift, end: m.end + shift })),
  };
}

/** A piece of an extract: marked (one of the question's words) or not. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

/**
 * An extract cut at its marks, for drawing: ranges outside the text are clipped, empty or
 * overlapping ones dropped, so the pieces always put back together the text exactly.
 */
export function highlightSegments(text: string, marks: readonly MarkRange[]): TextSegment[] {
  const sorted = [...marks]
    .map((m) => ({ start: Math.max(0, Math.min(text.length, Math.floor(m.start))), end: Math.max(0, Math.min(text.length, Math.floor(m.end))) }))
    .sort((a, b) => a.start - b.start);
  const out: TextSegment[] = [];
  let at = 0;
  for (const m of sorted) {
    if (m.end <= m.start || m.start < at) continue;
    if (m.start > at) out.push({ text: text.slice(at, m.start), marked: false });
    out.push({ text: text.slice(m.start, m.end), marked: true });
    at = m.end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), marked: false });
  return out;
}
