import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ExchangedVoucher, PointExchangeView, PointsMovement } from '../../../common/contract/points.js';
import type { Locale } from '../../../common/enums.js';
import type { Database } from '../../db/index.js';
import type { PointExchangesTable } from '../../db/tables/commerce.js';
import { HttpError, notFound } from '../../http/envelope.js';
import { balanceOf, spendPoints } from './ledger.js';
import { say } from './messages.js';
import { inLanguage } from '../../http/locale.js';

/**
 * What points buy and the voucher exchange. An exchange is one transaction: the student's voucher
 * (a voucher row only its owner may use, quota 1, valid for the item's days) and its student_vouchers
 * row are written, then the points are spent by the balance's compare-and-set; a short balance
 * throws and the rollback undoes the voucher. 64 racing exchanges over a balance for 3 make 3.
 */

type ExchangeRow = Selectable<PointExchangesTable>;
const DAY = 86_400_000;

export async function exchangeById(db: Database, id: number, locale: Locale): Promise<ExchangeRow> {
  const row = await db.selectFrom('point_exchanges').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
  if (!row) throw notFound(say(locale, 'unknownExchange'));
  return row;
}

export function exchangeName(row: Pick<ExchangeRow, 'name_id' | 'name_en'>, locale: Locale): string {
  return inLanguage(row, 'name', locale);
}

export function exchangeView(row: ExchangeRow, balance: number, locale: Locale): PointExchangeView {
  return {
    id: row.id,
    kind: row.kind,
    name: exchangeName(row, locale),
    description: inLanguage(row, 'description', locale),
    points: row.points,
    voucher:
      row.kind === 'voucher'
        ? {
            priceType: row.voucher_price_type ?? 0,
            price: row.voucher_price ?? 0,
            minPurchase: row.voucher_min_purchase,
            contentType: row.voucher_content_type,
            validDays: row.voucher_valid_days ?? 0,
          }
        : null,
    amount: row.amount,
    affordable: balance >= row.points,
  };
}

export async function catalogue(db: Database, studentId: number, locale: Locale): Promise<PointExchangeView[]> {
  const rows = await db.selectFrom('point_exchanges').selectAll().where('is_active', '=', true).orderBy('sort').orderBy('id').execute();
  const balance = await balanceOf(db, studentId);
  return rows.map((r) => exchangeView(r, balance, locale));
}

export const shortBalance = (points: number, locale: Locale) => new HttpError(409, say(locale, 'shortBalance', { points }), undefined, { reason: 'shortBalance', points });

/** P point/exchange: the voucher, or 409 when the balance is short. */
export async function exchangeForVoucher(db: Database, studentId: number, exchangeId: number, now: Date, locale: Locale): Promise<ExchangedVoucher> {
  const item = await exchangeById(db, exchangeId, locale);
  if (item.kind !== 'voucher') throw new HttpError(400, say(locale, 'notVoucher'));
  const made = await db.transaction().execute(async (trx) => {
    const endsAt = new Date(now.getTime() + (item.voucher_valid_days ?? 30) * DAY);
    const voucher = await trx
      .insertInto('vouchers')
      .values({
        code: `PQ${randomBytes(5).toString('hex').toUpperCase()}`,
        name_id: item.name_id,
        name_en: item.name_en,
        description_id: item.description_id,
        description_en: item.description_en,
        price_type: item.voucher_price_type ?? 2,
        price: item.voucher_price ?? 0,
        min_purchase: item.voucher_min_purchase,
        quota: 1,
        content_type: item.voucher_content_type,
        ends_at: endsAt,
        owner_student_id: studentId,
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    const held = await trx
      .insertInto('student_vouchers')
      .values({ student_id: studentId, voucher_id: voucher.id, source: 'exchange', exchange_id: item.id, points: item.points, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spent = await spendPoints(trx, { studentId, reason: 'exchange', reference: String(held.id), points: item.points, at: now });
    if (!spent) throw shortBalance(item.points, locale);
    return { studentVoucherId: held.id, voucherCode: voucher.code, endsAt };
  });
  return { ...made, endsAt: made.endsAt.toISOString(), name: exchangeName(item, locale), points: item.points, balance: await balanceOf(db, studentId) };
}

/** G point/history: movements newest first, each with a title. */
export async function history(db: Database, studentId: number, page: number, pageSize: number, locale: Locale) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_ledger as l')
      .leftJoin('contents as c', 'c.id', 'l.content_id')
      .select(['l.id', 'l.reason', 'l.reference', 'l.points', 'l.created_at', 'c.title_id', 'c.title_en'])
      .where('l.student_id', '=', studentId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow(),
  ]);
  const heldIds = rows.filter((r) => r.reason === 'exchange').map((r) => Number(r.reference));
  const names = new Map<string, string>();
  if (heldIds.length > 0) {
    const named = await db
      .selectFrom('student_vouchers as sv')
      .innerJoin('vouchers as v', 'v.id', 'sv.voucher_id')
      .select(['sv.id', 'v.name_id', 'v.name_en'])
      .where('sv.id', 'in', heldIds)
      .execute();
    for (const n of named) names.set(String(n.id), exchangeName(n, locale));
  }
  const items: PointsMovement[] = rows.map((r) => {
    const title = names.get(r.reference) ?? inLanguage(r, 'title', locale) ?? '';
    return { id: r.id, reason: r.reason, title: say(locale, r.reason, { title, day: r.reference }), points: r.points, createdAt: new Date(r.created_at).toISOString() };
  });
  const totalItems = Number(count.n);
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}
