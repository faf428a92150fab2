import type { CartLineVoucher, CartVouchers, HeldVoucher, VoucherDetail } from '../../../../common/contract/vouchers.js';
import type { Locale } from '../../../../common/enums.js';
import { HeldVoucherStatus, VoucherDetailType, inHistory, type VoucherHistoryFilter } from '../../../../common/vouchers.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/index.js';
import { notFound } from '../../../http/envelope.js';
import { balanceOf, exchangeView } from '../../points/index.js';
import { heldVouchers, holdWelcomeVoucher } from '../records/student-vouchers.js';
import { HELD_NOT_FOUND, OFFER_NOT_FOUND } from '../text/vouchers.js';
import { cartOf } from './cart.js';
import { lineDiscount, lineRefusal, voucherLine, type VoucherLine } from './vouchers.js';

/**
 * The student's vouchers (voucherqu) and which of them apply to each cart line. Whether a held
 * voucher applies is the voucher rule of vouchers/validate (lineRefusal), never a second one.
 */

const endOf = (v: HeldVoucher) => (v.endsAt === null ? Number.POSITIVE_INFINITY : new Date(v.endsAt).getTime());

/** G vouchers/my-vouchers: the usable ones, the soonest to end first. */
export async function myVouchers(db: Database, studentId: number, now: Date, locale: Locale): Promise<HeldVoucher[]> {
  await holdWelcomeVoucher(db, studentId, now);
  const held = await heldVouchers(db, studentId, now, locale);
  return held.filter((v) => v.status === HeldVoucherStatus.USABLE).sort((a, b) => endOf(a) - endOf(b) || b.id - a.id);
}

/**
 * G vouchers/history: the held vouchers no longer usable, newest first. A student holds a handful
 * (each exchange costs hundreds of points), so the page is cut from the whole list.
 */
export async function voucherHistory(db: Database, studentId: number, filter: VoucherHistoryFilter, page: number, pageSize: number, now: Date, locale: Locale) {
  await holdWelcomeVoucher(db, studentId, now);
  const all = (await heldVouchers(db, studentId, now, locale)).filter((v) => inHistory(v.status, filter));
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  return { items, page, pageSize, totalItems: all.length, totalPages: Math.ceil(all.length / pageSize) };
}

/** G vouchers/{id}?type: 1 a held voucher of the caller's (another's is 404), 2 a voucher offer of the points catalogue. */
export async function voucherDetail(db: Database, studentId: number, id: number, type: number, now: Date, locale: Locale): Promise<VoucherDetail> {
  if (type === VoucherDetailType.HELD) {
    const [held] = await heldVouchers(db, studentId, now, locale, id);
    if (!held) throw notFound(HELD_NOT_FOUND[locale]);
    return { type, held, offer: null };
  }
  const row = await db.selectFrom('point_exchanges').selectAll().where('id', '=', id).where('kind', '=', 'voucher').where('is_active', '=', true).executeTakeFirst();
  if (!row) throw notFound(OFFER_NOT_FOUND[locale]);
  const offer = exchangeView(row, await balanceOf(db, studentId), locale);
  return { type, held: null, offer };
}

/** G cart/vouchers: per cart line, the usable held vouchers the rule accepts, the biggest discount first. */
export async function cartVouchers(ctx: AppContext, studentId: number, locale: Locale): Promise<CartVouchers> {
  const { db } = ctx;
  const now = ctx.clock();
  const [cart, usable] = await Promise.all([cartOf(ctx, studentId, locale), myVouchers(db, studentId, now, locale)]);
  const rows =
    usable.length === 0
      ? []
      : await db
          .selectFrom('vouchers')
          .selectAll()
          .where(
            'id',
            'in',
            usable.map((v) => v.voucherId),
          )
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result: CartVouchers = [];
  for (const item of cart.items) {
    let line: VoucherLine;
    try {
      line = await voucherLine(db, item.contentId, item.packageId, '', locale);
    } catch {
      // A line that cannot be bought takes no voucher (the checkout says why).
      result.push({ contentId: item.contentId, packageId: item.packageId, vouchers: [] });
      continue;
    }
    const fits: CartLineVoucher[] = [];
    for (const held of usable) {
      const v = byId.get(held.voucherId);
      // A usable held voucher has no live use of the student's.
      if (!v || lineRefusal(v, line, false, now.getTime(), locale)) continue;
      const { discount, payable } = lineDiscount(v, line, locale);
      fits.push({ ...held, discount, payable });
    }
    fits.sort((a, b) => b.discount - a.discount || endOf(a) - endOf(b));
    result.push({ contentId: item.contentId, packageId: item.packageId, vouchers: fits });
  }
  return result;
}
