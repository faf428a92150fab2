import { nextPeriod, planMonths } from '../../../../common/subscriptions.js';
import type { Database } from '../../../db/index.js';

/**
 * Subscription periods (issue 19): what a paid subscription plan gives instead of an enrolment.
 * A student's periods follow each other: a plan paid while one runs starts at its end.
 */

/**
 * Adds the periods of an order's subscription plans, once (unique per order and plan), in the
 * transaction that completes the order. The student's row is locked first, so two plans paid at
 * the same moment chain their periods one after the other instead of both starting at the same end.
 */
export async function addSubscriptionPeriods(trx: Database, studentId: number, orderId: number, planIds: readonly number[], paidAt: Date): Promise<void> {
  if (planIds.length === 0) return;
  await trx.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().execute();
  const plans = await trx
    .selectFrom('contents')
    .select(['id', 'details'])
    .where('id', 'in', [...planIds])
    .orderBy('id')
    .execute();
  const last = await trx
    .selectFrom('subscription_periods')
    .select((eb) => eb.fn.max('ends_at').as('end'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  let latest = last?.end ? new Date(last.end) : null;
  for (const plan of plans) {
    const { start, end } = nextPeriod(latest, paidAt, planMonths(plan.details));
    const added = await trx
      .insertInto('subscription_periods')
      .values({ student_id: studentId, content_id: plan.id, order_id: orderId, starts_at: start, ends_at: end })
      .onConflict((oc) => oc.columns(['order_id', 'content_id']).doNothing())
      .returning('ends_at')
      .executeTakeFirst();
    if (added) latest = end;
  }
}
