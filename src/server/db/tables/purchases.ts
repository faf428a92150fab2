import type { ColumnType, Generated } from 'kysely';

/** Tables of subscriptions and the Prakerja redeem (migration 022_subscriptions_donations_prakerja, issue 19). */

type Instant = ColumnType<Date, Date | string, Date | string>;

/** A paid subscription's period: [starts_at, ends_at). */
export interface SubscriptionPeriodsTable {
  /** bigserial, read as a number (int8 parser). */
  id: Generated<number>;
  student_id: number;
  /** The subscription plan bought. */
  content_id: number;
  order_id: number | null;
  starts_at: Instant;
  ends_at: Instant;
  created_at: Generated<Date>;
}

/** Codes the local Prakerja platform sandbox issued (read only by the sandbox adapter). */
export interface PrakerjaSandboxCodesTable {
  voucher_code: string;
  redeem_code: string;
  content_id: number;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type PrakerjaRedeemStatus = 'claimed' | 'requested' | 'completing' | 'completed';

/** One row per voucher code: the claim that makes a pair redeemed once. */
export interface PrakerjaRedeemsTable {
  id: Generated<number>;
  voucher_code: string;
  redeem_code: string;
  student_id: number;
  content_id: number | null;
  status: PrakerjaRedeemStatus;
  /** Changes with every claim: a state signed for an earlier claim no longer matches. */
  nonce: string;
  claimed_at: Instant;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PurchasesTables {
  subscription_periods: SubscriptionPeriodsTable;
  prakerja_sandbox_codes: PrakerjaSandboxCodesTable;
  prakerja_redeems: PrakerjaRedeemsTable;
}
