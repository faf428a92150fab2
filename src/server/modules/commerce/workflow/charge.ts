import { randomBytes } from 'node:crypto';
import { PaymentStatus, type Locale } from '../../../../common/enums.js';
import { paymentChannelById } from '../../../../common/payments.js';
import type { Database } from '../../../db/index.js';
import { badRequest } from '../../../http/envelope.js';
import { GatewayError } from '../../../payments/gateway/index.js';
import { latestPayment, type OrderRow, type PaymentRow } from '../records/order-views.js';
import { queuePaymentInstructions } from '../records/order-messages.js';
import { recordCharge } from '../records/order-writes.js';
import { t } from '../text/orders.js';
import type { OrderDeps } from './deps.js';
import { REFUSED, gatewayDown, gatewayRefused, isGatewayRefusal } from './gateway-errors.js';
import { expireOrder } from './transitions.js';

/**
 * Charging the gateway for a committed order: one charge per uncharged order (the charge claim),
 * the answer recorded in `payments`, a charge cancelled when it is no longer wanted. Never inside
 * a database transaction.
 */

/**
 * An order found again by its Idempotency-Key or as the pending order of its content: a pending
 * paid order without any charge (the gateway was away when it was made) is charged now; one the
 * gateway refused answers that refusal again (the same key gets the same answer).
 */
export async function chargeIfUncharged(deps: OrderDeps, order: OrderRow, locale: Locale): Promise<void> {
  if (order.total === 0 || order.payment_channel_id === null) return;
  const last = await latestPayment(deps.db, order.id);
  if (order.status === PaymentStatus.EXPIRED && last?.transaction_status?.startsWith(REFUSED)) throw gatewayRefused(order.id, 'create', locale);
  if (order.status !== PaymentStatus.PENDING || last) return;
  // A double click arrives while the first request is still charging: no payment row yet, but the
  // charge is in flight. In this process the charge's promise is awaited; across instances only one
  // caller charges, the one that claims the order (below), and the others wait for that charge's
  // answer so every click answers the order with its payment.
  const here = chargesInFlight.get(order.id);
  if (here) {
    await here.catch(() => undefined);
    if (await latestPayment(deps.db, order.id)) return;
  }
  const until = Date.now() + CHARGE_CLAIM_MS + 5_000;
  while (!(await claimCharge(deps.db, order.id))) {
    const now = await deps.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    if (now.status !== PaymentStatus.PENDING || (await latestPayment(deps.db, order.id)) || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await chargeOrder(deps, order, order.payment_channel_id, 'create', locale, null);
}

/** First charges of orders running in this process (createOrder registers them), by order id. */
export const chargesInFlight = new Map<number, Promise<unknown>>();

/**
 * How long a charge in flight keeps an uncharged order to itself: the adapter's 15 s timeout and a
 * margin. After that an order still without a payment row is free to be charged by a retry.
 */
const CHARGE_CLAIM_MS = 20_000;

/**
 * Claims an uncharged pending order for one charge: `updated_at` is the claim's clock (set when
 * the order is written, when a charge is recorded and here). The update succeeds for one caller
 * only, and only when no charge was started in the last CHARGE_CLAIM_MS or the last attempt was
 * released by an outage (`releaseCharge`).
 */
async function claimCharge(db: Database, orderId: number): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ updated_at: new Date() })
    .where('id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .where('updated_at', '<', new Date(Date.now() - CHARGE_CLAIM_MS))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payments').select('id').whereRef('payments.order_id', '=', 'orders.id'))))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** After an outage the attempt is over: a retry may charge at once. */
async function releaseCharge(db: Database, orderId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ updated_at: new Date(Date.now() - 2 * CHARGE_CLAIM_MS) })
    .where('id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .execute();
}

/** What became of a charge the gateway made: its payment row, and whether it is now the order's current payment. */
export interface ChargeOutcome {
  payment: PaymentRow;
  won: boolean;
  /** The order as it is now, when this charge won (the answer is built from it without reading again). */
  order: OrderRow | null;
}

