import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { DEFAULT_ARGON2 } from '../../config.js';
import type { Seeder } from '../seeder.js';
import { PasswordHasher } from '../../security/passwords.js';
import { CAMPUSES } from './data/campuses.js';

export const DEMO_STUDENT = { email: 'demo@belajar.local', password: 'Belajar123!', fullName: 'Demo Pelajar', phone: '+6281200000001' } as const;

/** A stable UUID (version 5 layout, SHA-1 of the name) so a campus keeps its uuid in every database. */
export function campusUuid(shortName: string): string {
  const h = createHash('sha1').update(`campus:${shortName}`).digest();
  h.writeUInt8((h.readUInt8(6) & 0x0f) | 0x50, 6);
  h.writeUInt8((h.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Campus master data (Indonesian campuses, faculties, majors) and one demo student who can sign in
 * at once: demo@belajar.local / Belajar123! (e-mail verified, campus profile filled in).
 */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run(db) {
    for (const campus of CAMPUSES) {
      const uuid = campusUuid(campus.shortName);
      await db
        .insertInto('campuses')
        .values({ uuid, name: campus.name, short_name: campus.shortName, city: campus.city, province: campus.province })
        .onConflict((oc) => oc.column('uuid').doNothing())
        .execute();
      for (const faculty of campus.faculties) {
        await db
          .insertInto('faculties')
          .values({ campus_uuid: uuid, name: faculty.name })
          .onConflict((oc) => oc.columns(['campus_uuid', 'name']).doNothing())
          .execute();
        const { id } = await db.selectFrom('faculties').select('id').where('campus_uuid', '=', uuid).where('name', '=', faculty.name).executeTakeFirstOrThrow();
        await db
          .insertInto('majors')
          .values(faculty.majors.map((name) => ({ faculty_id: id, name })))
          .onConflict((oc) => oc.columns(['faculty_id', 'name']).doNothing())
          .execute();
      }
    }

    const exists = await db.selectFrom('students').select('id').where('email', '=', DEMO_STUDENT.email).executeTakeFirst();
    if (exists) return;
    const ui = campusUuid('UI');
    const faculty = await db.selectFrom('faculties').select('id').where('campus_uuid', '=', ui).where('name', '=', 'Fakultas Teknik').executeTakeFirstOrThrow();
    const major = await db.selectFrom('majors').select('id').where('faculty_id', '=', faculty.id).where('name', '=', 'Teknik Komputer').executeTakeFirstOrThrow();
    const passwordHash = await new PasswordHasher(DEFAULT_ARGON2).hash(DEMO_STUDENT.password);
    await db
      .insertInto('students')
      .values({
        email: DEMO_STUDENT.email,
        phone: DEMO_STUDENT.phone,
        password_hash: passwordHash,
        full_name: DEMO_STUDENT.fullName,
        gender: 'female',
        birth_date: '2003-08-17',
        city: 'Depok',
        bio: 'Akun demo untuk mencoba Belajar.',
        campus_uuid: ui,
        faculty_id: faculty.id,
        major_id: major.id,
        student_number: '2106700001',
        entry_year: 2021,
        email_verified_at: sql<Date>`now()`,
        phone_verified_at: sql<Date>`now()`,
      })
      .execute();
  },
};

export default accountsSeeder;
