import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/index.js';
import type { MidtransAction, MidtransChargeRequest } from '../../common/contract/sandbox-gateway.js';

/**
 * Kysely types of the sandbox gateway's own tables (migration 010_sandbox_gateway). Kept here,
 * not in db/schema.ts: the sandbox stands for an outside service and nothing else reads them.
 */

type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SandboxTransactionsTable {
  transaction_id: string;
  order_id: string;
  merchant_id: string;
  payment_type: string;
  bank: string | null;
  store: string | null;
  gross_amount: number;
  currency: Generated<string>;
  /** pending | settlement | expire | cancel */
  transaction_status: string;
  fraud_status: Generated<string>;
  va_number: string | null;
  bill_key: string | null;
  biller_code: string | null;
  payment_code: string | null;
  qr_string: string | null;
  acquirer: string | null;
  actions: ColumnType<MidtransAction[] | null, string | null, string | null>;
  redirect_url: string | null;
  request: ColumnType<MidtransChargeRequest, string, string>;
  notification_urls: ColumnType<string[] | null, string | null, string | null>;
  transaction_time: Instant;
  expiry_time: Instant;
  settlement_time: NullableInstant;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SandboxNotificationsTable {
  id: Generated<number>;
  transaction_id: string;
  /** null: the configured notification URL at the time of sending. */
  url: string | null;
  body: ColumnType<Record<string, unknown>, string, string>;
  /** pending | delivered | failed */
  state: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  last_status: number | null;
  last_error: string | null;
  delivered_at: NullableInstant;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A payout the sandbox was asked for (migration 021), Midtrans Iris shaped. */
export interface SandboxPayoutsTable {
  reference_no: string;
  idempotency_key: string | null;
  beneficiary_name: string;
  beneficiary_account: string;
  beneficiary_bank: string;
  beneficiary_email: string | null;
  amount: number;
  notes: string;
  /** queued | approved | processed | completed | failed | rejected */
  status: string;
  reject_reason: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface SandboxTables {
  sandbox_transactions: SandboxTransactionsTable;
  sandbox_notifications: SandboxNotificationsTable;
  sandbox_payouts: SandboxPayoutsTable;
}

export type SandboxTransactionRow = Selectable<SandboxTransactionsTable>;
export type SandboxNotificationRow = Selectable<SandboxNotificationsTable>;

export type SandboxPayoutRow = Selectable<SandboxPayoutsTable>;

export type SandboxDb = Kysely<SandboxTables>;

/** The app's database seen with the sandbox's tables only: it has no business with the shop's. */
export function sandboxDb(db: Database): SandboxDb {
  return db as unknown as SandboxDb;
}
