/**
 * The payment gateway adapter (issue 11, docs/payments.md): what the shop calls to charge, ask,
 * cancel and expire payments and to check notifications. `app.paymentGateway` is the instance
 * (MidtransCoreApi against real Midtrans or the sandbox gateway, by PAYMENT_GATEWAY).
 *
 *   charge(request)            → GatewayTransaction (pending, with the payer's instructions)
 *   status(orderId)            → GatewayTransaction | null
 *   cancel(orderId)            → GatewayTransaction (GatewayError '412' if no longer pending)
 *   expire(orderId)            → GatewayTransaction (GatewayError '412' if no longer pending)
 *   verifyNotification(body)   → VerifiedNotification | null (signature_key checked in constant time)
 *   createPayout(request)      → GatewayPayout (Midtrans Iris; X-Idempotency-Key: a retry never pays twice)
 *   payoutStatus(referenceNo)  → GatewayPayout | null
 *
 * Never call it inside an open database transaction: write, commit, call, record the answer.
 */
export {
  GatewayError,
  type ChargeItem,
  type ChargeRequest,
  type GatewayPayout,
  type PayoutRequest,
  type GatewayTransaction,
  type PaymentGateway,
  type VerifiedNotification,
} from './types.js';
export { MidtransCoreApi, payoutOf, chargeBody, instructionsOf, transactionOf, type MidtransCoreApiOptions } from './midtrans-core-api.js';
export { midtransSignature, signatureMatches } from './signature.js';
export { fetchTransport, sameServerTransport, type GatewayTransport, type GatewayRequest, type GatewayResponse } from './transport.js';
export { paymentGatewayPlugin, sandboxServerKey, MIDTRANS_BASE_URLS } from './plugin.js';
