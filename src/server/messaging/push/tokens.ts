import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/** At most this many devices per student: a token registered past it drops the student's oldest, so nobody can grow another's table. */
export const MAX_PUSH_TOKENS = 10;

/**
 * Registers a device token for the student (one statement, safe under concurrent calls): a new
 * token is inserted; the same token again only moves refreshed_at; a token another student
 * registered (a shared browser, signed in again) moves to this one. Then everything past the
 * student's newest MAX_PUSH_TOKENS is dropped.
 */
export async function registerToken(db: Database, studentId: number, token: string, platform: 'web' | 'desktop', now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_tokens')
      .values({ token, student_id: studentId, platform, created_at: now, refreshed_at: now })
      .onConflict((oc) =>
        oc.column('token').doUpdateSet({
          student_id: studentId,
          platform,
          refreshed_at: now,
          // A token taken over starts its age again.
          created_at: sql<Date>`case when push_tokens.student_id = ${studentId} then push_tokens.created_at else ${now} end`,
        }),
      )
      .execute();
    await trx
      .deleteFrom('push_tokens')
      .where('student_id', '=', studentId)
      .where('token', 'in', (qb) =>
        qb
          .selectFrom('push_tokens')
          .select('token')
          .where('student_id', '=', studentId)
          .orderBy('refreshed_at', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('token')
          .offset(MAX_PUSH_TOKENS),
      )
      .execute();
  });
}

/** Forgets one of the student's tokens; another student's token is left alone (false). */
export async function removeToken(db: Database, studentId: number, token: string): Promise<boolean> {
  const res = await db.deleteFrom('push_tokens').where('token', '=', token).where('student_id', '=', studentId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function tokensOf(db: Database, studentId: number): Promise<string[]> {
  const rows = await db.selectFrom('push_tokens').select('token').where('student_id', '=', studentId).orderBy('refreshed_at', 'desc').execute();
  return rows.map((r) => r.token);
}

/** FCM answered UNREGISTERED (or not a token): the device is gone. Only while it is still this student's. */
export async function dropDeadToken(db: Database, studentId: number, token: string): Promise<void> {
  await db.deleteFrom('push_tokens').where('token', '=', token).where('student_id', '=', studentId).execute();
}

export async function markTokenUsed(db: Database, token: string): Promise<void> {
  await db
    .updateTable('push_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('token', '=', token)
    .execute();
}
