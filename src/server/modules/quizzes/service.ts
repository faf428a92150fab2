import { sql, type Transaction } from 'kysely';
import type { Quiz, QuizAttempt, QuizResult, QuizSubmission, QuizSubmitResult } from '../../../common/contract/quizzes.js';
import { LessonProgress, type Locale } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { attemptsLeft, gradeQuiz, mayRevealAnswers, QUIZ_GRACE_SECONDS } from '../../../common/quiz.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { StoredAnswers } from '../../db/tables/quizzes.js';
import { conflict, HttpError, notFound } from '../../http/envelope.js';
import { assertCourseAccess, assertMaterialOpen, failMaterial, finishMaterial, type Db } from '../lecture/index.js';

import { t } from './messages.js';
import { checkSubmission, gradable, loadQuestions, publicQuestions, reviewedQuestions } from './questions.js';
import { inLanguage } from '../../http/locale.js';

/**
 * Course quizzes (docs/decisions.md "Quizzes, assessments and certificates"). Every call checks
 * the material is a quiz and the caller is enrolled in its course; attempts are timed by the
 * database's clock; the right answers leave the server only in the result, and only once the
 * student passed or has no attempt left.
 */

interface QuizRow {
  quizId: number;
  materialId: number;
  contentId: number;
  title: string;
  description: string;
  passPercent: number;
  timeLimitSeconds: number;
  maxAttempts: number | null;
}

/** A quiz without a time limit of its own gets one of an hour (a material's quiz is always timed). */
const DEFAULT_TIME_LIMIT_SECONDS = 3600;

/**
 * The quiz of a QUIZ material of the course at `url`, checked against the caller's enrolment:
 * 404 unknown (or a material of another course: before the access check), 403 not enrolled.
 */
async function quizOfMaterial(db: Db, studentId: number, url: string, materialId: number, locale: Locale, now: Date): Promise<QuizRow> {
  const row = await db
    .selectFrom('course_materials as m')
    .innerJoin('quizzes as q', 'q.material_id', 'm.id')
    .innerJoin('contents as c', 'c.id', 'm.content_id')
    .select([
      'q.id as quiz_id',
      'm.id as material_id',
      'm.content_id',
      'm.title as title_id',
      'm.title_en',
      'q.description_id',
      'q.description_en',
      'q.pass_percent',
      'q.time_limit_seconds',
      'q.max_attempts',
    ])
    .where('m.id', '=', materialId)
    .where('c.url', '=', url)
    .where('m.item_type', '=', LessonItemType.QUIZ)
    .executeTakeFirst();
  if (!row) throw notFound(t(locale, 'quizNotFound'));
  await assertCourseAccess(db, studentId, row.content_id, locale, now);
  return {
    quizId: row.quiz_id,
    materialId: row.material_id,
    contentId: row.content_id,
    title: inLanguage(row, 'title', locale),
    description: inLanguage(row, 'description', locale),
    passPercent: row.pass_percent,
    timeLimitSeconds: row.time_limit_seconds ?? DEFAULT_TIME_LIMIT_SECONDS,
    maxAttempts: row.max_attempts,
  };
}

/**
 * Serialises the student's quiz writes: one start or submit of a student at a time. It locks the
 * student's row, which every student has, enrolled or let in by a subscription period (issue 19;
 * an enrolment row a subscriber lacks would lock nothing). The lock is per student, not per course:
 * a student answers one quiz at a time, so nothing real waits on it.
 */
async function lockStudentQuizWrites(trx: Transaction<DB>, studentId: number): Promise<void> {
  await trx.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().execute();
}

/**
 * Closes the student's attempt left open past its deadline (and grace): a late, failed attempt.
 * If that was the last attempt, the material is FAILED.
 */
async function closeExpired(trx: Transaction<DB>, quiz: QuizRow, studentId: number): Promise<void> {
  const closed = await trx
    .updateTable('quiz_attempts')
    .set({
      submitted_at: sql<Date>`deadline_at`,
      score: 0,
      correct_count: 0,
      total_count: sql<number>`(select count(*) from quiz_questions where quiz_id = ${quiz.quizId})`,
      passed: false,
      late: true,
      answers: JSON.stringify([]),
    })
    .where('quiz_id', '=', quiz.quizId)
    .where('student_id', '=', studentId)
    .where('submitted_at', 'is', null)
    .where(sql<boolean>`deadline_at + make_interval(secs => ${QUIZ_GRACE_SECONDS}) < now()`)
    .returning('id')
    .execute();
  if (closed.length === 0) return;
  const state = await attemptsState(trx, quiz, studentId);
  if (!state.passed && attemptsLeft(quiz.maxAttempts, state.used) === 0) await failMaterial(trx, studentId, quiz.materialId);
}

