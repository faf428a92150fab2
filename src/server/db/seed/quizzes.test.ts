import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '../../../common/enums.js';
import { LessonItemType } from '../../../common/lecture.js';
import { openTestDatabase } from '../../testing/test-app.js';
import type { DatabaseHandle } from '../index.js';
import { ASSESSMENTS } from './data/assessments.js';
import { CONTENTS } from './data/contents.js';
import type { BankQuestion } from './data/quiz-banks/define.js';
import { COURSE_QUIZ_BANKS } from './data/quiz-banks/index.js';
import { FINAL_EXAM_MIN, MODULE_QUIZ_MIN, questionsFor, quizCourseBanksSeeder } from './quizzes.js';
import { runSeeders } from './runner.js';
import { seeders } from './seeders.js';

/**
 * The seed's quizzes each name their course's topic (issue 25). The data: every self-paced course
 * has its own bank, one list per syllabus module, and every question's text names one of its
 * course's topic words in both languages. The seeded database: every quiz of a course asks only
 * that course's questions (a module quiz only its module's), at least 4 per module quiz and 8 per
 * final exam, each with an explanation and a right option in both languages.
 */

const SELF_PACED = CONTENTS.filter((d) => d.type === ContentType.COURSE || d.type === ContentType.BELAJARKILAT);
const LANGS = [0, 1] as const;

