/**
 * The signed-in student's cart (spec 3 Cart, spec 7 cart and vouchers). The cart comes from the
 * server with its prices and totals; a voucher is checked by the server per line (vouchers
 * validate) and the cart's totals with vouchers are src/common/cart.ts `cartTotals` of the lines'
 * totals, never added up here by hand.
 */
import { action, computed, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { cartTotals, type CartTotals } from '../../../common/cart';
import { LIVE_TOPICS } from '../../../common/contract/live';
import { PaymentStatus } from '../../../common/enums';
import type { Totals } from '../../../common/pricing';
import { cart as cartCalls, type Cart, type CartAddResult, type CartLine, type CartRefusal } from '../../../common/contract/cart';
import { vouchers, type CartLineVoucher, type CartVouchers, type VoucherRefusal, type VoucherValidation } from '../../../common/contract/vouchers';
import type { ContractClient } from '../../api/contract';
import type { LiveEvents } from '../../api/liveEvents';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { analyticsItem, trackAddToCart } from '../../platform/tagManager';
import { featureStore } from '../../stores/feature';

/** A cart line with the totals to show: the voucher's when one is applied, else the server's. */
export interface CartLineView {
  line: CartLine;
  voucher: VoucherValidation | null;
  totals: Totals;
}

/** The outcome of an add: what went in, what was enrolled at once (free), or the server's refusal. */
export type AddOutcome = { ok: true; added: number[]; enrolled: number[] } | { ok: false; message: string; refusal: CartRefusal | null };

export type VoucherOutcome = { ok: true; voucher: VoucherValidation } | { ok: false; message: string };

/** The `data` of a refused call's envelope (ApiError.data is the whole response body). */
function refusalOf<T>(err: unknown): T | null {
  const body = err && typeof err === 'object' && 'data' in err ? (err as { data?: unknown }).data : null;
  return body && typeof body === 'object' && 'data' in body ? ((body as { data?: T }).data ?? null) : null;
}

export class CartStore {
  readonly cart = new Resource<Cart>();
  /** Per line, the student's usable vouchers that apply to it (G cart/vouchers; the server's voucher rule). */
  readonly lineVouchers = new Resource<CartVouchers>();
  /** Why a `?voucher=CODE` link's code fits no line (the server's message), or null. */
  linkVoucherError: string | null = null;
  /** Applied vouchers by content id (each checked by the server). */
  readonly vouchers = observable.map<number, VoucherValidation>();
  /** The server's message for a refused code, by content id. */
  readonly voucherErrors = observable.map<number, string>();
  /** Contents the student owns since this session's adds (a free item is enrolled at once). */
  readonly owned = observable.set<number>();
  /** Contents with a call in flight (add, remove, voucher). */
  readonly busy = observable.set<number>();
  /** Lines the student unticked (spec 3: the cart state holds the selected products; a new line starts selected). */
  readonly unselected = observable.set<number>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    makeObservable(this, {
      linkVoucherError: observable,
      lines: computed,
      totals: computed,
      selectedLines: computed,
      selectedTotals: computed,
      reset: action,
      setCart: action,
      toggleSelected: action,
    });
    // Another student must never see this cart.
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  /**
   * Follows the live stream's `payment` events while subscribed: an order paid anywhere (another
   * tab, the desktop app, the bank's notification) takes its lines out of the cart on the server,
   * so the cart is read again and the header's count drops without a navigation.
   */
  followPaidOrders(live: Pick<LiveEvents, 'on'>): () => void {
    return live.on(LIVE_TOPICS.payment, (m) => {
      const p = m.payload as { paymentStatus?: number } | null;
      if (p?.paymentStatus !== PaymentStatus.SUCCESS || !this.session.isSignedIn) return;
      this.cart.key = null;
      void this.ensure();
    });
  }

  /** G cart, once per language (adds and removes replace it with the server's answer). */
  ensure(): Promise<Cart | null> {
    return this.cart.ensureFor(this.locale(), () => this.client.call(cartCalls.get));
  }

  /** G cart/vouchers, once per language and cart (asked again after an add or remove). */
  ensureLineVouchers(): Promise<CartVouchers | null> {
    return this.lineVouchers.ensureFor(this.locale(), () => this.client.call(vouchers.forCart));
  }

  /** The held vouchers that fit a line, the biggest discount first. */
  vouchersFor(contentId: number): CartLineVoucher[] {
    return this.lineVouchers.data?.find((l) => l.contentId === contentId)?.vouchers ?? [];
  }

  /**
   * `/cart?voucher=CODE` (voucherqu's "use now"): the code goes on the first line it fits — a line
   * whose list holds it, else the first line the server accepts it for. When none takes it, the
   * last refusal is kept in `linkVoucherError`. A line that already has this code keeps it.
   */
  async applyFromLink(code: string): Promise<number | null> {
    const wanted = code.trim().toUpperCase();
    const lines = this.cart.data?.items ?? [];
    runInAction(() => (this.linkVoucherError = null));
    if (!wanted || lines.length === 0) return null;
    const has = lines.find((l) => this.vouchers.get(l.contentId)?.voucherCode === wanted);
    if (has) return has.contentId;
    const listed = lines.find((l) => this.vouchersFor(l.contentId).some((v) => v.voucherCode === wanted));
    const order = listed ? [listed, ...lines.filter((l) => l !== listed)] : lines;
    let refusal = '';
    for (const line of order) {
      if (this.vouchers.has(line.contentId)) continue;
      try {
        const voucher = await this.client.call(vouchers.validate, { params: { voucherCode: wanted }, body: { contentId: line.contentId, packageId: line.packageId } });
        runInAction(() => {
          this.vouchers.set(line.contentId, voucher);
          this.voucherErrors.delete(line.contentId);
        });
        return line.contentId;
      } catch (err) {
        refusal = refusalOf<VoucherRefusal>(err)?.message ?? errorMessage(err);
      }
    }
    runInAction(() => (this.linkVoucherError = refusal || null));
    return null;
  }

  get lines(): CartLineView[] {
    return (this.cart.data?.items ?? []).map((line) => {
      const voucher = this.vouchers.get(line.contentId) ?? null;
      return { line, voucher, totals: voucher ? voucher.totals : line.totals };
    });
  }

  /** The cart's totals with the applied vouchers (common/cart.ts). */
  get totals(): CartTotals {
    return cartTotals(this.lines.map((l) => l.totals));
  }

  isSelected(contentId: number): boolean {
    return !this.unselected.has(contentId);
  }

  toggleSelected(contentId: number): void {
    if (this.unselected.has(contentId)) this.unselected.delete(contentId);
    else this.unselected.add(contentId);
  }

  /** The lines ticked for checkout. */
  get selectedLines(): CartLineView[] {
    return this.lines.filter((l) => this.isSelected(l.line.contentId));
  }

  /** The ticked lines' totals (common/cart.ts). */
  get selectedTotals(): CartTotals {
    return cartTotals(this.selectedLines.map((l) => l.totals));
  }

  /** What checkout buys: the ticked lines and the voucher code applied to each (features/checkout links.ts). */
  selection(): { items: number[]; vouchers: Record<number, string> } {
    const vouchers: Record<number, string> = {};
    for (const l of this.selectedLines) if (l.voucher) vouchers[l.line.contentId] = l.voucher.voucherCode;
    return { items: this.selectedLines.map((l) => l.line.contentId), vouchers };
  }

  has(contentId: number): boolean {
    return this.cart.data?.items.some((l) => l.contentId === contentId) ?? false;
  }

  setCart(cart: Cart): void {
    this.cart.set(cart);
    // Which vouchers fit depends on the lines: asked again next time.
    this.lineVouchers.reset();
    // Vouchers of lines that left the cart go with them.
    for (const id of [...this.vouchers.keys()]) if (!cart.items.some((l) => l.contentId === id)) this.vouchers.delete(id);
  }

  /** P cart/additem. A free content is enrolled at once (answered in `enrolled`). Never throws. */
  async add(contentId: number, packageId: number | null = null): Promise<AddOutcome> {
    runInAction(() => this.busy.add(contentId));
    try {
      const result: CartAddResult = await this.client.call(cartCalls.addItem, { body: { items: [{ contentId, packageId }] } });
      runInAction(() => {
        this.setCart(result);
        this.cart.key = this.locale();
        void this.ensureLineVouchers();
        for (const id of result.enrolled) this.owned.add(id);
      });
      trackAddToCart(
        result.items
          .filter((l) => result.added.includes(l.contentId))
          .map((l) => analyticsItem({ contentId: l.contentId, packageId: l.packageId, title: l.content.title, price: l.finalPrice })),
      );
      return { ok: true, added: result.added, enrolled: result.enrolled };
    } catch (err) {
      const refusal = refusalOf<CartRefusal>(err);
      const first = refusal?.items?.[0];
      if (first?.reason === 'owned') runInAction(() => this.owned.add(contentId));
      return { ok: false, message: first?.message ?? errorMessage(err), refusal };
    } finally {
      runInAction(() => this.busy.delete(contentId));
    }
  }

  /** U cart/remove-items. Never throws: a failure is answered as its message. */
  async remove(contentId: number, packageId: number | null = null): Promise<string | null> {
    runInAction(() => this.busy.add(contentId));
    try {
      const cart = await this.client.call(cartCalls.removeItems, { body: { items: [{ contentId, packageId }] } });
      runInAction(() => {
        this.setCart(cart);
        this.voucherErrors.delete(contentId);
      });
      void this.ensureLineVouchers();
      return null;
    } catch (err) {
      return errorMessage(err);
    } finally {
      runInAction(() => this.busy.delete(contentId));
    }
  }

  /** P vouchers/validate/:code on one line; a refusal keeps the server's message for the line. */
  async applyVoucher(contentId: number, code: string): Promise<VoucherOutcome> {
    const line = this.cart.data?.items.find((l) => l.contentId === contentId);
    const voucherCode = code.trim();
    if (!line || !voucherCode) return { ok: false, message: '' };
    runInAction(() => this.busy.add(contentId));
    try {
      const voucher = await this.client.call(vouchers.validate, { params: { voucherCode }, body: { contentId, packageId: line.packageId } });
      runInAction(() => {
        this.vouchers.set(contentId, voucher);
        this.voucherErrors.delete(contentId);
      });
      return { ok: true, voucher };
    } catch (err) {
      const message = refusalOf<VoucherRefusal>(err)?.message ?? errorMessage(err);
      runInAction(() => this.voucherErrors.set(contentId, message));
      return { ok: false, message };
    } finally {
      runInAction(() => this.busy.delete(contentId));
    }
  }

  removeVoucher(contentId: number): void {
    runInAction(() => {
      this.vouchers.delete(contentId);
      this.voucherErrors.delete(contentId);
    });
  }

  reset(): void {
    this.cart.reset();
    this.lineVouchers.reset();
    this.linkVoucherError = null;
    this.vouchers.clear();
    this.voucherErrors.clear();
    this.owned.clear();
    this.busy.clear();
    this.unselected.clear();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The student's cart (the header's count, the cart and checkout pages), made on first use. */
export const cartOf = featureStore((root) => new CartStore(root.client, root.session, root.locale));