interface AttemptRow {
  attempt_no: number;
  started_at: Date;
  deadline_at: Date;
  submitted_at: Date | null;
  score: number | null;
  correct_count: number | null;
  total_count: number | null;
  passed: boolean | null;
  late: boolean;
  answers: StoredAnswers | null;
  seconds_left: number;
}

async function attemptsState(db: Db, quiz: QuizRow, studentId: number) {
  const rows: AttemptRow[] = await db
    .selectFrom('quiz_attempts')
    .select([
      'attempt_no',
      'started_at',
      'deadline_at',
      'submitted_at',
      'score',
      'correct_count',
      'total_count',
      'passed',
      'late',
      'answers',
      sql<number>`greatest(0, ceil(extract(epoch from (deadline_at - now()))))::int`.as('seconds_left'),
    ])
    .where('quiz_id', '=', quiz.quizId)
    .where('student_id', '=', studentId)
    .orderBy('attempt_no', 'desc')
    .execute();
  const open = rows.find((r) => r.submitted_at === null) ?? null;
  const done = rows.filter((r) => r.submitted_at !== null);
  const passed = done.some((r) => r.passed === true);
  const scores = done.map((r) => r.score ?? 0);
  return { rows, open, done, used: rows.length, passed, bestScore: scores.length ? Math.max(...scores) : null };
}

