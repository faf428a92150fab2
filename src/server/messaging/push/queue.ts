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
 * Queues a web push of a notification in the caller's transaction (the notifications module calls
 * it from `notify` when the student's policy allows push). Issue 20 package C fills it in: an
 * outbox row of channel `push` when push is configured and the student has a device token.
 * Returns whether a push was queued.
 */
export async function queuePush(_db: Database, _notice: PushNotice): Promise<boolean> {
  return false;
}
