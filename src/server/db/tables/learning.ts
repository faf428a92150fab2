import type { Generated } from 'kysely';

/** Kysely table types of the learning domain (migration 012_commerce: enrolments). */

/** How a student came to own a content (enrolments.source). */
export type EnrolmentSource = 'purchase' | 'free' | 'magic-code' | 'bootcamp-participant';

/** A content a student owns: one row per (student, content). */
export interface EnrolmentsTable {
  id: Generated<number>;
  student_id: number;
  content_id: number;
  source: EnrolmentSource;
  order_id: number | null;
  /** The package or bootcamp that brought this content in as one of its parts. */
  via_content_id: number | null;
  created_at: Generated<Date>;
}

export interface LearningTables {
  enrolments: EnrolmentsTable;
}
