import { randomUUID } from 'node:crypto';
import type { MidtransErrorBody, MidtransTransaction } from '../../common/contract/sandbox-gateway.js';
import { toMidtransAmount, toMidtransTime } from '../../common/payments.js';
import { midtransSignature } from '../payments/gateway/signature.js';
import type { SandboxTransactionRow } from './tables.js';

/**
 * The sandbox's answers in Midtrans's wire format: status codes and messages as Midtrans's Core
 * API documents them, a transaction's fields by payment type. docs/payments.md lists them.
 */

/** An answer: the HTTP status and the Midtrans body. */
export type SandboxAnswer = { httpStatus: 200; body: MidtransTransaction } | { httpStatus: number; body: MidtransErrorBody };

export function errorAnswer(statusCode: number, message: string, validationMessages?: string[]): { httpStatus: number; body: MidtransErrorBody } {
  return {
    httpStatus: statusCode,
    body: { status_code: String(statusCode), status_message: message, ...(validationMessages ? { validation_messages: validationMessages } : {}), id: randomUUID() },
  };
}

export const MESSAGES = {
  invalid: 'One or more parameters in the payload is invalid.',
  noCredentials: 'Access denied due to unauthorized transaction, please check client or server key',
  wrongKey: 'Unknown Merchant server_key/id',
  notFound: "Transaction doesn't exist.",
  duplicate: 'Duplicate order ID. Order ID has already been utilized previously.',
  cannotModify: 'Merchant cannot modify the status of the transaction',
  internal: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
  found: 'Success, transaction is found',
  canceled: 'Success, transaction is canceled',
  expired: 'Success, transaction has expired',
  notification: 'midtrans payment notification',
} as const;

/** The charge's success message by payment type (Midtrans words them differently per channel). */
export const CHARGE_MESSAGES: Record<string, string> = {
  bank_transfer: 'Success, Bank Transfer transaction is created',
  echannel: 'OK, Mandiri Bill transaction is successful',
  qris: 'QRIS transaction is created',
  gopay: 'GoPay transaction is created',
  shopeepay: 'ShopeePay transaction is created',
  cstore: 'Success, cstore transaction is successful',
  akulaku: 'Success, Akulaku transaction is created',
  kredivo: 'Kredivo transaction is created',
  bca_klikpay: 'OK, success do BCA KlikPay transaction',
  bri_epay: 'Success, BRI E-Pay transaction is successful',
  cimb_clicks: 'Success, CIMB Clicks transaction is successful',
};

/** status_code of a status answer (GET /v2/{id}/status) by transaction status. */
export function statusCodeOf(transactionStatus: string): string {
  if (transactionStatus === 'pending') return '201';
  if (transactionStatus === 'expire') return '407';
  if (transactionStatus === 'deny') return '202';
  return '200';
}

/** status_code of a notification: 200 paid, 201 waiting, 202 ended without payment (expire, cancel, deny). */
export function notificationCodeOf(transactionStatus: string): string {
  if (transactionStatus === 'settlement' || transactionStatus === 'capture') return '200';
  if (transactionStatus === 'pending') return '201';
  return '202';
}

/** A transaction row in Midtrans's fields; signed when a server key is given (notifications, status). */
export function transactionBody(row: SandboxTransactionRow, statusCode: string, statusMessage: string, signWith?: string): MidtransTransaction {
  const grossAmount = toMidtransAmount(Number(row.gross_amount));
  const body: MidtransTransaction = {
    status_code: statusCode,
    status_message: statusMessage,
    transaction_id: row.transaction_id,
    order_id: row.order_id,
    merchant_id: row.merchant_id,
    gross_amount: grossAmount,
    currency: row.currency,
    payment_type: row.payment_type,
    transaction_time: toMidtransTime(row.transaction_time),
    transaction_status: row.transaction_status,
    fraud_status: row.fraud_status,
    expiry_time: toMidtransTime(row.expiry_time),
  };
  if (row.settlement_time) body.settlement_time = toMidtransTime(row.settlement_time);
  if (row.payment_type === 'bank_transfer' && row.va_number) {
    if (row.bank === 'permata') body.permata_va_number = row.va_number;
    else body.va_numbers = [{ bank: row.bank ?? '', va_number: row.va_number }];
  }
  if (row.bill_key) {
    body.bill_key = row.bill_key;
    body.biller_code = row.biller_code ?? '';
  }
  if (row.payment_code) {
    body.payment_code = row.payment_code;
    body.store = row.store ?? '';
  }
  if (row.qr_string && row.payment_type === 'qris') body.qr_string = row.qr_string;
  if (row.acquirer) body.acquirer = row.acquirer;
  if (row.actions?.length) body.actions = row.actions;
  if (row.redirect_url) body.redirect_url = row.redirect_url;
  if (signWith) body.signature_key = midtransSignature(row.order_id, statusCode, grossAmount, signWith);
  return body;
}

/** The body of an HTTP notification of the row's current status, signed with the server key. */
export function notificationBody(row: SandboxTransactionRow, serverKey: string): MidtransTransaction {
  return transactionBody(row, notificationCodeOf(row.transaction_status), MESSAGES.notification, serverKey);
}
