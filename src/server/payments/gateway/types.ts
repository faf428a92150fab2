import type { MidtransTransaction } from '../../../common/contract/sandbox-gateway.js';
import type { PaymentChannel, PaymentInstructions, PaymentStatusId } from '../../../common/payments.js';
import type { PaymentGatewayKind } from '../../config.js';

/** One line of what is bought, as the gateway lists it (Midtrans item_details). */
export interface ChargeItem {
  id: string;
  name: string;
  /** Whole rupiah per unit; a discount line may be negative. */
  price: number;
  quantity: number;
}

export interface ChargeRequest {
  /** Unique per charge: a second charge of the same order id is refused (GatewayError '406'). */
  orderId: string;
  /** Whole rupiah. Equals the sum of `items` when they are given (else the gateway answers 400). */
  amount: number;
  /** A PAYMENT_CHANNELS id (src/common/payments.ts). The voucher channel never reaches the gateway. */
  channelId: number;
  items?: ChargeItem[];
  customer?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  /** Minutes the payment stays open; absent: the channel's default at the gateway (VA 24 h). */
  expiryMinutes?: number;
  /** GoPay / ShopeePay: where the wallet app sends the payer back. */
  callbackUrl?: string;
  /** Shown to the payer where the channel has room (bill info, store message, KlikPay/Clicks description). */
  description?: string;
}

/** A gateway transaction, read from Midtrans's answer. */
export interface GatewayTransaction {
  orderId: string;
  transactionId: string;
  paymentType: string;
  /** Our channel, when the answer names a known one. */
  channel: PaymentChannel | undefined;
  /** Midtrans transaction_status: pending, settlement, expire, cancel, deny, … */
  transactionStatus: string;
  fraudStatus: string | null;
  /** Ours: PENDING 1, SUCCESS 2, EXPIRED 3 (paymentStatusOfMidtrans). */
  paymentStatus: PaymentStatusId;
  /** Midtrans status_code of this answer ("201" on a new charge, "407" expired, …). */
  statusCode: string;
  grossAmount: number;
  transactionTime: Date | null;
  expiryTime: Date | null;
  settlementTime: Date | null;
  instructions: PaymentInstructions;
  /** The answer as the gateway sent it. */
  raw: MidtransTransaction;
}

/** A payout to an e-wallet (Midtrans Iris). */
export interface PayoutRequest {
  /** Ours, unique per payout: sent as X-Idempotency-Key, so a retried create never pays twice. */
  idempotencyKey: string;
  /** 'gopay' */
  bank: string;
  /** The wallet's account (GoPay: the 08… mobile number). */
  account: string;
  beneficiaryName: string;
  /** Whole rupiah. */
  amount: number;
  notes: string;
}

/** Where a payout stands: Iris's status, and ours (PENDING 1, SUCCESS 2, EXPIRED 3 for failed or rejected). */
export interface GatewayPayout {
  referenceNo: string;
  status: string;
  paymentStatus: PaymentStatusId;
  /** Why it did not pay ('rejected', 'failed', 'expired'), when it did not. */
  failure: 'rejected' | 'failed' | 'expired' | null;
}

/** A notification whose signature_key checked out. Its status is only a hint: ask status() before acting. */
export interface VerifiedNotification {
  orderId: string;
  statusCode: string;
  /** null when the amount is not a whole rupiah amount. */
  grossAmount: number | null;
  transactionId: string | null;
  transactionStatus: string | null;
  fraudStatus: string | null;
  paymentType: string | null;
  raw: Record<string, unknown>;
}

/**
 * A call the gateway refused or that did not reach it. `code` is Midtrans's status_code ("400",
 * "401", "404", "406" duplicate order id, "412" cannot modify, "5xx") or one of ours: 'network'
 * (unreachable or timed out: the charge may or may not exist, ask status()), 'bad-answer',
 * 'not-configured', 'unknown-channel', 'no-gateway'.
 */
export class GatewayError extends Error {
  readonly httpStatus?: number;
  readonly body?: unknown;
  /** Worth retrying later (network, 5xx). */
  readonly retryable: boolean;
  constructor(
    readonly code: string,
    message: string,
    detail: { httpStatus?: number; body?: unknown; retryable: boolean; cause?: unknown },
  ) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.name = 'GatewayError';
    this.httpStatus = detail.httpStatus;
    this.body = detail.body;
    this.retryable = detail.retryable;
  }
}

/**
 * The payment gateway as the shop sees it. One implementation (MidtransCoreApi) serves real
 * Midtrans and the sandbox. Rule: never call it inside an open database transaction (write the
 * order, commit, charge, record the answer): on PGlite the one connection would deadlock with the
 * in-process sandbox, on PostgreSQL concurrent checkouts would drain the pool.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** Has a server key: calls can succeed. */
  readonly configured: boolean;
  charge(request: ChargeRequest): Promise<GatewayTransaction>;
  /** The transaction of an order id (or transaction id); null when the gateway knows none. */
  status(orderId: string): Promise<GatewayTransaction | null>;
  /** Cancels a pending charge (GatewayError '412' when it is no longer pending). */
  cancel(orderId: string): Promise<GatewayTransaction>;
  /** Expires a pending charge (GatewayError '412' when it is no longer pending). */
  expire(orderId: string): Promise<GatewayTransaction>;
  /** Requests a payout (Iris create); GatewayError when refused ('400': never created) or unreachable ('network'). */
  createPayout(request: PayoutRequest): Promise<GatewayPayout>;
  /** Where a payout stands (Iris status); null when the gateway knows none. */
  payoutStatus(referenceNo: string): Promise<GatewayPayout | null>;
  /** The notification when its signature_key is right (SHA512 of order id, status code, amount and server key, compared in constant time), else null. */
  verifyNotification(body: unknown): VerifiedNotification | null;
}
