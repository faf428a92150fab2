import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import cartRoutes from './routes/cart.js';
import enrolmentRoutes from './routes/enrolments.js';
import invoiceRoutes from './routes/invoices.js';
import orderRoutes from './routes/orders.js';
import paymentRoutes from './routes/payments.js';
import voucherRoutes from './routes/vouchers.js';

export { createDonationOrder, type DonationInput } from './workflow/donation-order.js';
export { donationTotals } from './records/donation-records.js';
export { enrol } from './records/enrolments.js';
export type { OrderDeps } from './workflow/deps.js';

/**
 * Commerce: everything a student acquires — ownership (enrolments), the cart, vouchers, orders,
 * payments and invoices — as one area with layers inside (docs/architecture.md "The commerce
 * area"): records (what is stored: ownership, pending orders, orders as read) at the bottom, then
 * rules (pricing, vouchers, the cart's lines, payment instructions, invoice documents), then the
 * workflow (making, charging, settling, cancelling and expiring orders; free enrolment; adding to
 * the cart), then the routes. A lower layer never imports a higher one (.dependency-cruiser.cjs).
 * This file is the area's only public surface; nothing else uses its insides.
 */
export default async function commerceModule(app: FastifyInstance, opts: { ctx: AppContext }) {
  // One encapsulated plugin per part, in the order the OpenAPI document lists them.
  for (const part of [cartRoutes, voucherRoutes, orderRoutes, paymentRoutes, enrolmentRoutes, invoiceRoutes]) await app.register(part, opts);
}
