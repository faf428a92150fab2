import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import type { Seeder } from '../seeder.js';
import { ASSESSMENTS } from './data/assessments.js';
import { CONTENTS } from './data/contents.js';
import type { BankQuestion, CourseBank } from './data/quiz-banks/define.js';
import { COURSE_QUIZ_BANKS } from './data/quiz-banks/index.js';

/**
 * Quizzes of every seeded QUIZ material, and the standalone assessments (issue 12). Every course
 * has its own bank (issue 25, data/quiz-banks): a module quiz asks that module's questions, the
 * final exam the first ones of every module. Deterministic: only the data modules and the lecture
 * seeder's rows.
 */

const CHUNK = 500;

/** Fewest questions of a module quiz and of a final exam (the seed test holds the banks to them). */
export const MODULE_QUIZ_MIN = 4;
export const FINAL_EXAM_MIN = 8;

/** The bank of the course at `url`; a course without one is a seed data error, not a generic quiz. */
export function courseBank(url: string): CourseBank {
  const bank = COURSE_QUIZ_BANKS[url];
  if (!bank) throw new Error(`seed data: no quiz bank for course ${url}`);
  return bank;
}

/** The questions of a quiz material: the module quiz of chapter `index` (from 0) or the final exam. */
export function questionsFor(url: string, index: number, isFinal: boolean): BankQuestion[] {
  const { modules } = courseBank(url);
  if (isFinal) {
    const each = Math.ceil(FINAL_EXAM_MIN / modules.length);
    return modules.flatMap((m) => m.slice(0, each));
  }
  const module = modules[index];
  if (!module) throw new Error(`seed data: the quiz bank of ${url} has no module ${index + 1}`);
  return [...module];
}

/** The lecture seeder names the final exam so (build.ts `syllabusOf`). */
const isFinalExam = (titleEn: string): boolean => titleEn === 'Final exam';

/** Every question of the course's bank (the e2e answer keys). */
export const courseQuestions = (url: string): BankQuestion[] => courseBank(url).modules.flat();

const SELF_PACED = CONTENTS.filter((d) => d.type === ContentType.COURSE || d.type === ContentType.BELAJARKILAT);

type QuizSpec = {
  quiz: {
    material_id: number | null;
    title_id: string;
    title_en: string;
    description_id: string;
    description_en: string;
    pass_percent: number;
    time_limit_seconds: number | null;
    max_attempts: number | null;
  };
  questions: BankQuestion[];
};

type Db = Parameters<Seeder['run']>[0];

async function insertQuizzes(db: Db, specs: QuizSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < specs.length; i += CHUNK) {
    const part = specs.slice(i, i + CHUNK);
    const rows = await db
      .insertInto('quizzes')
      .values(part.map((s) => s.quiz))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  await insertQuestions(
    db,
    specs.map((s, i) => ({ quizId: ids[i]!, questions: s.questions })),
  );
  return ids;
}

/** The questions and options of quizzes that have none yet, in bulk. */
async function insertQuestions(db: Db, entries: readonly { quizId: number; questions: readonly BankQuestion[] }[]): Promise<void> {
  const questionRows = entries.flatMap(({ quizId, questions }) =>
    questions.map((q, position) => ({
      quiz_id: quizId,
      position: position + 1,
      kind: q.kind,
      text_id: q.text[0],
      text_en: q.text[1],
      explanation_id: q.explanation[0],
      explanation_en: q.explanation[1],
    })),
  );
  const questionId = new Map<string, number>();
  for (let i = 0; i < questionRows.length; i += CHUNK) {
    const rows = await db
      .insertInto('quiz_questions')
      .values(questionRows.slice(i, i + CHUNK))
      .returning(['id', 'quiz_id', 'position'])
      .execute();
    for (const r of rows) questionId.set(`${r.quiz_id}:${r.position}`, r.id);
  }
  const optionRows = entries.flatMap(({ quizId, questions }) =>
    questions.flatMap((q, position) =>
      q.options.map(([text, isCorrect], o) => ({ question_id: questionId.get(`${quizId}:${position + 1}`)!, position: o + 1, text_id: text[0], text_en: text[1], is_correct: isCorrect })),
    ),
  );
  for (let i = 0; i < optionRows.length; i += CHUNK) {
    await db
      .insertInto('quiz_options')
      .values(optionRows.slice(i, i + CHUNK))
      .execute();
  }
}

