import { sql, type Kysely } from 'kysely';

/**
 * Accounts: campuses (master data), students, sign-in sessions with their refresh-token families,
 * one-time codes, the message outbox and per-account attempt counters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table campuses (
      uuid uuid primary key,
      name text not null,
      short_name text not null,
      city text not null,
      province text not null
    );
    create index campuses_name_idx on campuses (name);

    create table faculties (
      id serial primary key,
      campus_uuid uuid not null references campuses(uuid) on delete cascade,
      name text not null,
      unique (campus_uuid, name)
    );

    create table majors (
      id serial primary key,
      faculty_id int not null references faculties(id) on delete cascade,
      name text not null,
      unique (faculty_id, name)
    );

    create table students (
      id serial primary key,
      email text unique check (email = lower(email)),
      phone text unique check (phone ~ '^\\+[1-9][0-9]{7,14}$'),
      password_hash text,
      full_name text not null default '',
      avatar_url text,
      avatar_key text,
      gender text check (gender in ('male', 'female')),
      birth_date date,
      city text,
      bio text,
      campus_uuid uuid references campuses(uuid) on delete set null,
      faculty_id int references faculties(id) on delete set null,
      major_id int references majors(id) on delete set null,
      student_number text,
      entry_year int check (entry_year between 1950 and 2100),
      email_verified_at timestamptz,
      phone_verified_at timestamptz,
      google_sub text unique,
      apple_sub text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );

    -- One row per sign-in (a refresh-token family). Access tokens carry its id as sid.
    create table sessions (
      id uuid primary key,
      student_id int not null references students(id) on delete cascade,
      device_id int not null default 1,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoke_reason text
    );
    create index sessions_student_idx on sessions (student_id);

    create table refresh_tokens (
      id bigserial primary key,
      family_id uuid not null references sessions(id) on delete cascade,
      student_id int not null references students(id) on delete cascade,
      token_hash text not null unique,
      device_id int not null default 1,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz
    );
    create index refresh_tokens_family_idx on refresh_tokens (family_id);

    create table otps (
      id bigserial primary key,
      channel text not null check (channel in ('email', 'sms')),
      target text not null,
      purpose text not null check (purpose in ('login', 'signup', 'reset', 'verify')),
      student_id int references students(id) on delete cascade,
      code_hash text not null,
      attempts int not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index otps_target_idx on otps (target, purpose, created_at desc);

    create table outbox (
      id bigserial primary key,
      channel text not null check (channel in ('email', 'sms')),
      recipient text not null,
      subject text not null default '',
      body text not null,
      created_at timestamptz not null default now()
    );
    create index outbox_recipient_idx on outbox (recipient, id desc);

    -- Per-account counters of brute-force limits (failed logins, reset requests, ...): one row per event.
    create table auth_attempts (
      id bigserial primary key,
      scope text not null,
      key text not null,
      created_at timestamptz not null default now()
    );
    create index auth_attempts_key_idx on auth_attempts (scope, key, created_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists auth_attempts;
    drop table if exists outbox;
    drop table if exists otps;
    drop table if exists refresh_tokens;
    drop table if exists sessions;
    drop table if exists students;
    drop table if exists majors;
    drop table if exists faculties;
    drop table if exists campuses;
  `.execute(db);
}
