import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { MidtransAction, MidtransChargeRequest, SimulatorTarget } from '../../common/contract/sandbox-gateway.js';
import type { Database } from '../db/index.js';
import { loggableError } from '../http/error-handler.js';
import { DEFAULT_EXPIRY_MINUTES, EXPIRY_UNIT_SECONDS, MANDIRI_BILLER_CODE, billKey, randomDigits, storePaymentCode, vaNumber } from './issue.js';
import { qrisString } from './qris.js';
import { SandboxPayouts } from './payouts.js';
import { sandboxDb, type SandboxDb, type SandboxNotificationRow, type SandboxTables, type SandboxTransactionRow } from './tables.js';
import { CHARGE_MESSAGES, MESSAGES, errorAnswer, notificationBody, statusCodeOf, transactionBody, type SandboxAnswer } from './wire.js';

/**
 * The sandbox gateway's behaviour, behind its HTTP routes (routes.ts): charges, the status of a
 * transaction and its changes (cancel, expire, the simulator's pay and expire, expiry by time),
 * and the durable HTTP notifications each change sends. Every database step is one short
 * transaction of its own; nothing waits on HTTP inside one.
 */

/** Sends one notification body; url null: the shop's own notification route. Resolves the HTTP status. */
export type NotificationSender = (url: string | null, body: string, signal: AbortSignal) => Promise<number>;

/** After a failed delivery, the waits before the next attempts; after the last one fails the notification is `failed`. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;
/** A claimed notification is another instance's to retry after this long (its sender died mid-way). */
const CLAIM_LEASE_MS = 60_000;
/** Even with nothing due, look again this often: other instances' charges, expiries, a restart's backlog. */
const IDLE_POLL_MS = 30_000;
const MIN_POLL_MS = 100;
const BATCH = 20;

export const SANDBOX_MERCHANT_ID = 'G000000000';

