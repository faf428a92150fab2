import { sql } from 'kysely';
import type { QnaAnswer, QnaPage, QnaQuestion } from '../../../common/contract/social.js';
import type { Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import type { Database } from '../../db/index.js';
import { forbidden, notFound } from '../../http/envelope.js';
import { isCourseInstructor } from '../lecture/index.js';
import { notifyQuestionAnswered } from '../notifications/index.js';
import { cleanText } from './comments.js';
import { t } from './messages.js';
import { lectureCourse } from './reviews.js';

/**
 * A course's questions and answers (spec 7 lecture/qna). Whoever may take the lecture asks; the
 * course's own instructor (an instructor account, students.instructor_id = contents.instructor_id)
 * answers, and the answer is marked. ?query searches questions and answers with PostgreSQL
 * full-text search in both languages (the stored tsvector of 016), or a plain substring.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

function posts(db: Database) {
  return db
    .selectFrom('qna_posts as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .select(['p.id', 'p.question_id', 'p.student_id', 'p.is_instructor', 'p.body', 'p.created_at', 's.full_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof posts>['execute']>>[number];

const authorOf = (r: Row) => ({ name: r.is_instructor ? r.full_name : maskName(r.full_name), isInstructor: r.is_instructor });
const toAnswer = (r: Row): QnaAnswer => ({ id: r.id, author: authorOf(r), isInstructorAnswer: r.is_instructor, text: r.body, createdAt: iso(r.created_at) });

/** A question-or-answer matches the keyword: full text in id or en, or the keyword as a substring. */
function matches(query: string) {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(m.search @@ (websearch_to_tsquery('indonesian', ${query}) || websearch_to_tsquery('english', ${query})) or m.body ilike ${like})`;
}

async function withAnswers(db: Database, me: number, rows: Row[]): Promise<QnaQuestion[]> {
  const ids = rows.map((r) => r.id);
  const answers = ids.length ? await posts(db).where('p.question_id', 'in', ids).orderBy('p.created_at').orderBy('p.id').execute() : [];
  return rows.map((q) => ({
    id: q.id,
    author: authorOf(q),
    text: q.body,
    isMine: q.student_id === me,
    createdAt: iso(q.created_at),
    answers: answers.filter((a) => a.question_id === q.id).map(toAnswer),
  }));
}

export async function listQna(db: Database, me: number, url: string, query: { query?: string; page: number; pageSize: number }, locale: Locale): Promise<QnaPage> {
  const course = await lectureCourse(db, me, url, locale);
  const keyword = query.query?.trim() ?? '';
  let base = posts(db).where('p.content_id', '=', course.contentId).where('p.question_id', 'is', null);
  if (keyword) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('qna_posts as m')
          .select(sql`1`.as('one'))
          .where((w) => w.or([w('m.id', '=', w.ref('p.id')), w('m.question_id', '=', w.ref('p.id'))]))
          .where(matches(keyword)),
      ),
    );
  }
  const { page, pageSize } = query;
  const [rows, count, canAnswer] = await Promise.all([
    base
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    isCourseInstructor(db, me, course.contentId),
  ]);
  const totalItems = Number(count.n);
  return { items: await withAnswers(db, me, rows), page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize), canAnswer };
}

/** Asks a question, or (with questionId, the course's own instructor only) answers one. */
export async function postQna(db: Database, me: number, url: string, body: { text: string; questionId?: number }, locale: Locale): Promise<{ question: QnaQuestion; answered: boolean }> {
  const text = cleanText(body.text, locale);
  const course = await lectureCourse(db, me, url, locale);
  let questionId: number;
  if (body.questionId !== undefined) {
    const question = await db
      .selectFrom('qna_posts')
      .select('id')
      .where('id', '=', body.questionId)
      .where('content_id', '=', course.contentId)
      .where('question_id', 'is', null)
      .executeTakeFirst();
    if (!question) throw notFound(t(locale, 'questionNotFound'));
    if (!(await isCourseInstructor(db, me, course.contentId))) throw forbidden(t(locale, 'onlyInstructorAnswers'));
    // The answer and the asker's notification (issue 20) commit together.
    await db.transaction().execute(async (trx) => {
      const answer = await trx
        .insertInto('qna_posts')
        .values({ content_id: course.contentId, question_id: question.id, student_id: me, is_instructor: true, body: text })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notifyQuestionAnswered(trx, answer.id);
    });
    questionId = question.id;
  } else {
    const row = await db.insertInto('qna_posts').values({ content_id: course.contentId, student_id: me, body: text }).returning('id').executeTakeFirstOrThrow();
    questionId = row.id;
  }
  const [question] = await withAnswers(db, me, [await posts(db).where('p.id', '=', questionId).executeTakeFirstOrThrow()]);
  return { question: question!, answered: body.questionId !== undefined };
}
