import { sql, type Kysely, type Transaction } from 'kysely';
import type { PointsReason } from '../../db/tables/commerce.js';
import type { DB } from '../../db/schema.js';
import { notifyPointsEarned } from '../notifications/index.js';

/**
 * The points ledger (migration 021): every movement is a row of points_ledger, unique per
 * (student, reason, reference), and the student's points_balances row moves with it in the same
 * statement (earning) or transaction (spending). The balance's check (>= 0) is the last word on
 * overdrawing: a spend is one compare-and-set on the balance row (`balance >= n`), which
 * PostgreSQL re-checks on the row it locked, so racing spends queue and each sees the last one's
 * result.
 */

type Db = Kysely<DB> | Transaction<DB>;

export interface Movement {
  studentId: number;
  reason: PointsReason;
  reference: string;
  /** > 0 for an earning; a spend passes its (positive) size to spendPoints. */
  points: number;
  orderId?: number | null;
  contentId?: number | null;
  at?: Date;
}

/**
 * Records earnings of one student, each once: a movement whose (reason, reference) is already in
 * the ledger is skipped, and the balance grows by what was new, in one statement. Returns whether
 * anything was new (false: all were replays). Each new movement is notified (points_earned).
 */
export async function earnPoints(db: Db, studentId: number, movements: readonly Omit<Movement, 'studentId'>[]): Promise<boolean> {
  if (movements.length === 0) return false;
  for (const m of movements) if (m.points < 0 || !Number.isSafeInteger(m.points)) throw new Error(`earnPoints: ${m.points} is not an earning`);
  // The rows and their notifications commit together: a caller without a transaction gets one here.
  if (!db.isTransaction) return db.transaction().execute((trx) => earnPoints(trx, studentId, movements));
  const rows = movements.map((m) => ({
    student_id: studentId,
    reason: m.reason,
    reference: m.reference,
    points: m.points,
    order_id: m.orderId ?? null,
    content_id: m.contentId ?? null,
    ...(m.at ? { created_at: m.at } : {}),
  }));
  // One statement still: the new ledger rows (a CTE), the balance grown by them (a second CTE,
  // run to completion though not read), and the new rows answered for their notifications.
  const added = await db
    .with('l', (q) =>
      q
        .insertInto('points_ledger')
        .values(rows)
        .onConflict((oc) => oc.columns(['student_id', 'reason', 'reference']).doNothing())
        .returning(['id', 'student_id', 'reason', 'points']),
    )
    .with('b', (q) =>
      q
        .insertInto('points_balances')
        .columns(['student_id', 'balance'])
        .expression((eb) =>
          eb
            .selectFrom('l')
            .select(['l.student_id', sql<number>`sum(l.points)::int`.as('balance')])
            .groupBy('l.student_id'),
        )
        .onConflict((oc) => oc.column('student_id').doUpdateSet({ balance: sql<number>`points_balances.balance + excluded.balance`, updated_at: sql<Date>`now()` }))
        .returning('balance'),
    )
    .selectFrom('l')
    .select(['l.id', 'l.reason', 'l.points'])
    .orderBy('l.id')
    .execute();
  // One "points earned" notification per new movement (issue 20): the ledger row's id is the event.
  await notifyPointsEarned(db, studentId, added);
  return added.length > 0;
}

/**
 * Spends `m.points` (> 0) of the student's balance and records it (a negative ledger row), in the
 * caller's transaction. Returns false, changing nothing, when the balance is short. A reference
 * already spent is a programming error (each spend names a row made in the same transaction):
 * the unique index throws and the transaction rolls back.
 */
export async function spendPoints(trx: Transaction<DB>, m: Movement): Promise<boolean> {
  if (m.points <= 0 || !Number.isSafeInteger(m.points)) throw new Error(`spendPoints: ${m.points} is not a spend`);
  const taken = await trx
    .updateTable('points_balances')
    .set((eb) => ({ balance: eb('balance', '-', m.points), updated_at: sql<Date>`now()` }))
    .where('student_id', '=', m.studentId)
    .where('balance', '>=', m.points)
    .returning('balance')
    .executeTakeFirst();
  if (!taken) return false;
  await trx
    .insertInto('points_ledger')
    .values({
      student_id: m.studentId,
      reason: m.reason,
      reference: m.reference,
      points: -m.points,
      order_id: m.orderId ?? null,
      content_id: m.contentId ?? null,
      ...(m.at ? { created_at: m.at } : {}),
    })
    .execute();
  return true;
}

/** The student's balance (0 without a row). */
export async function balanceOf(db: Db, studentId: number): Promise<number> {
  const row = await db.selectFrom('points_balances').select('balance').where('student_id', '=', studentId).executeTakeFirst();
  return row?.balance ?? 0;
}
