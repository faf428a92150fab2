import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Order, OrderItemInput, PaymentAnswer } from '../../../common/contract/orders.js';
import { ContentType, PaymentStatus, type Locale } from '../../../common/enums.js';
import { paymentChannelById } from '../../../common/payments.js';
import type { Database } from '../../db/index.js';
import type { OrdersTable, PaymentsTable } from '../../db/tables/commerce.js';
import { HttpError, badRequest, conflict, notFound } from '../../http/envelope.js';
import { LiveHub } from '../../live/hub.js';
import { GatewayError, type PaymentGateway } from '../../payments/gateway/index.js';
import { removeFromCart } from '../cart/index.js';
import { enrol, ownedContentIds, saleContents, saleRefusal, titleOf } from '../enrolments/index.js';
import { applyToLine, redeemVoucher, releaseVouchers, retakeVouchers } from '../vouchers/index.js';
import { t } from './messages.js';

/**
 * Orders (issue 11): priced on the server, one per Idempotency-Key, one pending per content and
 * student. The order is written and committed before the gateway is charged (never a gateway call
 * inside a transaction); the answer is recorded afterwards in `payments`. Completion (enrol,
 * points, cart, live event) and expiry are single transactions guarded by `status = PENDING`, so
 * replays and out-of-order notifications change nothing twice.
 */

/** How long an order waits for payment when the gateway names no expiry. */
export const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

type OrderRow = Selectable<OrdersTable>;
type PaymentRow = Selectable<PaymentsTable>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function paymentAnswer(p: PaymentRow): PaymentAnswer {
  return {
    id: p.id,
    channelId: p.channel_id,
    group: p.payment_group,
    amount: p.amount,
    status: p.status,
    vaNumber: p.va_number,
    bank: p.bank,
    billKey: p.bill_key,
    billerCode: p.biller_code,
    paymentCode: p.payment_code,
    store: p.store,
    qrString: p.qr_string,
    qrCodeUrl: p.qr_code_url,
    deeplinkUrl: p.deeplink_url,
    redirectUrl: p.redirect_url,
    expiresAt: iso(p.expires_at),
  };
}

