/**
 * Checkout and the payment instructions (spec 2 "checkout and payment instructions", spec 3
 * Order and payment method groups, issue 11). The lines and their totals are the cart store's
 * (src/common/cart.ts `cartTotals`, vouchers checked by the server); this store adds the payment
 * method groups, the order (P orders with one Idempotency-Key per checkout attempt), and the
 * payment page's reads: G orders/{id}, G payment/payments/by-order-id/{id} and the channel's
 * instructions, re-read when the live events stream says the order's payment changed.
 *
 * The selection travels in the URL (`/checkout?items=12,34&voucher=12:HEMAT10`) so a reload keeps
 * it (docs/decisions.md "Checkout and payment screens").
 */
import { action, computed, makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { cartTotals, type CartTotals } from '../../../common/cart';
import { PaymentMethodGroup, PaymentStatus } from '../../../common/enums';
import { LIVE_TOPICS } from '../../../common/contract/live';
import { orders, type Order, type PaymentAnswer } from '../../../common/contract/orders';
import { payments, type Instruction } from '../../../common/contract/payments';
import type { Static } from 'typebox';
import type { PaymentTypeGroupSchema } from '../../../common/contract/payments';
import type { ContractClient } from '../../api/contract';
import { liveOf, type LiveEvents, type LiveMessage } from '../../api/liveEvents';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { cartOf, type CartLineView, type CartStore } from '../cart';
import type { CheckoutSelection } from './links';
import { analyticsItem, trackBeginCheckout, trackPurchase } from '../../platform/tagManager';
import { featureStore } from '../../stores/feature';

export type PaymentTypeGroup = Static<typeof PaymentTypeGroupSchema>;

/** The voucher channel (src/common/payments.ts): sent when the total is 0 (the server ignores the channel then). */
export const VOUCHER_CHANNEL_ID = 17;

/** A fresh Idempotency-Key (128 random bits, hex). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The outcome of "Pay": where to go next, or the server's message to show. */
/** A failure's `orderId` is set when the order exists and is still pending (a 503: the gateway is away; its page offers another try). */
export type PlaceOutcome = { ok: true; order: Order } | { ok: false; message: string; orderId: number | null };

export type ActionOutcome = { ok: true; order: Order } | { ok: false; message: string };

/** The `data` of a refused call's envelope (ApiError.data is the whole response body). */
function envelopeData(err: unknown): Record<string, unknown> | null {
  const body = err && typeof err === 'object' && 'data' in err ? (err as { data?: unknown }).data : null;
  const data = body && typeof body === 'object' && 'data' in body ? (body as { data?: unknown }).data : null;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** The server's own status of a failure: its envelope's statusCode (the main API reports every 5xx as 500), else the error's. */
function statusOf(err: unknown): number | null {
  const body = err && typeof err === 'object' && 'data' in err ? (err as { data?: unknown }).data : null;
  const told = body && typeof body === 'object' && 'statusCode' in body ? (body as { statusCode?: unknown }).statusCode : null;
  if (typeof told === 'number') return told;
  const status = err && typeof err === 'object' && 'status' in err ? (err as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** The server's message of a refusal (a 5xx's envelope too), else the client's. */
function messageOf(err: unknown): string {
  const body = err && typeof err === 'object' && 'data' in err ? (err as { data?: unknown }).data : null;
  const message = body && typeof body === 'object' && 'message' in body ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message : errorMessage(err);
}

/** What the payment page shows for an order. */
export type PaymentView = 'pending' | 'paid' | 'expired';

export function paymentViewOf(order: Order, now: number): PaymentView {
  if (order.paymentStatus === PaymentStatus.SUCCESS) return 'paid';
  if (order.paymentStatus === PaymentStatus.EXPIRED) return 'expired';
  const expiresAt = order.payment?.expiresAt ?? order.expiresAt;
  if (expiresAt && Date.parse(expiresAt) <= now) return 'expired';
  return 'pending';
}

/** Seconds to a time (0 once it passed). */
export function secondsLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((at - now) / 1000));
}

/** hh:mm:ss of a number of seconds (hours may pass 24). */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

export class CheckoutStore {
  /** G payment/payment-type-groups (per language). */
  readonly groups = new Resource<PaymentTypeGroup[]>();
  /** The payment page's order, its current charge and the charge's instructions. */
  readonly order = new Resource<Order>();
  readonly payment = new Resource<PaymentAnswer>();
  readonly instruction = new Resource<Instruction>();

  selection: CheckoutSelection = { items: [], vouchers: {} };
  /** The chosen payment channel (a payment type id of the groups). */
  channelId: number | null = null;
  placing = false;
  placeError: string | null = null;
  /** Cancel or change of method in flight. */
  acting = false;

  /** The key of the current checkout attempt and the body it was first sent with. */
  private attempt: { key: string; body: string } | null = null;
  private inflight: Promise<PlaceOutcome> | null = null;
  private stopWatching: (() => void) | null = null;
  private readonly disposer: IReactionDisposer;
  private readonly beginDisposer: IReactionDisposer;
  private readonly paidDisposer: IReactionDisposer;
  /** begin_checkout is pushed once per selection, when its lines are known (the cart may still be loading). */
  private beginReported = false;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly cart: CartStore,
    private readonly live: Pick<LiveEvents, 'on'>,
    private readonly locale: () => string,
    private readonly newKey: () => string = () => newIdempotencyKey(),
  ) {
    makeObservable(this, {
      selection: observableRef,
      channelId: observable,
      placing: observable,
      placeError: observable,
      acting: observable,
      lines: computed,
      totals: computed,
      payable: computed,
      select: action,
      setChannel: action,
      reset: action,
    });
    // Another student must never see this student's order.
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
    this.beginDisposer = reaction(
      () => this.lines.length,
      () => this.reportBeginCheckout(),
    );
    // A paid order takes its lines out of the cart on the server: the cart (the header's count) is read again.
    this.paidDisposer = reaction(
      () => (this.order.data?.paymentStatus === PaymentStatus.SUCCESS ? this.order.data.id : null),
      (paid) => {
        if (paid === null || !this.session.isSignedIn) return;
        this.cart.cart.key = null;
        void this.cart.ensure();
      },
    );
  }

  // ---- checkout -------------------------------------------------------------------------

  /** The selected cart lines (in the cart's order) with their vouchers' totals. */
  get lines(): CartLineView[] {
    return this.cart.lines.filter((l) => this.selection.items.includes(l.line.contentId));
  }

  get totals(): CartTotals {
    return cartTotals(this.lines.map((l) => l.totals));
  }

  /** Something to pay: false when the total is 0 (free, or vouchers pay it all), no channel needed. */
  get payable(): boolean {
    return this.totals.totalPayment > 0;
  }

  /** Groups a student can pick (the voucher group is the server's own, for a total of 0). */
  get channelGroups(): PaymentTypeGroup[] {
    return (this.groups.data ?? []).filter((g) => g.id !== PaymentMethodGroup.VOUCHER && g.paymentTypes.length > 0);
  }

  /** Starts (or keeps) the checkout of a selection; another selection is another attempt. */
  select(selection: CheckoutSelection): void {
    const same = JSON.stringify(selection) === JSON.stringify(this.selection);
    this.selection = selection;
    if (!same) {
      this.attempt = null;
      this.placeError = null;
      this.beginReported = false;
      this.reportBeginCheckout();
    }
  }

  private reportBeginCheckout(): void {
    const lines = this.lines;
    if (this.beginReported || lines.length === 0) return;
    this.beginReported = true;
    const items = lines.map((l) => analyticsItem({ contentId: l.line.contentId, packageId: l.line.packageId, title: l.line.content.title, price: l.totals.totalPayable }));
    trackBeginCheckout(items, this.totals.totalPayment);
  }

  /** purchase once per paid order (platform/tagManager.ts remembers the ids across reloads). */
  private reportPurchase(order: Order): void {
    if (order.paymentStatus !== PaymentStatus.SUCCESS) return;
    const items = order.items.map((i) => analyticsItem({ contentId: i.contentId, packageId: i.packageId, title: i.title, price: i.total }));
    trackPurchase(String(order.id), order.total, items);
  }

  setChannel(id: number): void {
    this.channelId = id;
    this.placeError = null;
  }

  ensureGroups(): Promise<PaymentTypeGroup[] | null> {
    return this.groups.ensureFor(this.locale(), () => this.client.call(payments.groups));
  }

  /** Applies the URL's vouchers the cart store does not hold yet (e.g. after a reload): each checked by the server again. */
  async restoreVouchers(): Promise<void> {
    const wanted = Object.entries(this.selection.vouchers).map(([id, code]) => [Number(id), code] as const);
    await Promise.all(
      wanted.map(async ([id, code]) => {
        if (this.cart.vouchers.get(id)?.voucherCode === code) return;
        if (!this.cart.has(id)) return;
        await this.cart.applyVoucher(id, code);
      }),
    );
  }

  /** The body "Pay" sends: what is bought and how; never a price (the server prices it). */
  orderBody(): { items: { contentId: number; packageId: number | null; voucherCode: string | null }[]; paymentTypeId: number } | null {
    const lines = this.lines;
    if (lines.length === 0) return null;
    const paymentTypeId = this.payable ? this.channelId : VOUCHER_CHANNEL_ID;
    if (paymentTypeId === null) return null;
    return {
      items: lines.map((l) => ({ contentId: l.line.contentId, packageId: l.line.packageId, voucherCode: l.voucher?.voucherCode ?? null })),
      paymentTypeId,
    };
  }

  /**
   * P orders with the attempt's Idempotency-Key: a double click waits for the call in flight, a
   * retry after a failure sends the same key (one order), another body gets a new key. Never throws.
   */
  place(): Promise<PlaceOutcome> {
    if (this.inflight) return this.inflight;
    const body = this.orderBody();
    if (!body) return Promise.resolve({ ok: false, message: '', orderId: null });
    const text = JSON.stringify(body);
    if (!this.attempt || this.attempt.body !== text) this.attempt = { key: this.newKey(), body: text };
    const key = this.attempt.key;
    runInAction(() => {
      this.placing = true;
      this.placeError = null;
    });
    const run = (async (): Promise<PlaceOutcome> => {
      try {
        const order = await this.client.call(orders.create, { body, headers: { 'Idempotency-Key': key } });
        runInAction(() => {
          this.attempt = null;
          this.order.fill(order, String(order.id));
          // Paid lines leave the cart on the server (at once for a total of 0, else on payment): /cart asks again.
          this.cart.cart.key = null;
        });
        this.reportPurchase(order);
        return { ok: true, order };
      } catch (err) {
        const data = envelopeData(err);
        const message = messageOf(err);
        const status = statusOf(err);
        // A 502 is the gateway refusing the charge: that order is ended on the server, so the student stays
        // here with the message and the next try is a new order (a new key).
        const orderId = status !== 502 && typeof data?.orderId === 'number' ? data.orderId : null;
        runInAction(() => {
          this.placeError = message;
          // 409: the key met another body (it should not): the next try is a new attempt.
          if (status === 409 || status === 502) this.attempt = null;
        });
        return { ok: false, message, orderId };
      } finally {
        runInAction(() => {
          this.placing = false;
          this.inflight = null;
        });
      }
    })();
    this.inflight = run;
    return run;
  }

  // ---- the payment page -----------------------------------------------------------------

  /** G orders/{id}, its charge and the charge's instructions. A 404 leaves `order` rejected with errorStatus 404. */
  async openPayment(orderId: number): Promise<void> {
    if (this.order.data?.id !== orderId) {
      this.order.reset();
      this.payment.reset();
      this.instruction.reset();
    }
    const [order] = await Promise.all([this.loadOrder(orderId), this.loadPayment(orderId)]);
    if (order) await this.ensureInstruction();
  }

  private async loadOrder(orderId: number): Promise<Order | null> {
    const order = await this.order.load(() => this.client.call(orders.get, { params: { id: orderId } }), String(orderId));
    if (order) this.reportPurchase(order);
    return order;
  }

  private async loadPayment(orderId: number): Promise<void> {
    await this.payment.load(() => this.client.call(payments.byOrderId, { params: { id: orderId } }), String(orderId));
  }

  /** The channel the order pays with now. */
  get channelOfOrder(): number | null {
    return this.payment.data?.channelId ?? this.order.data?.payment?.channelId ?? this.order.data?.paymentTypeId ?? null;
  }

  private async ensureInstruction(): Promise<void> {
    const channel = this.channelOfOrder;
    if (channel === null || channel === VOUCHER_CHANNEL_ID) return;
    await this.instruction.ensureFor(`${this.locale()}:${channel}`, () => this.client.call(payments.instruction, { params: { id: channel } }));
  }

  /** Re-reads the order and its charge (a live event, the countdown reaching 0). */
  async refresh(orderId: number): Promise<void> {
    const [order] = await Promise.all([this.loadOrder(orderId), this.loadPayment(orderId)]);
    if (order) {
      if (order.paymentStatus === PaymentStatus.SUCCESS) this.cart.cart.key = null;
    }
  }

  /** Listens to the live `payment` topic for this order while the page is open; returns the stop. */
  watch(orderId: number): () => void {
    this.stopWatching?.();
    // Once the stream is open, read the order again: it may have been paid before the stream
    // could tell us (between the page's first read and the connection).
    const off = this.live.on(
      LIVE_TOPICS.payment,
      (m: LiveMessage) => {
        const payload = m.payload as { orderId?: unknown } | null;
        if (payload && payload.orderId === orderId) void this.refresh(orderId);
      },
      () => void this.refresh(orderId),
    );
    const stop = () => {
      off();
      if (this.stopWatching === stop) this.stopWatching = null;
    };
    this.stopWatching = stop;
    return stop;
  }

  /** U orders/{id}/cancel. Never throws. */
  cancel(orderId: number): Promise<ActionOutcome> {
    return this.act(() => this.client.call(orders.cancel, { params: { id: orderId } }));
  }

  /**
   * U orders/{id}/payment-method: the old charge is cancelled, a new one made; new instructions
   * follow. Never throws. When it fails — another tab's change won (409) or the order ended — the
   * order and its payment are read again, so the page shows the payment in force.
   */
  async changeMethod(orderId: number, paymentTypeId: number): Promise<ActionOutcome> {
    const outcome = await this.act(() => this.client.call(orders.changePaymentMethod, { params: { id: orderId }, body: { paymentTypeId } }));
    if (!outcome.ok) {
      await this.refresh(orderId);
      await this.ensureInstruction();
    }
    return outcome;
  }

  private async act(call: () => Promise<Order>): Promise<ActionOutcome> {
    runInAction(() => (this.acting = true));
    try {
      const order = await call();
      runInAction(() => this.order.fill(order, String(order.id)));
      if (order.payment) runInAction(() => this.payment.fill(order.payment as PaymentAnswer, String(order.id)));
      else this.payment.reset();
      await this.ensureInstruction();
      return { ok: true, order };
    } catch (err) {
      return { ok: false, message: messageOf(err) };
    } finally {
      runInAction(() => (this.acting = false));
    }
  }

  reset(): void {
    this.order.reset();
    this.payment.reset();
    this.instruction.reset();
    this.selection = { items: [], vouchers: {} };
    this.channelId = null;
    this.placeError = null;
    this.attempt = null;
    this.stopWatching?.();
  }

  dispose(): void {
    this.disposer();
    this.beginDisposer();
    this.paidDisposer();
  }
}

/** The checkout store of a RootStore, made on first use (stores/feature.ts). */
export const checkoutOf = featureStore((root) => new CheckoutStore(root.client, root.session, cartOf(root), liveOf(root), root.locale));
