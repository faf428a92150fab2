import { randomInt } from 'node:crypto';
import type { MidtransStore, MidtransVaBank, MidtransPaymentType } from '../../common/payments.js';

/**
 * What the sandbox issues for a charge: virtual account numbers, bill keys, store payment codes,
 * and how long each kind of payment stays open. Random digits: unguessable like a real gateway's,
 * and unique by the tables' unique indexes (a clash is drawn again).
 */

export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(0, 10));
  return out;
}

/** Each bank's VA shape: a fixed prefix (the bank's company code in the sandbox) and random digits. */
const VA_SHAPE: Record<MidtransVaBank, { prefix: string; digits: number }> = {
  bca: { prefix: '81278', digits: 10 },
  bni: { prefix: '9888', digits: 12 },
  bri: { prefix: '26215', digits: 10 },
  permata: { prefix: '8778', digits: 12 },
  cimb: { prefix: '5919', digits: 12 },
};

export function vaNumber(bank: MidtransVaBank): string {
  const shape = VA_SHAPE[bank];
  return shape.prefix + randomDigits(shape.digits);
}

/** Mandiri bill payment: the sandbox's company (biller) code and a 12-digit bill key. */
export const MANDIRI_BILLER_CODE = '70012';
export function billKey(): string {
  return randomDigits(12);
}

export function storePaymentCode(store: MidtransStore): string {
  return randomDigits(store === 'indomaret' ? 14 : 16);
}

/**
 * How long a payment stays open when the charge names no custom_expiry: Midtrans's documented
 * defaults (virtual accounts 24 h; GoPay and QRIS 15 min; ShopeePay 5 min; Akulaku, KlikPay,
 * e-Pay and CIMB Clicks 2 h), and 24 h for Mandiri bill, the stores and Kredivo.
 */
export const DEFAULT_EXPIRY_MINUTES: Record<MidtransPaymentType, number> = {
  bank_transfer: 24 * 60,
  echannel: 24 * 60,
  qris: 15,
  gopay: 15,
  shopeepay: 5,
  cstore: 24 * 60,
  akulaku: 2 * 60,
  kredivo: 24 * 60,
  bca_klikpay: 2 * 60,
  bri_epay: 2 * 60,
  cimb_clicks: 2 * 60,
};

export const EXPIRY_UNIT_SECONDS = { second: 1, minute: 60, hour: 60 * 60, day: 24 * 60 * 60 } as const;
