import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Assessment, AssessmentResult, AssessmentSubmitted, AssessmentSummary, MyAssessmentResult } from '../../../common/contract/assessments.js';
import type { QuizSubmission } from '../../../common/contract/quizzes.js';
import type { Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import { gradeQuiz } from '../../../common/quiz.js';
import type { Page } from '../../../common/types.js';
import { pageOf } from '../../catalogue/list.js';
import type { Database } from '../../db/index.js';
import type { StoredAnswers } from '../../db/tables/quizzes.js';
import { notFound } from '../../http/envelope.js';
import { checkSubmission, gradable, loadQuestions, publicQuestions, quizText as t, reviewedQuestions } from '../quizzes/index.js';
import { inLanguage } from '../../http/locale.js';

/**
 * Standalone assessments by url (docs/decisions.md "Quizzes, assessments and certificates"): the
 * questions for anyone, a submission of a signed-in student graded here, and each result found by
 * its 128-bit random public id — whoever has the link reads it (the spec's "Both"), with the
 * taker's name masked. A student's own list is theirs alone.
 */

function assessmentRow(db: Database, url: string) {
  return db
    .selectFrom('assessments as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select(['a.id', 'a.url', 'a.quiz_id', 'a.estimated_minutes', 'q.title_id', 'q.title_en', 'q.description_id', 'q.description_en', 'q.pass_percent'])
    .where('a.url', '=', url)
    .where('a.is_published', '=', true)
    .executeTakeFirst();
}

export async function assessmentQuiz(db: Database, url: string, locale: Locale): Promise<Assessment> {
  const a = await assessmentRow(db, url);
  if (!a) throw notFound(t(locale, 'assessmentNotFound'));
  const questions = await loadQuestions(db, a.quiz_id);
  return {
    url: a.url,
    title: inLanguage(a, 'title', locale),
    description: inLanguage(a, 'description', locale),
    passPercent: a.pass_percent,
    questionCount: questions.length,
    estimatedMinutes: a.estimated_minutes,
    questions: publicQuestions(questions, locale),
  };
}

export async function submitAssessment(db: Database, studentId: number, url: string, body: QuizSubmission, locale: Locale): Promise<AssessmentSubmitted> {
  const a = await assessmentRow(db, url);
  if (!a) throw notFound(t(locale, 'assessmentNotFound'));
  const questions = await loadQuestions(db, a.quiz_id);
  checkSubmission(questions, body.answers, locale);
  const grade = gradeQuiz(gradable(questions), body.answers, a.pass_percent);
  const answers: StoredAnswers = grade.questions.map((g) => ({ questionId: g.questionId, optionIds: g.chosen }));
  const resultId = randomBytes(16).toString('base64url');
  await db
    .insertInto('assessment_results')
    .values({
      public_id: resultId,
      assessment_id: a.id,
      student_id: studentId,
      score: grade.score,
      correct_count: grade.correctCount,
      total_count: grade.totalCount,
      passed: grade.passed,
      answers: JSON.stringify(answers),
    })
    .execute();
  return { resultId, score: grade.score, passed: grade.passed };
}

export async function assessmentResult(db: Database, url: string, resultId: string, callerId: number | null, locale: Locale): Promise<AssessmentResult> {
  const r = await db
    .selectFrom('assessment_results as r')
    .innerJoin('assessments as a', 'a.id', 'r.assessment_id')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select([
      'r.public_id',
      'r.student_id',
      'r.score',
      'r.correct_count',
      'r.total_count',
      'r.passed',
      'r.answers',
      'r.submitted_at',
      'a.url',
      'a.quiz_id',
      'q.title_id',
      'q.title_en',
      'q.pass_percent',
      's.full_name',
    ])
    .where('r.public_id', '=', resultId)
    .where('a.url', '=', url)
    .executeTakeFirst();
  if (!r) throw notFound(t(locale, 'resultNotFound'));
  const questions = await loadQuestions(db, r.quiz_id);
  return {
    resultId: r.public_id,
    url: r.url,
    title: inLanguage(r, 'title', locale),
    studentName: maskName(r.full_name),
    score: r.score,
    correctCount: r.correct_count,
    totalCount: r.total_count,
    passPercent: r.pass_percent,
    passed: r.passed,
    submittedAt: new Date(r.submitted_at).toISOString(),
    isMine: callerId !== null && callerId === r.student_id,
    review: reviewedQuestions(questions, r.answers, locale),
  };
}

export async function myResults(db: Database, studentId: number, args: { page: number; pageSize: number }, locale: Locale): Promise<Page<MyAssessmentResult>> {
  const rows = await db
    .selectFrom('assessment_results as r')
    .innerJoin('assessments as a', 'a.id', 'r.assessment_id')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select(['r.public_id', 'r.score', 'r.passed', 'r.submitted_at', 'a.url', 'q.title_id', 'q.title_en', sql<number>`count(*) over ()`.as('total_count')])
    .where('r.student_id', '=', studentId)
    .orderBy('r.submitted_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(args.pageSize)
    .offset((args.page - 1) * args.pageSize)
    .execute();
  let total = Number(rows[0]?.total_count ?? 0);
  if (rows.length === 0 && args.page > 1) {
    total = Number(
      (
        await db
          .selectFrom('assessment_results')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('student_id', '=', studentId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  }
  const items = rows.map((r) => ({
    resultId: r.public_id,
    url: r.url,
    title: inLanguage(r, 'title', locale),
    score: r.score,
    passed: r.passed,
    submittedAt: new Date(r.submitted_at).toISOString(),
  }));
  return pageOf(items, args, total);
}

export async function listAssessments(db: Database, callerId: number | null, locale: Locale): Promise<AssessmentSummary[]> {
  const rows = await db
    .selectFrom('assessments as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select([
      'a.url',
      'a.estimated_minutes',
      'q.title_id',
      'q.title_en',
      'q.description_id',
      'q.description_en',
      (eb) =>
        eb
          .selectFrom('quiz_questions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('quiz_questions.quiz_id', '=', 'q.id')
          .as('question_count'),
      (eb) =>
        eb
          .selectFrom('assessment_results as r')
          .select((e) => e.fn.max('r.score').as('best'))
          .whereRef('r.assessment_id', '=', 'a.id')
          .where('r.student_id', '=', callerId ?? 0)
          .as('best_score'),
    ])
    .where('a.is_published', '=', true)
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    url: r.url,
    title: inLanguage(r, 'title', locale),
    description: inLanguage(r, 'description', locale),
    questionCount: Number(r.question_count ?? 0),
    estimatedMinutes: r.estimated_minutes,
    bestScore: callerId === null || r.best_score === null || r.best_score === undefined ? null : Number(r.best_score),
  }));
}
