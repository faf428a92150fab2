import type { ColumnType, Generated } from 'kysely';

/** Kysely table types of quizzes, assessments and certificates (migration 015_quizzes_certificates). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

/** What a student chose, per question id. */
export type StoredAnswers = { questionId: number; optionIds: number[] }[];

export interface QuizzesTable {
  id: Generated<number>;
  material_id: number | null;
  title_id: Generated<string>;
  title_en: Generated<string>;
  description_id: Generated<string>;
  description_en: Generated<string>;
  pass_percent: number;
  time_limit_seconds: number | null;
  max_attempts: number | null;
  created_at: Generated<Date>;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  position: number;
  kind: number;
  text_id: string;
  text_en: string;
  explanation_id: Generated<string>;
  explanation_en: Generated<string>;
}

export interface QuizOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text_id: string;
  text_en: string;
  is_correct: Generated<boolean>;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  student_id: number;
  attempt_no: number;
  started_at: Generated<Date>;
  deadline_at: Timestamp;
  submitted_at: Timestamp | null;
  score: number | null;
  correct_count: number | null;
  total_count: number | null;
  passed: boolean | null;
  late: Generated<boolean>;
  answers: Json<StoredAnswers> | null;
}

export interface AssessmentsTable {
  id: Generated<number>;
  url: string;
  quiz_id: number;
  estimated_minutes: Generated<number>;
  is_published: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface AssessmentResultsTable {
  id: Generated<number>;
  public_id: string;
  assessment_id: number;
  student_id: number;
  score: number;
  correct_count: number;
  total_count: number;
  passed: boolean;
  answers: Json<StoredAnswers>;
  submitted_at: Generated<Date>;
}

export interface CertificatesTable {
  id: Generated<number>;
  number: string;
  student_id: number;
  content_id: number;
  student_name: string;
  issued_at: Generated<Date>;
}

export interface QuizzesTables {
  quizzes: QuizzesTable;
  quiz_questions: QuizQuestionsTable;
  quiz_options: QuizOptionsTable;
  quiz_attempts: QuizAttemptsTable;
  assessments: AssessmentsTable;
  assessment_results: AssessmentResultsTable;
  certificates: CertificatesTable;
}
