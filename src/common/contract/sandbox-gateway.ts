import Type, { type Static } from 'typebox';
import { MIDTRANS_PAYMENT_TYPES, MIDTRANS_STORES, MIDTRANS_VA_BANKS } from '../payments.js';
import { int, money, strictObject, text } from '../schema/primitives.js';
import { endpoint } from './endpoint.js';

/**
 * The sandbox payment gateway (src/server/sandbox-gateway): an outside service simulated in the
 * same process, speaking Midtrans's Core API wire format (field names, status codes, Basic auth by
 * server key), so the shop's adapter talks to it exactly as to Midtrans. Its answers are
 * Midtrans's, not our envelope (`raw`), and its routes are left out of the public OpenAPI document.
 * docs/payments.md.
 */

const tags = ['sandbox-gateway'] as const;
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';
const P = SANDBOX_GATEWAY_PREFIX;

/** Midtrans's order id: at most 50 of letters, digits, dash, underscore, tilde and dot. */
export const MIDTRANS_ORDER_ID_PATTERN = '^[A-Za-z0-9._~-]+$';
export const MIDTRANS_ORDER_ID_MAX = 50;
const orderId = () => text(MIDTRANS_ORDER_ID_MAX, 1, { pattern: MIDTRANS_ORDER_ID_PATTERN });
const digits = (max: number) => text(max, 1, { pattern: '^[0-9]+$' });

// ---- The charge request (POST /v2/charge), as Midtrans documents it -------------------------

export const MidtransItemSchema = strictObject({
  id: Type.Optional(text(50)),
  /** Whole rupiah; a discount line may be negative. */
  price: int(-2_000_000_000, 2_000_000_000),
  quantity: int(1, 10_000),
  name: text(50, 1),
  brand: Type.Optional(text(50)),
  category: Type.Optional(text(50)),
  merchant_name: Type.Optional(text(50)),
  url: Type.Optional(text(255)),
});

export const MidtransCustomerSchema = strictObject({
  first_name: Type.Optional(text(255)),
  last_name: Type.Optional(text(255)),
  email: Type.Optional(text(255)),
  phone: Type.Optional(text(255)),
});

export const MIDTRANS_EXPIRY_UNITS = ['second', 'minute', 'hour', 'day'] as const;

export const MidtransChargeRequestSchema = strictObject({
  payment_type: Type.Enum([...MIDTRANS_PAYMENT_TYPES]),
  transaction_details: strictObject({ order_id: orderId(), gross_amount: money({ minimum: 1 }) }),
  item_details: Type.Optional(Type.Array(MidtransItemSchema, { minItems: 1, maxItems: 100 })),
  customer_details: Type.Optional(MidtransCustomerSchema),
  /** From the charge on, `expiry_duration` `unit`s (Midtrans: at most 180 days). */
  custom_expiry: Type.Optional(strictObject({ order_time: Type.Optional(text(30)), expiry_duration: int(1, 180 * 24 * 60 * 60), unit: Type.Enum([...MIDTRANS_EXPIRY_UNITS]) })),
  bank_transfer: Type.Optional(strictObject({ bank: Type.Enum([...MIDTRANS_VA_BANKS]) })),
  echannel: Type.Optional(strictObject({ bill_info1: text(10, 1), bill_info2: text(30, 1) })),
  qris: Type.Optional(strictObject({ acquirer: Type.Optional(Type.Enum(['gopay', 'airpay shopee'])) })),
  gopay: Type.Optional(strictObject({ enable_callback: Type.Optional(Type.Boolean()), callback_url: Type.Optional(text(255)) })),
  shopeepay: Type.Optional(strictObject({ callback_url: Type.Optional(text(255)) })),
  cstore: Type.Optional(
    strictObject({
      store: Type.Enum([...MIDTRANS_STORES]),
      message: Type.Optional(text(255)),
      alfamart_free_text_1: Type.Optional(text(40)),
      alfamart_free_text_2: Type.Optional(text(40)),
      alfamart_free_text_3: Type.Optional(text(40)),
    }),
  ),
  bca_klikpay: Type.Optional(strictObject({ description: text(60, 1), misc_fee: Type.Optional(money()) })),
  cimb_clicks: Type.Optional(strictObject({ description: text(100, 1) })),
  custom_field1: Type.Optional(text(255)),
  custom_field2: Type.Optional(text(255)),
  custom_field3: Type.Optional(text(255)),
});
export type MidtransChargeRequest = Static<typeof MidtransChargeRequestSchema>;

