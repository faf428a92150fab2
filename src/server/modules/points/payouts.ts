import type { Selectable } from 'kysely';
import type { ExchangeHistoryItem, PayoutView } from '../../../common/contract/points.js';
import { PaymentStatus, type Locale } from '../../../common/enums.js';
import { maskPhone } from '../../../common/masking.js';
import { gopayAccountNumber } from '../../../common/points.js';
import type { Database } from '../../db/index.js';
import type { PointPayoutsTable } from '../../db/tables/commerce.js';
import { HttpError, notFound } from '../../http/envelope.js';
import { GatewayError, type GatewayPayout, type PaymentGateway } from '../../payments/gateway/index.js';
import { earnPoints, spendPoints } from './ledger.js';
import { exchangeById, exchangeName, shortBalance } from './exchange.js';
import { say } from './messages.js';

/**
 * The GoPay payout of points. Never a transaction or lock across the gateway call:
 * 1. claim: one transaction writes the payout (PENDING) and holds its points (a 'payout' ledger
 *    row; the balance's compare-and-set refuses a short balance);
 * 2. call the gateway's createPayout (X-Idempotency-Key = the payout's key: a retry pays once);
 * 3. record: the reference number, or, when the gateway refused it outright, the end.
 * The end (SUCCESS, or EXPIRED with its failure) is one compare-and-set on status = PENDING; the
 * points come back with a 'payout_return' ledger row unique per payout, so a replayed or racing
 * settlement returns them exactly once. A payout still pending is asked of the gateway when read,
 * and by the pending-payouts job (payouts-job.ts) every IRIS_POLL_SECONDS.
 */

type PayoutRow = Selectable<PointPayoutsTable>;
export type Gateway = () => PaymentGateway;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
export const idempotencyKeyOf = (id: number) => `poinqu-payout-${id}`;

export function payoutView(r: PayoutRow): PayoutView {
  return {
    id: r.id,
    status: r.status as PayoutView['status'],
    failure: r.failure,
    points: r.points,
    amount: r.amount,
    accountNumber: maskPhone(r.account_number),
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: iso(r.settled_at),
  };
}

/** Ends a pending payout once: SUCCESS spends the held points; a failure returns them (once). */
export async function settlePayout(
  db: Database,
  id: number,
  outcome: { paymentStatus: GatewayPayout['paymentStatus']; failure: GatewayPayout['failure'] | 'refused' },
  now: Date,
): Promise<boolean> {
  if (outcome.paymentStatus === PaymentStatus.PENDING) return false;
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('point_payouts')
      .set({ status: outcome.paymentStatus, failure: outcome.paymentStatus === PaymentStatus.SUCCESS ? null : (outcome.failure ?? 'failed'), settled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .returning(['student_id', 'points'])
      .executeTakeFirst();
    if (!done) return false;
    if (outcome.paymentStatus !== PaymentStatus.SUCCESS) await earnPoints(trx, done.student_id, [{ reason: 'payout_return', reference: String(id), points: done.points, at: now }]);
    return true;
  });
}

async function payoutOf(db: Database, studentId: number, id: number): Promise<PayoutRow | undefined> {
  return db.selectFrom('point_payouts').selectAll().where('id', '=', id).where('student_id', '=', studentId).executeTakeFirst();
}

/**
 * Asks the gateway for the payout (again: the same idempotency key answers the same payout) and
 * records the answer. Refused outright (a 4xx, or no payout gateway configured): it never existed
 * at the gateway, and the points come back. An outage leaves it pending, to be asked again when read.
 */
async function callGateway(db: Database, gateway: Gateway, claimed: PayoutRow, now: Date): Promise<void> {
  const student = await db.selectFrom('students').select('full_name').where('id', '=', claimed.student_id).executeTakeFirst();
  try {
    const answer = await gateway().createPayout({
      idempotencyKey: idempotencyKeyOf(claimed.id),
      bank: 'gopay',
      account: claimed.account_number,
      beneficiaryName: student?.full_name.trim() || 'PoinQu',
      amount: claimed.amount,
      notes: `PoinQu ${claimed.id}`,
    });
    await db.updateTable('point_payouts').set({ reference_no: answer.referenceNo, updated_at: now }).where('id', '=', claimed.id).where('reference_no', 'is', null).execute();
    await settlePayout(db, claimed.id, answer, now);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (!error.retryable) await settlePayout(db, claimed.id, { paymentStatus: PaymentStatus.EXPIRED, failure: 'refused' }, now);
  }
}

