import { INVOICE_ID_PATTERN, type InvoiceDocument } from '../../../../common/contract/invoices.js';
import type { Locale } from '../../../../common/enums.js';
import { badRequest, notFound } from '../../../http/envelope.js';
import { badInvoiceIdText, invoiceNotFoundText } from '../text/invoices.js';
import type { InvoiceSource } from './invoice-source.js';

/** The student's invoice; another student's or an unknown one is a 404 (never a 403: its existence is not told). */
export async function invoiceOf(source: InvoiceSource, studentId: number, invoiceId: string, locale: Locale): Promise<InvoiceDocument> {
  if (!new RegExp(INVOICE_ID_PATTERN).test(invoiceId)) throw badRequest(badInvoiceIdText(locale));
  const invoice = await source.invoiceFor(studentId, invoiceId, locale);
  if (!invoice) throw notFound(invoiceNotFoundText(locale));
  return invoice;
}
