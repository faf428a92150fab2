/**
 * The signed-in student's transactions (spec 2 "history", spec 4 the two transaction filters,
 * issue 11 "transactions, transaction detail and invoice download"): a page of orders by status
 * and content type (G orders), one order (G orders/:id), and its invoice PDF (G orders/invoices/
 * download) saved through the platform (web: a blob download; desktop: the main process with the
 * bearer token).
 */
import { action, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { invoices } from '../../../common/contract/invoices';
import { ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS, orders, type Order } from '../../../common/contract/orders';
import type { ResultOf } from '../../../common/contract/endpoint';
import { libraryTitle } from '../../../common/library';
import type { ContractClient } from '../../api/contract';
import type { Platform } from '../../platform/types';
import { Resource } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type OrderPage = ResultOf<typeof orders.list>;
export type StatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type TypeFilter = (typeof ORDER_TYPE_FILTERS)[number];

/** Orders per page of the transactions screen. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** What the list shows: both filters and the page, as the URL keeps them. */
export interface TransactionsQuery {
  status: StatusFilter;
  type: TypeFilter;
  page: number;
}

/** ok: where the desktop app saved it and its library entry (the web saves through the browser: neither). */
export type DownloadOutcome = { ok: true; path?: string; entryId?: string } | { ok: false; message: string; cancelled: boolean };

export class TransactionsStore {
  /** The page shown: key `<language>:<status>:<type>:<page>`. */
  readonly list = new Resource<OrderPage>();
  /** One order by id (per language). */
  readonly detail: ResourceMap<number, Order>;
  /** Orders whose invoice is being downloaded. */
  readonly downloading = observable.set<number>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly platform: Platform,
    private readonly locale: () => string,
    /** The API's origin ('' = this site): the invoice URL the platform fetches. */
    private readonly baseURL: () => string,
  ) {
    makeObservable(this, { reset: action });
    this.detail = new ResourceMap<number, Order>({
      scope: () => `${this.session.isSignedIn ? (this.session.userId ?? 'student') : 'guest'}:${this.locale()}`,
      key: (id) => String(id),
      fetch: (id) => this.client.call(orders.get, { params: { id } }),
    });
    // Another student must never see these orders.
    this.disposer = reaction(
      () => `${this.session.isSignedIn}:${this.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  /** G orders of the filters and page (newest first); a page seen before in this language shows at once. */
  load(q: TransactionsQuery): Promise<OrderPage | null> {
    const query = {
      page: q.page,
      pageSize: TRANSACTIONS_PAGE_SIZE,
      ...(q.status !== 'all' ? { status: q.status } : {}),
      ...(q.type !== 'all' ? { type: q.type } : {}),
    };
    return this.list.ensureFor(`${this.locale()}:${q.status}:${q.type}:${q.page}`, () => this.client.call(orders.list, { query }));
  }

  /** G orders/:id; asked again each time the page opens (a payment may have landed meanwhile), the old answer stays on screen. */
  loadOrder(id: number): Promise<Order | null> {
    const res = this.detail.get(id);
    return res.load(() => this.client.call(orders.get, { params: { id } }), res.key);
  }

  /** The invoice's address: the order id as `invoiceId`, in the page's language. */
  invoiceUrl(orderId: number): string {
    const query = new URLSearchParams({ invoiceId: String(orderId), lang: this.locale() });
    return `${this.baseURL()}${invoices.download.path}?${query.toString()}`;
  }

  /**
   * Saves the order's invoice PDF. The file is named by the server (Content-Disposition); the name
   * given here is only its fallback. An expired access token is refreshed once by asking the order
   * again through the client (which refreshes), then the download is tried again.
   */
  async downloadInvoice(order: Pick<Order, 'id' | 'invoiceNumber'>): Promise<DownloadOutcome> {
    runInAction(() => this.downloading.add(order.id));
    try {
      const fallbackName = `invoice-${order.id}.pdf`;
      // Desktop: filed in the offline library under the order id (saving it again replaces that file).
      const library = { kind: 'invoice' as const, ref: String(order.id), title: libraryTitle(`Invoice ${order.invoiceNumber ?? `#${order.id}`}`) };
      const attempt = () => this.platform.download(this.invoiceUrl(order.id), fallbackName, { accessToken: this.session.accessToken ?? undefined, library });
      let result = await attempt();
      if (!result.ok && /\b401\b/.test(result.error ?? '')) {
        await this.client.call(orders.get, { params: { id: order.id } }).catch(() => null);
        result = await attempt();
      }
      if (result.ok) return { ok: true, ...(result.path ? { path: result.path } : {}), ...(result.entryId ? { entryId: result.entryId } : {}) };
      const cancelled = result.error === 'cancelled';
      return { ok: false, cancelled, message: result.error ?? '' };
    } finally {
      runInAction(() => this.downloading.delete(order.id));
    }
  }

  reset(): void {
    this.list.reset();
    this.downloading.clear();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The transactions store of a RootStore, made on first use (stores/feature.ts). */
export const transactionsOf = featureStore((root) => new TransactionsStore(root.client, root.session, root.platform, root.locale, root.baseURL));
