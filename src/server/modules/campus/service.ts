import type { Campus, Faculty, Major } from '../../../common/accounts.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/envelope.js';
import { campusMessage } from './messages.js';

type CampusRow = { uuid: string; name: string; short_name: string; city: string; province: string };
const toCampus = (r: CampusRow): Campus => ({ uuid: r.uuid, name: r.name, shortName: r.short_name, city: r.city, province: r.province });

/** Campuses by name, short name or city (all when no keyword), alphabetical. */
export async function listCampuses(db: Database, keyword?: string): Promise<Campus[]> {
  let q = db.selectFrom('campuses').selectAll().orderBy('name').limit(100);
  const k = keyword?.trim();
  if (k) {
    const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('short_name', 'ilike', like), eb('city', 'ilike', like)]));
  }
  return (await q.execute()).map(toCampus);
}

export async function getCampus(db: Database, uuid: string, locale: Locale): Promise<Campus> {
  const row = await db.selectFrom('campuses').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw notFound(campusMessage(locale, 'campusNotFound'));
  return toCampus(row);
}

export async function listFaculties(db: Database, campusUuid: string, locale: Locale): Promise<Faculty[]> {
  await getCampus(db, campusUuid, locale);
  const rows = await db.selectFrom('faculties').select(['id', 'campus_uuid', 'name']).where('campus_uuid', '=', campusUuid).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, campusUuid: r.campus_uuid, name: r.name }));
}

export async function listMajors(db: Database, facultyId: number, locale: Locale): Promise<Major[]> {
  const faculty = await db.selectFrom('faculties').select('id').where('id', '=', facultyId).executeTakeFirst();
  if (!faculty) throw notFound(campusMessage(locale, 'facultyNotFound'));
  const rows = await db.selectFrom('majors').select(['id', 'faculty_id', 'name']).where('faculty_id', '=', facultyId).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, facultyId: r.faculty_id, name: r.name }));
}
