/**
 * PoinQu (issue 19; spec 2 poinqu, 7 Points and vouchers, 9 points history): the balance and
 * today's check-in, the history of movements and of exchanges (page 1, size 10, "load more"),
 * what points buy, the exchange for a voucher and the GoPay payout with its status.
 *
 * "Today" is the server's: every check-in answer carries `serverTime`, and `now()` is the
 * device's clock moved by the offset of the last answer (as the sessions store does), so a
 * device whose clock is wrong never offers a check-in the server would call yesterday's.
 */
import { makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { PAGE_SIZE } from '../../../common/constants';
import { points, type CheckIn, type ExchangeHistoryItem, type PayoutView, type PointExchangeView, type PointsAbout, type PointsMovement } from '../../../common/contract/points';
import { jakartaDay } from '../../../common/points';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import { ServerClock } from '../../stores/ServerClock';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export interface PageOf<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** A list read page by page: page 1 through a Resource (loading, error), later pages appended. */
export class PagedList<T> {
  readonly first = new Resource<PageOf<T>>();
  /** Items of the pages after the first, in order. */
  more: T[] = [];
  page = 1;
  loadingMore = false;
  moreError: string | null = null;

  constructor(
    private readonly fetch: (page: number) => Promise<PageOf<T>>,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { more: observableRef, page: observable, loadingMore: observable, moreError: observable });
  }

  get items(): T[] {
    return [...(this.first.data?.items ?? []), ...this.more];
  }

  get hasMore(): boolean {
    const total = this.first.data?.totalPages ?? 0;
    return this.page < total;
  }

  async loadFirst(): Promise<void> {
    runInAction(() => {
      this.more = [];
      this.page = 1;
      this.moreError = null;
    });
    await this.first.load(() => this.fetch(1), this.locale());
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    const next = this.page + 1;
    runInAction(() => {
      this.loadingMore = true;
      this.moreError = null;
    });
    try {
      const answer = await this.fetch(next);
      runInAction(() => {
        this.more = [...this.more, ...answer.items];
        this.page = next;
      });
    } catch (err) {
      runInAction(() => (this.moreError = errorMessage(err)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  reset(): void {
    this.first.reset();
    runInAction(() => {
      this.more = [];
      this.page = 1;
      this.moreError = null;
    });
  }
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number | null; message: string };

function statusOf(err: unknown): number | null {
  const s = err && typeof err === 'object' && 'status' in err ? (err as { status?: unknown }).status : null;
  return typeof s === 'number' ? s : null;
}

export class PointsStore {
  readonly about = new Resource<PointsAbout>();
  readonly catalogue = new Resource<PointExchangeView[]>();
  readonly history: PagedList<PointsMovement>;
  readonly exchanges: PagedList<ExchangeHistoryItem>;
  /** The payout last requested or refreshed on this screen. */
  payout: PayoutView | null = null;
  private readonly serverClock = new ServerClock();
  checkingIn = false;
  /** The id of the exchange being made, the payout being requested or refreshed. */
  acting: string | null = null;
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    const size = PAGE_SIZE.pointsHistorySize;
    this.history = new PagedList((page) => this.client.call(points.history, { query: { page, pageSize: size } }), locale);
    this.exchanges = new PagedList((page) => this.client.call(points.exchangeHistory, { query: { page, pageSize: size } }), locale);
    makeObservable(this, { payout: observableRef, checkingIn: observable, acting: observable });
    // Another student must never see these.
    this.disposer = reaction(
      () => `${this.session.isSignedIn}:${this.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  /** The server's time as far as we know. */
  now(): Date {
    return this.serverClock.now();
  }

  /** The server's Jakarta day now (the check-in's day). */
  today(): string {
    return jakartaDay(this.now());
  }

  /** Today's check-in as the server last said (the screen reads it again once `today()` has moved past its day). */
  get checkIn(): CheckIn | null {
    return this.about.data?.checkIn ?? null;
  }

  async loadAbout(): Promise<PointsAbout | null> {
    const about = await this.about.load(() => this.client.call(points.about), this.locale());
    if (about) this.serverClock.observe(about.checkIn.serverTime);
    return about;
  }

  /** Everything the screen shows, in parallel. */
  async loadAll(): Promise<void> {
    await Promise.all([this.loadAbout(), this.catalogue.load(() => this.client.call(points.catalogue), this.locale()), this.history.loadFirst(), this.exchanges.loadFirst()]);
    const latest = this.exchanges.items.find((e) => e.payout !== null)?.payout ?? null;
    runInAction(() => (this.payout = latest));
  }

  /** The balance, the check-in and what is affordable after a change of points. */
  private async afterChange(): Promise<void> {
    await Promise.all([this.loadAbout(), this.catalogue.load(() => this.client.call(points.catalogue), this.locale()), this.history.loadFirst(), this.exchanges.loadFirst()]);
  }

  async checkInToday(): Promise<Outcome<CheckIn>> {
    if (this.checkingIn) return { ok: false, status: null, message: '' };
    runInAction(() => (this.checkingIn = true));
    try {
      const state = await this.client.call(points.checkIn);
      this.serverClock.observe(state.serverTime);
      const about = this.about.data;
      if (about) this.about.set({ ...about, balance: state.balance, checkIn: state });
      await Promise.all([this.history.loadFirst(), this.catalogue.load(() => this.client.call(points.catalogue), this.locale())]);
      return { ok: true, value: state };
    } catch (err) {
      return { ok: false, status: statusOf(err), message: errorMessage(err) };
    } finally {
      runInAction(() => (this.checkingIn = false));
    }
  }

  /** Spends points on a voucher; the server's refusal (409 short balance) is the message. */
  async exchange(id: number): Promise<Outcome<{ voucherCode: string }>> {
    runInAction(() => (this.acting = `exchange:${id}`));
    try {
      const voucher = await this.client.call(points.exchange, { body: { VoucherCodeExchangeId: id } });
      await this.afterChange();
      return { ok: true, value: { voucherCode: voucher.voucherCode } };
    } catch (err) {
      return { ok: false, status: statusOf(err), message: errorMessage(err) };
    } finally {
      runInAction(() => (this.acting = null));
    }
  }

  /** Requests a GoPay payout; a 400 (the number) is the form's field hint. */
  async requestPayout(id: number, accountNumber: string): Promise<Outcome<PayoutView>> {
    runInAction(() => (this.acting = `payout:${id}`));
    try {
      const payout = await this.client.call(points.exchangeGopay, { body: { voucherExchangeID: id, accountNumber } });
      runInAction(() => (this.payout = payout));
      await this.afterChange();
      return { ok: true, value: payout };
    } catch (err) {
      return { ok: false, status: statusOf(err), message: errorMessage(err) };
    } finally {
      runInAction(() => (this.acting = null));
    }
  }

  /** Asks the server (which asks the gateway) where the payout stands. */
  async refreshPayout(id: number): Promise<Outcome<PayoutView>> {
    runInAction(() => (this.acting = `refresh:${id}`));
    try {
      const payout = await this.client.call(points.payout, { params: { id } });
      const was = this.payout?.status;
      runInAction(() => (this.payout = payout));
      if (was !== payout.status) await this.afterChange();
      return { ok: true, value: payout };
    } catch (err) {
      return { ok: false, status: statusOf(err), message: errorMessage(err) };
    } finally {
      runInAction(() => (this.acting = null));
    }
  }

  reset(): void {
    this.about.reset();
    this.catalogue.reset();
    this.history.reset();
    this.exchanges.reset();
    runInAction(() => {
      this.payout = null;
      this.acting = null;
    });
  }

  dispose(): void {
    this.disposer();
  }
}

/** The points store of a RootStore, made on first use (stores/feature.ts). */
export const pointsOf = featureStore((root) => new PointsStore(root.client, root.session, root.locale));
