import Type, { type Static } from 'typebox';
import { QUIZ_LIMITS, type QuestionKindId } from '../quiz.js';
import { id, slug, strictObject } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Quizzes (issue 12; paths of issue 18 from spec 7 Courses: "lecture: G courses/{url}/lecture/...,
 * quiz/by-material-id/{id} (material type 4), ... P quiz/by-material-id/{id}/submit-test;
 * G quiz/by-material-id/{id}/result"). Every call lives under the course's lecture:
 * G courses/{url}/lecture/quiz/by-material-id/{id}, P .../start-test, P .../submit-test, G .../result.
 * A quiz belongs to a course material of lesson item type QUIZ 6 (the spec's "material type 4");
 * a material of another course (or an unknown url) is 404 before any access check.
 * Only students enrolled in the course call them (403 otherwise, 401 for guests).
 *
 * Timing (docs/decisions.md "Quizzes"): the questions are given only inside an attempt, which
 * P .../start-test opens and the server times (deadline = its own clock + the time limit). A
 * submission after the deadline (plus a few seconds of grace) is recorded as a failed, late
 * attempt; an attempt left open past its deadline counts as used.
 *
 * Correct answers and explanations are in no answer before the student has passed or used the
 * last attempt: only G .../result carries them, and only then (`review`).
 */

const tags = ['lecture'] as const;
const web = API_PREFIX.web;

const kind = Type.Unsafe<QuestionKindId>(Type.Integer({ minimum: 1, maximum: 2 }));

/** A question as the student sees it while answering: no sign of which option is right. */
export const QuizQuestionSchema = Type.Object({
  id: Type.Integer(),
  kind,
  text: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
});
export type QuizQuestion = Static<typeof QuizQuestionSchema>;

/** The open attempt: its deadline on the server's clock and the seconds left when answered. */
export const QuizAttemptOpenSchema = Type.Object({
  attemptNo: Type.Integer(),
  startedAt: Type.String(),
  deadlineAt: Type.String(),
  secondsLeft: Type.Integer(),
});
export type QuizAttemptOpen = Static<typeof QuizAttemptOpenSchema>;

/** Lesson progress of the quiz material: NOT_STARTED 1, ONGOING 2, FINISHED 3 (passed), FAILED 4 (no attempt left). */
export const QuizSchema = Type.Object({
  materialId: Type.Integer(),
  contentId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** Percentage of right questions that passes. */
  passPercent: Type.Integer(),
  timeLimitSeconds: Type.Integer(),
  maxAttempts: nullable(Type.Integer()),
  attemptsUsed: Type.Integer(),
  attemptsLeft: nullable(Type.Integer()),
  questionCount: Type.Integer(),
  passed: Type.Boolean(),
  bestScore: nullable(Type.Integer()),
  status: Type.Integer(),
  /** The attempt in progress, or null. */
  attempt: nullable(QuizAttemptOpenSchema),
  /** The questions, only while an attempt is open (else empty). */
  questions: Type.Array(QuizQuestionSchema),
});
export type Quiz = Static<typeof QuizSchema>;

export const QuizAnswerSchema = strictObject({
  questionId: id(),
  optionIds: Type.Array(id(), { maxItems: QUIZ_LIMITS.optionsPerQuestion, uniqueItems: true }),
});
export const QuizSubmissionSchema = strictObject({
  answers: Type.Array(QuizAnswerSchema, { maxItems: QUIZ_LIMITS.questions }),
});
export type QuizSubmission = Static<typeof QuizSubmissionSchema>;

/** One finished attempt. `late`: it came after the deadline (or never came) and counts as failed. */
export const QuizAttemptSchema = Type.Object({
  attemptNo: Type.Integer(),
  startedAt: Type.String(),
  submittedAt: Type.String(),
  score: Type.Integer(),
  correctCount: Type.Integer(),
  totalCount: Type.Integer(),
  passed: Type.Boolean(),
  late: Type.Boolean(),
});
export type QuizAttempt = Static<typeof QuizAttemptSchema>;

/** A question after the fact: the right options, the explanation and what the student chose. */
export const ReviewedQuestionSchema = Type.Object({
  id: Type.Integer(),
  kind,
  text: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String(), isCorrect: Type.Boolean() })),
  explanation: Type.String(),
  chosen: Type.Array(Type.Integer()),
  isCorrect: Type.Boolean(),
});
export type ReviewedQuestion = Static<typeof ReviewedQuestionSchema>;

/** What a submission answers: the attempt's grade, never the right answers (those are in the result when allowed). */
export const QuizSubmitResultSchema = Type.Object({
  attempt: QuizAttemptSchema,
  attemptsLeft: nullable(Type.Integer()),
  status: Type.Integer(),
  /** Whether G .../result now shows the right answers. */
  reviewAvailable: Type.Boolean(),
});
export type QuizSubmitResult = Static<typeof QuizSubmitResultSchema>;

export const QuizResultSchema = Type.Object({
  materialId: Type.Integer(),
  passPercent: Type.Integer(),
  maxAttempts: nullable(Type.Integer()),
  attemptsLeft: nullable(Type.Integer()),
  passed: Type.Boolean(),
  status: Type.Integer(),
  /** Newest first. */
  attempts: Type.Array(QuizAttemptSchema),
  /** The questions with right answers and explanations (and the choices of the best attempt), only once passed or out of attempts. */
  review: nullable(Type.Array(ReviewedQuestionSchema)),
});
export type QuizResult = Static<typeof QuizResultSchema>;

const byMaterial = strictObject({ url: slug({ description: 'The course url' }), id: id({ description: 'The quiz material id' }) });
const base = `${web}/courses/:url/lecture/quiz/by-material-id/:id`;

export const quizzes = {
  byMaterial: endpoint({
    method: 'GET',
    path: base,
    auth: 'authenticated',
    tags,
    summary: 'The quiz of a course material: rules, attempts, and the questions (without answers) while an attempt is open',
    params: byMaterial,
    result: QuizSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: `${base}/start-test`,
    auth: 'authenticated',
    tags,
    summary: 'Opens an attempt (or answers the one open): the server starts its clock; 409 when passed or out of attempts',
    params: byMaterial,
    result: QuizSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${base}/submit-test`,
    auth: 'authenticated',
    tags,
    summary: 'Submits the open attempt: graded on the server; passing finishes the material, failing the last attempt fails it',
    params: byMaterial,
    body: QuizSubmissionSchema,
    result: QuizSubmitResultSchema,
  }),
  result: endpoint({
    method: 'GET',
    path: `${base}/result`,
    auth: 'authenticated',
    tags,
    summary: 'The attempts of the quiz; the right answers and explanations once passed or out of attempts',
    params: byMaterial,
    result: QuizResultSchema,
  }),
};
