import Type, { type Static } from 'typebox';
import type { ContentTypeId } from '../enums.js';
import type { PaymentStatusId } from '../payments.js';
import { strictObject, text } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Invoices (issue 11, spec 7 "G orders/invoices/download?invoiceId (binary)"): the PDF of one of
 * the signed-in student's orders, in the request's language. Another student's or an unknown
 * invoice answers 404 (JSON envelope), a malformed id 400.
 */

const tags = ['orders'] as const;
const web = API_PREFIX.web;

/** An invoice id as a client sends it: the order's id or its invoice number (letters, digits, `-`, `_`, `/`). */
export const INVOICE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_/-]{0,63}$';

export const InvoiceLineSchema = Type.Object({
  title: Type.String(),
  /** null: a donation (its campaign is the title); it has no content type. */
  contentType: nullable(Type.Unsafe<ContentTypeId>(Type.Integer())),
  /** What the line cost before its discount, and the discount (its voucher's or the content's). */
  price: Type.Integer(),
  discount: Type.Integer(),
});
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

/** Everything an invoice shows; the server's renderer turns it into the PDF. */
export const InvoiceDocumentSchema = Type.Object({
  seller: Type.Object({ name: Type.String(), address: Type.String(), taxId: Type.String() }),
  buyer: Type.Object({ name: Type.String(), email: Type.String() }),
  number: Type.String(),
  /** ISO instant; shown in Asia/Jakarta time. */
  issuedAt: Type.String(),
  lines: Type.Array(InvoiceLineSchema),
  voucher: nullable(Type.Object({ code: Type.String(), discount: Type.Integer() })),
  /** What was (or is to be) paid, as the order recorded it. */
  total: Type.Integer(),
  /** Our payment channel id (src/common/payments.ts); null before one is chosen. */
  paymentChannelId: nullable(Type.Integer()),
  paymentStatus: Type.Unsafe<PaymentStatusId>(Type.Integer()),
  paidAt: nullable(Type.String()),
});
export type InvoiceDocument = Static<typeof InvoiceDocumentSchema>;

/** Loose bounds here: the module checks INVOICE_ID_PATTERN itself, to refuse with a message in the request's language. */
export const InvoiceDownloadQuery = strictObject({ invoiceId: text(200, 0, { description: `An order id or invoice number: ${INVOICE_ID_PATTERN}` }) });

export const invoices = {
  download: endpoint({
    method: 'GET',
    path: `${web}/orders/invoices/download`,
    auth: 'authenticated',
    tags,
    summary: "One of the signed-in student's invoices as a PDF (application/pdf, attachment invoice-<number>.pdf); 404 when it is not theirs",
    query: InvoiceDownloadQuery,
  }),
};
