import type { Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { voucherRefusal } from './vouchers.js';

export interface Redemption {
  voucherId: number;
  voucherCode: string;
  studentId: number;
  orderId: number | null;
  contentId: number;
  discount: number;
}

/**
 * Takes one use of a voucher for a student: one statement raises `used` only while it is below
 * the quota (concurrent redemptions queue on the voucher's row and each re-checks), then the
 * student's use is written (a unique index keeps one live use per student). Run it inside the
 * order's transaction: a refusal (usedUp, alreadyUsed) is thrown, and the rollback undoes the
 * raised count.
 */
export async function redeemVoucher(trx: Database, r: Redemption, locale: Locale): Promise<{ redemptionId: number }> {
  const taken = await trx
    .updateTable('vouchers')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', r.voucherId)
    .where((eb) => eb.or([eb('quota', 'is', null), eb('used', '<', eb.ref('quota'))]))
    .returning('used')
    .executeTakeFirst();
  if (!taken) throw voucherRefusal('usedUp', r.voucherCode, locale);
  const row = await trx
    .insertInto('voucher_redemptions')
    .values({ voucher_id: r.voucherId, student_id: r.studentId, order_id: r.orderId, content_id: r.contentId, discount: r.discount })
    .onConflict((oc) => oc.columns(['voucher_id', 'student_id']).where('released_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw voucherRefusal('alreadyUsed', r.voucherCode, locale);
  return { redemptionId: row.id };
}

/** Gives back the vouchers an order held (it expired or was cancelled): the student's use and one of the quota each. */
export async function releaseVouchers(trx: Database, orderId: number): Promise<number> {
  const released = await trx
    .updateTable('voucher_redemptions')
    .set({ released_at: new Date() })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('voucher_id')
    .execute();
  for (const { voucher_id } of released) {
    await trx
      .updateTable('vouchers')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('id', '=', voucher_id)
      .where('used', '>', 0)
      .execute();
  }
  return released.length;
}

/**
 * Takes back the uses an expired order gave back, when the gateway settled it after all (the
 * student paid the discounted amount): each released redemption of the order is live again and
 * counts one of the quota, even past the quota (the money is taken; the price paid stands). A
 * redemption the student has since used again in another order stays released.
 */
export async function retakeVouchers(trx: Database, orderId: number): Promise<number> {
  const released = await trx.selectFrom('voucher_redemptions').select(['id', 'voucher_id', 'student_id']).where('order_id', '=', orderId).where('released_at', 'is not', null).execute();
  let taken = 0;
  for (const r of released) {
    const live = await trx
      .selectFrom('voucher_redemptions')
      .select('id')
      .where('voucher_id', '=', r.voucher_id)
      .where('student_id', '=', r.student_id)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (live) continue;
    await trx.updateTable('voucher_redemptions').set({ released_at: null }).where('id', '=', r.id).execute();
    await trx
      .updateTable('vouchers')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('id', '=', r.voucher_id)
      .execute();
    taken++;
  }
  return taken;
}
