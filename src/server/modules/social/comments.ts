import { sql } from 'kysely';
import { COMMENT_REPLIES_SHOWN, type Comment, type CommentPage, type LikeToggle, type Reply } from '../../../common/contract/social.js';
import type { Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { notifyCommentReply } from '../notifications/index.js';
import { t } from './messages.js';

/**
 * Likes and comments of a content (spec 7 "Contents"). Any signed-in student may like and comment
 * on a published content; a comment is edited or deleted by its writer only (another student's:
 * 404, as if it did not exist). Replies are one level deep.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

async function publishedContent(db: Database, contentId: number, locale: Locale): Promise<{ id: number; instructor_id: number | null }> {
  const row = await db.selectFrom('contents').select(['id', 'instructor_id']).where('id', '=', contentId).where('is_published', '=', true).executeTakeFirst();
  if (!row) throw notFound(t(locale, 'contentNotFound'));
  return row;
}

/** Trimmed text, or a 400 when nothing but spaces is left. */
export function cleanText(value: string, locale: Locale): string {
  const text = value.trim();
  if (!text) throw badRequest(t(locale, 'blank'));
  return text;
}

export async function toggleLike(db: Database, studentId: number, contentId: number, locale: Locale): Promise<LikeToggle> {
  await publishedContent(db, contentId, locale);
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('content_likes').where('student_id', '=', studentId).where('content_id', '=', contentId).returning('content_id').executeTakeFirst();
    let delta = 0;
    let isLiked: boolean;
    if (removed) {
      delta = -1;
      isLiked = false;
    } else {
      const added = await trx
        .insertInto('content_likes')
        .values({ student_id: studentId, content_id: contentId })
        .onConflict((oc) => oc.doNothing())
        .returning('content_id')
        .executeTakeFirst();
      // A parallel toggle of the same student liked it first: it is liked, counted once.
      delta = added ? 1 : 0;
      isLiked = true;
    }
    const row = delta
      ? await trx
          .updateTable('contents')
          .set({ total_like: sql<number>`greatest(total_like + ${delta}, 0)` })
          .where('id', '=', contentId)
          .returning('total_like')
          .executeTakeFirstOrThrow()
      : await trx.selectFrom('contents').select('total_like').where('id', '=', contentId).executeTakeFirstOrThrow();
    return { contentId, isLiked, totalLike: row.total_like };
  });
}

/** A comment's columns, as a write returns them. */
const COMMENT_COLUMNS = ['id', 'content_id', 'parent_id', 'student_id', 'body', 'created_at', 'updated_at'] as const;

/** What a comment row shows with its writer (`c` the comment, `s` its writer, `ct` its content). */
const WITH_WRITER = [
  'c.id',
  'c.content_id',
  'c.parent_id',
  'c.student_id',
  'c.body',
  'c.created_at',
  'c.updated_at',
  's.full_name',
  sql<boolean>`coalesce(s.instructor_id is not null and s.instructor_id = ct.instructor_id, false)`.as('is_instructor'),
] as const;

/** Comment rows with their writer, and whether the writer is the content's own instructor. */
function commentRows(db: Database) {
  return db.selectFrom('content_comments as c').innerJoin('students as s', 's.id', 'c.student_id').innerJoin('contents as ct', 'ct.id', 'c.content_id').select(WITH_WRITER);
}
type Row = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