async function latestPayment(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

async function orderView(db: Database, o: OrderRow): Promise<Order> {
  const items = await db
    .selectFrom('order_items')
    .innerJoin('contents', 'contents.id', 'order_items.content_id')
    .selectAll('order_items')
    .select('contents.url')
    .where('order_items.order_id', '=', o.id)
    .orderBy('order_items.content_id')
    .execute();
  const payment = await latestPayment(db, o.id);
  return {
    id: o.id,
    invoiceNumber: o.invoice_number,
    paymentStatus: o.status,
    paymentTypeId: o.payment_channel_id,
    paymentGroup: o.payment_group,
    subtotal: o.subtotal,
    discount: o.discount,
    voucherDiscount: o.voucher_discount,
    total: o.total,
    items: items.map((i) => ({
      contentId: i.content_id,
      packageId: i.package_id,
      contentType: i.content_type,
      url: i.url,
      title: i.title,
      price: i.price,
      finalPrice: i.final_price,
      voucherCode: i.voucher_code,
      voucherDiscount: i.voucher_discount,
      total: i.total,
    })),
    payment: payment ? paymentAnswer(payment) : null,
    createdAt: new Date(o.created_at).toISOString(),
    expiresAt: iso(o.expires_at),
    paidAt: iso(o.paid_at),
  };
}

/** The student's own order, or a 404 (another student's order is as unknown as a missing one). */
async function ownOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<OrderRow> {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('student_id', '=', studentId).executeTakeFirst();
  if (!o) throw notFound(t('notFound', locale));
  return o;
}

export async function getOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<Order> {
  return orderView(db, await ownOrder(db, studentId, orderId, locale));
}

export async function paymentOfOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<PaymentAnswer> {
  await ownOrder(db, studentId, orderId, locale);
  const p = await latestPayment(db, orderId);
  if (!p) throw notFound(t('paymentNotFound', locale));
  return paymentAnswer(p);
}

const STATUS_FILTER = { success: PaymentStatus.SUCCESS, waiting: PaymentStatus.PENDING, fail: PaymentStatus.EXPIRED } as const;
const TYPE_FILTER = { bootcamp: ContentType.BOOTCAMP, webinar: ContentType.WEBINAR, course: ContentType.COURSE } as const;

export async function listOrders(
  db: Database,
  studentId: number,
  q: { page: number; pageSize: number; status?: 'all' | keyof typeof STATUS_FILTER; type?: 'all' | keyof typeof TYPE_FILTER },
) {
  let query = db.selectFrom('orders').where('student_id', '=', studentId);
  if (q.status && q.status !== 'all') query = query.where('status', '=', STATUS_FILTER[q.status]);
  if (q.type && q.type !== 'all') {
    const type = TYPE_FILTER[q.type];
    query = query.where((eb) => eb.exists(eb.selectFrom('order_items').select('order_id').whereRef('order_items.order_id', '=', 'orders.id').where('order_items.content_type', '=', type)));
  }
  const count = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const items: Order[] = [];
  for (const r of rows) items.push(await orderView(db, r));
  return { items, page: q.page, pageSize: q.pageSize, total: Number(count?.n ?? 0) };
}

// ---- Pending orders ----------------------------------------------------------------------------

/**
 * The student's PENDING orders that hold any of `contentIds`, as (order, content) pairs, newest
 * order first: the one reading of pending orders. createOrder answers the pending order of a
 * content with it; the cart refuses a content in a pending order through pendingOrderContentIds.
 */
export async function pendingOrderLines(db: Database, studentId: number, contentIds: readonly number[]): Promise<{ orderId: number; contentId: number }[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.id', 'order_items.content_id'])
    .where('orders.student_id', '=', studentId)
    .where('orders.status', '=', PaymentStatus.PENDING)
    .where('order_items.content_id', 'in', [...contentIds])
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map((r) => ({ orderId: r.id, contentId: r.content_id }));
}

/** The contents of `contentIds` that sit in one of the student's pending orders. */
export async function pendingOrderContentIds(db: Database, studentId: number, contentIds: readonly number[]): Promise<Set<number>> {
  return new Set((await pendingOrderLines(db, studentId, contentIds)).map((l) => l.contentId));
}

// ---- Making an order ---------------------------------------------------------------------------

interface PricedLine {
  contentId: number;
  packageId: number | null;
  contentType: number;
  title: string;
  price: number;
  finalPrice: number;
  pointScore: number;
  voucher: { id: number; code: string; discount: number } | null;
}

/** Each line priced from the database (a client's prices are never read); a voucher through vouchers' applyToLine. */
async function priceLines(db: Database, studentId: number, items: readonly OrderItemInput[], locale: Locale): Promise<PricedLine[]> {
  const ids = items.map((i) => i.contentId);
  if (new Set(ids).size !== ids.length) throw badRequest(t('duplicate', locale));
  const contents = await saleContents(db, ids);
  const owned = await ownedContentIds(db, studentId, ids);
  const points = new Map((await db.selectFrom('contents').select(['id', 'point_score']).where('id', 'in', ids).execute()).map((r) => [r.id, r.point_score] as const));
  const lines: PricedLine[] = [];
  for (const item of items) {
    const c = contents.get(item.contentId);
    if (!c || !c.is_published || saleRefusal(c)) throw badRequest(`${t('unavailable', locale)} (${item.contentId})`);
    if (owned.has(c.id)) throw badRequest(`${t('owned', locale)}: ${titleOf(c, locale)}`);
    const packageId = item.packageId ?? null;
    let price = c.price;
    let finalPrice = c.final_price;
    if (packageId !== null) {
      const tier = await db.selectFrom('bootcamp_packages').select(['price', 'final_price']).where('id', '=', packageId).where('content_id', '=', c.id).executeTakeFirst();
      if (!tier) throw badRequest(t('packageMismatch', locale));
      price = tier.price;
      finalPrice = tier.final_price;
    }
    let voucher: PricedLine['voucher'] = null;
    const code = item.voucherCode?.trim();
    if (code) {
      const v = await applyToLine(db, studentId, code, c.id, packageId, locale);
      voucher = { id: v.voucherId, code: v.voucherCode, discount: v.discount };
    }
    lines.push({ contentId: c.id, packageId, contentType: c.content_type, title: titleOf(c, locale), price, finalPrice, pointScore: points.get(c.id) ?? 0, voucher });
  }
  return lines;
}

const requestHash = (items: readonly OrderItemInput[], paymentTypeId: number) =>
  createHash('sha256')
    .update(JSON.stringify({ items: items.map((i) => [i.contentId, i.packageId ?? null, i.voucherCode?.trim().toUpperCase() || null]), paymentTypeId }))
    .digest('hex');

export const invoiceNumberOf = (orderId: number, at: Date) => `INV/${at.toISOString().slice(0, 10).replaceAll('-', '')}/${String(orderId).padStart(6, '0')}`;

export interface OrderDeps {
  db: Database;
  gateway: () => PaymentGateway;
}

/**
 * P orders. Per student the transaction first locks the student's row, so a double click, 64
 * retries with one key or two tabs run one after another: the key finds its order, a content in
 * a pending order answers that order.
 */
export async function createOrder(
  deps: OrderDeps,
  studentId: number,
  body: { items: OrderItemInput[]; paymentTypeId: number },
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<{ order: Order; created: boolean }> {
  const { db } = deps;
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 128)) throw badRequest(t('badKey', locale));
  const channel = paymentChannelById(body.paymentTypeId);
  if (!channel) throw badRequest(t('unknownChannel', locale));
  const hash = requestHash(body.items, body.paymentTypeId);

  const findByKey = async (q: Database) =>
    idempotencyKey === undefined ? undefined : q.selectFrom('orders').selectAll().where('student_id', '=', studentId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  const earlier = await findByKey(db);
  if (earlier) {
    if (earlier.request_hash !== hash) throw conflict(t('keyReused', locale));
    await chargeIfUncharged(deps, earlier, locale);
    return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', earlier.id).executeTakeFirstOrThrow()), created: false };
  }

  const lines = await priceLines(db, studentId, body.items, locale);
  const subtotal = lines.reduce((s, l) => s + l.price, 0);
  const discount = lines.reduce((s, l) => s + (l.price - l.finalPrice), 0);
  const voucherDiscount = lines.reduce((s, l) => s + (l.voucher?.discount ?? 0), 0);
  const total = lines.reduce((s, l) => s + l.finalPrice - (l.voucher?.discount ?? 0), 0);
  const free = total === 0;
  const paidChannel = free ? paymentChannelById(17) : channel;
  if (!paidChannel || (!free && paidChannel.midtrans === null)) throw badRequest(t('unknownChannel', locale));

  const outcome = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('students').select('id').where('id', '=', studentId).forUpdate().executeTakeFirst();
    const again = await findByKey(trx);
    if (again) {
      if (again.request_hash !== hash) throw conflict(t('keyReused', locale));
      return { order: again, created: false };
    }
    const [pending] = await pendingOrderLines(
      trx,
      studentId,
      lines.map((l) => l.contentId),
    );
    if (pending) return { order: await trx.selectFrom('orders').selectAll().where('id', '=', pending.orderId).executeTakeFirstOrThrow(), created: false };

    const now = new Date();
    const inserted = await trx
      .insertInto('orders')
      .values({
        student_id: studentId,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        subtotal,
        discount,
        voucher_discount: voucherDiscount,
        total,
        payment_channel_id: paidChannel.id,
        payment_group: paidChannel.group,
        expires_at: new Date(now.getTime() + ORDER_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = inserted.id;
    await trx
      .updateTable('orders')
      .set({ invoice_number: invoiceNumberOf(orderId, now) })
      .where('id', '=', orderId)
      .execute();
    await trx
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          order_id: orderId,
          content_id: l.contentId,
          package_id: l.packageId,
          title: l.title,
          content_type: l.contentType,
          price: l.price,
          final_price: l.finalPrice,
          voucher_id: l.voucher?.id ?? null,
          voucher_code: l.voucher?.code ?? null,
          voucher_discount: l.voucher?.discount ?? 0,
          total: l.finalPrice - (l.voucher?.discount ?? 0),
          point_score: l.pointScore,
        })),
      )
      .execute();
    // The quota is taken here, in the order's transaction: a refusal rolls the whole order back.
    for (const l of lines) {
      if (l.voucher) await redeemVoucher(trx, { voucherId: l.voucher.id, voucherCode: l.voucher.code, studentId, orderId, contentId: l.contentId, discount: l.voucher.discount }, locale);
    }
    if (free) await completeOrder(trx, orderId);
    const row = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    return { order: row, created: true };
  });

  if (free) return { order: await orderView(db, outcome.order), created: outcome.created };
  // Committed: now the gateway, outside any transaction. An order found again (the same key, another
  // tab) is charged when an earlier charge never happened (the gateway was down): a retry pays.
  if (outcome.created) await chargeOrder(deps, outcome.order, paidChannel.id, 'create', locale);
  else await chargeIfUncharged(deps, outcome.order, locale);
  return { order: await orderView(db, await db.selectFrom('orders').selectAll().where('id', '=', outcome.order.id).executeTakeFirstOrThrow()), created: outcome.created };
}

