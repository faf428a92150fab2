import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../schema.js';

/**
 * Kysely table types of the discovery domain (migration 005_discovery). The search vectors
 * contents.search_id / contents.search_en are maintained by a trigger and only read through raw
 * SQL in modules/discovery/search.ts, so they are not part of ContentsTable.
 */
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SearchClicksTable {
  id: Generated<number>;
  keyword: string;
  result_id: string | null;
  content_id: number;
  student_id: number | null;
  /** The device of an anonymous click (migration 009). */
  device_id: string | null;
  created_at: Generated<Date>;
}

/** When a voter's click on a keyword last counted (migration 009): `s:<student>`, `d:<device>`, `a:<address>`, `as:<address>:<n>`. */
export interface SearchClickVotesTable {
  keyword: string;
  voter: string;
  counted_at: Generated<Date>;
}

export interface SearchKeywordsTable {
  keyword: string;
  click_count: Generated<number>;
  last_clicked_at: NullableTime;
  updated_at: Generated<Date>;
}

export interface SearchWordsTable {
  word: string;
  ndoc: Generated<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: Generated<string>;
  student_id: number | null;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface ShortLinksTable {
  code: string;
  target_url: string;
  clicks: Generated<number>;
  expires_at: NullableTime;
  created_at: Generated<Date>;
}

export type LandingSection = {
  heading_id: string;
  heading_en: string;
  body_id: string;
  body_en: string;
};

export interface LandingPagesTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  subtitle_id: Generated<string>;
  subtitle_en: Generated<string>;
  body_id: Generated<string>;
  body_en: Generated<string>;
  image_url: string | null;
  cta_label_id: Generated<string>;
  cta_label_en: Generated<string>;
  cta_url: string | null;
  sections: Json<LandingSection[]>;
  is_published: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface RestrictionPopupsTable {
  id: Generated<number>;
  path_pattern: string;
  title_id: string;
  title_en: string;
  message_id: string;
  message_en: string;
  cta_label_id: Generated<string>;
  cta_label_en: Generated<string>;
  cta_url: string | null;
  image_url: string | null;
  delay_seconds: Generated<number>;
  guests_only: Generated<boolean>;
  dismissible: Generated<boolean>;
  starts_at: NullableTime;
  ends_at: NullableTime;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface JobOpeningsTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  department: string;
  location: string;
  employment_type: string;
  work_mode: Generated<string>;
  summary_id: Generated<string>;
  summary_en: Generated<string>;
  responsibilities_id: Json<string[]>;
  responsibilities_en: Json<string[]>;
  requirements_id: Json<string[]>;
  requirements_en: Json<string[]>;
  apply_url: string;
  posted_at: Timestamp;
  closes_at: NullableTime;
  is_open: Generated<boolean>;
}

/**
 * Change feed of the search index (migration 006): one row per changed content, 0 = truncate.
 * `kind` (migration 030): 'content' (the default; what the triggers write) or 'synonyms' (the
 * curated synonyms changed; content_id -1, no content).
 */
export interface SearchChangesTable {
  seq: Generated<string>;
  content_id: number;
  kind: Generated<'content' | 'synonyms'>;
  changed_at: Generated<Date>;
}

/** Curated search synonyms (migration 030): lower-case, trimmed terms; one row per pair, either way round. */
export interface SearchSynonymsTable {
  id: Generated<number>;
  locale: 'id' | 'en';
  term: string;
  equivalent: string;
  created_at: Generated<Date>;
}

export interface DiscoveryTables {
  search_changes: SearchChangesTable;
  search_synonyms: SearchSynonymsTable;
  search_clicks: SearchClicksTable;
  search_click_votes: SearchClickVotesTable;
  search_keywords: SearchKeywordsTable;
  search_words: SearchWordsTable;
  contact_messages: ContactMessagesTable;
  short_links: ShortLinksTable;
  landing_pages: LandingPagesTable;
  restriction_popups: RestrictionPopupsTable;
  job_openings: JobOpeningsTable;
}
