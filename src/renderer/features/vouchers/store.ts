/**
 * The student's vouchers (voucherqu; spec 2, spec 7 "Points and vouchers"): the usable ones, the
 * points catalogue's voucher offers, the history by filter and one voucher's detail. Everything is
 * the server's: statuses, rules and dates come from the vouchers calls (src/common/vouchers.ts).
 */
import { action, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import { points, type PointExchangeView } from '../../../common/contract/points';
import { vouchers, type HeldVoucher, type VoucherDetail } from '../../../common/contract/vouchers';
import type { ResultOf } from '../../../common/contract/endpoint';
import type { VoucherHistoryFilter } from '../../../common/vouchers';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type VoucherHistoryPage = ResultOf<typeof vouchers.history>;

/** History entries per page (spec 9's size for point and voucher lists). */
export const VOUCHER_HISTORY_SIZE = 10;

export class VouchersStore {
  readonly mine = new Resource<HeldVoucher[]>();
  /** The points catalogue (G point/voucher-exchanges); the screen shows its voucher offers. */
  readonly offers = new Resource<PointExchangeView[]>();
  /** Key `<language>:<filter>:<page>`. */
  readonly history = new Resource<VoucherHistoryPage>();
  /** Key `<language>:<type>:<id>`. */
  readonly detail = new Resource<VoucherDetail>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { reset: action });
    // Another student must never see these vouchers.
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  loadMine(): Promise<HeldVoucher[] | null> {
    return this.mine.ensureFor(this.locale(), () => this.client.call(vouchers.mine));
  }

  loadOffers(): Promise<PointExchangeView[] | null> {
    return this.offers.ensureFor(this.locale(), () => this.client.call(points.catalogue));
  }

  loadHistory(filter: VoucherHistoryFilter, page = 1): Promise<VoucherHistoryPage | null> {
    return this.history.ensureFor(`${this.locale()}:${filter}:${page}`, () => this.client.call(vouchers.history, { query: { filter, page, pageSize: VOUCHER_HISTORY_SIZE } }));
  }

  /** G vouchers/{id}?type: 1 a held voucher, 2 an offer. */
  loadDetail(id: number, type: 1 | 2): Promise<VoucherDetail | null> {
    return this.detail.ensureFor(`${this.locale()}:${type}:${id}`, () => this.client.call(vouchers.detail, { params: { id }, query: { type } }));
  }

  reset(): void {
    this.mine.reset();
    this.offers.reset();
    this.history.reset();
    this.detail.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The vouchers store of a RootStore, made on first use (stores/feature.ts). */
export const vouchersOf = featureStore((root) => new VouchersStore(root.client, root.session, root.locale));