export interface SandboxGatewayOptions {
  db: Database;
  /** The merchant's server key: Basic auth of the API, and what notifications are signed with. */
  serverKey: string;
  send: NotificationSender;
  clock?: () => Date;
  retryDelaysMs?: readonly number[];
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface ChargeContext {
  /** Absolute URL of the sandbox (/sandbox-gateway) as the caller reached it: QR images, redirects. */
  baseUrl: string;
  /** X-Override-Notification: where this transaction's notifications go (null: the configured URL). */
  notificationUrls: string[] | null;
}

type Change = 'settlement' | 'expire' | 'cancel';
type ChangeOutcome = { outcome: 'not-found' } | { outcome: 'changed' | 'refused'; row: SandboxTransactionRow };
type Lookup = { by: 'id'; value: string } | { by: 'va'; value: string };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Problems Midtrans reports beyond the field types (validation_messages of a 400). */
export function chargeProblems(request: MidtransChargeRequest): string[] {
  const problems: string[] = [];
  if (request.item_details) {
    const sum = request.item_details.reduce((total, item) => total + item.price * item.quantity, 0);
    if (sum !== request.transaction_details.gross_amount) problems.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  const required: Partial<Record<MidtransChargeRequest['payment_type'], [keyof MidtransChargeRequest, string]>> = {
    bank_transfer: ['bank_transfer', 'bank_transfer.bank is required'],
    echannel: ['echannel', 'echannel.bill_info1 and echannel.bill_info2 are required'],
    cstore: ['cstore', 'cstore.store is required'],
    bca_klikpay: ['bca_klikpay', 'bca_klikpay.description is required'],
    cimb_clicks: ['cimb_clicks', 'cimb_clicks.description is required'],
  };
  const need = required[request.payment_type];
  if (need && request[need[0]] === undefined) problems.push(need[1]);
  if (request.custom_expiry?.order_time !== undefined && parseOrderTime(request.custom_expiry.order_time) === null) {
    problems.push('custom_expiry.order_time must be "yyyy-MM-dd HH:mm:ss Z", e.g. "2026-11-23 10:00:00 +0700"');
  }
  return problems;
}

/** custom_expiry.order_time: "yyyy-MM-dd HH:mm:ss Z" (Z like +0700). */
function parseOrderTime(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function expiryOf(request: MidtransChargeRequest, now: Date): Date {
  const custom = request.custom_expiry;
  if (!custom) return new Date(now.getTime() + DEFAULT_EXPIRY_MINUTES[request.payment_type] * 60_000);
  const from = (custom.order_time !== undefined ? parseOrderTime(custom.order_time) : null) ?? now;
  return new Date(from.getTime() + custom.expiry_duration * EXPIRY_UNIT_SECONDS[custom.unit] * 1000);
}

/** The payment codes, QR strings and links of a new transaction (drawn again on a clash). */
function issue(request: MidtransChargeRequest, transactionId: string, context: ChargeContext) {
  const orderId = request.transaction_details.order_id;
  const simulator = `${context.baseUrl}/simulator?order_id=${encodeURIComponent(orderId)}`;
  const none = {
    bank: null,
    store: null,
    va_number: null,
    bill_key: null,
    biller_code: null,
    payment_code: null,
    qr_string: null,
    acquirer: null,
    actions: null as MidtransAction[] | null,
    redirect_url: null,
  };
  const qr = (acquirer: 'gopay' | 'airpay shopee') =>
    qrisString({ amount: request.transaction_details.gross_amount, reference: orderId, acquirer, merchantId: SANDBOX_MERCHANT_ID, serial: randomDigits(11) });
  switch (request.payment_type) {
    case 'bank_transfer': {
      const bank = request.bank_transfer?.bank ?? 'bca';
      return { ...none, bank, va_number: vaNumber(bank) };
    }
    case 'echannel':
      return { ...none, bill_key: billKey(), biller_code: MANDIRI_BILLER_CODE };
    case 'cstore': {
      const store = request.cstore?.store ?? 'indomaret';
      return { ...none, store, payment_code: storePaymentCode(store) };
    }
    case 'qris': {
      const acquirer = request.qris?.acquirer ?? 'gopay';
      // The wallet link beside the QR, as Midtrans gives GoPay's: a phone cannot scan its own
      // screen, so the payment page offers "open in app" (here the simulator stands for the app).
      return {
        ...none,
        acquirer,
        qr_string: qr(acquirer),
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: `${context.baseUrl}/v2/qris/${transactionId}/qr-code` },
          { name: 'deeplink-redirect', method: 'GET', url: simulator },
        ],
      };
    }
    case 'gopay':
      return {
        ...none,
        qr_string: qr('gopay'),
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: `${context.baseUrl}/v2/gopay/${transactionId}/qr-code` },
          { name: 'deeplink-redirect', method: 'GET', url: simulator },
          { name: 'get-status', method: 'GET', url: `${context.baseUrl}/v2/${transactionId}/status` },
          { name: 'cancel', method: 'POST', url: `${context.baseUrl}/v2/${transactionId}/cancel` },
        ],
      };
    case 'shopeepay':
      return { ...none, actions: [{ name: 'deeplink-redirect', method: 'GET', url: simulator }] };
    default:
      // Cardless credit and direct debit: the payer goes to the provider's page (the simulator).
      return { ...none, redirect_url: simulator };
  }
}