// ---- What the gateway answers (charge, status, cancel, expire) and notifies -----------------

export const MidtransActionSchema = Type.Object({ name: Type.String(), method: Type.String(), url: Type.String() });
export type MidtransAction = Static<typeof MidtransActionSchema>;

/**
 * A transaction as Midtrans writes it. Which fields appear depends on the payment type and the
 * status, so every field past the status is optional; amounts are decimal strings ("150000.00"),
 * times Asia/Jakarta "YYYY-MM-DD HH:mm:ss".
 */
export const MidtransTransactionSchema = Type.Object({
  status_code: Type.String(),
  status_message: Type.String(),
  transaction_id: Type.Optional(Type.String()),
  order_id: Type.Optional(Type.String()),
  merchant_id: Type.Optional(Type.String()),
  gross_amount: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  payment_type: Type.Optional(Type.String()),
  transaction_time: Type.Optional(Type.String()),
  transaction_status: Type.Optional(Type.String()),
  fraud_status: Type.Optional(Type.String()),
  expiry_time: Type.Optional(Type.String()),
  settlement_time: Type.Optional(Type.String()),
  va_numbers: Type.Optional(Type.Array(Type.Object({ bank: Type.String(), va_number: Type.String() }))),
  permata_va_number: Type.Optional(Type.String()),
  bill_key: Type.Optional(Type.String()),
  biller_code: Type.Optional(Type.String()),
  payment_code: Type.Optional(Type.String()),
  store: Type.Optional(Type.String()),
  qr_string: Type.Optional(Type.String()),
  acquirer: Type.Optional(Type.String()),
  actions: Type.Optional(Type.Array(MidtransActionSchema)),
  redirect_url: Type.Optional(Type.String()),
  signature_key: Type.Optional(Type.String()),
});
export type MidtransTransaction = Static<typeof MidtransTransactionSchema>;

/** An error answer: `validation_messages` on a 400, `id` names the request. */
export interface MidtransErrorBody {
  status_code: string;
  status_message: string;
  validation_messages?: string[];
  id?: string;
}

// ---- The simulator: a person pays or expires a payment ---------------------------------------

/** Which payment: by order id or by virtual account number (one of the two). */
export const SimulatorTargetSchema = strictObject({ order_id: Type.Optional(orderId()), va_number: Type.Optional(digits(18)) });
export type SimulatorTarget = Static<typeof SimulatorTargetSchema>;

const orderIdParams = strictObject({ order_id: orderId() });

// ---- Payouts: Midtrans Iris (POST /api/v1/payouts, GET /api/v1/payouts/{reference_no}) --------

/** Iris's payout statuses: queued → approved → processed → completed, or rejected, or failed. */
export const IRIS_PAYOUT_STATUSES = ['queued', 'approved', 'processed', 'completed', 'failed', 'rejected'] as const;
export type IrisPayoutStatus = (typeof IRIS_PAYOUT_STATUSES)[number];

