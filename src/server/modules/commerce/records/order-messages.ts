import type { Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { pick } from '../../../http/locale.js';
import { queueMessage } from '../../../messaging/index.js';
import { donationLabel } from '../text/invoices.js';
import { t } from '../text/orders.js';

/**
 * The e-mails of an order (issue 20), queued in the transaction of their event and once per event
 * (the event key): the payment instructions of each charge that won, and the receipt with the
 * invoice PDF (rendered at send time from `invoice:{orderId}`) when the order becomes paid.
 * Students without an e-mail address (phone-only accounts) get none.
 */

export interface ChargeInstructions {
  vaNumber?: string | null;
  bank?: string | null;
  billKey?: string | null;
  billerCode?: string | null;
  paymentCode?: string | null;
  store?: string | null;
  deeplinkUrl?: string | null;
  redirectUrl?: string | null;
  qrCodeUrl?: string | null;
}

function instructionLines(i: ChargeInstructions, locale: Locale): string[] {
  const lines: string[] = [];
  if (i.vaNumber) lines.push(`${t(locale, 'vaNumber')}${i.bank ? ` ${i.bank.toUpperCase()}` : ''}: ${i.vaNumber}`);
  if (i.billKey) lines.push(`${t(locale, 'billKey')}: ${i.billKey}${i.billerCode ? ` (${t(locale, 'billerCode')} ${i.billerCode})` : ''}`);
  if (i.paymentCode) lines.push(`${t(locale, 'paymentCode')}${i.store ? ` ${i.store}` : ''}: ${i.paymentCode}`);
  const link = i.deeplinkUrl ?? i.redirectUrl ?? i.qrCodeUrl;
  if (link) lines.push(`${t(locale, 'payAt')}: ${link}`);
  return lines;
}

/** The payment instructions of one charge (`paymentId`), to the student's e-mail, in the language of the order's request. */
export async function queuePaymentInstructions(
  trx: Database,
  o: { orderId: number; studentId: number; invoice: string | null; total: number; expiresAt: Date | string | null; channel: string; paymentId: number },
  instructions: ChargeInstructions,
  locale: Locale,
): Promise<void> {
  // The language the student last ordered in: a receipt sent later from the gateway's webhook uses it.
  const student = await trx.updateTable('students').set({ locale }).where('id', '=', o.studentId).returning('email').executeTakeFirst();
  if (!student?.email) return;
  await queueMessage(trx, {
    channel: 'email',
    to: student.email,
    template: 'payment-instructions',
    params: {
      invoice: o.invoice ?? `#${o.orderId}`,
      total: o.total,
      expiresAt: o.expiresAt === null ? null : new Date(o.expiresAt).toISOString(),
      channel: o.channel,
      lines: instructionLines(instructions, locale),
    },
    locale,
    eventKey: `payment-instructions:${o.paymentId}`,
  });
}

/** The receipt of a paid order with its invoice attached, once per order, in the student's language (`students.locale`): its lines' titles too. */
export async function queueReceipt(trx: Database, orderId: number): Promise<void> {
  const o = await trx
    .selectFrom('orders')
    .innerJoin('students', 'students.id', 'orders.student_id')
    .select(['orders.invoice_number', 'orders.total', 'orders.paid_at', 'students.email', 'students.locale'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!o?.email || !o.invoice_number) return;
  const items = await trx.selectFrom('order_items').select(['title_id', 'title_en']).where('order_id', '=', orderId).orderBy('content_id').execute();
  const locale = o.locale;
  await queueMessage(trx, {
    channel: 'email',
    to: o.email,
    template: 'receipt',
    params: {
      invoice: o.invoice_number,
      total: o.total,
      paidAt: new Date(o.paid_at ?? Date.now()).toISOString(),
      // A donation has no lines: its receipt names the donation.
      items: items.length ? items.map((i) => pick(i, 'title', locale)) : [donationLabel(locale)],
    },
    locale,
    attachment: `invoice:${orderId}`,
    eventKey: `receipt:${orderId}`,
  });
}
