import type { Pair } from '../types.js';

/**
 * The shapes of the seeded quiz questions (issue 25): every self-paced course has its own bank,
 * one list of questions per syllabus module, keyed by the course's url. Plain data, no database.
 */

/** A question as stored: kind 1 single choice, 2 multiple choice; options with whether each is right. */
export interface BankQuestion {
  kind: 1 | 2;
  text: Pair;
  options: readonly (readonly [Pair, boolean])[];
  explanation: Pair;
}

export interface CourseBank {
  /** Words naming the course's subject, per language: every question's text holds one of them (seed test). */
  words: { id: readonly string[]; en: readonly string[] };
  /** The questions of each module quiz, in syllabus order; the final exam takes the first ones of each. */
  modules: readonly (readonly BankQuestion[])[];
}

/** An option: one string when both languages write it the same (a formula, a name, a number). */
export type Option = string | Pair;

const pair = (o: Option): Pair => (typeof o === 'string' ? [o, o] : o);

/** FNV-1a: a small stable hash, so the right options land at a fixed but varied place. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function shuffled<T>(items: readonly T[], key: string): T[] {
  const out = [...items];
  let h = hash(key);
  for (let i = out.length - 1; i > 0; i--) {
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return out;
}

function question(kind: 1 | 2, text: Pair, right: readonly Option[], wrong: readonly Option[], explanation: Pair): BankQuestion {
  const options = shuffled([...right.map((o) => [pair(o), true] as const), ...wrong.map((o) => [pair(o), false] as const)], text[1]);
  return { kind, text, options, explanation };
}

/** Single choice: the right option, then the wrong ones (the order is shuffled). */
export const one = (text: Pair, right: Option, wrong: readonly Option[], explanation: Pair): BankQuestion => question(1, text, [right], wrong, explanation);

/** Multiple choice (the quiz view says "choose all that apply"): the right options, then the wrong ones. */
export const many = (text: Pair, right: readonly Option[], wrong: readonly Option[], explanation: Pair): BankQuestion =>
  question(2, text, right, wrong, explanation);
