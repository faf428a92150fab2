import type { ColumnType, Generated } from 'kysely';
import type { NotificationPolicy, NotificationType } from '../../../common/notifications.js';
import type { Json, Timestamp } from '../schema.js';

/** Kysely table types of the notifications (migration 024_notifications). */

/** One row per student and event (unique event_key per student); both languages kept. */
export interface NotificationsTable {
  id: Generated<number>;
  student_id: number;
  type: NotificationType;
  event_key: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  /** The page it opens, without a language prefix. */
  route: string | null;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** What the student switched (a partial policy: completePolicy fills the rest with the defaults). */
export interface NotificationPoliciesTable {
  student_id: number;
  policy: Json<Partial<NotificationPolicy>>;
  updated_at: Timestamp;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_policies: NotificationPoliciesTable;
}
