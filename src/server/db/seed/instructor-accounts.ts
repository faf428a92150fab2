import { sql } from 'kysely';
import { DEFAULT_ARGON2 } from '../../config.js';
import { PasswordHasher } from '../../security/passwords.js';
import type { Seeder } from '../seeder.js';

/**
 * Every seeded instructor gets an account (the instructor role, migration 016: students.instructor_id)
 * so an instructor can sign in and answer questions on their own courses. Address
 * `<instructor url>@pengajar.belajar.local`, the one demo password below (docs/accounts.md).
 */
export const INSTRUCTOR_PASSWORD = 'Pengajar123!';
export const instructorEmail = (url: string) => `${url}@pengajar.belajar.local`;

export const instructorAccountsSeeder: Seeder = {
  name: 'instructor-accounts',
  async run(db) {
    const instructors = await db.selectFrom('instructors').select(['id', 'url', 'name']).orderBy('id').execute();
    const taken = new Set((await db.selectFrom('students').select('instructor_id').where('instructor_id', 'is not', null).execute()).map((r) => r.instructor_id));
    const missing = instructors.filter((i) => !taken.has(i.id));
    if (missing.length === 0) return;
    // One hash for the one shared demo password (each argon2 hash costs tens of milliseconds).
    const passwordHash = await new PasswordHasher(DEFAULT_ARGON2).hash(INSTRUCTOR_PASSWORD);
    await db
      .insertInto('students')
      .values(
        missing.map((i) => ({
          email: instructorEmail(i.url),
          password_hash: passwordHash,
          full_name: i.name,
          instructor_id: i.id,
          email_verified_at: sql<Date>`now()`,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