export class SandboxGateway {
  private readonly db: SandboxDb;
  /** Payouts (Midtrans Iris shaped), on the gateway's clock. */
  readonly payouts: SandboxPayouts;
  private clock: () => Date;
  private readonly retryDelays: readonly number[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private workerOn = false;
  private again = false;
  private nextDelay = IDLE_POLL_MS;
  private shutdown = new AbortController();

  constructor(private readonly options: SandboxGatewayOptions) {
    this.db = sandboxDb(options.db);
    this.clock = options.clock ?? (() => new Date());
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.payouts = new SandboxPayouts(this.db, () => this.now());
  }

  get serverKey(): string {
    return this.options.serverKey;
  }

  now(): Date {
    return this.clock();
  }

  /** Tests: a clock of their own (expiry and retry times follow it). */
  useClock(clock: () => Date): void {
    this.clock = clock;
  }

  // ---- The Core API --------------------------------------------------------------------------

  async charge(request: MidtransChargeRequest, context: ChargeContext): Promise<SandboxAnswer> {
    const problems = chargeProblems(request);
    if (problems.length) return errorAnswer(400, MESSAGES.invalid, problems);
    const now = this.now();
    for (let attempt = 1; ; attempt++) {
      const transactionId = randomUUID();
      const issued = issue(request, transactionId, context);
      // The row as it will be stored (its defaults included), so its notification is signed before
      // the insert and both are written in one statement: one round trip, no transaction.
      const stored: SandboxTransactionRow = {
        transaction_id: transactionId,
        order_id: request.transaction_details.order_id,
        merchant_id: SANDBOX_MERCHANT_ID,
        payment_type: request.payment_type,
        gross_amount: request.transaction_details.gross_amount,
        currency: 'IDR',
        transaction_status: 'pending',
        fraud_status: 'accept',
        ...issued,
        request,
        notification_urls: context.notificationUrls ?? null,
        transaction_time: now,
        expiry_time: expiryOf(request, now),
        settlement_time: null,
        updated_at: now,
      };
      try {
        const row = await this.insertWithNotifications(stored, now);
        if (!row) return errorAnswer(406, MESSAGES.duplicate);
        this.kick();
        return { httpStatus: 200, body: transactionBody(row, '201', CHARGE_MESSAGES[row.payment_type] ?? 'Success, transaction is created') };
      } catch (error) {
        // Two transactions drew the same VA number, bill key or payment code: draw again.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  /** GET /v2/{id}/status: by order id or transaction id, signed like a notification. A pending one past its expiry expires first. */
  async status(id: string): Promise<SandboxAnswer> {
    let row = await this.find({ by: 'id', value: id });
    if (!row) return errorAnswer(404, MESSAGES.notFound);
    if (row.transaction_status === 'pending' && row.expiry_time <= this.now()) {
      const changed = await this.change({ by: 'id', value: row.transaction_id }, 'expire');
      if (changed.outcome !== 'not-found') row = changed.row;
    }
    return { httpStatus: 200, body: transactionBody(row, statusCodeOf(row.transaction_status), MESSAGES.found, this.serverKey) };
  }

  async cancel(id: string): Promise<SandboxAnswer> {
    const result = await this.change({ by: 'id', value: id }, 'cancel');
    if (result.outcome === 'not-found') return errorAnswer(404, MESSAGES.notFound);
    if (result.outcome === 'refused') return errorAnswer(412, MESSAGES.cannotModify);
    return { httpStatus: 200, body: transactionBody(result.row, '200', MESSAGES.canceled) };
  }

  async expire(id: string): Promise<SandboxAnswer> {
    const result = await this.change({ by: 'id', value: id }, 'expire');
    if (result.outcome === 'not-found') return errorAnswer(404, MESSAGES.notFound);
    if (result.outcome === 'refused') return errorAnswer(412, MESSAGES.cannotModify);
    return { httpStatus: 200, body: transactionBody(result.row, '407', MESSAGES.expired) };
  }

  // ---- The simulator -------------------------------------------------------------------------

  /** A person pays (settlement) or expires a pending payment found by order id or VA number. */
  async simulate(target: SimulatorTarget, action: 'pay' | 'expire'): Promise<SandboxAnswer> {
    const lookup = lookupOf(target);
    if (!lookup) return errorAnswer(400, MESSAGES.invalid, ['give order_id or va_number']);
    const result = await this.change(lookup, action === 'pay' ? 'settlement' : 'expire');
    if (result.outcome === 'not-found') return errorAnswer(404, MESSAGES.notFound);
    if (result.outcome === 'refused') return errorAnswer(412, `${MESSAGES.cannotModify}: it is ${result.row.transaction_status}`);
    return { httpStatus: 200, body: transactionBody(result.row, statusCodeOf(result.row.transaction_status), MESSAGES.found) };
  }

  async find(lookup: Lookup | SimulatorTarget): Promise<SandboxTransactionRow | undefined> {
    const where = 'by' in lookup ? lookup : lookupOf(lookup);
    if (!where) return undefined;
    return this.db.selectFrom('sandbox_transactions').selectAll().where(this.matching(where)).executeTakeFirst();
  }

  async recent(limit: number): Promise<SandboxTransactionRow[]> {
    return this.db.selectFrom('sandbox_transactions').selectAll().orderBy('transaction_time', 'desc').orderBy('transaction_id').limit(limit).execute();
  }

  async notificationsOf(transactionId: string): Promise<SandboxNotificationRow[]> {
    return this.db.selectFrom('sandbox_notifications').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute();
  }

  // ---- Changes of status, each with its notifications ----------------------------------------

  /** The transaction a lookup names: by order id or transaction id (the API takes either), or by VA number. */
  private matching(lookup: Lookup) {
    return (eb: ExpressionBuilder<SandboxTables, 'sandbox_transactions'>) =>
      lookup.by === 'va' ? eb('va_number', '=', lookup.value) : eb.or([eb('order_id', '=', lookup.value), eb('transaction_id', '=', lookup.value)]);
  }

  /**
   * Moves a pending transaction to `to` and queues its notifications, in one short transaction
   * holding the row. Refused when it is no longer pending (a settled payment never expires);
   * a pending one past its expiry time is expired instead of paid or cancelled.
   */
  private async change(lookup: Lookup, to: Change): Promise<ChangeOutcome> {
    const result = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('sandbox_transactions').selectAll().where(this.matching(lookup)).forUpdate().executeTakeFirst();
      if (!row) return { outcome: 'not-found' } as const;
      const now = this.now();
      if (row.transaction_status !== 'pending') return { outcome: 'refused', row } as const;
      if (to !== 'expire' && row.expiry_time <= now) return { outcome: 'refused', row: await this.setStatus(trx, row, 'expire', now) } as const;
      return { outcome: 'changed', row: await this.setStatus(trx, row, to, now) } as const;
    });
    // After the commit: a round woken inside the transaction could not see the new notifications,
    // and would then sleep until its idle poll.
    if (result.outcome !== 'not-found') this.kick();
    return result;
  }

  private async setStatus(trx: Transaction<SandboxTables>, row: SandboxTransactionRow, to: Change, now: Date): Promise<SandboxTransactionRow> {
    const changed = await trx
      .updateTable('sandbox_transactions')
      .set({ transaction_status: to, updated_at: now, ...(to === 'settlement' ? { settlement_time: now } : {}) })
      .where('transaction_id', '=', row.transaction_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.enqueue(trx, changed, now);
    return changed;
  }

  /**
   * A new transaction and its notifications in one statement. A second charge of the order id
   * inserts nothing (Midtrans's 406, even under a race): undefined.
   */
  private async insertWithNotifications(row: SandboxTransactionRow, now: Date): Promise<SandboxTransactionRow | undefined> {
    const { actions, request, notification_urls: urls, ...plain } = row;
    const body = JSON.stringify(notificationBody(row, this.serverKey));
    const inserted = this.db
      .insertInto('sandbox_transactions')
      .values({
        ...plain,
        actions: actions ? JSON.stringify(actions) : null,
        request: JSON.stringify(request),
        notification_urls: urls ? JSON.stringify(urls) : null,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returningAll();
    const { rows } = await sql<SandboxTransactionRow>`
      with t as (${inserted}),
      n as (
        insert into sandbox_notifications (transaction_id, url, body, next_attempt_at)
        select t.transaction_id, u.url, ${body}::jsonb, ${now} from t, unnest(${urls ?? [null]}::text[]) as u(url))
      select * from t`.execute(this.db);
    return rows[0];
  }

  private async enqueue(trx: Transaction<SandboxTables>, row: SandboxTransactionRow, now: Date): Promise<void> {
    const body = JSON.stringify(notificationBody(row, this.serverKey));
    const urls = row.notification_urls ?? [null];
    await trx
      .insertInto('sandbox_notifications')
      .values(urls.map((url) => ({ transaction_id: row.transaction_id, url, body, next_attempt_at: now })))
      .execute();
  }

  /** Expires pending transactions past their expiry time (Midtrans does it by itself); returns how many. */
  async expireDue(): Promise<number> {
    const now = this.now();
    const expired = await this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('sandbox_transactions')
        .selectAll()
        .where('transaction_status', '=', 'pending')
        .where('expiry_time', '<=', now)
        .orderBy('expiry_time')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of due) await this.setStatus(trx, row, 'expire', now);
      return due.length;
    });
    if (expired > 0) this.kick();
    return expired;
  }

  // ---- Delivering notifications ---------------------------------------------------------------

  /** Sends every notification due now (claimed first, so each goes out from one instance); returns how many were tried. */
  async deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await this.claim();
      // Transactions in parallel; one transaction's notifications in the order they were made.
      const byTransaction = new Map<string, SandboxNotificationRow[]>();
      for (const n of claimed) byTransaction.set(n.transaction_id, [...(byTransaction.get(n.transaction_id) ?? []), n]);
      await Promise.all(
        [...byTransaction.values()].map(async (group) => {
          for (const n of group.sort((a, b) => a.id - b.id)) await this.deliver(n);
        }),
      );
      tried += claimed.length;
      if (claimed.length < BATCH) return tried;
    }
  }

