import type { InvoiceDocument } from '../../../../common/contract/invoices.js';
import type { ContentTypeId, Locale } from '../../../../common/enums.js';
import type { PaymentStatusId } from '../../../../common/payments.js';
import type { InvoiceSellerConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { orderForInvoice } from '../records/invoice-data.js';

/** Where invoices come from: one of a student's orders, or null when it is not theirs or does not exist. `locale` names a donation's campaign. */
export interface InvoiceSource {
  invoiceFor(studentId: number, invoiceId: string, locale: Locale): Promise<InvoiceDocument | null>;
}

/** What the orders module's `orderForInvoice` gives (the fields read here; its `InvoiceData`). */
export interface OrderInvoice {
  invoiceNumber: string;
  paymentStatus: number;
  createdAt: Date;
  paidAt: Date | null;
  student: { name: string; email: string | null };
  paymentChannel: { id: number } | null;
  lines: { contentType: number; title: string; price: number; finalPrice: number; voucherCode: string | null }[];
  donation: { title: string; amount: number } | null;
  voucherDiscount: number;
  total: number;
}

/** An order as an invoice: a line's discount is the content's own promotion; vouchers are summed below the lines. The seller comes from the configuration (INVOICE_SELLER_*). */
export function invoiceDocumentOf(order: OrderInvoice, seller: InvoiceSellerConfig): InvoiceDocument {
  const codes = [...new Set(order.lines.map((l) => l.voucherCode).filter((c): c is string => !!c))];
  return {
    seller: { name: seller.name, address: seller.address, taxId: seller.taxId },
    buyer: { name: order.student.name, email: order.student.email ?? '' },
    number: order.invoiceNumber,
    issuedAt: order.createdAt.toISOString(),
    // A donation has no content lines: its campaign is its one line, never discounted.
    lines: order.donation
      ? [{ title: order.donation.title, contentType: null, price: order.donation.amount, discount: 0 }]
      : order.lines.map((l) => ({ title: l.title, contentType: l.contentType as ContentTypeId, price: l.price, discount: Math.max(0, l.price - l.finalPrice) })),
    voucher: codes.length > 0 || order.voucherDiscount > 0 ? { code: codes.join(', '), discount: order.voucherDiscount } : null,
    total: order.total,
    paymentChannelId: order.paymentChannel?.id ?? null,
    paymentStatus: order.paymentStatus as PaymentStatusId,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** The real source: the orders module's `orderForInvoice` (the student's own order, by id or invoice number). */
export function ordersInvoiceSource(ctx: AppContext): InvoiceSource {
  return {
    invoiceFor: async (studentId, invoiceId, locale) => {
      const order = await orderForInvoice(ctx.db, studentId, invoiceId, locale);
      return order ? invoiceDocumentOf(order, ctx.config.invoiceSeller) : null;
    },
  };
}
