import type { StaffMember } from '../../../common/contract/admin.js';
import { LIVE_SESSION_TYPES, type Db } from './facts.js';

/**
 * The staff role (issue 18): who may scan and check e-tickets in, for every session or for the
 * ones named. Granted and revoked by the operator (`npm run admin -- staff …`, the admin routes);
 * both are idempotent (primary keys, on conflict).
 */

export class StaffError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

async function studentByEmail(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('students').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new StaffError(404, `No account with the e-mail address ${email}`);
  return row.id;
}

async function sessionIds(db: Db, urls: readonly string[]): Promise<number[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom('contents')
    .select(['id', 'url'])
    .where('url', 'in', [...urls])
    .where('content_type', 'in', [...LIVE_SESSION_TYPES])
    .execute();
  const unknown = urls.filter((u) => !rows.some((r) => r.url === u));
  if (unknown.length) throw new StaffError(400, `Not a webinar or event: ${unknown.join(', ')}`);
  return rows.map((r) => r.id);
}

export async function listStaff(db: Db, studentId?: number): Promise<StaffMember[]> {
  let q = db.selectFrom('staff_members as m').innerJoin('students as s', 's.id', 'm.student_id').select(['m.student_id', 'm.all_sessions', 's.email', 's.full_name']).orderBy('m.student_id');
  if (studentId !== undefined) q = q.where('m.student_id', '=', studentId);
  const members = await q.execute();
  const scoped = members.length
    ? await db
        .selectFrom('staff_sessions as x')
        .innerJoin('contents as c', 'c.id', 'x.content_id')
        .select(['x.student_id', 'c.url'])
        .where(
          'x.student_id',
          'in',
          members.map((m) => m.student_id),
        )
        .orderBy('c.url')
        .execute()
    : [];
  return members.map((m) => ({
    studentId: m.student_id,
    email: m.email ?? '',
    fullName: m.full_name,
    allSessions: m.all_sessions,
    contentUrls: scoped.filter((x) => x.student_id === m.student_id).map((x) => x.url),
  }));
}

/** Makes the account staff (for every session, or adds the sessions named). */
export async function grantStaff(db: Db, who: { email?: string; studentId?: number; contentUrls?: readonly string[]; allSessions?: boolean }): Promise<StaffMember> {
  const studentId = who.studentId ?? (await studentByEmail(db, who.email ?? ''));
  const ids = await sessionIds(db, who.contentUrls ?? []);
  await db
    .insertInto('staff_members')
    .values({ student_id: studentId, all_sessions: who.allSessions ?? false })
    .onConflict((oc) => (who.allSessions === undefined ? oc.doNothing() : oc.column('student_id').doUpdateSet({ all_sessions: who.allSessions })))
    .execute();
  if (ids.length) {
    await db
      .insertInto('staff_sessions')
      .values(ids.map((content_id) => ({ student_id: studentId, content_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return (await listStaff(db, studentId))[0]!;
}

/** Removes one session from the account's scope, or the role altogether. */
export async function revokeStaff(db: Db, who: { email: string; contentUrl?: string }): Promise<StaffMember | null> {
  const studentId = await studentByEmail(db, who.email);
  if (who.contentUrl) {
    const [id] = await sessionIds(db, [who.contentUrl]);
    await db.deleteFrom('staff_sessions').where('student_id', '=', studentId).where('content_id', '=', id!).execute();
    return (await listStaff(db, studentId))[0] ?? null;
  }
  await db.deleteFrom('staff_members').where('student_id', '=', studentId).execute();
  return null;
}
