import type { ColumnType, Generated } from 'kysely';

/** Tables of live sessions (migration 020_live_sessions, issue 18). */

type Instant = ColumnType<Date, Date | string, Date | string>;

export interface SessionLinksTable {
  content_id: number;
  join_url: string | null;
  recording_url: string | null;
  updated_at: Generated<Date>;
}

export interface SessionJoinsTable {
  student_id: number;
  content_id: number;
  first_joined_at: Instant;
  last_joined_at: Instant;
  first_device_id: string;
  last_device_id: string;
  join_count: Generated<number>;
}

export interface SessionAttendancesTable {
  student_id: number;
  content_id: number;
  attended_at: Instant;
  method: 'scan' | 'zoom';
  scanned_by: number | null;
}

export interface WebinarFeedbackTable {
  student_id: number;
  content_id: number;
  rating: number;
  text: Generated<string>;
  referral_source_id: number;
  category_id: number;
  created_at: Instant;
}

export interface StaffMembersTable {
  student_id: number;
  all_sessions: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface StaffSessionsTable {
  student_id: number;
  content_id: number;
}

export interface SessionsTables {
  session_links: SessionLinksTable;
  session_joins: SessionJoinsTable;
  session_attendances: SessionAttendancesTable;
  webinar_feedback: WebinarFeedbackTable;
  staff_members: StaffMembersTable;
  staff_sessions: StaffSessionsTable;
}
