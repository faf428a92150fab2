import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../schema.js';

/** Kysely table types of the catalogue domain (product pages). */
export interface ReviewsTable {
  id: Generated<number>;
  content_id: number;
  student_id: number | null;
  reviewer_name: string;
  rating: number;
  comment: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One input of a form definition; `_id`/`_en` texts are picked for the request's language. */
export interface FormFieldDef {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'rating';
  label_id: string;
  label_en: string;
  required: boolean;
  placeholder_id?: string;
  placeholder_en?: string;
  maxLength?: number;
  options?: { value: string; label_id: string; label_en: string }[];
}

/** Webinar registration / feedback forms; content_id null = the default form of its kind. */
export interface FormsTable {
  id: Generated<number>;
  key: string;
  kind: 'registration' | 'feedback' | 'survey';
  content_id: number | null;
  title_id: string;
  title_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  fields: Json<FormFieldDef[]>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  url: string;
  title_id: string;
  title_en: string;
  summary_id: Generated<string>;
  summary_en: Generated<string>;
  description_id: Generated<string>;
  description_en: Generated<string>;
  image_url: string | null;
  organizer: string;
  category_id: number | null;
  /** bigint, read as a number (int8 parser). */
  target_amount: number;
  suggested_amounts: Json<number[]>;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

/** status: PaymentStatus (1 pending, 2 success, 3 expired); only successful records count. */
export interface DonationRecordsTable {
  id: Generated<number>;
  donation_id: number;
  device_id: string;
  student_id: number | null;
  donor_name: Generated<string>;
  is_anonymous: Generated<boolean>;
  amount: number;
  message: Generated<string>;
  status: Generated<number>;
  created_at: Timestamp;
  /** The order of a donation made here (migration 022); null for seeded records. */
  order_id: Generated<number | null>;
}

export interface BootcampPackagesTable {
  id: Generated<number>;
  content_id: number;
  code: string;
  name_id: string;
  name_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  price: number;
  final_price: number;
  features_id: Json<string[]>;
  features_en: Json<string[]>;
  installment_months: number | null;
  is_recommended: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface CatalogueTables {
  reviews: ReviewsTable;
  forms: FormsTable;
  donations: DonationsTable;
  donation_records: DonationRecordsTable;
  bootcamp_packages: BootcampPackagesTable;
}
