/**
 * The account overview (/user, issue 25): one look at the student's classes in progress, points,
 * vouchers, certificates and latest transactions. Each is the call its own page makes (G
 * lecture/my-classes, point/about, vouchers/my-vouchers, certificates/my-certificates, orders, and
 * students/my-profile for the greeting), asked with the few items the overview shows and kept in
 * a Resource of its own: the full pages keep their own state (page, filters) untouched.
 */
import { reaction, type IReactionDisposer } from 'mobx';
import type { StudentProfile } from '../../../common/accounts';
import { certificates, type Certificate } from '../../../common/contract/certificates';
import type { ResultOf } from '../../../common/contract/endpoint';
import { lecture, type ClassItem, type MyClasses } from '../../../common/contract/lecture';
import { orders } from '../../../common/contract/orders';
import { points, type PointsAbout } from '../../../common/contract/points';
import { students } from '../../../common/contract/students';
import { vouchers, type HeldVoucher } from '../../../common/contract/vouchers';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type OrderPage = ResultOf<typeof orders.list>;

/** Classes shown: in progress first, then not started (each list last learnt first). */
export const OVERVIEW_CLASSES = 4;
/** Transactions shown, newest first. */
export const OVERVIEW_ORDERS = 5;
/** Vouchers and certificates shown. */
export const OVERVIEW_SHORT_LIST = 3;

/** The classes the overview shows: those in progress, then those not started, at most OVERVIEW_CLASSES. */
export function classesToShow(ongoing: MyClasses | null, notStarted: MyClasses | null): ClassItem[] {
  return [...(ongoing?.items ?? []), ...(notStarted?.items ?? [])].slice(0, OVERVIEW_CLASSES);
}

export class OverviewStore {
  readonly profile = new Resource<StudentProfile>();
  /** G lecture/my-classes?state=ONGOING (its counts are every state's). */
  readonly ongoing = new Resource<MyClasses>();
  /** G lecture/my-classes?state=NOTSTARTED: fills the row when fewer are in progress. */
  readonly notStarted = new Resource<MyClasses>();
  readonly points = new Resource<PointsAbout>();
  readonly vouchers = new Resource<HeldVoucher[]>();
  readonly certificates = new Resource<Certificate[]>();
  readonly orders = new Resource<OrderPage>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    // Another student must never see these.
    this.disposer = reaction(
      () => `${this.session.isSignedIn}:${this.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  /** The classes row (see classesToShow). */
  get classes(): ClassItem[] {
    return classesToShow(this.ongoing.data, this.notStarted.data);
  }

  /**
   * Every section, in parallel; always asked again (progress, points and orders change while the
   * student is elsewhere), the old answers staying on screen meanwhile. Resolves when all settled.
   */
  async load(): Promise<void> {
    const key = this.locale();
    const c = this.client;
    await Promise.all([
      this.profile.load(() => c.call(students.myProfile), key),
      this.ongoing.load(() => c.call(lecture.myClasses, { query: { state: 'ONGOING', page: 1, pageSize: OVERVIEW_CLASSES } }), key),
      this.notStarted.load(() => c.call(lecture.myClasses, { query: { state: 'NOTSTARTED', page: 1, pageSize: OVERVIEW_CLASSES } }), key),
      this.points.load(() => c.call(points.about), key),
      this.vouchers.load(() => c.call(vouchers.mine), key),
      this.certificates.load(() => c.call(certificates.mine), key),
      this.orders.load(() => c.call(orders.list, { query: { page: 1, pageSize: OVERVIEW_ORDERS } }), key),
    ]);
  }

  reset(): void {
    for (const r of [this.profile, this.ongoing, this.notStarted, this.points, this.vouchers, this.certificates, this.orders]) r.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The overview store of a RootStore, made on first use (stores/feature.ts). */
export const overviewOf = featureStore((root) => new OverviewStore(root.client, root.session, root.locale));
