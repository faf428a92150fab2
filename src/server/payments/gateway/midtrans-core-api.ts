import type { MidtransChargeRequest, MidtransTransaction } from '../../../common/contract/sandbox-gateway.js';
import {
  fromMidtransAmount,
  fromMidtransTime,
  paymentChannelById,
  paymentChannelOfMidtrans,
  paymentStatusOfMidtrans,
  type PaymentInstructions,
  type MidtransVaBank,
  type MidtransStore,
} from '../../../common/payments.js';
import type { PaymentGatewayKind } from '../../config.js';
import { signatureMatches } from './signature.js';
import type { GatewayTransport } from './transport.js';
import { PaymentStatus } from '../../../common/enums.js';
import { GatewayError, type ChargeRequest, type GatewayPayout, type GatewayTransaction, type PaymentGateway, type PayoutRequest, type VerifiedNotification } from './types.js';

/**
 * The one gateway implementation: Midtrans's Core API over HTTP (POST /v2/charge, GET
 * /v2/{order_id}/status, POST /v2/{order_id}/cancel and /expire), Basic auth by the server key.
 * The sandbox gateway speaks the same wire format, so only the base URL and the key differ.
 * Never call it inside an open database transaction (docs/payments.md).
 */

export interface MidtransCoreApiOptions {
  kind: PaymentGatewayKind;
  /** Absent: not configured; every call fails with GatewayError 'not-configured'. */
  serverKey?: string;
  transport: GatewayTransport;
  /** Sent as X-Override-Notification on each charge (PAYMENT_NOTIFICATION_URL). */
  notificationUrl?: string;
  /** Where payouts go (Midtrans Iris, paths /api/v1/payouts…); absent: payouts fail 'not-configured'. */
  payoutTransport?: GatewayTransport;
  /** Basic auth of the Iris calls (IRIS_API_KEY); absent: the server key. */
  payoutKey?: string;
}

/** Our status of an Iris payout status: completed is SUCCESS, failed and rejected EXPIRED, the rest PENDING. */
export function payoutOf(raw: { reference_no: string; status: string; reject_reason?: string }): GatewayPayout {
  const failure = raw.status === 'failed' ? 'failed' : raw.status === 'rejected' ? (raw.reject_reason === 'expired' ? 'expired' : 'rejected') : null;
  return {
    referenceNo: raw.reference_no,
    status: raw.status,
    paymentStatus: raw.status === 'completed' ? PaymentStatus.SUCCESS : failure ? PaymentStatus.EXPIRED : PaymentStatus.PENDING,
    failure,
  };
}

/** Midtrans caps item names and ids at 50 characters. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The Core API charge body of one of our charges (channel → payment_type and its fields). */
export function chargeBody(request: ChargeRequest): MidtransChargeRequest {
  const channel = paymentChannelById(request.channelId);
  if (!channel) throw new GatewayError('unknown-channel', `No payment channel ${request.channelId}`, { retryable: false });
  if (!channel.midtrans) throw new GatewayError('no-gateway', `${channel.name} is settled without the gateway`, { retryable: false });
  const m = channel.midtrans;
  const description = request.description ?? 'Online purchase';
  const body: MidtransChargeRequest = {
    payment_type: m.paymentType,
    transaction_details: { order_id: request.orderId, gross_amount: request.amount },
  };
  if (request.items?.length) body.item_details = request.items.map((i) => ({ id: cut(i.id, 50), name: cut(i.name, 50) || '-', price: i.price, quantity: i.quantity }));
  if (request.customer) {
    const c = request.customer;
    body.customer_details = {
      ...(c.firstName ? { first_name: cut(c.firstName, 255) } : {}),
      ...(c.lastName ? { last_name: cut(c.lastName, 255) } : {}),
      ...(c.email ? { email: cut(c.email, 255) } : {}),
      ...(c.phone ? { phone: cut(c.phone, 255) } : {}),
    };
  }
  if (request.expiryMinutes !== undefined) body.custom_expiry = { expiry_duration: request.expiryMinutes, unit: 'minute' };
  switch (m.paymentType) {
    case 'bank_transfer':
      body.bank_transfer = { bank: m.bank };
      break;
    case 'echannel':
      body.echannel = { bill_info1: 'Payment:', bill_info2: cut(description, 30) };
      break;
    case 'qris':
      body.qris = { acquirer: 'gopay' };
      break;
    case 'gopay':
      body.gopay = request.callbackUrl ? { enable_callback: true, callback_url: request.callbackUrl } : {};
      break;
    case 'shopeepay':
      body.shopeepay = request.callbackUrl ? { callback_url: request.callbackUrl } : {};
      break;
    case 'cstore':
      body.cstore = { store: m.store, message: cut(description, 255) };
      break;
    case 'bca_klikpay':
      body.bca_klikpay = { description: cut(description, 60) };
      break;
    case 'cimb_clicks':
      body.cimb_clicks = { description: cut(description, 100) };
      break;
    default:
      // akulaku, kredivo, bri_epay: the payment type says it all.
      break;
  }
  return body;
}

