import Type, { type Static } from 'typebox';
import { paging, slug, strictObject, text } from '../schema/primitives.js';
import { nullable, pageSchema } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';
import { QuizQuestionSchema, QuizSubmissionSchema, ReviewedQuestionSchema } from './quizzes.js';

/**
 * Assessments (issue 12, spec 7 "Articles and assessments"): standalone quizzes by url slug.
 * G assessments/{url}/quiz (guests and students), P assessments/{url}/submit (signed in),
 * G assessments/{url}/results/{resultId} (anyone with the link: the id is 128 random bits,
 * base64url), and G assessments/my-results (the signed-in student's own list; our name).
 * Assessments are untimed and may be taken again; each submission is a new result.
 */

const tags = ['assessments'] as const;
const web = API_PREFIX.web;

/** A result id: 16 random bytes in base64url (22 characters). */
export const RESULT_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

export const AssessmentSchema = Type.Object({
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  passPercent: Type.Integer(),
  questionCount: Type.Integer(),
  /** Minutes a student should set aside (advice; the server does not time an assessment). */
  estimatedMinutes: Type.Integer(),
  questions: Type.Array(QuizQuestionSchema),
});
export type Assessment = Static<typeof AssessmentSchema>;

export const AssessmentResultSchema = Type.Object({
  resultId: Type.String(),
  url: Type.String(),
  title: Type.String(),
  /** The taker's name, masked (spec 4 name masking): the link may be shared. */
  studentName: Type.String(),
  score: Type.Integer(),
  correctCount: Type.Integer(),
  totalCount: Type.Integer(),
  passPercent: Type.Integer(),
  passed: Type.Boolean(),
  submittedAt: Type.String(),
  /** Whether the caller took it. */
  isMine: Type.Boolean(),
  review: Type.Array(ReviewedQuestionSchema),
});
export type AssessmentResult = Static<typeof AssessmentResultSchema>;

export const AssessmentSubmittedSchema = Type.Object({ resultId: Type.String(), score: Type.Integer(), passed: Type.Boolean() });
export type AssessmentSubmitted = Static<typeof AssessmentSubmittedSchema>;

export const MyAssessmentResultSchema = Type.Object({
  resultId: Type.String(),
  url: Type.String(),
  title: Type.String(),
  score: Type.Integer(),
  passed: Type.Boolean(),
  submittedAt: Type.String(),
});
export type MyAssessmentResult = Static<typeof MyAssessmentResultSchema>;
export const MyAssessmentResultPageSchema = pageSchema(MyAssessmentResultSchema);

/** The catalogue of assessments: a short public list (the assessments page links them). */
export const AssessmentSummarySchema = Type.Object({
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  questionCount: Type.Integer(),
  estimatedMinutes: Type.Integer(),
  /** The caller's best score, when signed in and taken. */
  bestScore: nullable(Type.Integer()),
});
export type AssessmentSummary = Static<typeof AssessmentSummarySchema>;

const byUrl = strictObject({ url: slug() });

export const assessments = {
  quiz: endpoint({
    method: 'GET',
    path: `${web}/assessments/:url/quiz`,
    auth: 'both',
    tags,
    summary: 'An assessment and its questions (without answers)',
    params: byUrl,
    result: AssessmentSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${web}/assessments/:url/submit`,
    auth: 'authenticated',
    tags,
    summary: 'Submits answers to an assessment: graded on the server; answers the new result id',
    params: byUrl,
    body: QuizSubmissionSchema,
    result: AssessmentSubmittedSchema,
  }),
  result: endpoint({
    method: 'GET',
    path: `${web}/assessments/:url/results/:resultId`,
    auth: 'both',
    tags,
    summary: 'A result by its unguessable id (shareable): score, masked name, right answers and explanations',
    params: strictObject({ url: slug(), resultId: text(22, 22, { pattern: RESULT_ID_PATTERN }) }),
    result: AssessmentResultSchema,
  }),
  myResults: endpoint({
    method: 'GET',
    path: `${web}/assessments/my-results`,
    auth: 'authenticated',
    tags,
    summary: "The signed-in student's assessment results, newest first",
    query: strictObject({ ...paging(10) }),
    result: MyAssessmentResultPageSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${web}/assessments`,
    auth: 'both',
    tags,
    summary: 'The published assessments (with the caller’s best score when signed in)',
    query: strictObject({}),
    result: Type.Array(AssessmentSummarySchema),
  }),
};