export const quizzesSeeder: Seeder = {
  name: 'quizzes',
  async run(db) {
    const defs = new Map(SELF_PACED.map((d) => [d.url, d]));
    const materials = await db
      .selectFrom('course_materials as m')
      .innerJoin('course_chapters as ch', 'ch.id', 'm.chapter_id')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .leftJoin('quizzes as q', 'q.material_id', 'm.id')
      .select(['m.id', 'm.title', 'm.title_en', 'm.duration_seconds', 'ch.position as chapter_position', 'c.url', 'c.content_type'])
      .where('m.item_type', '=', LessonItemType.QUIZ)
      .where('q.id', 'is', null)
      .orderBy('m.id')
      .execute();
    const specs: QuizSpec[] = [];
    for (const m of materials) {
      const def = defs.get(m.url);
      if (!def) continue;
      const isFinal = isFinalExam(m.title_en);
      const quick = def.type === ContentType.BELAJARKILAT;
      specs.push({
        quiz: {
          material_id: m.id,
          title_id: m.title,
          title_en: m.title_en,
          description_id: isFinal
            ? 'Ujian akhir mencakup seluruh modul. Lulus dengan nilai minimal 80 untuk menyelesaikan kelas.'
            : 'Kuis singkat untuk menguji pemahaman modul ini. Lulus dengan nilai minimal 75.',
          description_en: isFinal
            ? 'The final exam covers every module. Pass with a score of 80 or more to complete the course.'
            : 'A short quiz to check your grasp of this module. Pass with a score of 75 or more.',
          pass_percent: isFinal ? 80 : 75,
          time_limit_seconds: Math.max(m.duration_seconds, quick ? 300 : 600),
          max_attempts: isFinal ? 2 : 3,
        },
        questions: questionsFor(def.url, m.chapter_position - 1, isFinal),
      });
    }
    await insertQuizzes(db, specs);

    const existing = new Set((await db.selectFrom('assessments').select('url').execute()).map((r) => r.url));
    const fresh = ASSESSMENTS.filter((a) => !existing.has(a.url));
    const ids = await insertQuizzes(
      db,
      fresh.map((a) => ({
        quiz: {
          material_id: null,
          title_id: a.title[0],
          title_en: a.title[1],
          description_id: a.description[0],
          description_en: a.description[1],
          pass_percent: a.passPercent,
          time_limit_seconds: null,
          max_attempts: null,
        },
        questions: [...a.questions],
      })),
    );
    if (fresh.length > 0) {
      await db
        .insertInto('assessments')
        .values(fresh.map((a, i) => ({ url: a.url, quiz_id: ids[i]!, estimated_minutes: a.minutes, sort_order: i + 1 })))
        .execute();
    }
  },
};

/**
 * Issue 25 on a database seeded before the course banks (the quizzes seeder has run there): every
 * course quiz nobody has attempted gets its bank's questions; an attempted one keeps the questions
 * its attempts were answered with. On a database seeded with the banks nothing differs: one read.
 */
export const quizCourseBanksSeeder: Seeder = {
  name: 'quiz-course-banks',
  async run(db) {
    const quizzes = await db
      .selectFrom('quizzes as q')
      .innerJoin('course_materials as m', 'm.id', 'q.material_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'm.chapter_id')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('quiz_attempts as a').select('a.id').whereRef('a.quiz_id', '=', 'q.id'))))
      .select(['q.id', 'c.url', 'ch.position', 'm.title_en'])
      .orderBy('q.id')
      .execute();
    // Only quizzes of a banked course whose chapter the bank still has (its syllabus may have changed since).
    const banked = quizzes.filter((q) => (COURSE_QUIZ_BANKS[q.url]?.modules.length ?? 0) >= q.position);
    if (banked.length === 0) return;
    const asked = new Map<number, string[]>();
    const rows = await db
      .selectFrom('quiz_questions')
      .select(['quiz_id', 'text_en'])
      .where(
        'quiz_id',
        'in',
        banked.map((q) => q.id),
      )
      .orderBy('quiz_id')
      .orderBy('position')
      .execute();
    for (const r of rows) asked.set(r.quiz_id, [...(asked.get(r.quiz_id) ?? []), r.text_en]);
    const stale = banked
      .map((q) => ({ quizId: q.id, questions: questionsFor(q.url, q.position - 1, isFinalExam(q.title_en)) }))
      .filter(({ quizId, questions }) => (asked.get(quizId) ?? []).join('\n') !== questions.map((q) => q.text[1]).join('\n'));
    if (stale.length === 0) return;
    await db
      .deleteFrom('quiz_questions')
      .where(
        'quiz_id',
        'in',
        stale.map((s) => s.quizId),
      )
      .execute();
    await insertQuestions(db, stale);
  },
};
