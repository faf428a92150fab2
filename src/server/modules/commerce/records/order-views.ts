import { sql, type Selectable } from 'kysely';
import type { Order, OrderDonation, PaymentAnswer } from '../../../../common/contract/orders.js';
import { ContentType, PaymentStatus, type Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import type { OrdersTable, PaymentsTable } from '../../../db/tables/commerce.js';
import { notFound } from '../../../http/envelope.js';
import { pick } from '../../../http/locale.js';
import { t } from '../text/orders.js';

/** Orders and their payments as the student sees them: one order, its payment, the list. Reads only. */

export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;

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

/**
 * The order's payment in force: `orders.payment_id` (switched by the compare-and-set of a charge),
 * else — an order never charged, or whose only charge the gateway refused — its latest payment.
 * One query: the current row sorts first, then the newest.
 */
export async function currentPayment(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .where('payments.order_id', '=', orderId)
    .orderBy(sql`coalesce(payments.id = orders.payment_id, false)`, 'desc')
    .orderBy('payments.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function latestPayment(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** One line of an order as the answer shows it. */
export type OrderItemView = Order['items'][number];

/** An order, its lines and its payment in force as the answer shows them (no database: the creation path has them all in hand). */
export function orderAnswer(o: OrderRow, items: readonly OrderItemView[], payment: PaymentRow | undefined, donation: OrderDonation | null = null): Order {
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
    items: [...items].sort((a, b) => a.contentId - b.contentId),
    donation,
    payment: payment ? paymentAnswer(payment) : null,
    createdAt: new Date(o.created_at).toISOString(),
    expiresAt: iso(o.expires_at),
    paidAt: iso(o.paid_at),
  };
}

/**
 * The campaign of a donation order, in the request's language (issue 19: a donation has no content
 * lines; this is its line in the order pages), or null for any other order.
 */
export async function orderDonation(db: Database, orderId: number, locale: Locale): Promise<OrderDonation | null> {
  const row = await db
    .selectFrom('donation_records as r')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .select(['d.id', 'd.url', 'd.title_id', 'd.title_en', 'r.amount', 'r.is_anonymous'])
    .where('r.order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return { campaignId: row.id, url: row.url, title: pick(row, 'title', locale), amount: Number(row.amount), isAnonymous: row.is_anonymous };
}

/** An order as the student sees it, in the reader's language: each line's title (kept in both at purchase) and a donation's campaign. */
export async function orderView(db: Database, o: OrderRow, locale: Locale): Promise<Order> {
  const items = await db
    .selectFrom('order_items')
    .innerJoin('contents', 'contents.id', 'order_items.content_id')
    .selectAll('order_items')
    .select('contents.url')
    .where('order_items.order_id', '=', o.id)
    .orderBy('order_items.content_id')
    .execute();
  const payment = await currentPayment(db, o.id);
  const donation = items.length === 0 ? await orderDonation(db, o.id, locale) : null;
  return orderAnswer(
    o,
    items.map((i) => ({
      contentId: i.content_id,
      packageId: i.package_id,
      contentType: i.content_type,
      url: i.url,
      title: pick(i, 'title', locale),
      price: i.price,
      finalPrice: i.final_price,
      voucherCode: i.voucher_code,
      voucherDiscount: i.voucher_discount,
      total: i.total,
    })),
    payment,
    donation,
  );
}

/** The student's own order, or a 404 (another student's order is as unknown as a missing one). */
export async function ownOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<OrderRow> {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('student_id', '=', studentId).executeTakeFirst();
  if (!o) throw notFound(t(locale, 'notFound'));
  return o;
}

export async function getOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<Order> {
  return orderView(db, await ownOrder(db, studentId, orderId, locale), locale);
}

export async function paymentOfOrder(db: Database, studentId: number, orderId: number, locale: Locale): Promise<PaymentAnswer> {
  await ownOrder(db, studentId, orderId, locale);
  const p = await currentPayment(db, orderId);
  if (!p) throw notFound(t(locale, 'paymentNotFound'));
  return paymentAnswer(p);
}

const STATUS_FILTER = { success: PaymentStatus.SUCCESS, waiting: PaymentStatus.PENDING, fail: PaymentStatus.EXPIRED } as const;
const TYPE_FILTER = { bootcamp: ContentType.BOOTCAMP, webinar: ContentType.WEBINAR, course: ContentType.COURSE } as const;

export async function listOrders(
  db: Database,
  studentId: number,
  q: { page: number; pageSize: number; status?: 'all' | keyof typeof STATUS_FILTER; type?: 'all' | 'donation' | keyof typeof TYPE_FILTER },
  locale: Locale,
) {
  let query = db.selectFrom('orders').where('student_id', '=', studentId);
  if (q.status && q.status !== 'all') query = query.where('status', '=', STATUS_FILTER[q.status]);
  if (q.type === 'donation') {
    query = query.where((eb) => eb.exists(eb.selectFrom('donation_records').select('order_id').whereRef('donation_records.order_id', '=', 'orders.id')));
  } else if (q.type && q.type !== 'all') {
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
  for (const r of rows) items.push(await orderView(db, r, locale));
  return { items, page: q.page, pageSize: q.pageSize, total: Number(count?.n ?? 0) };
}