async function statusOf(db: Db, studentId: number, materialId: number): Promise<number> {
  const row = await db.selectFrom('material_progress').select('status').where('student_id', '=', studentId).where('material_id', '=', materialId).executeTakeFirst();
  return row?.status ?? LessonProgress.NOT_STARTED;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function attemptOut(r: AttemptRow): QuizAttempt {
  return {
    attemptNo: r.attempt_no,
    startedAt: iso(r.started_at),
    submittedAt: iso(r.submitted_at ?? r.deadline_at),
    score: r.score ?? 0,
    correctCount: r.correct_count ?? 0,
    totalCount: r.total_count ?? 0,
    passed: r.passed === true,
    late: r.late,
  };
}

async function quizView(db: Db, quiz: QuizRow, studentId: number, locale: Locale): Promise<Quiz> {
  const state = await attemptsState(db, quiz, studentId);
  const questions = await loadQuestions(db, quiz.quizId);
  // An attempt past its deadline is shown as over even before it is closed.
  const open = state.open && state.open.seconds_left > 0 ? state.open : null;
  return {
    materialId: quiz.materialId,
    contentId: quiz.contentId,
    title: quiz.title,
    description: quiz.description,
    passPercent: quiz.passPercent,
    timeLimitSeconds: quiz.timeLimitSeconds,
    maxAttempts: quiz.maxAttempts,
    attemptsUsed: state.used,
    attemptsLeft: attemptsLeft(quiz.maxAttempts, state.used),
    questionCount: questions.length,
    passed: state.passed,
    bestScore: state.bestScore,
    status: await statusOf(db, studentId, quiz.materialId),
    attempt: open ? { attemptNo: open.attempt_no, startedAt: iso(open.started_at), deadlineAt: iso(open.deadline_at), secondsLeft: open.seconds_left } : null,
    questions: open ? publicQuestions(questions, locale) : [],
  };
}

/** G quiz/by-material-id/{id}: the rules, the attempts, and the questions while an attempt is open. */
export async function quizOf(db: Database, studentId: number, url: string, materialId: number, locale: Locale, now: Date): Promise<Quiz> {
  return db.transaction().execute(async (trx) => {
    const quiz = await quizOfMaterial(trx, studentId, url, materialId, locale, now);
    await closeExpired(trx, quiz, studentId);
    return quizView(trx, quiz, studentId, locale);
  });
}

/** P quiz/by-material-id/{id}/start-test: opens an attempt, or answers the one open. */
export async function startQuiz(db: Database, studentId: number, url: string, materialId: number, locale: Locale, now: Date): Promise<Quiz> {
  return db.transaction().execute(async (trx) => {
    const quiz = await quizOfMaterial(trx, studentId, url, materialId, locale, now);
    await lockStudentQuizWrites(trx, studentId);
    await closeExpired(trx, quiz, studentId);
    const state = await attemptsState(trx, quiz, studentId);
    if (!state.open) {
      // A sequential course opens its quiz only after the lessons before it.
      await assertMaterialOpen(trx, studentId, quiz.contentId, quiz.materialId, locale);
      if (state.passed) throw conflict(t(locale, 'alreadyPassed'));
      if (attemptsLeft(quiz.maxAttempts, state.used) === 0) throw conflict(t(locale, 'noAttemptsLeft'));
      await trx
        .insertInto('quiz_attempts')
        .values({
          quiz_id: quiz.quizId,
          student_id: studentId,
          attempt_no: state.used + 1,
          started_at: sql<Date>`now()`,
          deadline_at: sql<Date>`now() + make_interval(secs => ${quiz.timeLimitSeconds})`,
        })
        .execute();
      await trx
        .insertInto('material_progress')
        .values({ student_id: studentId, material_id: quiz.materialId, content_id: quiz.contentId, status: LessonProgress.ONGOING })
        .onConflict((oc) => oc.columns(['student_id', 'material_id']).doNothing())
        .execute();
    }
    return quizView(trx, quiz, studentId, locale);
  });
}

/** P quiz/by-material-id/{id}/submit-test: grades the open attempt; passing finishes the material, failing the last attempt fails it. */
export async function submitQuiz(
  db: Database,
  studentId: number,
  url: string,
  materialId: number,
  body: QuizSubmission,
  locale: Locale,
  now: Date,
): Promise<{ result: QuizSubmitResult; message: string }> {
  return db.transaction().execute(async (trx) => {
    const quiz = await quizOfMaterial(trx, studentId, url, materialId, locale, now);
    await lockStudentQuizWrites(trx, studentId);
    const questions = await loadQuestions(trx, quiz.quizId);
    checkSubmission(questions, body.answers, locale);
    const open = await trx
      .selectFrom('quiz_attempts')
      .select(['id', sql<boolean>`now() > deadline_at + make_interval(secs => ${QUIZ_GRACE_SECONDS})`.as('late')])
      .where('quiz_id', '=', quiz.quizId)
      .where('student_id', '=', studentId)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    if (!open) {
      const state = await attemptsState(trx, quiz, studentId);
      if (state.passed) throw conflict(t(locale, 'alreadyPassed'));
      if (attemptsLeft(quiz.maxAttempts, state.used) === 0) throw conflict(t(locale, 'noAttemptsLeft'));
      throw conflict(t(locale, 'notStarted'));
    }
    const grade = gradeQuiz(gradable(questions), body.answers, quiz.passPercent);
    const late = open.late;
    const answers: StoredAnswers = grade.questions.map((g) => ({ questionId: g.questionId, optionIds: g.chosen }));
    await trx
      .updateTable('quiz_attempts')
      .set({
        submitted_at: sql<Date>`now()`,
        score: late ? 0 : grade.score,
        correct_count: late ? 0 : grade.correctCount,
        total_count: grade.totalCount,
        passed: !late && grade.passed,
        late,
        answers: JSON.stringify(answers),
      })
      .where('id', '=', open.id)
      .execute();
    const state = await attemptsState(trx, quiz, studentId);
    const left = attemptsLeft(quiz.maxAttempts, state.used);
    const passed = !late && grade.passed;
    if (passed) await finishMaterial(trx, studentId, quiz.materialId);
    else if (left === 0 && !state.passed) await failMaterial(trx, studentId, quiz.materialId);
    const last = state.done[0];
    if (!last) throw new HttpError(500, 'attempt not recorded');
    const message = late ? t(locale, 'late') : passed ? t(locale, 'passed') : left === 0 ? t(locale, 'failedLast') : t(locale, 'failed');
    return {
      result: { attempt: attemptOut(last), attemptsLeft: left, status: await statusOf(trx, studentId, quiz.materialId), reviewAvailable: mayRevealAnswers(state.passed, left, false) },
      message,
    };
  });
}

/** G quiz/by-material-id/{id}/result: the attempts, newest first; the review once allowed. */
export async function quizResult(db: Database, studentId: number, url: string, materialId: number, locale: Locale, now: Date): Promise<QuizResult> {
  return db.transaction().execute(async (trx) => {
    const quiz = await quizOfMaterial(trx, studentId, url, materialId, locale, now);
    await closeExpired(trx, quiz, studentId);
    const state = await attemptsState(trx, quiz, studentId);
    const left = attemptsLeft(quiz.maxAttempts, state.used);
    let review: QuizResult['review'] = null;
    if (mayRevealAnswers(state.passed, left, state.open !== null) && state.done.length > 0) {
      // The choices shown are those of the best attempt (the latest of equals).
      const best = [...state.done].sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.attempt_no - a.attempt_no)[0];
      review = reviewedQuestions(await loadQuestions(trx, quiz.quizId), best?.answers ?? [], locale);
    }
    return {
      materialId: quiz.materialId,
      passPercent: quiz.passPercent,
      maxAttempts: quiz.maxAttempts,
      attemptsLeft: left,
      passed: state.passed,
      status: await statusOf(trx, studentId, quiz.materialId),
      attempts: state.done.map(attemptOut),
      review,
    };
  });
}