export const IrisPayoutRequestSchema = strictObject({
  payouts: Type.Array(
    strictObject({
      beneficiary_name: text(100, 1),
      beneficiary_account: text(30, 1, { pattern: '^[0-9]+$' }),
      beneficiary_bank: text(30, 1),
      beneficiary_email: Type.Optional(text(255)),
      /** Iris sends amounts as strings with two decimals ("10000.00"). */
      amount: text(20, 1, { pattern: '^[0-9]+(\\.[0-9]{1,2})?$' }),
      notes: text(100, 1),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type IrisPayoutRequest = Static<typeof IrisPayoutRequestSchema>;

export const IrisPayoutSchema = Type.Object({
  amount: Type.String(),
  beneficiary_name: Type.String(),
  beneficiary_account: Type.String(),
  bank: Type.String(),
  reference_no: Type.String(),
  notes: Type.String(),
  beneficiary_email: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  created_by: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  reject_reason: Type.Optional(Type.String()),
});
export type IrisPayout = Static<typeof IrisPayoutSchema>;

export const IrisCreatedSchema = Type.Object({ payouts: Type.Array(Type.Object({ status: Type.String(), reference_no: Type.String() })) });
export type IrisCreated = Static<typeof IrisCreatedSchema>;

/** An Iris error answer. */
export interface IrisErrorBody {
  error_message: string;
  errors?: string[] | Record<string, string[]>;
}

const referenceParams = strictObject({ reference_no: text(64, 1, { pattern: '^[A-Za-z0-9_-]+$' }) });
const referenceList = Type.Array(text(64, 1, { pattern: '^[A-Za-z0-9_-]+$' }), { minItems: 1, maxItems: 100 });

export const sandboxGateway = {
  payoutCreate: endpoint({
    method: 'POST',
    path: `${P}/iris/api/v1/payouts`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: create payouts (Midtrans Iris, Basic auth by the key; X-Idempotency-Key honoured)',
    body: IrisPayoutRequestSchema,
    raw: IrisCreatedSchema,
  }),
  payoutStatus: endpoint({
    method: 'GET',
    path: `${P}/iris/api/v1/payouts/:reference_no`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: a payout by reference number (Midtrans Iris)',
    params: referenceParams,
    raw: IrisPayoutSchema,
  }),
  payoutApprove: endpoint({
    method: 'POST',
    path: `${P}/iris/api/v1/payouts/approve`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway simulator: approve queued payouts (they complete)',
    body: strictObject({ reference_nos: referenceList, otp: Type.Optional(text(10)) }),
    raw: Type.Object({ status: Type.String() }),
  }),
  payoutReject: endpoint({
    method: 'POST',
    path: `${P}/iris/api/v1/payouts/reject`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway simulator: reject queued payouts',
    body: strictObject({ reference_nos: referenceList, reject_reason: text(100, 1) }),
    raw: Type.Object({ status: Type.String() }),
  }),
  charge: endpoint({
    method: 'POST',
    path: `${P}/v2/charge`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: charge (Midtrans Core API, Basic auth by server key)',
    body: MidtransChargeRequestSchema,
    raw: MidtransTransactionSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: `${P}/v2/:order_id/status`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: transaction status by order id or transaction id',
    params: orderIdParams,
    raw: MidtransTransactionSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${P}/v2/:order_id/cancel`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: cancel a pending transaction',
    params: orderIdParams,
    raw: MidtransTransactionSchema,
  }),
  expire: endpoint({
    method: 'POST',
    path: `${P}/v2/:order_id/expire`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: expire a pending transaction',
    params: orderIdParams,
    raw: MidtransTransactionSchema,
  }),
  qrCode: endpoint({
    method: 'GET',
    path: `${P}/v2/:acquirer/:transaction_id/qr-code`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: the QR code image (PNG) of a QRIS or GoPay transaction',
    params: strictObject({ acquirer: Type.Enum(['qris', 'gopay']), transaction_id: text(36, 36, { pattern: '^[0-9a-f-]+$' }) }),
  }),
  simulator: endpoint({
    method: 'GET',
    path: `${P}/simulator`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: the simulator page (find a payment, pay or expire it)',
    query: strictObject({ order_id: Type.Optional(text(MIDTRANS_ORDER_ID_MAX)), va_number: Type.Optional(text(18)), done: Type.Optional(Type.Enum(['paid', 'expired'])) }),
  }),
  simulatorPay: endpoint({
    method: 'POST',
    path: `${P}/simulator/pay`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: pay a pending payment found by order id or VA number (settlement)',
    body: SimulatorTargetSchema,
    raw: MidtransTransactionSchema,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
  }),
  simulatorExpire: endpoint({
    method: 'POST',
    path: `${P}/simulator/expire`,
    auth: 'none',
    tags,
    summary: 'Sandbox gateway: expire a pending payment found by order id or VA number',
    body: SimulatorTargetSchema,
    raw: MidtransTransactionSchema,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
  }),
  unknownGet: endpoint({ method: 'GET', path: `${P}/*`, auth: 'none', tags, summary: 'Sandbox gateway: any other path (Midtrans 404)' }),
  unknownPost: endpoint({ method: 'POST', path: `${P}/*`, auth: 'none', tags, summary: 'Sandbox gateway: any other path (Midtrans 404)' }),
};
