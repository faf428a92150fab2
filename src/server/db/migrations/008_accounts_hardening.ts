import { sql, type Kysely } from 'kysely';

/**
 * Accounts hardening (issue 8, docs/accounts.md):
 * - students.registration_id: set while an e-mail registration is not proven yet (a pending
 *   registration); the client that registered gets it and sends it with the code to keep what it
 *   registered (name, password, phone). Cleared once the address is proven.
 * - sessions.password_changed_at: when this session last changed the password, so its own
 *   concurrent change requests are told "changed meanwhile" instead of counted as wrong guesses.
 * - otps.source, auth_attempts.source: the client address (or proven device) of a code request or
 *   a failed attempt, so limits count per account and source with a higher account-wide ceiling.
 * - trusted_devices: browsers that signed in to an account (a random cookie, stored hashed); they
 *   still sign in with the right password while the account-wide ceiling is reached.
 * Accounts whose every address is unproven (made by the old register, which signed in at once)
 * lose their sessions: an account is usable only once its address is proven.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table students add column registration_id uuid;
    alter table sessions add column password_changed_at timestamptz;

    alter table otps add column source text;
    create index otps_target_source_idx on otps (target, source, created_at);

    alter table auth_attempts add column source text;
    create index auth_attempts_source_idx on auth_attempts (scope, key, source, created_at);

    create table trusted_devices (
      token_hash text not null,
      student_id int not null references students(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      primary key (token_hash, student_id)
    );
    create index trusted_devices_student_idx on trusted_devices (student_id);

    update sessions set revoked_at = now(), revoke_reason = 'address-unproven'
     where revoked_at is null
       and student_id in (select id from students where email_verified_at is null and phone_verified_at is null and google_sub is null and apple_sub is null);
    update refresh_tokens set revoked_at = now()
     where revoked_at is null
       and student_id in (select id from students where email_verified_at is null and phone_verified_at is null and google_sub is null and apple_sub is null);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists trusted_devices;
    drop index if exists auth_attempts_source_idx;
    alter table auth_attempts drop column if exists source;
    drop index if exists otps_target_source_idx;
    alter table otps drop column if exists source;
    alter table sessions drop column if exists password_changed_at;
    alter table students drop column if exists registration_id;
  `.execute(db);
}
