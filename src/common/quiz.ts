/**
 * Quiz rules shared by the server (grading, what may be shown) and the renderer (timer, attempts
 * left). Pure: no clock, no database. Used by course quizzes (quiz/by-material-id) and by the
 * standalone assessments (assessments/{url}).
 */

/** Question kinds: one option is right (radio buttons), or a set of options is (check boxes). */
export const QuestionKind = { SINGLE: 1, MULTIPLE: 2 } as const;
export type QuestionKindId = (typeof QuestionKind)[keyof typeof QuestionKind];

/** Bounds of a submission: questions per quiz, options chosen per question. */
export const QUIZ_LIMITS = { questions: 50, optionsPerQuestion: 8 } as const;

/** Seconds a submission may arrive after the deadline and still count (the network's time). */
export const QUIZ_GRACE_SECONDS = 5;

export interface GradableQuestion {
  id: number;
  kind: QuestionKindId;
  /** Ids of the right options. */
  correct: readonly number[];
}

export interface SubmittedAnswer {
  questionId: number;
  optionIds: readonly number[];
}

export interface GradedQuestion {
  questionId: number;
  chosen: number[];
  isCorrect: boolean;
}

export interface Grade {
  correctCount: number;
  totalCount: number;
  /** 0..100, rounded down: 2 of 3 right is 66, never a pass at a 67 mark. */
  score: number;
  passed: boolean;
  questions: GradedQuestion[];
}

/**
 * Grades a submission: a question is right when the options chosen are exactly its right
 * options (a single-choice question with more than one option chosen is wrong). A question left
 * out counts as wrong. The score is the percentage of right questions, rounded down; it passes at
 * `passPercent` or more.
 */
export function gradeQuiz(questions: readonly GradableQuestion[], answers: readonly SubmittedAnswer[], passPercent: number): Grade {
  const byQuestion = new Map(answers.map((a) => [a.questionId, [...new Set(a.optionIds)].sort((x, y) => x - y)]));
  const graded = questions.map((q) => {
    const chosen = byQuestion.get(q.id) ?? [];
    const right = [...new Set(q.correct)].sort((x, y) => x - y);
    const isCorrect = chosen.length > 0 && (q.kind !== QuestionKind.SINGLE || chosen.length === 1) && chosen.length === right.length && chosen.every((o, i) => o === right[i]);
    return { questionId: q.id, chosen, isCorrect };
  });
  const correctCount = graded.filter((g) => g.isCorrect).length;
  const totalCount = questions.length;
  const score = totalCount === 0 ? 0 : Math.floor((correctCount * 100) / totalCount);
  return { correctCount, totalCount, score, passed: totalCount > 0 && score >= passPercent, questions: graded };
}

/**
 * Whether a submission names only questions of the quiz and options of each question, each once.
 * Returns the problem, or null when it is well formed.
 */
export function submissionProblem(
  questions: readonly { id: number; kind: QuestionKindId; optionIds: readonly number[] }[],
  answers: readonly SubmittedAnswer[],
): { kind: 'unknownQuestion' | 'repeatedQuestion' | 'unknownOption' | 'tooManyOptions'; questionId: number } | null {
  const known = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  for (const a of answers) {
    const q = known.get(a.questionId);
    if (!q) return { kind: 'unknownQuestion', questionId: a.questionId };
    if (seen.has(a.questionId)) return { kind: 'repeatedQuestion', questionId: a.questionId };
    seen.add(a.questionId);
    if (a.optionIds.some((o) => !q.optionIds.includes(o))) return { kind: 'unknownOption', questionId: a.questionId };
    if (q.kind === QuestionKind.SINGLE && new Set(a.optionIds).size > 1) return { kind: 'tooManyOptions', questionId: a.questionId };
  }
  return null;
}

/** Attempts left: null when the quiz has no limit. */
export function attemptsLeft(maxAttempts: number | null, used: number): number | null {
  return maxAttempts === null ? null : Math.max(0, maxAttempts - used);
}

/**
 * The rule of the whole feature: the right answers and explanations may be shown once the
 * student has passed, or has no attempt left and none in progress (the last attempt, while it
 * runs, has already been counted). Never before.
 */
export function mayRevealAnswers(passed: boolean, left: number | null, attemptOpen: boolean): boolean {
  return !attemptOpen && (passed || left === 0);
}

/** Seconds left of an attempt at `nowMs` (never negative). */
export function secondsLeft(deadlineIso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineIso) - nowMs) / 1000));
}
