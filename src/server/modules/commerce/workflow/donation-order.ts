import { PaymentStatus, type Locale } from '../../../../common/enums.js';
import type { Order } from '../../../../common/contract/orders.js';
import { paymentChannelById } from '../../../../common/payments.js';
import { badRequest, conflict } from '../../../http/envelope.js';
import { orderView, type OrderRow } from '../records/order-views.js';
import { t } from '../text/orders.js';
import { chargeIfUncharged, chargeOrder, chargesInFlight } from './charge.js';
import { ORDER_TTL_MS } from './create-order.js';
import type { OrderDeps } from './deps.js';

export interface DonationInput {
  donationId: number;
  amount: number;
  deviceId: string;
  donorName: string;
  isAnonymous: boolean;
  message: string;
  paymentTypeId: number;
}

/**
 * A donation as an order (issue 19): the order (no lines: nothing is enrolled, owned, discounted
 * or earned) and its donation record (PENDING) are written in one transaction and committed, then
 * the gateway is charged outside it, as every order is (chargeOrder). Each call makes a new
 * donation — a student may give again while an earlier one is pending — unless an
 * Idempotency-Key names one already made (the unique key of orders: a retry or a double click
 * answers that donation). The amount's bounds and the campaign are checked by the caller.
 */
export async function createDonationOrder(deps: OrderDeps, studentId: number, d: DonationInput, idempotencyKey: string | undefined, locale: Locale): Promise<Order> {
  const { db } = deps;
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 128)) throw badRequest(t(locale, 'badKey'));
  const channel = paymentChannelById(d.paymentTypeId);
  if (!channel || channel.midtrans === null) throw badRequest(t(locale, 'unknownChannel'));
  const key = idempotencyKey ?? null;
  const hash = `donation:${d.donationId}:${d.amount}:${d.paymentTypeId}`;

  const earlier = async (): Promise<Order | null> => {
    if (key === null) return null;
    const o = await db.selectFrom('orders').selectAll().where('student_id', '=', studentId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!o) return null;
    if (o.request_hash !== hash) throw conflict(t(locale, 'keyReused'));
    await chargeIfUncharged(deps, o, locale);
    return orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow(), locale);
  };
  const found = await earlier();
  if (found) return found;

  let order: OrderRow;
  try {
    order = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('orders')
        .values({
          student_id: studentId,
          idempotency_key: key,
          request_hash: hash,
          subtotal: d.amount,
          discount: 0,
          voucher_discount: 0,
          total: d.amount,
          payment_channel_id: channel.id,
          payment_group: channel.group,
          expires_at: new Date(Date.now() + ORDER_TTL_MS),
          invoice_number: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const o = await trx
        .updateTable('orders')
        .set({ invoice_number: `INV/${new Date().toISOString().slice(0, 10).replaceAll('-', '')}/${String(inserted.id).padStart(6, '0')}` })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('donation_records')
        .values({
          donation_id: d.donationId,
          device_id: d.deviceId,
          student_id: studentId,
          donor_name: d.donorName,
          is_anonymous: d.isAnonymous,
          amount: d.amount,
          message: d.message,
          status: PaymentStatus.PENDING,
          order_id: o.id,
        })
        .execute();
      return o;
    });
  } catch (err) {
    // Two requests of one key at once: the unique key let one insert; this one answers its donation.
    const again = await earlier().catch(() => null);
    if (again) return again;
    throw err;
  }
  const charging = chargeOrder(deps, order, channel.id, 'create', locale, null);
  chargesInFlight.set(order.id, charging);
  try {
    await charging;
  } finally {
    chargesInFlight.delete(order.id);
  }
  return orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(), locale);
}