/**
 * Charges the gateway for a committed pending order and records the answer (recordCharge: one
 * statement). Never inside a transaction. An outage answers 503 and leaves the order pending; a refusal of a new order ends
 * it in one transaction (a refused payment row, EXPIRED, vouchers released) and answers 502.
 *
 * The charge becomes the order's current payment only by a compare-and-set from `expected`, the
 * current payment the caller started from (null for a first charge): of concurrent charges of one
 * order exactly one wins. The winner retires every other pending payment of the order and then
 * cancels their charges at the gateway; a loser's payment is recorded EXPIRED (so a settlement
 * that still comes for it is known) and its charge cancelled.
 */
export async function chargeOrder(deps: OrderDeps, order: OrderRow, channelId: number, when: 'create' | 'change', locale: Locale, expected: number | null): Promise<ChargeOutcome> {
  const channel = paymentChannelById(channelId);
  if (!channel) throw badRequest(t(locale, 'unknownChannel'));
  const gatewayOrderId = `ORD-${order.id}-${randomBytes(4).toString('hex')}`;
  let tx;
  try {
    tx = await deps.gateway().charge({ orderId: gatewayOrderId, amount: order.total, channelId, description: order.invoice_number ?? undefined });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    if (!isGatewayRefusal(err)) {
      if (when === 'create') await releaseCharge(deps.db, order.id);
      throw gatewayDown(order.id, locale);
    }
    if (when === 'create') {
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payments')
          .values({
            order_id: order.id,
            gateway_order_id: gatewayOrderId,
            channel_id: channelId,
            payment_group: channel.group,
            amount: order.total,
            status: PaymentStatus.EXPIRED,
            transaction_id: null,
            transaction_status: `${REFUSED}${err.code}`.slice(0, 40),
            va_number: null,
            bank: null,
            bill_key: null,
            biller_code: null,
            payment_code: null,
            store: null,
            qr_string: null,
            qr_code_url: null,
            deeplink_url: null,
            redirect_url: null,
            expires_at: null,
          })
          .execute();
        await expireOrder(trx, order.id);
      });
    }
    throw gatewayRefused(order.id, when, locale);
  }
  const i = tx.instructions;
  // The charge's answer and, when it won, its payment instructions e-mail: one transaction.
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const r = await recordCharge(
      trx,
      {
        orderId: order.id,
        gatewayOrderId,
        channelId,
        paymentGroup: channel.group,
        amount: order.total,
        transactionId: tx.transactionId,
        transactionStatus: tx.transactionStatus,
        vaNumber: i.vaNumber ?? null,
        bank: i.bank ?? null,
        billKey: i.billKey ?? null,
        billerCode: i.billerCode ?? null,
        paymentCode: i.paymentCode ?? null,
        store: i.store ?? null,
        qrString: i.qrString ?? null,
        qrCodeUrl: i.qrCodeUrl ?? null,
        deeplinkUrl: i.deeplinkUrl ?? null,
        redirectUrl: i.redirectUrl ?? null,
        expiresAt: tx.expiryTime,
      },
      expected,
    );
    if (r.won) {
      const o = {
        orderId: order.id,
        studentId: order.student_id,
        invoice: order.invoice_number,
        total: order.total,
        expiresAt: tx.expiryTime ?? order.expires_at,
        channel: channel.name,
        paymentId: r.payment.id,
      };
      await queuePaymentInstructions(trx, o, i, locale);
    }
    return r;
  });
  // Recorded: the gateway's notification of a retired charge now finds nothing pending.
  for (const id of recorded.won ? recorded.retired : [gatewayOrderId]) await cancelCharge(deps, id);
  const current: OrderRow | null = recorded.won
    ? { ...order, payment_id: recorded.payment.id, payment_channel_id: channelId, payment_group: channel.group, expires_at: tx.expiryTime ?? order.expires_at }
    : null;
  return { payment: recorded.payment, won: recorded.won, order: current };
}

/**
 * Best effort: a charge the gateway no longer holds as pending (412) or cannot reach is left to
 * expire there. A cancel the gateway confirmed is written on the payment (`transaction_status`
 * 'cancel'), so a settlement that still arrives for it is known as money to refund.
 */
export async function cancelCharge(deps: OrderDeps, gatewayOrderId: string): Promise<void> {
  try {
    const tx = await deps.gateway().cancel(gatewayOrderId);
    await deps.db.updateTable('payments').set({ transaction_status: tx.transactionStatus, updated_at: new Date() }).where('gateway_order_id', '=', gatewayOrderId).execute();
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
  }
}
