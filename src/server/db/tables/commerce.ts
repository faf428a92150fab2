import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

/** Kysely table types of the commerce domain (migration 012_commerce). */

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** An order (012_commerce, completed by 013_orders). Amounts are whole rupiah, priced on the server. */
export interface OrdersTable {
  /** bigserial, read as a number (int8 parser). */
  id: Generated<number>;
  student_id: number;
  /** PaymentStatus: 1 pending, 2 success, 3 expired. */
  status: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Printed on the invoice, e.g. INV/20261125/000042. */
  invoice_number: string | null;
  idempotency_key: string | null;
  /** SHA-256 of the request body the key came with (same key, other body: 409). */
  request_hash: string | null;
  /** Sum of the lines' list prices. */
  subtotal: Generated<number>;
  /** Content discounts (list price − final price). */
  discount: Generated<number>;
  voucher_discount: Generated<number>;
  /** What is paid. */
  total: Generated<number>;
  /** PAYMENT_CHANNELS id (src/common/payments.ts). */
  payment_channel_id: number | null;
  /** PaymentMethodGroup. */
  payment_group: number | null;
  expires_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  expired_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** The payment in force (017): switched by one compare-and-set per change of method; null until the first charge is recorded. */
  payment_id: Generated<number | null>;
}

export interface OrderItemsTable {
  order_id: number;
  content_id: number;
  package_id: number | null;
  /** What the line was called, in both languages (031): each view picks its reader's (`pick(row, 'title', locale)`). */
  title_id: string;
  title_en: string;
  /** What the line cost when bought (kept for the invoice). */
  content_type: Generated<number>;
  price: Generated<number>;
  final_price: Generated<number>;
  voucher_id: number | null;
  voucher_code: string | null;
  voucher_discount: Generated<number>;
  total: Generated<number>;
  point_score: Generated<number>;
}

/** One gateway charge of an order (a change of method makes another). */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** The order id the gateway knows: unique per charge. */
  gateway_order_id: string;
  channel_id: number;
  payment_group: number;
  amount: number;
  status: Generated<number>;
  transaction_id: string | null;
  transaction_status: string | null;
  va_number: string | null;
  bank: string | null;
  bill_key: string | null;
  biller_code: string | null;
  payment_code: string | null;
  store: string | null;
  qr_string: string | null;
  qr_code_url: string | null;
  deeplink_url: string | null;
  redirect_url: string | null;
  expires_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Why points moved (migration 021): the ledger's `reason`. */
export type PointsReason = 'purchase' | 'course' | 'checkin' | 'exchange' | 'payout' | 'payout_return';

/** Every movement of a student's points; unique per (student, reason, reference). */
export interface PointsLedgerTable {
  id: Generated<number>;
  student_id: number;
  reason: PointsReason;
  /** What the movement was for: `order:content`, a content id, a Jakarta date, a student voucher or payout id. */
  reference: string;
  order_id: number | null;
  content_id: number | null;
  /** Positive: earned or returned; negative: spent or held. */
  points: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A student's points: the ledger's sum (never below zero) and the check-in streak. */
export interface PointsBalancesTable {
  student_id: number;
  balance: Generated<number>;
  streak: Generated<number>;
  /** The last Jakarta day checked in, `YYYY-MM-DD`. */
  last_checkin_on: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
}

/** A background job's lease: one instance holds it until expires_at. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: Date;
}

export interface WishlistItemsTable {
  student_id: number;
  content_id: number;
  created_at: Generated<Date>;
}

export interface CartItemsTable {
  student_id: number;
  content_id: number;
  /** A bootcamp's price tier, or null for the content's own price. */
  package_id: number | null;
  created_at: Generated<Date>;
}

export interface VouchersTable {
  id: Generated<number>;
  /** Upper case: codes are matched without regard to case. */
  code: string;
  name_id: string;
  name_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  /** VoucherPriceType: 1 percent, 2 amount, 3 resulting price. */
  price_type: number;
  price: number;
  /** Lowest line price the voucher applies to (0: any). */
  min_purchase: Generated<number>;
  /** null: no limit. */
  quota: number | null;
  used: Generated<number>;
  /** null: any content (of content_type when that is set). */
  content_id: number | null;
  content_type: number | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** A voucher only this student may use (made by a points exchange, 021); null: anyone's. */
  owner_student_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What points buy (021): a voucher, or a GoPay payout of `amount` rupiah. */
export interface PointExchangesTable {
  id: Generated<number>;
  kind: 'voucher' | 'gopay';
  name_id: string;
  name_en: string;
  description_id: Generated<string>;
  description_en: Generated<string>;
  points: number;
  voucher_price_type: number | null;
  voucher_price: number | null;
  voucher_min_purchase: Generated<number>;
  voucher_content_type: number | null;
  voucher_valid_days: number | null;
  amount: number | null;
  is_active: Generated<boolean>;
  sort: Generated<number>;
}

/** A voucher a student holds (021): one row per (student, voucher). */
export interface StudentVouchersTable {
  id: Generated<number>;
  student_id: number;
  voucher_id: number;
  source: 'exchange' | 'promotion' | 'prakerja';
  exchange_id: number | null;
  /** Points it cost (0 unless from an exchange). */
  points: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A GoPay payout of points (021): status PaymentStatus 1 pending, 2 success, 3 expired (see `failure`). */
export interface PointPayoutsTable {
  id: Generated<number>;
  student_id: number;
  exchange_id: number | null;
  points: number;
  amount: number;
  /** 08…, the GoPay account's mobile number. */
  account_number: string;
  status: Generated<number>;
  /** The gateway's reference (Iris reference_no), once the create call answered. */
  reference_no: string | null;
  failure: 'rejected' | 'failed' | 'expired' | 'refused' | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  settled_at: NullableTimestamp;
}

export interface VoucherRedemptionsTable {
  id: Generated<number>;
  voucher_id: number;
  student_id: number;
  order_id: number | null;
  content_id: number | null;
  discount: Generated<number>;
  created_at: Generated<Date>;
  /** Set when the order that held the voucher expired: the quota and the student's use are free again. */
  released_at: NullableTimestamp;
}

export interface WebinarMagicCodesTable {
  content_id: number;
  code: string;
  created_at: Generated<Date>;
}

export interface BootcampParticipantsTable {
  id: Generated<number>;
  content_id: number;
  student_id: number;
  package_id: number | null;
  type: number;
  full_name: string;
  email: string;
  phone: string;
  city: string | null;
  occupation: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface DanacitaClicksTable {
  id: Generated<number>;
  content_id: number;
  package_id: number | null;
  student_id: number | null;
  created_at: Generated<Date>;
}

export interface CommerceTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  points_ledger: PointsLedgerTable;
  points_balances: PointsBalancesTable;
  leases: LeasesTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  vouchers: VouchersTable;
  point_exchanges: PointExchangesTable;
  student_vouchers: StudentVouchersTable;
  point_payouts: PointPayoutsTable;
  voucher_redemptions: VoucherRedemptionsTable;
  webinar_magic_codes: WebinarMagicCodesTable;
  bootcamp_participants: BootcampParticipantsTable;
  danacita_clicks: DanacitaClicksTable;
}
