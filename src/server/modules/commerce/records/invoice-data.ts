import { paymentChannelById } from '../../../../common/payments.js';
import type { Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { pick } from '../../../http/locale.js';
import { orderDonation } from './order-views.js';

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
  /** A donation order's campaign (its one line on the invoice; it has no order items). */
  donation: { title: string; amount: number } | null;
  subtotal: number;
  discount: number;
  voucherDiscount: number;
  total: number;
}

/**
 * What an invoice prints, in the reader's language (the lines' titles, a donation's campaign), or null for an unknown order or
 * another student's (the route answers 404). `invoiceId`: the order id or its invoice number.
 */
export async function orderForInvoice(db: Database, studentId: number, invoiceId: number | string, locale: Locale): Promise<InvoiceData | null> {
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
  const donation = items.length === 0 ? await orderDonation(db, o.id, locale) : null;
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
      title: pick(i, 'title', locale),
      packageId: i.package_id,
      price: i.price,
      finalPrice: i.final_price,
      voucherCode: i.voucher_code,
      voucherDiscount: i.voucher_discount,
      total: i.total,
    })),
    donation: donation ? { title: donation.title, amount: donation.amount } : null,
    subtotal: o.subtotal,
    discount: o.discount,
    voucherDiscount: o.voucher_discount,
    total: o.total,
  };
}
