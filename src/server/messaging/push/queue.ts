import type { Locale } from '../../../common/enums.js';
import type { NotificationType } from '../../../common/notifications.js';
import type { Database } from '../../db/index.js';

/** What a push carries: a notification row, in the student's language. */
export interface PushNotice {
  studentId: number;
  notificationId: number;
  type: NotificationType;
  title: string;
  body: string;
  route: string | null;
  locale: Locale;
  /** The notification's event key: one push per notification, however often it is emitted. */
  eventKey: string;
}

/**
 * Whether this process pushes. Set by the messaging plugin when the app starts with FIREBASE_*
 * (configurePush) and cleared when it closes. A module-level switch rather than a parameter:
 * queuePush is called deep inside event transactions (notify) that carry only the database, and
 * its signature is the contract package B calls. One app per process in production; a test file
 * that builds apps with and without push builds them one after the other.
 */
let pushOn = false;

export function configurePush(on: boolean): void {
  pushOn = on;
}

export function pushConfigured(): boolean {
  return pushOn;
}

/** The outbox recipient of a push: every current device of the student, looked up at send time. */
export const pushRecipient = (studentId: number) => `student:${studentId}`;

export function studentOfRecipient(recipient: string): number | null {
  const m = /^student:(\d+)$/.exec(recipient);
  return m ? Number(m[1]) : null;
}

/**
 * Queues a web push of a notification in the caller's transaction (the notifications module calls
 * it from `notify` when the student's policy allows push): one outbox row of channel `push` when
 * push is configured and the student has a device token; `on conflict do nothing` on the event key
 * makes it one push per notification. The worker sends it after commit to every token the student
 * has then. Returns whether a push was queued.
 */
export async function queuePush(db: Database, notice: PushNotice): Promise<boolean> {
  if (!pushOn) return false;
  const device = await db.selectFrom('push_tokens').select('token').where('student_id', '=', notice.studentId).limit(1).executeTakeFirst();
  if (!device) return false;
  const row = await db
    .insertInto('outbox')
    .values({
      channel: 'push',
      recipient: pushRecipient(notice.studentId),
      subject: notice.title,
      body: notice.body,
      params: JSON.stringify({ notificationId: notice.notificationId, type: notice.type, route: notice.route }),
      locale: notice.locale,
      event_key: `push:${notice.eventKey}:${notice.studentId}`,
    })
    .onConflict((oc) => oc.column('event_key').where('event_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
