import { sql } from 'kysely';
import { CHAT_BODY_MAX, CHAT_PAGE, CHAT_TOPICS, type ChatMessage, type ChatRoomMessage, type EventChat } from '../../../common/contract/event-chat.js';
import { ContentType, type Locale } from '../../../common/enums.js';
import { maskName } from '../../../common/masking.js';
import type { Database } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../http/envelope.js';
import { RoomHub } from '../../live/rooms.js';

/**
 * The special event's chat (issue 21, docs/decisions.md "Event chat"). An event has a chat when
 * it has an enabled `event_chats` row and is published; writing is open between opens_at and
 * closes_at (none: for good). Messages and their ONE room event are written in one transaction;
 * deleting and hiding publish `chat.removed` so open pages take the message off.
 */

export const ROOM_KIND = 'event-chat';
export const roomOf = (contentId: number) => `${ROOM_KIND}:${contentId}`;

const texts = {
  noChat: { id: 'Acara ini tidak memiliki obrolan', en: 'This event has no chat' },
  closed: { id: 'Obrolan acara ini sedang ditutup', en: 'This event’s chat is closed' },
  length: { id: `Pesan harus 1-${CHAT_BODY_MAX} karakter`, en: `A message must be 1-${CHAT_BODY_MAX} characters` },
  noMessage: { id: 'Pesan tidak ditemukan', en: 'Message not found' },
} as const;
export const say = (key: keyof typeof texts, locale: Locale) => texts[key][locale];

interface ChatRow {
  content_id: number;
  opens_at: Date;
  closes_at: Date | null;
  instructor_id: number | null;
}

/** The event's chat, or null when it has none (no row, disabled, not a published event). */
export async function chatOf(db: Database, contentId: number): Promise<ChatRow | null> {
  const row = await db
    .selectFrom('event_chats as ec')
    .innerJoin('contents as c', 'c.id', 'ec.content_id')
    .select(['ec.content_id', 'ec.opens_at', 'ec.closes_at', 'c.instructor_id'])
    .where('ec.content_id', '=', contentId)
    .where('ec.enabled', '=', true)
    .where('c.content_type', '=', ContentType.EVENT)
    .where('c.is_published', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

const isOpen = (chat: ChatRow, now: Date) => chat.opens_at.getTime() <= now.getTime() && (chat.closes_at === null || now.getTime() < chat.closes_at.getTime());

/**
 * Who may hide any message of this chat: the event's host instructor (an account whose
 * students.instructor_id is the event's instructor) or a staff account (all sessions, or granted
 * this event). Anyone else: authors only, their own.
 */
export async function isModerator(db: Database, chat: ChatRow, studentId: number | null): Promise<boolean> {
  if (studentId === null) return false;
  const row = await db
    .selectFrom('students as s')
    .leftJoin('staff_members as m', 'm.student_id', 's.id')
    .select(['s.instructor_id', 'm.all_sessions'])
    .select((eb) =>
      eb.exists(eb.selectFrom('staff_sessions as ss').select('ss.content_id').whereRef('ss.student_id', '=', 's.id').where('ss.content_id', '=', chat.content_id)).as('granted'),
    )
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!row) return false;
  if (chat.instructor_id !== null && row.instructor_id === chat.instructor_id) return true;
  return row.all_sessions === true || Boolean(row.granted);
}

const view = (row: { id: number; full_name: string; body: string; created_at: Date }): ChatRoomMessage => ({
  id: Number(row.id),
  authorName: maskName(row.full_name) || '*',
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function readChat(db: Database, contentId: number, viewer: number | null, query: { before?: number; limit?: number }, now: Date, locale: Locale): Promise<EventChat> {
  const chat = await chatOf(db, contentId);
  if (!chat) throw notFound(say('noChat', locale));
  const limit = query.limit ?? CHAT_PAGE;
  let q = db
    .selectFrom('chat_messages as m')
    .innerJoin('students as s', 's.id', 'm.student_id')
    .select(['m.id', 'm.student_id', 'm.body', 'm.created_at', 's.full_name'])
    .where('m.content_id', '=', contentId)
    .where('m.deleted_at', 'is', null)
    .where('m.hidden_at', 'is', null);
  if (query.before !== undefined) q = q.where('m.id', '<', query.before);
  const rows = await q
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).reverse();
  return {
    room: roomOf(contentId),
    open: isOpen(chat, now),
    opensAt: chat.opens_at.toISOString(),
    closesAt: chat.closes_at?.toISOString() ?? null,
    moderator: await isModerator(db, chat, viewer),
    messages: page.map((r) => ({ ...view(r), mine: viewer !== null && r.student_id === viewer })),
    hasOlder: rows.length > limit,
  };
}

/** The body as stored: trimmed, 1-500 characters (code points) — 400 otherwise. */
export function cleanBody(body: string, locale: Locale): string {
  const trimmed = body.trim();
  const length = Array.from(trimmed).length;
  if (length < 1 || length > CHAT_BODY_MAX) throw badRequest(say('length', locale));
  return trimmed;
}

export async function postMessage(db: Database, contentId: number, studentId: number, body: string, now: Date, locale: Locale): Promise<ChatMessage> {
  const text = cleanBody(body, locale);
  const chat = await chatOf(db, contentId);
  if (!chat) throw notFound(say('noChat', locale));
  if (!isOpen(chat, now)) throw conflict(say('closed', locale));
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('chat_messages').values({ content_id: contentId, student_id: studentId, body: text }).returning(['id', 'body', 'created_at']).executeTakeFirstOrThrow();
    const author = await trx.selectFrom('students').select('full_name').where('id', '=', studentId).executeTakeFirstOrThrow();
    const message = view({ ...row, full_name: author.full_name });
    // One row for the room, whatever the number of viewers; delivered at commit.
    await RoomHub.publish(trx, roomOf(contentId), CHAT_TOPICS.message, message);
    return { ...message, mine: true };
  });
}

/**
 * Deletes (the author) or hides (a moderator) a message. Anyone else, or a message of another
 * chat: 404 and nothing changes. Already gone: the same answer, nothing published again. The
 * update's `where … is null` makes a delete racing a hide one outcome: the first to commit wins,
 * the other finds the row gone and answers the same.
 */
export async function removeMessage(db: Database, contentId: number, messageId: number, studentId: number, locale: Locale): Promise<{ id: number; removed: true }> {
  const chat = await chatOf(db, contentId);
  if (!chat) throw notFound(say('noChat', locale));
  const message = await db.selectFrom('chat_messages').select(['id', 'student_id']).where('id', '=', messageId).where('content_id', '=', contentId).executeTakeFirst();
  if (!message) throw notFound(say('noMessage', locale));
  const own = message.student_id === studentId;
  if (!own && !(await isModerator(db, chat, studentId))) throw notFound(say('noMessage', locale));
  await db.transaction().execute(async (trx) => {
    const changed = own
      ? await trx
          .updateTable('chat_messages')
          .set({ deleted_at: sql<Date>`now()` })
          .where('id', '=', messageId)
          .where('deleted_at', 'is', null)
          .where('hidden_at', 'is', null)
          .returning('id')
          .executeTakeFirst()
      : await trx
          .updateTable('chat_messages')
          .set({ hidden_at: sql<Date>`now()`, hidden_by: studentId })
          .where('id', '=', messageId)
          .where('deleted_at', 'is', null)
          .where('hidden_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
    if (changed) await RoomHub.publish(trx, roomOf(contentId), CHAT_TOPICS.removed, { id: messageId });
  });
  return { id: messageId, removed: true };
}
