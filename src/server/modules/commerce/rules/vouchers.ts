import type { Selectable } from 'kysely';
import { lineTotals } from '../../../../common/cart.js';
import type { ContentVoucher, VoucherRefusal, VoucherRefusalReason, VoucherValidation } from '../../../../common/contract/vouchers.js';
import { VoucherPriceType, type Locale, type VoucherPriceTypeId } from '../../../../common/enums.js';
import { formatDateTimeLong, formatRupiah } from '../../../../common/format.js';
import { voucherDiscount } from '../../../../common/pricing.js';
import type { Database } from '../../../db/index.js';
import type { VouchersTable } from '../../../db/tables/commerce.js';
import { HttpError, notFound } from '../../../http/envelope.js';
import { saleContents, titleOf, type SaleContent } from '../records/sale-contents.js';
import { CONTENT_NOT_FOUND, refusalText } from '../text/vouchers.js';
import { saleRefusal } from './sale-rules.js';
import { inLanguage } from '../../../http/locale.js';

/**
 * Vouchers: which apply to a line (a content, or a bootcamp's price tier), their discount by
 * pricing.ts's voucherDiscount, and their redemption. A quota holds under concurrency because
 * `used` only moves by one compare-and-set statement (`used < quota`), which PostgreSQL re-checks
 * on the row it locked; a student's use is a row in `voucher_redemptions` that a unique index keeps
 * to one live use per voucher.
 */

export type VoucherRow = Selectable<VouchersTable>;

const isPriceType = (t: number): t is VoucherPriceTypeId => t === VoucherPriceType.PERCENT || t === VoucherPriceType.AMOUNT || t === VoucherPriceType.FIXED_PRICE;
function priceTypeOf(v: VoucherRow): VoucherPriceTypeId {
  // The table's check constraint allows only these.
  if (!isPriceType(v.price_type)) throw new Error(`voucher ${v.id}: unknown price type ${v.price_type}`);
  return v.price_type;
}

/** Codes are matched without regard to case or surrounding spaces. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

interface RefusalDetails {
  title?: string;
  contentId?: number;
  minPurchase?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** The 400 of a refused code: the message in the request's language, and `data` for the screen (spec 8). */
export function voucherRefusal(reason: VoucherRefusalReason, voucherCode: string, locale: Locale, d: RefusalDetails = {}): HttpError {
  const message = refusalText(locale, reason, {
    code: voucherCode,
    title: d.title ?? '',
    contentId: d.contentId ?? '',
    minPurchase: d.minPurchase === undefined ? '' : formatRupiah(d.minPurchase),
    startsAt: d.startsAt ? formatDateTimeLong(d.startsAt, locale) : '',
    endsAt: d.endsAt ? formatDateTimeLong(d.endsAt, locale) : '',
  });
  const data: VoucherRefusal = {
    reason,
    voucherCode,
    message,
    ...(d.minPurchase === undefined ? {} : { minPurchase: d.minPurchase }),
    ...(d.startsAt ? { startsAt: new Date(d.startsAt).toISOString() } : {}),
    ...(d.endsAt ? { endsAt: new Date(d.endsAt).toISOString() } : {}),
  };
  return new HttpError(400, message, [{ description: message }], data);
}

/** One line a voucher may apply to. */
export interface VoucherLine {
  content: SaleContent;
  packageId: number | null;
  price: number;
  finalPrice: number;
}

/** The line of a content (and tier): published, buyable, the tier its own; otherwise the code's 400 `contentUnavailable`. */
export async function voucherLine(db: Database, contentId: number, packageId: number | null, voucherCode: string, locale: Locale): Promise<VoucherLine> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  const unavailable = () => voucherRefusal('contentUnavailable', voucherCode, locale, { contentId });
  if (!content || !content.is_published || saleRefusal(content)) throw unavailable();
  if (packageId === null) return { content, packageId, price: content.price, finalPrice: content.final_price };
  const tier = await db.selectFrom('bootcamp_packages').select(['price', 'final_price']).where('id', '=', packageId).where('content_id', '=', contentId).executeTakeFirst();
  if (!tier) throw unavailable();
  return { content, packageId, price: tier.price, finalPrice: tier.final_price };
}

/** Why a voucher does not apply to a line, with what its message names. */
export interface LineRefusal {
  reason: VoucherRefusalReason;
  details: RefusalDetails;
}

/**
 * The one rule of a voucher on a line (the code's 400 and the cart's "your vouchers" list both use
 * it). The checks, in order: started, not ended, for this content (and type), not free, minimum
 * purchase, the student's own use, the quota. null: it applies.
 */
