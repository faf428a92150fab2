import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountsTables } from './tables/accounts.js';
import type { BootcampLectureTables } from './tables/bootcamp-lecture.js';
import type { CatalogueTables } from './tables/catalogue.js';
import type { CommerceTables } from './tables/commerce.js';
import type { DiscoveryTables } from './tables/discovery.js';
import type { InfrastructureTables } from './tables/infrastructure.js';
import type { LearningTables } from './tables/learning.js';
import type { NotificationsTables } from './tables/notifications.js';
import type { PushTables } from './tables/push.js';
import type { CompetitionTables } from './tables/competition.js';
import type { PurchasesTables } from './tables/purchases.js';
import type { QuizzesTables } from './tables/quizzes.js';
import type { RoomsTables } from './tables/rooms.js';
import type { SessionsTables } from './tables/sessions.js';
import type { SocialTables } from './tables/social.js';

/** Kysely table types. Keep in step with the migrations in ./migrations. */

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T = unknown> = ColumnType<T, string | T, string | T>;

export interface SettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface ProgramsTable {
  id: Generated<number>;
  url: string;
  program_type: string;
  short_name: string;
  name_id: string;
  name_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  image_url: string | null;
  sort_order: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  url: string;
  name_id: string;
  name_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  icon: Generated<string>;
  color_index: Generated<number>;
  is_main: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface InstructorsTable {
  id: Generated<number>;
  url: string;
  name: string;
  headline_id: Generated<string>;
  headline_en: Generated<string>;
  bio_id: Generated<string>;
  bio_en: Generated<string>;
  avatar_url: string | null;
  company: string | null;
  created_at: Timestamp;
}

export interface ContentsTable {
  id: Generated<number>;
  content_type: number;
  url: string;
  product_type: string;
  title_id: string;
  title_en: string;
  summary_id: Generated<string>;
  summary_en: Generated<string>;
  description_id: Generated<string>;
  description_en: Generated<string>;
  image_url: string | null;
  category_id: number | null;
  program_id: number | null;
  instructor_id: number | null;
  is_offline_event: Generated<boolean>;
  is_prakerja: Generated<boolean>;
  learning_method: Generated<number>;
  venue_type: Generated<number>;
  is_certificate: Generated<boolean>;
  total_like: Generated<number>;
  point_score: Generated<number>;
  poinqu_score: Generated<number>;
  tag: string | null;
  link_type_id: number | null;
  price: Generated<number>;
  discount_type: number | null;
  discount_value: Generated<number>;
  final_price: Generated<number>;
  skill_level: Generated<number>;
  duration_minutes: Generated<number>;
  /** numeric comes back from PostgreSQL as a string */
  rating: ColumnType<string, number | string | undefined, number | string>;
  rating_count: Generated<number>;
  total_students: Generated<number>;
  popularity: Generated<number>;
  start_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  end_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  location: string | null;
  is_top: Generated<boolean>;
  is_dont_miss: Generated<boolean>;
  is_published: Generated<boolean>;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  placement: string;
  title_id: Generated<string>;
  title_en: Generated<string>;
  subtitle_id: Generated<string>;
  subtitle_en: Generated<string>;
  image_url: string;
  link_url: Generated<string>;
  content_type: number | null;
  content_id: number | null;
  category_id: number | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface MenusTable {
  id: Generated<number>;
  version: number;
  parent_id: number | null;
  label_id: string;
  label_en: string;
  url: string;
  icon: string | null;
  sort_order: Generated<number>;
}

export interface HomeSectionsTable {
  id: Generated<number>;
  key: string;
  title_id: string;
  title_en: string;
  subtitle_id: Generated<string>;
  subtitle_en: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface SuggestionFiltersTable {
  id: Generated<number>;
  key: string;
  label_id: string;
  label_en: string;
  query: Json<SuggestionQuery>;
  sort_order: Generated<number>;
}

export interface SuggestionQuery {
  contentType?: number;
  categoryUrl?: string;
  isFree?: boolean;
  isPrakerja?: boolean;
  learningMethod?: number;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role_id: Generated<string>;
  role_en: Generated<string>;
  quote_id: string;
  quote_en: string;
  avatar_url: string | null;
  rating: Generated<number>;
  content_id: number | null;
  sort_order: Generated<number>;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  link_url: string | null;
  sort_order: Generated<number>;
}

export interface InfoPagesTable {
  slug: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  updated_at: Timestamp;
}

export interface FoundationTables {
  settings: SettingsTable;
  programs: ProgramsTable;
  categories: CategoriesTable;
  instructors: InstructorsTable;
  contents: ContentsTable;
  banners: BannersTable;
  menus: MenusTable;
  home_sections: HomeSectionsTable;
  suggestion_filters: SuggestionFiltersTable;
  testimonials: TestimonialsTable;
  partners: PartnersTable;
  info_pages: InfoPagesTable;
}

/** Every table: the foundation's here, each domain's in ./tables/<domain>.ts. */
export interface DB
  extends
    FoundationTables,
    AccountsTables,
    CatalogueTables,
    DiscoveryTables,
    CommerceTables,
    LearningTables,
    QuizzesTables,
    SocialTables,
    SessionsTables,
    PurchasesTables,
    InfrastructureTables,
    NotificationsTables,
    PushTables,
    CompetitionTables,
    BootcampLectureTables,
    RoomsTables {}

export type ContentRow = Selectable<ContentsTable>;
export type NewContent = Insertable<ContentsTable>;
