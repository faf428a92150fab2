import type { Selectable } from 'kysely';
import { LIVE_TOPICS } from '../../../common/contract/live.js';
import type { NotificationView } from '../../../common/contract/notifications.js';
import type { Locale } from '../../../common/enums.js';
import { allows, completePolicy, type NotificationPolicy, type NotificationType } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';
import type { NotificationsTable } from '../../db/tables/notifications.js';
import { LiveHub } from '../../live/hub.js';
import { queueMessage } from '../../messaging/index.js';
import { queuePush } from '../../messaging/push/queue.js';
import type { TemplateKey, TemplateParams } from '../../messaging/templates.js';
import { inLanguage } from '../../http/locale.js';

/** An e-mail a kind sends besides the row (the reminders), in the student's language. */
export type NotifyEmail = { [K in TemplateKey]: { template: K; params: TemplateParams[K] } }[TemplateKey];

export interface NotifyInput {
  studentId: number;
  type: NotificationType;
  /** One row per student and key (notificationKey.* of src/common/notifications.ts). */
  eventKey: string;
  title: Record<Locale, string>;
  body: Record<Locale, string>;
  /** The page it opens, without a language prefix; null when none. */
  route: string | null;
  /** The kinds that also e-mail (reminders): sent when the student's policy allows e-mail. */
  email?: (locale: Locale) => NotifyEmail;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** A row as the list and the live stream show it, in one language. */
export function notificationView(row: NotificationRow, locale: Locale): NotificationView {
  return {
    id: Number(row.id),
    type: row.type,
    title: inLanguage(row, 'title', locale),
    body: inLanguage(row, 'body', locale),
    route: row.route,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The student's stored policy, completed with the defaults. */
export async function policyOf(db: Database, studentId: number): Promise<NotificationPolicy> {
  const row = await db.selectFrom('notification_policies').select('policy').where('student_id', '=', studentId).executeTakeFirst();
  return completePolicy(row?.policy as Parameters<typeof completePolicy>[0]);
}

/**
 * The one emit API of notifications (issue 20): call it in the transaction of the event it
 * reports. The row is inserted once per (student, event key) — a second call with the key, in any
 * transaction on any instance, does nothing and returns null. Only the call that inserted it
 * publishes the live event (delivered at commit), queues the push (policy allowing) and the
 * kind's e-mail (policy allowing; `notify:<student>:<key>` keeps that once too). Nothing is sent
 * here: the queues send after commit.
 */
export async function notify(trx: Database, input: NotifyInput): Promise<NotificationRow | null> {
  const row = await trx
    .insertInto('notifications')
    .values({
      student_id: input.studentId,
      type: input.type,
      event_key: input.eventKey,
      title_id: input.title.id,
      title_en: input.title.en,
      body_id: input.body.id,
      body_en: input.body.en,
      route: input.route,
    })
    .onConflict((oc) => oc.columns(['student_id', 'event_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  const student = await trx.selectFrom('students').select(['locale', 'email']).where('id', '=', input.studentId).executeTakeFirstOrThrow();
  const locale = student.locale;
  const view = notificationView(row, locale);
  await LiveHub.publish(trx, input.studentId, LIVE_TOPICS.notification, view);
  const policy = await policyOf(trx, input.studentId);
  if (allows(policy, input.type, 'push')) {
    await queuePush(trx, {
      studentId: input.studentId,
      notificationId: view.id,
      type: input.type,
      title: view.title,
      body: view.body,
      route: view.route,
      locale,
      eventKey: input.eventKey,
    });
  }
  if (input.email && student.email && allows(policy, input.type, 'email')) {
    await queueMessage(trx, { channel: 'email', to: student.email, locale, eventKey: `notify:${input.studentId}:${input.eventKey}`, ...input.email(locale) } as Parameters<
      typeof queueMessage
    >[1]);
  }
  return row;
}
