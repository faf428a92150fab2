import { sql } from 'kysely';
import type { NotificationPage } from '../../../common/contract/notifications.js';
import type { Locale } from '../../../common/enums.js';
import { completePolicy, type NotificationPolicy, type NotificationType, type PolicyChannel } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';
import { badRequest } from '../../http/envelope.js';
import { notificationView, policyOf } from './emit.js';
import { say } from './messages.js';

/** The student's notifications, newest first, with the unread count (of every kind: the bell's). */
export async function listNotifications(db: Database, studentId: number, query: { type?: NotificationType; page: number; pageSize: number }, locale: Locale): Promise<NotificationPage> {
  const { page, pageSize } = query;
  let base = db.selectFrom('notifications').where('student_id', '=', studentId);
  if (query.type) base = base.where('type', '=', query.type);
  const [rows, total, unread] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unreadCount(db, studentId),
  ]);
  const totalItems = Number(total.n);
  return { items: rows.map((r) => notificationView(r, locale)), page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize), unread };
}

export async function unreadCount(db: Database, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks read the named rows of the student's (ids of others' rows match nothing: the condition
 * names the student) or all of them; exactly one of `ids` and `all`. Answers the unread count.
 */
export async function markRead(db: Database, studentId: number, body: { ids?: number[]; all?: true }, now: Date, locale: Locale): Promise<number> {
  const hasIds = body.ids !== undefined;
  if (hasIds === (body.all === true)) throw badRequest(say(locale, 'markReadOneOf'));
  let q = db.updateTable('notifications').set({ read_at: now }).where('student_id', '=', studentId).where('read_at', 'is', null);
  if (hasIds) {
    if (body.ids!.length === 0) return unreadCount(db, studentId);
    q = q.where('id', 'in', body.ids!);
  }
  await q.execute();
  return unreadCount(db, studentId);
}

export { policyOf };

/**
 * Merges the named switches into the stored policy, in one statement (two tabs changing two kinds
 * at once keep both: jsonb's per-kind merge happens on the row under its lock). Answers the whole policy.
 */
export async function setPolicy(db: Database, studentId: number, change: Partial<Record<NotificationType, Partial<Record<PolicyChannel, boolean>>>>): Promise<NotificationPolicy> {
  const clean = Object.fromEntries(Object.entries(change).filter(([, v]) => v && Object.keys(v).length > 0));
  if (Object.keys(clean).length === 0) return policyOf(db, studentId);
  const row = await db
    .insertInto('notification_policies')
    .values({ student_id: studentId, policy: JSON.stringify(clean) })
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet({
        // Per kind: the stored channels, then the changed ones over them.
        policy: sql`(select coalesce(jsonb_object_agg(k, coalesce(notification_policies.policy -> k, '{}'::jsonb) || coalesce(excluded.policy -> k, '{}'::jsonb)), '{}'::jsonb)
          from (select jsonb_object_keys(notification_policies.policy) as k union select jsonb_object_keys(excluded.policy)) keys)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('policy')
    .executeTakeFirstOrThrow();
  return completePolicy(row.policy as Parameters<typeof completePolicy>[0]);
}
