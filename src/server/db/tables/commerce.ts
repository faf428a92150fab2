import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

/** Kysely table types of the commerce domain (migration 012_commerce). */

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Only what the cart reads (a pending order holds its contents); the orders part adds the rest. */
export interface OrdersTable {
  /** bigserial, read as a number (int8 parser). */
  id: Generated<number>;
  student_id: number;
  /** PaymentStatus: 1 pending, 2 success, 3 expired. */
  status: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrderItemsTable {
  order_id: number;
  content_id: number;
  package_id: number | null;
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
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  vouchers: VouchersTable;
  voucher_redemptions: VoucherRedemptionsTable;
  webinar_magic_codes: WebinarMagicCodesTable;
  bootcamp_participants: BootcampParticipantsTable;
  danacita_clicks: DanacitaClicksTable;
}
