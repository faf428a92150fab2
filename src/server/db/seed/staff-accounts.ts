import { sql } from 'kysely';
import { DEFAULT_ARGON2 } from '../../config.js';
import { PasswordHasher } from '../../security/passwords.js';
import type { Seeder } from '../seeder.js';

/**
 * One staff account (issue 18, the e-ticket scanner) covering every session, so the scanner can be
 * tried at once: staf@belajar.local / Petugas123! (docs/accounts.md). Further staff are granted
 * with `npm run admin -- staff`.
 */
export const STAFF_ACCOUNT = { email: 'staf@belajar.local', password: 'Petugas123!', fullName: 'Petugas Acara' } as const;

export const staffAccountsSeeder: Seeder = {
  name: 'staff-accounts',
  async run(db) {
    let account = await db.selectFrom('students').select('id').where('email', '=', STAFF_ACCOUNT.email).executeTakeFirst();
    if (!account) {
      const passwordHash = await new PasswordHasher(DEFAULT_ARGON2).hash(STAFF_ACCOUNT.password);
      account = await db
        .insertInto('students')
        .values({ email: STAFF_ACCOUNT.email, password_hash: passwordHash, full_name: STAFF_ACCOUNT.fullName, email_verified_at: sql<Date>`now()` })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    await db
      .insertInto('staff_members')
      .values({ student_id: account.id, all_sessions: true })
      .onConflict((oc) => oc.column('student_id').doUpdateSet({ all_sessions: true }))
      .execute();
  },
};
