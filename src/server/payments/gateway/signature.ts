import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Midtrans's notification signature: SHA512(order_id + status_code + gross_amount + server key),
 * lower-case hex. The sandbox signs with it and the adapter checks it; one definition for both.
 */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`, 'utf8').digest('hex');
}

/** Constant-time check of a notification's signature_key (a wrong length is simply unequal). */
export function signatureMatches(given: string, orderId: string, statusCode: string, grossAmount: string, serverKey: string): boolean {
  const expected = Buffer.from(midtransSignature(orderId, statusCode, grossAmount, serverKey), 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
