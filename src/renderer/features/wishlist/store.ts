/**
 * The signed-in student's wishlist (spec 7 Wishlist, screen wishlistqu): the content types with
 * their counts, one page of items of the chosen type, and the toggle of the product pages' heart.
 */
import { action, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ContentTypeId } from '../../../common/enums';
import type { ContentTypeCount } from '../../../common/contract/search';
import { wishlist } from '../../../common/contract/wishlist';
import type { ResultOf } from '../../../common/contract/endpoint';
import type { ContractClient } from '../../api/contract';
import { errorMessage, Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type WishlistPage = ResultOf<typeof wishlist.contents>;

/** Items per page of the wishlist screen. */
export const WISHLIST_PAGE_SIZE = 12;

export type ToggleOutcome = { ok: true; isWishlisted: boolean } | { ok: false; message: string };

export class WishlistStore {
  readonly types = new Resource<ContentTypeCount[]>();
  /** The page shown: key `<language>:<type or all>:<page>`. */
  readonly items = new Resource<WishlistPage>();
  /** What the toggles of this session answered, by content id (the product pages' hearts). */
  readonly wished = observable.map<number, boolean>();
  readonly busy = observable.set<number>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { reset: action });
    this.disposer = reaction(
      () => this.session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.reset();
      },
    );
  }

  /** G wishlist/content-types and G wishlist/contents of one type (all without one). */
  load(type: ContentTypeId | null, page = 1): Promise<unknown> {
    const locale = this.locale();
    const query = { page, pageSize: WISHLIST_PAGE_SIZE, ...(type !== null ? { contentType: type } : {}) };
    return Promise.all([
      this.types.ensureFor(locale, () => this.client.call(wishlist.contentTypes)),
      this.items.ensureFor(`${locale}:${type ?? 'all'}:${page}`, () => this.client.call(wishlist.contents, { query })),
    ]);
  }

  /** U contents/:id/wishlist-toggle. Never throws; the lists are asked again next time. */
  async toggle(contentId: number): Promise<ToggleOutcome> {
    runInAction(() => this.busy.add(contentId));
    try {
      const { isWishlisted } = await this.client.call(wishlist.toggle, { params: { id: contentId } });
      runInAction(() => {
        this.wished.set(contentId, isWishlisted);
        this.stale();
      });
      return { ok: true, isWishlisted };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    } finally {
      runInAction(() => this.busy.delete(contentId));
    }
  }

  /** Keeps what is on screen but makes the next load ask again. */
  private stale(): void {
    this.types.key = null;
    this.items.key = null;
  }

  reset(): void {
    this.types.reset();
    this.items.reset();
    this.wished.clear();
    this.busy.clear();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The wishlist store of a RootStore, made on first use (stores/feature.ts). */
export const wishlistOf = featureStore((root) => new WishlistStore(root.client, root.session, root.locale));
