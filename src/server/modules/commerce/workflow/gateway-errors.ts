import type { Locale } from '../../../../common/enums.js';
import { HttpError } from '../../../http/envelope.js';
import type { GatewayError } from '../../../payments/gateway/index.js';
import { t } from '../text/orders.js';

/** A 503 that keeps the order: the student can retry (the same Idempotency-Key charges again) or pick another method. */
export function gatewayDown(orderId: number, locale: Locale): HttpError {
  const message = t(locale, 'gatewayDown');
  return new HttpError(503, message, [{ description: message }], { orderId });
}

/** `payments.transaction_status` of a charge the gateway refused: `refused:<Midtrans status_code>`. */
export const REFUSED = 'refused:';

/**
 * A refusal the gateway would repeat on every retry (docs/payments.md, "Refusals and outages"):
 * Midtrans answered a 4xx status_code (400 validation, 401 key, 402 channel not enabled, 406
 * duplicate order id, ...) or HTTP 4xx, or the channel cannot go to the gateway at all. A 429, a
 * missing server key, the network, a timeout or a 5xx are outages (503, retryable).
 */
export function isGatewayRefusal(err: GatewayError): boolean {
  if (err.code === 'unknown-channel' || err.code === 'no-gateway') return true;
  if (err.code === '429' || err.httpStatus === 429) return false;
  if (/^4\d\d$/.test(err.code)) return true;
  return err.code === 'bad-answer' && err.httpStatus !== undefined && err.httpStatus >= 400 && err.httpStatus < 500;
}

/**
 * A 502: the gateway refused a charge the shop made (the amount and channel are ours, so it is our
 * side's fault, not the student's input). On a new order the order is ended (vouchers given back,
 * nothing half-made); on a change of method the order keeps its earlier payment.
 */
export function gatewayRefused(orderId: number, when: 'create' | 'change', locale: Locale): HttpError {
  const message = t(locale, when === 'create' ? 'gatewayRefused' : 'gatewayRefusedChange');
  return new HttpError(502, message, [{ description: message }], { orderId });
}