/** Whether `text` names `word`: a short word (an acronym such as AI or UX) only as a whole word (or its plural), a longer one anywhere (Indonesian affixes, plurals). */
function names(text: string, word: string): boolean {
  if (word.length > 3) return text.toLowerCase().includes(word.toLowerCase());
  const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

const pairKey = (text: readonly [string, string]) => `${text[0]}\n${text[1]}`;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

describe('quiz banks (data)', () => {
  it('every self-paced course has a bank with one list of at least 4 questions per module, and every bank is of such a course', () => {
    const problems: string[] = [];
    for (const def of SELF_PACED) {
      const bank = COURSE_QUIZ_BANKS[def.url];
      if (!bank) {
        problems.push(`${def.url}: no bank`);
        continue;
      }
      if (bank.modules.length !== def.topics.length) problems.push(`${def.url}: ${bank.modules.length} lists for ${def.topics.length} modules`);
      bank.modules.forEach((m, i) => {
        if (m.length < MODULE_QUIZ_MIN) problems.push(`${def.url} module ${i + 1}: ${m.length} questions`);
      });
    }
    for (const url of Object.keys(COURSE_QUIZ_BANKS)) if (!SELF_PACED.some((d) => d.url === url)) problems.push(`${url}: a bank of no self-paced course`);
    expect(problems).toEqual([]);
  });

  it('every question names its course’s topic, in Indonesian and in English', () => {
    const problems: string[] = [];
    for (const [url, bank] of Object.entries(COURSE_QUIZ_BANKS)) {
      const words = [bank.words.id, bank.words.en] as const;
      bank.modules.forEach((m, i) => {
        for (const q of m) {
          for (const lang of LANGS) if (!words[lang].some((w) => names(q.text[lang], w))) problems.push(`${url} module ${i + 1} (${lang ? 'en' : 'id'}): ${q.text[lang]}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('every question is whole in both languages: text, explanation, distinct options, a right one and a wrong one', () => {
    const problems: string[] = [];
    const questions: BankQuestion[] = [...Object.values(COURSE_QUIZ_BANKS).flatMap((b) => b.modules.flat()), ...ASSESSMENTS.flatMap((a) => a.questions)];
    for (const q of questions) {
      const right = q.options.filter(([, ok]) => ok).length;
      if (right === 0 || right === q.options.length || (q.kind === 1 && right !== 1)) problems.push(`right options: ${q.text[1]}`);
      for (const lang of LANGS) {
        if (!q.text[lang].trim() || !q.explanation[lang].trim()) problems.push(`empty text or explanation: ${q.text[1]}`);
        const options = q.options.map(([text]) => text[lang].trim());
        if (options.some((o) => !o) || new Set(options).size !== options.length) problems.push(`options: ${q.text[lang]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no two questions share a text in either language (the e2e answer keys look answers up by text)', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    const all = [...Object.values(COURSE_QUIZ_BANKS).flatMap((b) => b.modules.flat()), ...ASSESSMENTS.flatMap((a) => a.questions)];
    for (const q of all) {
      for (const lang of LANGS) {
        if (seen.has(q.text[lang])) repeated.push(q.text[lang]);
        seen.add(q.text[lang]);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe('seeded quizzes', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await openTestDatabase(2, 'seeded'));
    // A no-op on the run's seeded template; seeds when there is none.
    await runSeeders(handle.db, seeders);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('every quiz asks only its course’s (module quiz: its module’s) questions, enough of them, whole in both languages', async () => {
    const quizzes = await handle.db
      .selectFrom('quizzes as q')
      .innerJoin('course_materials as m', 'm.id', 'q.material_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'm.chapter_id')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .select(['q.id', 'c.url', 'ch.position', 'm.title_en', 'm.item_type'])
      .execute();
    const questions = await handle.db
      .selectFrom('quiz_questions as qq')
      .innerJoin('quizzes as q', 'q.id', 'qq.quiz_id')
      .where('q.material_id', 'is not', null)
      .select(['qq.id', 'qq.quiz_id', 'qq.text_id', 'qq.text_en', 'qq.explanation_id', 'qq.explanation_en'])
      .execute();
    const options = await handle.db
      .selectFrom('quiz_options as o')
      .innerJoin('quiz_questions as qq', 'qq.id', 'o.question_id')
      .innerJoin('quizzes as q', 'q.id', 'qq.quiz_id')
      .where('q.material_id', 'is not', null)
      .select(['o.question_id', 'o.text_id', 'o.text_en', 'o.is_correct'])
      .execute();

    const optionsOf = groupBy(options, (o) => o.question_id);
    const questionsOf = groupBy(questions, (q) => q.quiz_id);
    const problems: string[] = [];
    let finals = 0;
    for (const quiz of quizzes) {
      const where = `${quiz.url} chapter ${quiz.position} "${quiz.title_en}"`;
      if (quiz.item_type !== LessonItemType.QUIZ) problems.push(`${where}: a quiz on a material that is not a quiz`);
      const bank = COURSE_QUIZ_BANKS[quiz.url];
      if (!bank) {
        problems.push(`${where}: no bank`);
        continue;
      }
      const isFinal = quiz.title_en === 'Final exam';
      if (isFinal) finals++;
      const allowed = isFinal ? bank.modules.flat() : (bank.modules[quiz.position - 1] ?? []);
      const allowedKeys = new Set(allowed.map((q) => pairKey(q.text)));
      const asked = questionsOf.get(quiz.id) ?? [];
      if (asked.length < (isFinal ? FINAL_EXAM_MIN : MODULE_QUIZ_MIN)) problems.push(`${where}: ${asked.length} questions`);
      if (isFinal) {
        const covered = bank.modules.filter((m) => m.some((q) => asked.some((a) => a.text_id === q.text[0] && a.text_en === q.text[1])));
        if (covered.length !== bank.modules.length) problems.push(`${where}: covers ${covered.length} of ${bank.modules.length} modules`);
      }
      for (const a of asked) {
        if (!allowedKeys.has(pairKey([a.text_id, a.text_en]))) problems.push(`${where}: not of this ${isFinal ? 'course' : 'module'}: ${a.text_en}`);
        if (!a.explanation_id.trim() || !a.explanation_en.trim()) problems.push(`${where}: no explanation: ${a.text_en}`);
        const opts = optionsOf.get(a.id) ?? [];
        if (!opts.some((o) => o.is_correct) || !opts.some((o) => !o.is_correct)) problems.push(`${where}: no right or no wrong option: ${a.text_en}`);
        if (opts.some((o) => !o.text_id.trim() || !o.text_en.trim())) problems.push(`${where}: an empty option: ${a.text_en}`);
      }
    }
    expect(problems).toEqual([]);
    // Every self-paced course has its module quizzes, and every course its final exam.
    expect(new Set(quizzes.map((q) => q.url))).toEqual(new Set(SELF_PACED.map((d) => d.url)));
    expect(quizzes.length).toBe(SELF_PACED.reduce((n, d) => n + d.topics.length + (d.type === ContentType.COURSE ? 1 : 0), 0));
    expect(finals).toBe(SELF_PACED.filter((d) => d.type === ContentType.COURSE).length);
  });

  it('upgrades a database seeded before the banks: a quiz nobody attempted gets its bank, an attempted one keeps its questions', async () => {
    const url = 'kilat-persiapan-wawancara-kerja';
    const [fresh, attempted] = await handle.db
      .selectFrom('quizzes as q')
      .innerJoin('course_materials as m', 'm.id', 'q.material_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'm.chapter_id')
      .innerJoin('contents as c', 'c.id', 'm.content_id')
      .where('c.url', '=', url)
      .select(['q.id', 'ch.position'])
      .orderBy('ch.position')
      .execute();
    if (!fresh || !attempted) throw new Error('the course has fewer than two quizzes');
    const rollback = new Error('rollback');
    await handle.db
      .transaction()
      .execute(async (trx) => {
        const texts = async (quizId: number) => (await trx.selectFrom('quiz_questions').select('text_en').where('quiz_id', '=', quizId).orderBy('position').execute()).map((r) => r.text_en);
        const ids = async () => (await trx.selectFrom('quiz_questions').select('id').orderBy('id').execute()).map((r) => r.id);
        // Seeded with the banks already: nothing to do.
        const before = await ids();
        await quizCourseBanksSeeder.run(trx);
        expect(await ids()).toEqual(before);
        // Both quizzes as the old category bank left them; one has been attempted.
        await trx.deleteFrom('quiz_questions').where('quiz_id', 'in', [fresh.id, attempted.id]).execute();
        await trx
          .insertInto('quiz_questions')
          .values([fresh.id, attempted.id].map((quiz_id) => ({ quiz_id, position: 1, kind: 1, text_id: 'Apa kepanjangan OKR?', text_en: 'What does OKR stand for?' })))
          .execute();
        const student = await trx.insertInto('students').values({ full_name: 'Old Attempt', email: 'old-attempt@example.com' }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('quiz_attempts').values({ quiz_id: attempted.id, student_id: student.id, attempt_no: 1, deadline_at: new Date() }).execute();

        await quizCourseBanksSeeder.run(trx);
        const expected = questionsFor(url, fresh.position - 1, false);
        expect(await texts(fresh.id)).toEqual(expected.map((q) => q.text[1]));
        const options = await trx
          .selectFrom('quiz_options as o')
          .innerJoin('quiz_questions as qq', 'qq.id', 'o.question_id')
          .where('qq.quiz_id', '=', fresh.id)
          .select('o.is_correct')
          .execute();
        expect(options.length).toBe(expected.reduce((n, q) => n + q.options.length, 0));
        expect(await texts(attempted.id)).toEqual(['What does OKR stand for?']);
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
  });
});
