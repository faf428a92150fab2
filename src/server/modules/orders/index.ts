/** Orders (issue 11): the public surface of the domain. */
export { default } from './routes.js';
export {
  cancelOrder,
  changePaymentMethod,
  completeOrder,
  createOrder,
  expireOrder,
  expireOverdueOrders,
  getOrder,
  orderForInvoice,
  paymentOfOrder,
  pendingOrderContentIds,
  pendingOrderLines,
  settleFromGateway,
  takeLease,
  type InvoiceData,
  type OrderDeps,
} from './service.js';
export { t as orderText } from './messages.js';
