import type { ColumnType } from 'kysely';
import type { Timestamp } from '../schema.js';

/** Migration 025: the FCM registration tokens of each student's devices (modules/push). */
export interface PushTokensTable {
  token: string;
  student_id: number;
  platform: 'web' | 'desktop';
  created_at: Timestamp;
  refreshed_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PushTables {
  push_tokens: PushTokensTable;
}