/** What a payer needs, read from a Core API transaction. */
export function instructionsOf(raw: MidtransTransaction): PaymentInstructions {
  const out: PaymentInstructions = {};
  const va = raw.va_numbers?.[0];
  if (va) {
    out.vaNumber = va.va_number;
    out.bank = va.bank as MidtransVaBank;
  } else if (raw.permata_va_number) {
    out.vaNumber = raw.permata_va_number;
    out.bank = 'permata';
  }
  if (raw.bill_key) {
    out.billKey = raw.bill_key;
    out.billerCode = raw.biller_code;
  }
  if (raw.payment_code) {
    out.paymentCode = raw.payment_code;
    out.store = raw.store as MidtransStore | undefined;
  }
  if (raw.qr_string) out.qrString = raw.qr_string;
  for (const action of raw.actions ?? []) {
    if (action.name === 'generate-qr-code') out.qrCodeUrl = action.url;
    if (action.name === 'deeplink-redirect') out.deeplinkUrl = action.url;
  }
  if (raw.redirect_url) out.redirectUrl = raw.redirect_url;
  return out;
}

export function transactionOf(raw: MidtransTransaction): GatewayTransaction {
  const instructions = instructionsOf(raw);
  const paymentType = raw.payment_type ?? '';
  const transactionStatus = raw.transaction_status ?? '';
  return {
    orderId: raw.order_id ?? '',
    transactionId: raw.transaction_id ?? '',
    paymentType,
    channel: paymentChannelOfMidtrans(paymentType, instructions.bank ?? instructions.store ?? null),
    transactionStatus,
    fraudStatus: raw.fraud_status ?? null,
    paymentStatus: paymentStatusOfMidtrans(transactionStatus, raw.fraud_status),
    statusCode: raw.status_code,
    grossAmount: fromMidtransAmount(raw.gross_amount) ?? 0,
    transactionTime: fromMidtransTime(raw.transaction_time),
    expiryTime: fromMidtransTime(raw.expiry_time),
    settlementTime: fromMidtransTime(raw.settlement_time),
    instructions,
    raw,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const shortString = (value: unknown, max = 255): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

export class MidtransCoreApi implements PaymentGateway {
  readonly kind: PaymentGatewayKind;
  private readonly authorization: string | undefined;
  private readonly payoutAuthorization: string | undefined;

  constructor(private readonly options: MidtransCoreApiOptions) {
    this.kind = options.kind;
    const basic = (key: string | undefined) => (key ? `Basic ${Buffer.from(`${key}:`).toString('base64')}` : undefined);
    this.authorization = basic(options.serverKey);
    this.payoutAuthorization = basic(options.payoutKey ?? options.serverKey);
  }

  get configured(): boolean {
    return this.authorization !== undefined;
  }

  async charge(request: ChargeRequest): Promise<GatewayTransaction> {
    const body = JSON.stringify(chargeBody(request));
    const extra: Record<string, string> = this.options.notificationUrl ? { 'x-override-notification': this.options.notificationUrl } : {};
    const answer = await this.call('POST', '/v2/charge', body, extra);
    return transactionOf(answer);
  }

  async status(orderId: string): Promise<GatewayTransaction | null> {
    try {
      return transactionOf(await this.call('GET', `/v2/${encodeURIComponent(orderId)}/status`));
    } catch (error) {
      if (error instanceof GatewayError && error.code === '404') return null;
      throw error;
    }
  }

  async cancel(orderId: string): Promise<GatewayTransaction> {
    return transactionOf(await this.call('POST', `/v2/${encodeURIComponent(orderId)}/cancel`));
  }

  async expire(orderId: string): Promise<GatewayTransaction> {
    return transactionOf(await this.call('POST', `/v2/${encodeURIComponent(orderId)}/expire`));
  }

  async createPayout(request: PayoutRequest): Promise<GatewayPayout> {
    const body = JSON.stringify({
      payouts: [
        {
          beneficiary_name: cut(request.beneficiaryName, 100) || '-',
          beneficiary_account: request.account,
          beneficiary_bank: request.bank,
          amount: `${request.amount}.00`,
          notes: cut(request.notes, 100) || '-',
        },
      ],
    });
    const answer = await this.irisCall('POST', '/api/v1/payouts', body, { 'x-idempotency-key': request.idempotencyKey });
    const first = isRecord(answer) && Array.isArray(answer.payouts) ? (answer.payouts[0] as unknown) : undefined;
    if (!isRecord(first) || !shortString(first.reference_no, 100) || !shortString(first.status, 30)) {
      throw new GatewayError('bad-answer', 'Payout gateway answered without a reference_no', { body: answer, retryable: true });
    }
    return payoutOf({ reference_no: first.reference_no, status: first.status });
  }

  async payoutStatus(referenceNo: string): Promise<GatewayPayout | null> {
    let answer: unknown;
    try {
      answer = await this.irisCall('GET', `/api/v1/payouts/${encodeURIComponent(referenceNo)}`);
    } catch (error) {
      if (error instanceof GatewayError && error.code === '404') return null;
      throw error;
    }
    if (!isRecord(answer) || !shortString(answer.reference_no, 100) || !shortString(answer.status, 30)) {
      throw new GatewayError('bad-answer', 'Payout gateway answered without a status', { body: answer, retryable: true });
    }
    return payoutOf({ reference_no: answer.reference_no, status: answer.status, ...(shortString(answer.reject_reason) ? { reject_reason: answer.reject_reason } : {}) });
  }

  verifyNotification(body: unknown): VerifiedNotification | null {
    if (!this.options.serverKey || !isRecord(body)) return null;
    const { order_id, status_code, gross_amount, signature_key } = body;
    if (!shortString(order_id, 100) || !shortString(status_code, 10) || !shortString(gross_amount, 30) || !shortString(signature_key, 256)) return null;
    if (!signatureMatches(signature_key, order_id, status_code, gross_amount, this.options.serverKey)) return null;
    const str = (value: unknown) => (shortString(value) ? value : null);
    return {
      orderId: order_id,
      statusCode: status_code,
      grossAmount: fromMidtransAmount(gross_amount),
      transactionId: str(body.transaction_id),
      transactionStatus: str(body.transaction_status),
      fraudStatus: str(body.fraud_status),
      paymentType: str(body.payment_type),
      raw: body,
    };
  }

  /** One Iris call: a 2xx JSON answer, else a GatewayError naming the HTTP status (or 'network' / 'bad-answer'). */
  private async irisCall(method: 'GET' | 'POST', path: string, body?: string, extraHeaders: Record<string, string> = {}): Promise<unknown> {
    const transport = this.options.payoutTransport;
    if (!this.payoutAuthorization || !transport) throw new GatewayError('not-configured', 'The payout gateway is not configured', { retryable: false });
    const headers: Record<string, string> = { accept: 'application/json', authorization: this.payoutAuthorization, ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await transport({ method, path, headers, body });
    } catch (error) {
      throw new GatewayError('network', `Payout gateway unreachable: ${error instanceof Error ? error.message : String(error)}`, { retryable: true, cause: error });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      throw new GatewayError('bad-answer', `Payout gateway answered HTTP ${response.status} without JSON`, { httpStatus: response.status, retryable: response.status >= 500 });
    }
    if (response.status >= 400) {
      const message = isRecord(parsed) && typeof parsed.error_message === 'string' ? parsed.error_message : 'error';
      throw new GatewayError(String(response.status), `Payout gateway: ${response.status} ${message}`, { httpStatus: response.status, body: parsed, retryable: response.status >= 500 });
    }
    return parsed;
  }

  /**
   * One Core API call. A transaction answer (status_code 200, 201, 202 or 407) is returned; any
   * other status_code, an HTTP error without one, a body that is not JSON or a network failure is
   * a GatewayError naming Midtrans's status_code (or 'network' / 'bad-answer').
   */
  private async call(method: 'GET' | 'POST', path: string, body?: string, extraHeaders: Record<string, string> = {}): Promise<MidtransTransaction> {
    if (!this.authorization) throw new GatewayError('not-configured', 'The payment gateway has no server key (MIDTRANS_SERVER_KEY)', { retryable: false });
    const headers: Record<string, string> = { accept: 'application/json', authorization: this.authorization, ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await this.options.transport({ method, path, headers, body });
    } catch (error) {
      throw new GatewayError('network', `Payment gateway unreachable: ${error instanceof Error ? error.message : String(error)}`, { retryable: true, cause: error });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      throw new GatewayError('bad-answer', `Payment gateway answered HTTP ${response.status} without JSON`, { httpStatus: response.status, retryable: response.status >= 500 });
    }
    if (!isRecord(parsed) || typeof parsed.status_code !== 'string') {
      throw new GatewayError('bad-answer', `Payment gateway answered HTTP ${response.status} without a status_code`, {
        httpStatus: response.status,
        body: parsed,
        retryable: response.status >= 500,
      });
    }
    const statusCode = parsed.status_code;
    if (!['200', '201', '202', '407'].includes(statusCode) || response.status >= 400) {
      const message = typeof parsed.status_message === 'string' ? parsed.status_message : 'error';
      throw new GatewayError(statusCode, `Payment gateway: ${statusCode} ${message}`, { httpStatus: response.status, body: parsed, retryable: statusCode.startsWith('5') });
    }
    return parsed as MidtransTransaction;
  }
}
