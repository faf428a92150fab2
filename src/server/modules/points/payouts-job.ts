import { PaymentStatus } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import { takeLease } from '../../db/leases.js';
import { pollPayout, type Gateway } from './payouts.js';

/**
 * The pending-payouts job (the order expiry job's loop: an interval, a lease so one instance runs
 * it): every IRIS_POLL_SECONDS the payouts still PENDING are asked of the gateway one by one, each
 * outside any transaction, and their end is recorded exactly as a student's read records it
 * (settlePayout's compare-and-set; a failure returns the points once). A payout younger than
 * PAYOUT_POLL_MIN_AGE_MS is left to the request that made it. Returns the ids it settled.
 */

export const PAYOUT_POLL_MIN_AGE_MS = 30_000;
/** Payouts asked per run (oldest first); the rest wait for the next run. */
export const PAYOUT_POLL_BATCH = 200;

export async function pollPendingPayouts(db: Database, gateway: Gateway, holder: string, now: Date, leaseMs = 50_000): Promise<number[]> {
  if (!(await takeLease(db, 'points-payouts', holder, leaseMs))) return [];
  const pending = await db
    .selectFrom('point_payouts')
    .selectAll()
    .where('status', '=', PaymentStatus.PENDING)
    .where('created_at', '<=', new Date(now.getTime() - PAYOUT_POLL_MIN_AGE_MS))
    .orderBy('id')
    .limit(PAYOUT_POLL_BATCH)
    .execute();
  const settled: number[] = [];
  for (const row of pending) {
    await pollPayout(db, gateway, row, now);
    const after = await db.selectFrom('point_payouts').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
    if (after.status !== PaymentStatus.PENDING) settled.push(row.id);
  }
  return settled;
}