/**
 * An order found again by its Idempotency-Key or as the pending order of its content: a pending
 * paid order without any charge (the gateway was away when it was made) is charged now; one the
 * gateway refused answers that refusal again (the same key gets the same answer).
 */
async function chargeIfUncharged(deps: OrderDeps, order: OrderRow, locale: Locale): Promise<void> {
  if (order.total === 0 || order.payment_channel_id === null) return;
  const last = await latestPayment(deps.db, order.id);
  if (order.status === PaymentStatus.EXPIRED && last?.transaction_status?.startsWith(REFUSED)) throw gatewayRefused(order.id, 'create', locale);
  if (order.status !== PaymentStatus.PENDING || last) return;
  // A double click arrives while the first request is still charging: no payment row yet, but the
  // charge is in flight. Only one caller charges: the one that claims the order (below); the
  // others wait for that charge's answer so every click answers the order with its payment.
  const until = Date.now() + CHARGE_CLAIM_MS + 5_000;
  while (!(await claimCharge(deps.db, order.id))) {
    const now = await deps.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    if (now.status !== PaymentStatus.PENDING || (await latestPayment(deps.db, order.id)) || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await chargeOrder(deps, order, order.payment_channel_id, 'create', locale);
}

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

/** A 503 that keeps the order: the student can retry (the same Idempotency-Key charges again) or pick another method. */
function gatewayDown(orderId: number, locale: Locale): HttpError {
  const message = t('gatewayDown', locale);
  return new HttpError(503, message, [{ description: message }], { orderId });
}

/** `payments.transaction_status` of a charge the gateway refused: `refused:<Midtrans status_code>`. */
const REFUSED = 'refused:';

/**
 * A refusal the gateway would repeat on every retry (docs/payments.md, "Refusals and outages"):
 * Midtrans answered a 4xx status_code (400 validation, 401 key, 402 channel not enabled, 406
 * duplicate order id, ...) or HTTP 4xx, or the channel cannot go to the gateway at all. A 429, a
 * missing server key, the network, a timeout or a 5xx are outages (503, retryable).
 */
export function isGatewayRefusal(err: GatewayError): boolean {
  if (err.code === 'unknown-channel' || err.code === 'no-gateway') return true;
  if (err.code === '429' || err.httpStatus === 429) return false;
  if (/^4\d\d$/.test(err.code)) return true;
  return err.code === 'bad-answer' && err.httpStatus !== undefined && err.httpStatus >= 400 && err.httpStatus < 500;
}

/**
 * A 502: the gateway refused a charge the shop made (the amount and channel are ours, so it is our
 * side's fault, not the student's input). On a new order the order is ended (vouchers given back,
 * nothing half-made); on a change of method the order keeps its earlier payment.
 */
function gatewayRefused(orderId: number, when: 'create' | 'change', locale: Locale): HttpError {
  const message = t(when === 'create' ? 'gatewayRefused' : 'gatewayRefusedChange', locale);
  return new HttpError(502, message, [{ description: message }], { orderId });
}

/**
 * Charges the gateway for a committed pending order and records the answer; returns the payment
 * row's id. Never inside a transaction. An outage answers 503 and leaves the order pending; a
 * refusal of a new order ends it in one transaction (a refused payment row, EXPIRED, vouchers
 * released) and answers 502.
 */
async function chargeOrder(deps: OrderDeps, order: OrderRow, channelId: number, when: 'create' | 'change', locale: Locale): Promise<number> {
  const channel = paymentChannelById(channelId);
  if (!channel) throw badRequest(t('unknownChannel', locale));
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
  const row = await deps.db
    .insertInto('payments')
    .values({
      order_id: order.id,
      gateway_order_id: gatewayOrderId,
      channel_id: channelId,
      payment_group: channel.group,
      amount: order.total,
      status: PaymentStatus.PENDING,
      transaction_id: tx.transactionId,
      transaction_status: tx.transactionStatus,
      va_number: i.vaNumber ?? null,
      bank: i.bank ?? null,
      bill_key: i.billKey ?? null,
      biller_code: i.billerCode ?? null,
      payment_code: i.paymentCode ?? null,
      store: i.store ?? null,
      qr_string: i.qrString ?? null,
      qr_code_url: i.qrCodeUrl ?? null,
      deeplink_url: i.deeplinkUrl ?? null,
      redirect_url: i.redirectUrl ?? null,
      expires_at: tx.expiryTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable('orders')
    .set({ payment_channel_id: channelId, payment_group: channel.group, ...(tx.expiryTime ? { expires_at: tx.expiryTime } : {}), updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', PaymentStatus.PENDING)
    .execute();
  return row.id;
}

/**
 * Pending → SUCCESS, once: enrols (packages and bootcamps bring their parts), awards the points
 * (one ledger row per line), keeps the voucher used, clears the bought lines from the cart and
 * writes the live event. Returns false when the order was not pending (a replay: nothing done).
 *
 * `late`: the gateway settled a charge of an order this shop already expired (the notification
 * came after the expiry job, docs/payments.md "A settlement after the local expiry"). Then an
 * EXPIRED order completes the same way, once (SUCCESS is final), and its vouchers are taken again.
 */
export async function completeOrder(trx: Database, orderId: number, late = false): Promise<boolean> {
  const now = new Date();
  const o = await trx
    .updateTable('orders')
    .set({ status: PaymentStatus.SUCCESS, paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', late ? [PaymentStatus.PENDING, PaymentStatus.EXPIRED] : [PaymentStatus.PENDING])
    .returning(['id', 'student_id', 'expired_at'])
    .executeTakeFirst();
  if (!o) return false;
  // A late settlement: expired_at stays as the record of it; the vouchers the expiry gave back are taken again.
  if (o.expired_at !== null) await retakeVouchers(trx, orderId);
  const items = await trx.selectFrom('order_items').select(['content_id', 'point_score']).where('order_id', '=', orderId).execute();
  const contentIds = items.map((i) => i.content_id);
  await enrol(trx, o.student_id, contentIds, 'purchase', orderId);
  await trx
    .insertInto('points_ledger')
    .values(items.map((i) => ({ student_id: o.student_id, order_id: orderId, content_id: i.content_id, points: i.point_score })))
    .onConflict((oc) => oc.columns(['order_id', 'content_id']).doNothing())
    .execute();
  await removeFromCart(trx, o.student_id, contentIds);
  await LiveHub.publish(trx, o.student_id, 'payment', { orderId, paymentStatus: PaymentStatus.SUCCESS });
  return true;
}

/** Pending → EXPIRED, once: the vouchers it held are given back. Returns false when it was not pending. */
export async function expireOrder(trx: Database, orderId: number, cancelled = false): Promise<boolean> {
  const now = new Date();
  const o = await trx
    .updateTable('orders')
    .set({ status: PaymentStatus.EXPIRED, expired_at: now, updated_at: now, ...(cancelled ? { cancelled_at: now } : {}) })
    .where('id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .returning(['id', 'student_id'])
    .executeTakeFirst();
  if (!o) return false;
  await releaseVouchers(trx, orderId);
  await trx.updateTable('payments').set({ status: PaymentStatus.EXPIRED, updated_at: now }).where('order_id', '=', orderId).where('status', '=', PaymentStatus.PENDING).execute();
  await LiveHub.publish(trx, o.student_id, 'payment', { orderId, paymentStatus: PaymentStatus.EXPIRED });
  return true;
}

/**
 * Best effort: a charge the gateway no longer holds as pending (412) or cannot reach is left to
 * expire there. A cancel the gateway confirmed is written on the payment (`transaction_status`
 * 'cancel'), so a settlement that still arrives for it is known as money to refund.
 */
async function cancelCharge(deps: OrderDeps, gatewayOrderId: string): Promise<void> {
  try {
    const tx = await deps.gateway().cancel(gatewayOrderId);
    await deps.db.updateTable('payments').set({ transaction_status: tx.transactionStatus, updated_at: new Date() }).where('gateway_order_id', '=', gatewayOrderId).execute();
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
  }
}

export async function cancelOrder(deps: OrderDeps, studentId: number, orderId: number, locale: Locale): Promise<Order> {
  const o = await ownOrder(deps.db, studentId, orderId, locale);
  if (o.status !== PaymentStatus.PENDING) throw badRequest(t('notPending', locale));
  const done = await deps.db.transaction().execute((trx) => expireOrder(trx, orderId, true));
  if (!done) throw badRequest(t('notPending', locale));
  const p = await latestPayment(deps.db, orderId);
  if (p) await cancelCharge(deps, p.gateway_order_id);
  return getOrder(deps.db, studentId, orderId, locale);
}

/**
 * Pays a pending order another way. The new charge is made first: when the gateway is away (503)
 * or refuses the new method (502) the order keeps its earlier payment untouched. Then the old
 * payment rows are marked EXPIRED and their charges cancelled, so the gateway's cancel
 * notification of an old charge finds nothing pending and leaves the order alone.
 */
export async function changePaymentMethod(deps: OrderDeps, studentId: number, orderId: number, paymentTypeId: number, locale: Locale): Promise<Order> {
  const channel = paymentChannelById(paymentTypeId);
  if (!channel || channel.midtrans === null) throw badRequest(t('unknownChannel', locale));
  const o = await ownOrder(deps.db, studentId, orderId, locale);
  if (o.status !== PaymentStatus.PENDING || o.total === 0) throw badRequest(t('notPending', locale));
  const fresh = await chargeOrder(deps, o, channel.id, 'change', locale);
  const old = await deps.db
    .updateTable('payments')
    .set({ status: PaymentStatus.EXPIRED, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', PaymentStatus.PENDING)
    .where('id', '<>', fresh)
    .returning('gateway_order_id')
    .execute();
  for (const p of old) await cancelCharge(deps, p.gateway_order_id);
  return getOrder(deps.db, studentId, orderId, locale);
}

// ---- The gateway's word ------------------------------------------------------------------------

/**
 * A verified notification: the gateway is asked for the transaction's status (the notification's
 * own status is only a hint), then the order moves at most once. SUCCESS wins: an expiry after a
 * settlement finds nothing pending. An EXPIRED charge ends the order only when it is the order's
 * live charge (a method change already retired the old one).
 *
 * A settlement of an order already EXPIRED here (the expiry job ran first; the student paid in
 * time at the gateway or the notification came late) completes it as a normal success, once —
 * except when the student cancelled the order and the gateway confirmed the cancel of this very
 * charge: then nothing is enrolled, the payment is recorded SUCCESS on the EXPIRED order (the
 * refund list of docs/payments.md) and logged for a refund.
 */
export async function settleFromGateway(deps: OrderDeps, gatewayOrderId: string, log?: { warn(obj: object, msg: string): void }): Promise<void> {
  const payment = await deps.db.selectFrom('payments').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
  if (!payment) return;
  const tx = await deps.gateway().status(gatewayOrderId);
  if (!tx) return;
  if (tx.paymentStatus === PaymentStatus.SUCCESS) {
    if (tx.grossAmount !== payment.amount) return;
    const refund = await deps.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['status', 'cancelled_at']).where('id', '=', payment.order_id).forUpdate().executeTakeFirstOrThrow();
      // The student cancelled and the gateway confirmed this charge's cancel, yet it settled.
      const refundDue = order.status === PaymentStatus.EXPIRED && order.cancelled_at !== null && payment.transaction_status === 'cancel';
      await trx
        .updateTable('payments')
        .set({ status: PaymentStatus.SUCCESS, transaction_status: tx.transactionStatus, paid_at: tx.settlementTime ?? new Date(), updated_at: new Date() })
        .where('id', '=', payment.id)
        .execute();
      if (!refundDue) await completeOrder(trx, payment.order_id, true);
      return refundDue && payment.status !== PaymentStatus.SUCCESS;
    });
    if (refund) log?.warn({ orderId: payment.order_id, gatewayOrderId, amount: payment.amount }, 'refund due: a cancelled order was settled at the gateway');
  } else if (tx.paymentStatus === PaymentStatus.EXPIRED) {
    await deps.db.transaction().execute(async (trx) => {
      const live = await trx
        .updateTable('payments')
        .set({ status: PaymentStatus.EXPIRED, transaction_status: tx.transactionStatus, updated_at: new Date() })
        .where('id', '=', payment.id)
        .where('status', '=', PaymentStatus.PENDING)
        .returning('id')
        .executeTakeFirst();
      if (live) await expireOrder(trx, payment.order_id);
    });
  }
}

// ---- Expiry job --------------------------------------------------------------------------------

/** Takes the named lease for `ms` when it is free or lapsed; true when this holder has it. */
export async function takeLease(db: Database, name: string, holder: string, ms: number): Promise<boolean> {
  const until = new Date(Date.now() + ms);
  const row = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: until })
        .where((eb) => eb.or([eb('leases.expires_at', '<', new Date()), eb('leases.holder', '=', holder)])),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Expires orders unpaid past their expiry even when no notification comes, under a lease so one
 * instance runs it; after each commit the charge is cancelled at the gateway. Returns the ids.
 */
export async function expireOverdueOrders(deps: OrderDeps, holder: string, now = new Date()): Promise<number[]> {
  if (!(await takeLease(deps.db, 'orders-expiry', holder, 50_000))) return [];
  const overdue = await deps.db.selectFrom('orders').select('id').where('status', '=', PaymentStatus.PENDING).where('expires_at', '<', now).orderBy('id').limit(500).execute();
  const expired: number[] = [];
  for (const { id } of overdue) {
    if (!(await deps.db.transaction().execute((trx) => expireOrder(trx, id)))) continue;
    expired.push(id);
    const p = await latestPayment(deps.db, id);
    if (p) await cancelCharge(deps, p.gateway_order_id);
  }
  return expired;
}

// ---- The invoice -------------------------------------------------------------------------------

export interface InvoiceData {
  orderId: number;
  invoiceNumber: string;
  paymentStatus: number;
  createdAt: Date;
  paidAt: Date | null;
  student: { id: number; name: string; email: string | null; phone: string | null };
  paymentChannel: { id: number; name: string; group: number } | null;
  lines: {
    contentId: number;
    contentType: number;
    title: string;
    packageId: number | null;
    price: number;
    finalPrice: number;
    voucherCode: string | null;
    voucherDiscount: number;
    total: number;
  }[];
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  total: number;
}

/** What an invoice prints, or null for an unknown order or another student's (the route answers 404). `invoiceId`: the order id or its invoice number. */
export async function orderForInvoice(db: Database, studentId: number, invoiceId: number | string): Promise<InvoiceData | null> {
  let q = db
    .selectFrom('orders')
    .innerJoin('students', 'students.id', 'orders.student_id')
    .selectAll('orders')
    .select(['students.full_name', 'students.email', 'students.phone'])
    .where('orders.student_id', '=', studentId);
  if (typeof invoiceId === 'number' || /^[0-9]{1,15}$/.test(invoiceId)) {
    const n = Number(invoiceId);
    if (!Number.isSafeInteger(n)) return null;
    q = q.where('orders.id', '=', n);
  } else q = q.where('orders.invoice_number', '=', invoiceId);
  const o = await q.executeTakeFirst();
  if (!o || !o.invoice_number) return null;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', o.id).orderBy('content_id').execute();
  const channel = o.payment_channel_id === null ? undefined : paymentChannelById(o.payment_channel_id);
  return {
    orderId: o.id,
    invoiceNumber: o.invoice_number,
    paymentStatus: o.status,
    createdAt: new Date(o.created_at),
    paidAt: o.paid_at ? new Date(o.paid_at) : null,
    student: { id: studentId, name: o.full_name, email: o.email, phone: o.phone },
    paymentChannel: channel ? { id: channel.id, name: channel.name, group: channel.group } : null,
    lines: items.map((i) => ({
      contentId: i.content_id,
      contentType: i.content_type,
      title: i.title,
      packageId: i.package_id,
      price: i.price,
      finalPrice: i.final_price,
      voucherCode: i.voucher_code,
      voucherDiscount: i.voucher_discount,
      total: i.total,
    })),
    subtotal: o.subtotal,
    discount: o.discount,
    voucherDiscount: o.voucher_discount,
    total: o.total,
  };
}
