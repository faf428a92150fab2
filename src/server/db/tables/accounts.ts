/** Kysely table types of the accounts domain (migrations 002_accounts, 008_accounts_hardening). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CampusesTable {
  uuid: string;
  name: string;
  short_name: string;
  city: string;
  province: string;
}

export interface FacultiesTable {
  id: Generated<number>;
  campus_uuid: string;
  name: string;
}

export interface MajorsTable {
  id: Generated<number>;
  faculty_id: number;
  name: string;
}

export type Gender = 'male' | 'female';

export interface StudentsTable {
  id: Generated<number>;
  /** Lower-cased; null after the account is deleted or for phone-only accounts. */
  email: string | null;
  /** E.164 (+62…). */
  phone: string | null;
  /** argon2id; null for accounts made with an OTP or a social sign-in only. */
  password_hash: string | null;
  full_name: Generated<string>;
  avatar_url: string | null;
  /** Key of the avatar in the file store, so a new one can replace it. */
  avatar_key: string | null;
  gender: Gender | null;
  /** PostgreSQL date; read it with to_char(…, 'YYYY-MM-DD'). */
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  city: string | null;
  bio: string | null;
  campus_uuid: string | null;
  faculty_id: number | null;
  major_id: number | null;
  student_number: string | null;
  entry_year: number | null;
  email_verified_at: NullableTimestamp;
  phone_verified_at: NullableTimestamp;
  google_sub: string | null;
  apple_sub: string | null;
  /**
   * Set while the account is a pending e-mail registration (no address proven yet): the id the
   * registering client got, to send with the code. Null once an address is proven.
   */
  registration_id: string | null;
  /** The instructor this account belongs to (migration 016): an instructor account answers Q&A of that instructor's courses. */
  instructor_id: Generated<number | null>;
  /** The language of the student's messages (migration 023): the one last used to sign up or order. */
  locale: Generated<'id' | 'en'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface SessionsTable {
  /** The refresh-token family id; access tokens carry it as `sid`. */
  id: string;
  student_id: number;
  device_id: Generated<number>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  /** When this session last changed the password (its own concurrent changes answer 409, uncounted). */
  password_changed_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  student_id: number;
  /** sha256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  device_id: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export type OtpChannel = 'email' | 'sms';
export type OtpPurpose = 'login' | 'signup' | 'reset' | 'verify';

export interface OtpsTable {
  id: Generated<number>;
  channel: OtpChannel;
  /** Lower-cased e-mail or E.164 phone. */
  target: string;
  purpose: OtpPurpose;
  student_id: number | null;
  /** HMAC-SHA256 of purpose, target and code under the server's OTP key. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  /** Client address that asked for the code (limits per target and source). */
  source: string | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  /** `push` (migration 025): a web push of a notification to every device of `student:<id>`. */
  channel: OtpChannel | 'push';
  recipient: string;
  subject: Generated<string>;
  /** The text rendition (the dev outbox lists it; the SMS text). */
  body: string;
  created_at: Timestamp;
  /** Migration 023: the outbox is the message queue (src/server/messaging/queue.ts). */
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_try_at: Generated<Date>;
  lease_until: NullableTimestamp;
  sent_at: NullableTimestamp;
  /** Which transport delivered it: smtp, sms-http, sandbox-sms, outbox (kept on the dev page only). */
  sent_by: string | null;
  last_error: string | null;
  /** The template key (messaging/templates.ts) the HTML is rendered from at send time; null: text only. */
  template: string | null;
  params: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  locale: Generated<'id' | 'en'>;
  /** A reference rendered at send time, e.g. `invoice:{orderId}`; never the bytes. */
  attachment: string | null;
  /** Unique per event, so an event processed twice queues its message once. */
  event_key: string | null;
}

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface AuthAttemptsTable {
  id: Generated<number>;
  scope: string;
  /** The account: lower-cased e-mail or E.164 phone (also unknown ones), or a student id. */
  key: string;
  /** Where the attempt came from: `ip:<address>` or `device:<hash>` (a proven device). */
  source: string | null;
  created_at: Timestamp;
}

/** Browsers that signed in to an account (modules/auth/devices.ts): the cookie's sha256 per student. */
export interface TrustedDevicesTable {
  token_hash: string;
  student_id: number;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export interface AccountsTables {
  campuses: CampusesTable;
  faculties: FacultiesTable;
  majors: MajorsTable;
  students: StudentsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otps: OtpsTable;
  outbox: OutboxTable;
  auth_attempts: AuthAttemptsTable;
  trusted_devices: TrustedDevicesTable;
}