export function lineRefusal(v: VoucherRow, line: VoucherLine, usedByStudent: boolean, now: number, locale: Locale): LineRefusal | null {
  if (v.starts_at && new Date(v.starts_at).getTime() > now) return { reason: 'notStarted', details: { startsAt: v.starts_at } };
  if (v.ends_at && new Date(v.ends_at).getTime() <= now) return { reason: 'expired', details: { endsAt: v.ends_at } };
  const title = () => titleOf(line.content, locale);
  if ((v.content_id !== null && v.content_id !== line.content.id) || (v.content_type !== null && v.content_type !== line.content.content_type)) {
    return { reason: 'notForThisContent', details: { title: title() } };
  }
  if (line.finalPrice === 0) return { reason: 'freeContent', details: { title: title() } };
  if (line.finalPrice < v.min_purchase) return { reason: 'minimumPurchase', details: { minPurchase: v.min_purchase } };
  if (usedByStudent) return { reason: 'alreadyUsed', details: {} };
  if (v.quota !== null && v.used >= v.quota) return { reason: 'usedUp', details: {} };
  return null;
}

/** What a voucher takes off a line, once lineRefusal has let it through. */
export function lineDiscount(v: VoucherRow, line: VoucherLine, locale: Locale): VoucherValidation {
  const priceType = priceTypeOf(v);
  const { discount, payable } = voucherDiscount(line.finalPrice, { priceType, price: v.price });
  return {
    voucherId: v.id,
    voucherCode: v.code,
    name: inLanguage(v, 'name', locale),
    contentId: line.content.id,
    packageId: line.packageId,
    priceType,
    price: v.price,
    linePrice: line.price,
    finalPrice: line.finalPrice,
    discount,
    payable,
    totals: lineTotals(line.price, line.finalPrice, discount),
  };
}

/** What a voucher takes off a line for a student, or its 400 (lineRefusal's reason). */
export async function applyToLine(db: Database, studentId: number, voucherCode: string, contentId: number, packageId: number | null, locale: Locale): Promise<VoucherValidation> {
  const code = normaliseVoucherCode(voucherCode);
  const v = code === '' ? undefined : await db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
  // A voucher of a student's own (a points exchange, issue 19) is unknown to anyone else.
  if (!v || (v.owner_student_id !== null && v.owner_student_id !== studentId)) throw voucherRefusal('unknown', voucherCode.trim(), locale);
  const line = await voucherLine(db, contentId, packageId, v.code, locale);
  const used = await db.selectFrom('voucher_redemptions').select('id').where('voucher_id', '=', v.id).where('student_id', '=', studentId).where('released_at', 'is', null).executeTakeFirst();
  const refusal = lineRefusal(v, line, used !== undefined, Date.now(), locale);
  if (refusal) throw voucherRefusal(refusal.reason, v.code, locale, refusal.details);
  return lineDiscount(v, line, locale);
}

/** Vouchers usable on a content now, the biggest discount (on its own final price) first. */
export async function vouchersForContent(db: Database, contentId: number, studentId: number | null, locale: Locale): Promise<ContentVoucher[]> {
  const content = (await saleContents(db, [contentId])).get(contentId);
  if (!content || !content.is_published) throw notFound(CONTENT_NOT_FOUND[locale]);
  if (saleRefusal(content)) return [];
  // The dearest line of the content: its own price, or a bootcamp's dearest tier.
  const tiers = await db
    .selectFrom('bootcamp_packages')
    .select((eb) => eb.fn.max('final_price').as('top'))
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  const dearest = Math.max(content.final_price, Number(tiers?.top ?? 0));
  if (dearest === 0) return [];
  const now = new Date();
  const rows = await db
    .selectFrom('vouchers')
    .selectAll()
    .where((eb) =>
      eb.and([
        eb.or([eb('content_id', 'is', null), eb('content_id', '=', contentId)]),
        eb.or([eb('content_type', 'is', null), eb('content_type', '=', content.content_type)]),
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
        eb.or([eb('quota', 'is', null), eb('used', '<', eb.ref('quota'))]),
        eb('min_purchase', '<=', dearest),
        studentId === null ? eb('owner_student_id', 'is', null) : eb.or([eb('owner_student_id', 'is', null), eb('owner_student_id', '=', studentId)]),
      ]),
    )
    .execute();
  const mine =
    studentId === null || rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('voucher_redemptions')
              .select('voucher_id')
              .where('student_id', '=', studentId)
              .where('released_at', 'is', null)
              .where(
                'voucher_id',
                'in',
                rows.map((r) => r.id),
              )
              .execute()
          ).map((r) => r.voucher_id),
        );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return rows
    .map((v) => {
      const priceType = priceTypeOf(v);
      const { discount, payable } = voucherDiscount(content.final_price, { priceType, price: v.price });
      return {
        id: v.id,
        voucherCode: v.code,
        name: inLanguage(v, 'name', locale),
        description: inLanguage(v, 'description', locale),
        priceType,
        price: v.price,
        minPurchase: v.min_purchase,
        remaining: v.quota === null ? null : Math.max(0, v.quota - v.used),
        startsAt: iso(v.starts_at),
        endsAt: iso(v.ends_at),
        contentId: v.content_id,
        discount,
        payable,
        usedByMe: mine.has(v.id),
      };
    })
    .sort((a, b) => b.discount - a.discount || a.id - b.id);
}
