import type { Database } from '../db/index.js';

/** What a staff account may check in: every session, or the ones granted (issue 18). */
export interface StaffScope {
  allSessions: boolean;
  contentIds: number[];
}

/**
 * The staff role of an account, or null when it has none. Read-only; granted and revoked by
 * `npm run admin -- staff …` (modules/sessions staff.ts). Here, not in a module, because the
 * credential hook (http/auth.ts) is given it and http/ must not import modules.
 */
export async function staffScopeOf(db: Database, studentId: number): Promise<StaffScope | null> {
  const member = await db.selectFrom('staff_members').select('all_sessions').where('student_id', '=', studentId).executeTakeFirst();
  if (!member) return null;
  if (member.all_sessions) return { allSessions: true, contentIds: [] };
  const rows = await db.selectFrom('staff_sessions').select('content_id').where('student_id', '=', studentId).orderBy('content_id').execute();
  return { allSessions: false, contentIds: rows.map((r) => r.content_id) };
}
