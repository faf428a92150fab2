import { createHash } from 'node:crypto';
import type { OrderItemInput } from '../../../../common/contract/orders.js';
import type { Locale } from '../../../../common/enums.js';
import type { Database } from '../../../db/index.js';
import { badRequest } from '../../../http/envelope.js';
import { pick } from '../../../http/locale.js';
import { lineTitlesOf, saleLinesFor, titleOf, type LineTitles } from '../records/sale-contents.js';
import { t } from '../text/orders.js';
import { saleRefusal } from './sale-rules.js';
import { applyToLine } from './vouchers.js';

export interface PricedLine {
  contentId: number;
  packageId: number | null;
  contentType: number;
  /** The content's page (order answers link to it). */
  url: string;
  /** Both titles, as the line keeps them, and the one of the request's language (the answer's). */
  titles: LineTitles;
  title: string;
  price: number;
  finalPrice: number;
  pointScore: number;
  voucher: { id: number; code: string; discount: number } | null;
}

/** Each line priced from the database (a client's prices are never read); a voucher through vouchers' applyToLine. */
export async function priceLines(db: Database, studentId: number, items: readonly OrderItemInput[], locale: Locale): Promise<PricedLine[]> {
  const ids = items.map((i) => i.contentId);
  if (new Set(ids).size !== ids.length) throw badRequest(t(locale, 'duplicate'));
  const contents = await saleLinesFor(db, studentId, ids);
  const lines: PricedLine[] = [];
  for (const item of items) {
    const c = contents.get(item.contentId);
    if (!c || !c.is_published || saleRefusal(c)) throw badRequest(`${t(locale, 'unavailable')} (${item.contentId})`);
    if (c.owned) throw badRequest(`${t(locale, 'owned')}: ${titleOf(c, locale)}`);
    const packageId = item.packageId ?? null;
    let price = c.price;
    let finalPrice = c.final_price;
    if (packageId !== null) {
      const tier = await db.selectFrom('bootcamp_packages').select(['price', 'final_price']).where('id', '=', packageId).where('content_id', '=', c.id).executeTakeFirst();
      if (!tier) throw badRequest(t(locale, 'packageMismatch'));
      price = tier.price;
      finalPrice = tier.final_price;
    }
    let voucher: PricedLine['voucher'] = null;
    const code = item.voucherCode?.trim();
    if (code) {
      const v = await applyToLine(db, studentId, code, c.id, packageId, locale);
      voucher = { id: v.voucherId, code: v.voucherCode, discount: v.discount };
    }
    const titles = lineTitlesOf(c);
    lines.push({ contentId: c.id, packageId, contentType: c.content_type, url: c.url, titles, title: pick(titles, 'title', locale), price, finalPrice, pointScore: c.point_score, voucher });
  }
  return lines;
}

export const requestHash = (items: readonly OrderItemInput[], paymentTypeId: number) =>
  createHash('sha256')
    .update(JSON.stringify({ items: items.map((i) => [i.contentId, i.packageId ?? null, i.voucherCode?.trim().toUpperCase() || null]), paymentTypeId }))
    .digest('hex');
