import type { FastifyInstance } from 'fastify';
import { invoices } from '../../../../common/contract/invoices.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/contract.js';
import { studentIdOf } from '../../auth/index.js';
import { invoiceOf } from '../rules/invoice-of.js';
import { invoiceFileName, renderInvoicePdf } from '../rules/invoice-pdf.js';
import { ordersInvoiceSource, type InvoiceSource } from '../rules/invoice-source.js';

/** The invoices module over a given source of invoices (tests pass a double). */
export function invoicesModuleWith(sourceOf: (ctx: AppContext) => InvoiceSource) {
  return async function invoicesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
    const source = sourceOf(ctx);
    // `invoice:{orderId}` attachments of queued e-mails (the receipt): the PDF rendered at send time.
    app.messageWorker.attachments.set('invoice', async (orderId, locale) => {
      if (!/^[0-9]{1,15}$/.test(orderId)) return null;
      const order = await ctx.db.selectFrom('orders').select('student_id').where('id', '=', Number(orderId)).executeTakeFirst();
      const invoice = order ? await source.invoiceFor(order.student_id, orderId, locale) : null;
      if (!invoice) return null;
      return { filename: invoiceFileName(invoice.number), content: await renderInvoicePdf(invoice, locale), contentType: 'application/pdf' };
    });
    route(app, invoices.download, async (req, reply) => {
      const invoice = await invoiceOf(source, studentIdOf(req.student, req.locale), req.query.invoiceId, req.locale);
      const pdf = await renderInvoicePdf(invoice, req.locale);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
          // A buyer's personal data: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    });
  };
}

/** G web/v2/orders/invoices/download?invoiceId: one of the signed-in student's invoices as a PDF. */
export default invoicesModuleWith(ordersInvoiceSource);