function toReply(r: Row, me: number): Reply {
  return {
    id: r.id,
    contentId: r.content_id,
    parentId: r.parent_id,
    author: { name: r.is_instructor ? r.full_name : maskName(r.full_name), isInstructor: r.is_instructor },
    comment: r.body,
    isMine: r.student_id === me,
    isEdited: new Date(r.updated_at).getTime() > new Date(r.created_at).getTime(),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listComments(db: Database, me: number, contentId: number, query: { page: number; pageSize: number }, locale: Locale): Promise<CommentPage> {
  await publishedContent(db, contentId, locale);
  const { page, pageSize } = query;
  const [rows, count, like] = await Promise.all([
    commentRows(db)
      .where('c.content_id', '=', contentId)
      .where('c.parent_id', 'is', null)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('content_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '=', contentId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contents')
      .select(['total_like', (eb) => eb.exists(eb.selectFrom('content_likes').select('content_id').where('content_id', '=', contentId).where('student_id', '=', me)).as('liked')])
      .where('id', '=', contentId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await db
        .selectFrom(
          commentRows(db)
            .select(sql<number>`row_number() over (partition by c.parent_id order by c.created_at desc, c.id desc)`.as('rn'))
            .select(sql<number>`count(*) over (partition by c.parent_id)`.as('total'))
            .where('c.parent_id', 'in', ids)
            .as('r'),
        )
        .selectAll()
        .where('r.rn', '<=', COMMENT_REPLIES_SHOWN)
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute()
    : [];
  const byParent = new Map<number, { items: Reply[]; total: number }>();
  for (const r of replies) {
    const entry = byParent.get(r.parent_id!) ?? { items: [], total: Number(r.total) };
    entry.items.push(toReply(r, me));
    byParent.set(r.parent_id!, entry);
  }
  const totalItems = Number(count.n);
  return {
    items: rows.map((r) => ({ ...toReply(r, me), replies: byParent.get(r.id)?.items ?? [], totalReplies: byParent.get(r.id)?.total ?? 0 })),
    page,
    pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / pageSize),
    isLiked: Boolean(like.liked),
    totalLike: like.total_like,
  };
}

export async function addComment(db: Database, me: number, contentId: number, text: string, locale: Locale): Promise<Comment> {
  await publishedContent(db, contentId, locale);
  const body = cleanText(text, locale);
  // The insert and the answer's read are one statement: a delete right after cannot empty the read.
  const row = await db
    .with('added', (qb) => qb.insertInto('content_comments').values({ content_id: contentId, student_id: me, body }).returning(COMMENT_COLUMNS))
    .selectFrom('added as c')
    .innerJoin('students as s', 's.id', 'c.student_id')
    .innerJoin('contents as ct', 'ct.id', 'c.content_id')
    .select(WITH_WRITER)
    .executeTakeFirstOrThrow();
  return { ...toReply(row, me), replies: [], totalReplies: 0 };
}

/**
 * A reply joins the comment named (or, named a reply, that reply's comment). One statement finds
 * the comment, locks it against a delete (FOR KEY SHARE), inserts the reply under it and returns it
 * with its writer. A delete of the comment at the same moment either commits first (the statement
 * finds no comment: 404) or waits for the reply and then deletes it with the comment (cascade), so
 * there is no foreign key violation (500) and no reply of a deleted comment.
 */
export async function addReply(db: Database, me: number, contentId: number, commentId: number, text: string, locale: Locale): Promise<Reply> {
  await publishedContent(db, contentId, locale);
  const body = cleanText(text, locale);
  // The reply and the notification of the comment's author (issue 20) commit together.
  const row = await db.transaction().execute(async (trx) => {
    const added = await insertReply(trx, me, contentId, commentId, body);
    if (added) await notifyCommentReply(trx, added.id);
    return added;
  });
  if (!row) throw notFound(t(locale, 'commentNotFound'));
  return toReply(row, me);
}

/** The one statement of a reply (above). */
function insertReply(db: Database, me: number, contentId: number, commentId: number, body: string) {
  return db
    .with('added', (qb) =>
      qb
        .insertInto('content_comments')
        .columns(['content_id', 'parent_id', 'student_id', 'body'])
        .expression((eb) =>
          eb
            .selectFrom('content_comments as target')
            .innerJoin('content_comments as parent', (join) => join.on(sql<boolean>`parent.id = coalesce(target.parent_id, target.id)`))
            .select(['parent.content_id', 'parent.id', sql<number>`${me}::int`.as('student_id'), sql<string>`${body}::text`.as('body')])
            .where('target.id', '=', commentId)
            .where('target.content_id', '=', contentId)
            .forKeyShare('parent'),
        )
        .returning(COMMENT_COLUMNS),
    )
    .selectFrom('added as c')
    .innerJoin('students as s', 's.id', 'c.student_id')
    .innerJoin('contents as ct', 'ct.id', 'c.content_id')
    .select(WITH_WRITER)
    .executeTakeFirst();
}

/**
 * One statement: the UPDATE returns the edited row and the same statement joins its writer, so a
 * delete of the comment at the same moment either comes first (no row: 404) or after (the edit is
 * answered; the comment is then gone). Reading it back in a second statement could find nothing.
 */
export async function editComment(db: Database, me: number, contentId: number, commentId: number, text: string, locale: Locale): Promise<Reply> {
  const body = cleanText(text, locale);
  const row = await db
    .with('edited', (qb) =>
      qb
        .updateTable('content_comments')
        .set({ body, updated_at: sql<Date>`greatest(now(), created_at + interval '1 millisecond')` })
        .where('id', '=', commentId)
        .where('content_id', '=', contentId)
        .where('student_id', '=', me)
        .returning(COMMENT_COLUMNS),
    )
    .selectFrom('edited as c')
    .innerJoin('students as s', 's.id', 'c.student_id')
    .innerJoin('contents as ct', 'ct.id', 'c.content_id')
    .select(WITH_WRITER)
    .executeTakeFirst();
  if (!row) throw notFound(t(locale, 'commentNotFound'));
  return toReply(row, me);
}

export async function deleteComment(db: Database, me: number, contentId: number, commentId: number, locale: Locale): Promise<{ deleted: boolean }> {
  const gone = await db.deleteFrom('content_comments').where('id', '=', commentId).where('content_id', '=', contentId).where('student_id', '=', me).returning('id').executeTakeFirst();
  if (!gone) throw notFound(t(locale, 'commentNotFound'));
  return { deleted: true };
}
