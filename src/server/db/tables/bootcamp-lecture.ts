import type { Generated } from 'kysely';
import type { AssignmentKind, SubmissionStatus, ReviewDecision } from '../../../common/contract/bootcamp-lecture.js';

/** Kysely table types of the bootcamp lecture (migration 028_bootcamp_lecture). */

type Timestamp = Date | string;

export interface BootcampSessionsTable {
  id: Generated<number>;
  content_id: number;
  /** The price tier it is for (and the tiers above it); null: every tier. */
  package_id: number | null;
  title_id: string;
  title_en: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  required: Generated<boolean>;
  sort: Generated<number>;
}

export interface BootcampSessionLinksTable {
  session_id: number;
  join_url: string | null;
  recording_url: string | null;
  updated_at: Generated<Timestamp>;
}

export interface BootcampAssignmentsTable {
  id: Generated<number>;
  content_id: number;
  title_id: string;
  title_en: string;
  instructions_id: Generated<string>;
  instructions_en: Generated<string>;
  due_at: Timestamp;
  kind: AssignmentKind;
  sort: Generated<number>;
}

export interface AssignmentSubmissionsTable {
  id: Generated<number>;
  assignment_id: number;
  student_id: number;
  file_key: string | null;
  file_name: string | null;
  file_bytes: number | null;
  file_type: string | null;
  link: string | null;
  submitted_at: Timestamp;
  late: boolean;
  status: Generated<SubmissionStatus>;
}

export interface SubmissionReviewsTable {
  id: Generated<number>;
  submission_id: number;
  decision: ReviewDecision;
  comment: Generated<string>;
  reviewer_id: number | null;
  created_at: Timestamp;
}

export interface BootcampAttendanceTable {
  session_id: number;
  student_id: number;
  attended_at: Timestamp;
}

export interface BootcampLectureTables {
  bootcamp_sessions: BootcampSessionsTable;
  bootcamp_session_links: BootcampSessionLinksTable;
  bootcamp_assignments: BootcampAssignmentsTable;
  assignment_submissions: AssignmentSubmissionsTable;
  submission_reviews: SubmissionReviewsTable;
  bootcamp_attendance: BootcampAttendanceTable;
}
