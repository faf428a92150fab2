import type { HeldVoucher } from '../../../../common/contract/vouchers.js';
import type { Locale, VoucherPriceTypeId } from '../../../../common/enums.js';
import { WELCOME_VOUCHER_CODE, heldVoucherStatus } from '../../../../common/vouchers.js';
import type { Database } from '../../../db/index.js';
import { inLanguage } from '../../../http/locale.js';

/**
 * The vouchers a student holds (`student_vouchers`, migration 021): written by a points exchange
 * (modules/points), and here by the sign-up promotion. Each is read with its voucher, the
 * student's live use of it (a `voucher_redemptions` row not released) and its status
 * (src/common/vouchers.ts heldVoucherStatus).
 */

/**
 * Every account holds the sign-up promotion's voucher (the seeded HALOBARU20, usable once per
 * account by its own rule): written at the first read of the student's vouchers, once — the
 * unique (student, voucher) pair makes 64 racing first reads one row. Nothing when it is not seeded.
 */
export async function holdWelcomeVoucher(db: Database, studentId: number, now: Date): Promise<void> {
  await db
    .insertInto('student_vouchers')
    .columns(['student_id', 'voucher_id', 'source', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('vouchers')
        .select([eb.val(studentId).as('student_id'), 'id', eb.val('promotion').as('source'), eb.val(now).as('created_at')])
        .where('code', '=', WELCOME_VOUCHER_CODE)
        .where('owner_student_id', 'is', null),
    )
    .onConflict((oc) => oc.columns(['student_id', 'voucher_id']).doNothing())
    .execute();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The student's held vouchers (all, or the one named), newest first. */
export async function heldVouchers(db: Database, studentId: number, now: Date, locale: Locale, studentVoucherId?: number): Promise<HeldVoucher[]> {
  let q = db
    .selectFrom('student_vouchers as sv')
    .innerJoin('vouchers as v', 'v.id', 'sv.voucher_id')
    .leftJoin('voucher_redemptions as r', (j) => j.onRef('r.voucher_id', '=', 'sv.voucher_id').onRef('r.student_id', '=', 'sv.student_id').on('r.released_at', 'is', null))
    .leftJoin('contents as c', 'c.id', 'v.content_id')
    .select([
      'sv.id',
      'sv.source',
      'sv.points',
      'sv.created_at',
      'v.id as voucher_id',
      'v.code',
      'v.name_id',
      'v.name_en',
      'v.description_id',
      'v.description_en',
      'v.price_type',
      'v.price',
      'v.min_purchase',
      'v.quota',
      'v.used',
      'v.content_type',
      'v.content_id',
      'v.starts_at',
      'v.ends_at',
      'r.created_at as used_at',
      'r.order_id',
      'c.title_id',
      'c.title_en',
    ])
    .where('sv.student_id', '=', studentId);
  if (studentVoucherId !== undefined) q = q.where('sv.id', '=', studentVoucherId);
  const rows = await q.orderBy('sv.created_at', 'desc').orderBy('sv.id', 'desc').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    voucherId: r.voucher_id,
    voucherCode: r.code,
    name: inLanguage(r, 'name', locale),
    description: inLanguage(r, 'description', locale),
    // The table's check allows 1, 2 and 3 only.
    priceType: r.price_type as VoucherPriceTypeId,
    price: r.price,
    minPurchase: r.min_purchase,
    contentType: r.content_type,
    contentId: r.content_id,
    contentTitle: r.content_id === null ? null : (inLanguage(r, 'title', locale) ?? null),
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    source: r.source,
    points: r.points,
    status: heldVoucherStatus({ usedAt: r.used_at, endsAt: r.ends_at, usedUp: r.used_at === null && r.quota !== null && r.used >= r.quota }, now),
    receivedAt: new Date(r.created_at).toISOString(),
    usedAt: iso(r.used_at),
    orderId: r.order_id === null ? null : Number(r.order_id),
  }));
}