/** P point/exchange-gopay. */
export async function requestPayout(
  db: Database,
  gateway: Gateway,
  studentId: number,
  exchangeId: number,
  accountInput: string,
  now: Date,
  locale: Locale,
): Promise<{ payout: PayoutView; message: string }> {
  const account = gopayAccountNumber(accountInput);
  if (!account) throw new HttpError(400, say(locale, 'badAccount'), [{ description: say(locale, 'badAccount') }]);
  const item = await exchangeById(db, exchangeId, locale);
  if (item.kind !== 'gopay' || item.amount === null) throw new HttpError(400, say(locale, 'notGopay'));
  // 1. Claim: the payout and the hold, committed before the call.
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('point_payouts')
      .values({ student_id: studentId, exchange_id: item.id, points: item.points, amount: item.amount!, account_number: account, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!(await spendPoints(trx, { studentId, reason: 'payout', reference: String(row.id), points: item.points, at: now }))) throw shortBalance(item.points, locale);
    return row;
  });
  // 2. Call, outside any transaction; 3. record.
  await callGateway(db, gateway, claimed, now);
  const row = (await payoutOf(db, studentId, claimed.id))!;
  return { payout: payoutView(row), message: say(locale, row.status === PaymentStatus.EXPIRED ? 'payoutRefused' : 'payoutRequested') };
}

/**
 * Asks the gateway about one pending payout and records its end (no transaction across the call):
 * no reference yet (the create never answered) → the create again, with the same idempotency key;
 * else its status. The gateway down: it stays pending, asked again next time.
 */
export async function pollPayout(db: Database, gateway: Gateway, row: PayoutRow, now: Date): Promise<void> {
  if (row.status !== PaymentStatus.PENDING) return;
  if (!row.reference_no) return callGateway(db, gateway, row, now);
  try {
    const answer = await gateway().payoutStatus(row.reference_no);
    if (answer) await settlePayout(db, row.id, answer, now);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
}

/** G point/exchange-gopay/{id}: the payout, asked of the gateway while pending (and recorded). */
export async function refreshPayout(db: Database, gateway: Gateway, studentId: number, id: number, now: Date, locale: Locale): Promise<PayoutView> {
  const row = await payoutOf(db, studentId, id);
  if (!row) throw notFound(say(locale, 'payoutNotFound'));
  if (row.status !== PaymentStatus.PENDING) return payoutView(row);
  await pollPayout(db, gateway, row, now);
  return payoutView((await payoutOf(db, studentId, id))!);
}

/** G point/voucher-exchange-history: vouchers got with points and payouts, newest first. */
export async function exchangeHistory(db: Database, studentId: number, page: number, pageSize: number, locale: Locale) {
  const vouchers = db
    .selectFrom('student_vouchers as sv')
    .select((eb) => [eb.val('voucher').as('kind'), 'sv.id', 'sv.created_at'])
    .where('sv.student_id', '=', studentId)
    .where('sv.source', '=', 'exchange');
  const payouts = db
    .selectFrom('point_payouts as p')
    .select((eb) => [eb.val('gopay').as('kind'), 'p.id', 'p.created_at'])
    .where('p.student_id', '=', studentId);
  const all = vouchers.unionAll(payouts);
  const [page_, count] = await Promise.all([
    db
      .selectFrom(all.as('x'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom(all.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const vIds = page_.filter((r) => r.kind === 'voucher').map((r) => r.id);
  const pIds = page_.filter((r) => r.kind === 'gopay').map((r) => r.id);
  const vRows = vIds.length
    ? await db
        .selectFrom('student_vouchers as sv')
        .innerJoin('vouchers as v', 'v.id', 'sv.voucher_id')
        .select(['sv.id', 'sv.points', 'v.code', 'v.name_id', 'v.name_en'])
        .where('sv.id', 'in', vIds)
        .execute()
    : [];
  const pRows = pIds.length ? await db.selectFrom('point_payouts').selectAll().where('id', 'in', pIds).execute() : [];
  const names = pRows.length
    ? new Map(
        (
          await db
            .selectFrom('point_exchanges')
            .select(['id', 'name_id', 'name_en'])
            .where(
              'id',
              'in',
              pRows.map((p) => p.exchange_id ?? 0),
            )
            .execute()
        ).map((e) => [e.id, exchangeName(e, locale)]),
      )
    : new Map<number, string>();
  const items: ExchangeHistoryItem[] = page_.map((r) => {
    if (r.kind === 'voucher') {
      const v = vRows.find((x) => x.id === r.id)!;
      return { kind: 'voucher', id: r.id, name: exchangeName(v, locale), points: v.points, createdAt: new Date(r.created_at).toISOString(), voucherCode: v.code, payout: null };
    }
    const p = pRows.find((x) => x.id === r.id)!;
    return {
      kind: 'gopay',
      id: r.id,
      name: names.get(p.exchange_id ?? 0) ?? say(locale, 'payout'),
      points: p.points,
      createdAt: new Date(r.created_at).toISOString(),
      voucherCode: null,
      payout: payoutView(p),
    };
  });
  const totalItems = Number(count.n);
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}
