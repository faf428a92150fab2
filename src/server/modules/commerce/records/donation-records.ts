import { sql } from 'kysely';
import { PaymentStatus } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { LiveHub } from '../../../live/hub.js';

/**
 * Donations made here (issue 19): a donation is an order without lines (it enrols in nothing,
 * is never owned, takes no voucher and earns no points) and a donation record tied to it
 * (donation_records.order_id). The record follows its order: SUCCESS when the order is paid,
 * EXPIRED when it expires. Only successful records count on the campaign page.
 */

/** A campaign's raised total and donors (distinct devices), from successful records only. */
export async function donationTotals(db: Database, donationId: number): Promise<{ collectedAmount: number; donorsCount: number }> {
  const row = await db
    .selectFrom('donation_records')
    .select([(eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('collected'), sql<number>`count(distinct device_id)`.as('donors')])
    .where('donation_id', '=', donationId)
    .where('status', '=', PaymentStatus.SUCCESS)
    .executeTakeFirstOrThrow();
  return { collectedAmount: Number(row.collected), donorsCount: Number(row.donors) };
}

/**
 * The donation of a just-paid order, if it is one: its record becomes SUCCESS and the donor's open
 * pages get the payment and the campaign's new totals (topic 'donation'). In completeOrder's
 * transaction, after its compare-and-set, so it runs once per order. False for other orders.
 */
export async function completeDonation(trx: Database, orderId: number, studentId: number): Promise<boolean> {
  const record = await trx.updateTable('donation_records').set({ status: PaymentStatus.SUCCESS }).where('order_id', '=', orderId).returning('donation_id').executeTakeFirst();
  if (!record) return false;
  await LiveHub.publish(trx, studentId, 'payment', { orderId, paymentStatus: PaymentStatus.SUCCESS });
  await LiveHub.publish(trx, studentId, 'donation', { donationId: record.donation_id, orderId, ...(await donationTotals(trx, record.donation_id)) });
  return true;
}

/** The donation record of an expired order expires with it (nothing when the order is not a donation). */
export async function expireDonation(trx: Database, orderId: number): Promise<void> {
  await trx.updateTable('donation_records').set({ status: PaymentStatus.EXPIRED }).where('order_id', '=', orderId).where('status', '=', PaymentStatus.PENDING).execute();
}
