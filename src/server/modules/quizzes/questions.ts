import type { QuizQuestion, ReviewedQuestion } from '../../../common/contract/quizzes.js';
import type { Locale } from '../../../common/enums.js';
import { gradeQuiz, QuestionKind, submissionProblem, type GradableQuestion, type QuestionKindId, type SubmittedAnswer } from '../../../common/quiz.js';
import type { Db } from '../lecture/index.js';
import { badRequest } from '../../http/envelope.js';
import { inLanguage } from '../../http/locale.js';
import { t } from './messages.js';

/**
 * A quiz's questions as the server holds them (with the right options), and the two ways they
 * leave it: without any sign of the right options (while answering), or reviewed (only when the
 * caller may see the answers — the services decide).
 */

export interface StoredOption {
  id: number;
  text_id: string;
  text_en: string;
  isCorrect: boolean;
}

export interface StoredQuestion {
  id: number;
  kind: QuestionKindId;
  text_id: string;
  text_en: string;
  explanation_id: string;
  explanation_en: string;
  options: StoredOption[];
}

const kindOf = (k: number): QuestionKindId => (k === QuestionKind.MULTIPLE ? QuestionKind.MULTIPLE : QuestionKind.SINGLE);

export async function loadQuestions(db: Db, quizId: number): Promise<StoredQuestion[]> {
  const questions = await db
    .selectFrom('quiz_questions')
    .select(['id', 'kind', 'text_id', 'text_en', 'explanation_id', 'explanation_en'])
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('quiz_options')
    .select(['id', 'question_id', 'text_id', 'text_en', 'is_correct'])
    .where(
      'question_id',
      'in',
      questions.map((q) => q.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return questions.map((q) => ({
    id: q.id,
    kind: kindOf(q.kind),
    text_id: q.text_id,
    text_en: q.text_en,
    explanation_id: q.explanation_id,
    explanation_en: q.explanation_en,
    options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, text_id: o.text_id, text_en: o.text_en, isCorrect: o.is_correct })),
  }));
}

/** What a student answering sees: texts and option ids, nothing else. */
export function publicQuestions(questions: readonly StoredQuestion[], locale: Locale): QuizQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    text: inLanguage(q, 'text', locale),
    options: q.options.map((o) => ({ id: o.id, text: inLanguage(o, 'text', locale) })),
  }));
}

/** The questions with their right options, explanations and what the student chose. */
export function reviewedQuestions(questions: readonly StoredQuestion[], chosen: readonly SubmittedAnswer[], locale: Locale): ReviewedQuestion[] {
  const graded = new Map(gradeQuiz(gradable(questions), chosen, 100).questions.map((g) => [g.questionId, g]));
  return questions.map((q) => {
    const picked = graded.get(q.id)?.chosen ?? [];
    const isCorrect = graded.get(q.id)?.isCorrect ?? false;
    return {
      id: q.id,
      kind: q.kind,
      text: inLanguage(q, 'text', locale),
      options: q.options.map((o) => ({ id: o.id, text: inLanguage(o, 'text', locale), isCorrect: o.isCorrect })),
      explanation: inLanguage(q, 'explanation', locale),
      chosen: picked,
      isCorrect,
    };
  });
}

export function gradable(questions: readonly StoredQuestion[]): GradableQuestion[] {
  return questions.map((q) => ({ id: q.id, kind: q.kind, correct: q.options.filter((o) => o.isCorrect).map((o) => o.id) }));
}

/** 400 with a message naming the question (its number in the quiz) when a submission is not well formed. */
export function checkSubmission(questions: readonly StoredQuestion[], answers: readonly SubmittedAnswer[], locale: Locale): void {
  const problem = submissionProblem(
    questions.map((q) => ({ id: q.id, kind: q.kind, optionIds: q.options.map((o) => o.id) })),
    answers,
  );
  if (!problem) return;
  const index = questions.findIndex((q) => q.id === problem.questionId);
  throw badRequest(t(locale, problem.kind, { n: index >= 0 ? index + 1 : problem.questionId }));
}
