import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { QuestionKind } from '../../../common/quiz.js';
import type { Seeder } from '../seeder.js';
import { CONTENTS } from './data/contents.js';
import { ASSESSMENTS, QUIZ_BANK, type BankQuestion } from './data/quiz-bank.js';
import type { ContentDef, Pair } from './data/types.js';

/**
 * Quizzes of every seeded QUIZ material, and the standalone assessments (issue 12). A module quiz
 * has three questions of its course's category bank (rotating with the module) and one on what
 * the module covers; the final exam has the whole bank and a multiple-choice question on the
 * course's modules. Deterministic: only the data modules and the lecture seeder's rows.
 */

const CHUNK = 500;

/** A small stable hash (FNV-1a) for deterministic choices. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const SELF_PACED = CONTENTS.filter((d) => d.type === ContentType.COURSE || d.type === ContentType.BELAJARKILAT);

/** `n` topics of other courses (another category first), chosen by `key`. */
function otherTopics(def: ContentDef, key: string, n: number): Pair[] {
  const others = SELF_PACED.filter((d) => d.category !== def.category);
  const out: Pair[] = [];
  let h = hash(key);
  while (out.length < n) {
    const d = others[h % others.length]!;
    const topic = d.topics[(h >>> 8) % d.topics.length]!;
    if (!out.some((t) => t[1] === topic[1]) && !def.topics.some((t) => t[1] === topic[1])) out.push(topic);
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
  }
  return out;
}

/** Puts the right options among the others at a stable place. */
function shuffled<T>(items: T[], key: string): T[] {
  const out = [...items];
  let h = hash(key);
  for (let i = out.length - 1; i > 0; i--) {
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return out;
}

function moduleQuestion(def: ContentDef, index: number): BankQuestion {
  const topic = def.topics[index]!;
  const options = shuffled([[topic, true] as const, ...otherTopics(def, `${def.url}#${index}`, 3).map((t) => [t, false] as const)], `${def.url}#o${index}`);
  return {
    kind: QuestionKind.SINGLE,
    text: [`Topik apa yang dibahas di modul ${index + 1} kelas "${def.title[0]}"?`, `Which topic does module ${index + 1} of "${def.title[1]}" cover?`],
    options,
    explanation: [`Modul ${index + 1} kelas ini membahas "${topic[0]}".`, `Module ${index + 1} of this course covers "${topic[1]}".`],
  };
}

function modulesQuestion(def: ContentDef): BankQuestion {
  const own = def.topics.slice(0, 2);
  const options = shuffled([...own.map((t) => [t, true] as const), ...otherTopics(def, `${def.url}#final`, 2).map((t) => [t, false] as const)], `${def.url}#final-o`);
  return {
    kind: QuestionKind.MULTIPLE,
    text: [`Mana saja yang merupakan modul kelas "${def.title[0]}"? (pilih semua yang benar)`, `Which of these are modules of "${def.title[1]}"? (choose all that apply)`],
    options,
    explanation: [`Modul kelas ini: ${def.topics.map((t) => t[0]).join('; ')}.`, `This course’s modules: ${def.topics.map((t) => t[1]).join('; ')}.`],
  };
}

/** The questions of one quiz material: module quiz (chapter `index`) or the final exam. */
export function questionsFor(def: ContentDef, index: number, isFinal: boolean): BankQuestion[] {
  const bank = QUIZ_BANK[def.category] ?? QUIZ_BANK['pengetahuan-umum']!;
  if (isFinal) return [...bank, modulesQuestion(def)];
  const start = (index * 2 + hash(def.url)) % bank.length;
  const picked = [0, 1, 2].map((k) => bank[(start + k) % bank.length]!);
  return [...picked, moduleQuestion(def, Math.min(index, def.topics.length - 1))];
}

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

async function insertQuizzes(db: Parameters<Seeder['run']>[0], specs: QuizSpec[]): Promise<number[]> {
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
  const questionRows = specs.flatMap((s, qi) =>
    s.questions.map((q, position) => ({
      quiz_id: ids[qi]!,
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
  const optionRows = specs.flatMap((s, qi) =>
    s.questions.flatMap((q, position) =>
      q.options.map(([text, isCorrect], o) => ({ question_id: questionId.get(`${ids[qi]}:${position + 1}`)!, position: o + 1, text_id: text[0], text_en: text[1], is_correct: isCorrect })),
    ),
  );
  for (let i = 0; i < optionRows.length; i += CHUNK) {
    await db
      .insertInto('quiz_options')
      .values(optionRows.slice(i, i + CHUNK))
      .execute();
  }
  return ids;
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
      const isFinal = m.title_en === 'Final exam';
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
        questions: questionsFor(def, m.chapter_position - 1, isFinal),
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
        questions: [...(QUIZ_BANK[a.bank] ?? [])],
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