  private async claim(): Promise<SandboxNotificationRow[]> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('sandbox_notifications')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (!due.length) return [];
      return trx
        .updateTable('sandbox_notifications')
        .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(
          'id',
          'in',
          due.map((n) => n.id),
        )
        .returningAll()
        .execute();
    });
  }

  private async deliver(notification: SandboxNotificationRow): Promise<void> {
    let status: number | null = null;
    let failure: string | null = null;
    try {
      status = await this.options.send(notification.url, JSON.stringify(notification.body), this.shutdown.signal);
      if (status < 200 || status > 299) failure = `HTTP ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message.slice(0, 500) : String(error);
    }
    const now = this.now();
    // attempts counts this one (the claim added it): the wait before the next, none when out of retries.
    const retryDelay = this.retryDelays[notification.attempts - 1];
    const next = failure === null ? { state: 'delivered', delivered_at: now } : retryDelay === undefined ? { state: 'failed' } : { next_attempt_at: new Date(now.getTime() + retryDelay) };
    if (failure !== null) this.options.log?.warn({ notification: notification.id, attempt: notification.attempts, failure }, 'sandbox gateway: notification not delivered');
    await this.db
      .updateTable('sandbox_notifications')
      .set({ ...next, last_status: status, last_error: failure })
      .where('id', '=', notification.id)
      .where('attempts', '=', notification.attempts)
      .execute();
  }

  // ---- The worker: expiries and deliveries without anyone asking -------------------------------

  /** Starts expiring and delivering by itself (on the server's ready). */
  startWorker(): void {
    this.workerOn = true;
    this.schedule(0);
  }

  /** Stops the worker (the current round finishes). Tests then call expireDue/deliverDue themselves. */
  async stopWorker(): Promise<void> {
    this.workerOn = false;
    clearTimeout(this.timer);
    await this.running;
  }

  /** On close: the worker stops and deliveries in flight are abandoned (retried later, they are still pending). */
  async close(): Promise<void> {
    this.shutdown.abort();
    await this.stopWorker();
    this.shutdown = new AbortController();
  }

  private kick(): void {
    if (this.workerOn) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.running) {
      if (delayMs === 0) this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.round().finally(() => {
        this.running = undefined;
        const delay = this.again ? 0 : this.nextDelay;
        this.again = false;
        if (this.workerOn) this.schedule(delay);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    try {
      await this.expireDue();
      await this.deliverDue();
      this.nextDelay = await this.untilNextEvent();
    } catch (error) {
      this.options.log?.error({ err: loggableError(error) }, 'sandbox gateway: expiry or delivery round failed');
      this.nextDelay = 5_000;
    }
  }

  private async untilNextEvent(): Promise<number> {
    const { rows } = await sql<{ next: Date | string | null }>`
      select least(
        (select min(next_attempt_at) from sandbox_notifications where state = 'pending'),
        (select min(expiry_time) from sandbox_transactions where transaction_status = 'pending')
      ) as next
    `.execute(this.db);
    const next = rows[0]?.next;
    if (!next) return IDLE_POLL_MS;
    const wait = new Date(next).getTime() - this.now().getTime();
    return Math.min(IDLE_POLL_MS, Math.max(MIN_POLL_MS, wait));
  }
}

function lookupOf(target: SimulatorTarget): Lookup | null {
  if (target.order_id) return { by: 'id', value: target.order_id };
  if (target.va_number) return { by: 'va', value: target.va_number };
  return null;
}
