import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

/** Migration 026: competitions, their texts in both languages and the window in which they take entries. */
export interface CompetitionsTable {
  id: Generated<number>;
  url: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  rules_id: string;
  rules_en: string;
  opens_at: ColumnType<Date, Date | string, Date | string>;
  closes_at: ColumnType<Date, Date | string, Date | string>;
  image_url: string | null;
  created_at: Timestamp;
}

/** Migration 026: one entry per student per competition; file_key names a file of the private store. */
export interface CompetitionEntriesTable {
  id: Generated<number>;
  competition_id: number;
  student_id: number;
  file_key: string;
  /** bigint: read as a string by some drivers; Number() it. */
  bytes: ColumnType<string | number, number, number>;
  content_type: string;
  original_name: string;
  submitted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CompetitionTables {
  competitions: CompetitionsTable;
  competition_entries: CompetitionEntriesTable;
}
