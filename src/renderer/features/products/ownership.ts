/**
 * What the signed-in student has of a content (G enrollments/contents/:id/my-state): owned,
 * wishlisted, in the cart, pending order. The product pages' loaders ask it for signed-in
 * students (never for guests), so the buy box says "Start learning" / "Continue payment" and
 * fills the heart before any click. Answers are per student (a sign-out drops them); the buy-box
 * actions ask again after they change something.
 */
import { reaction, type IReactionDisposer } from 'mobx';
import { enrolments, type MyContentState } from '../../../common/contract/enrolments';
import type { ContractClient } from '../../api/contract';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export class OwnershipStore {
  readonly states: ResourceMap<number, MyContentState>;
  private readonly disposer: IReactionDisposer;
  private generation = 0;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
  ) {
    this.states = new ResourceMap<number, MyContentState>({
      // Per student (and per sign-in): another student never sees these answers.
      scope: () => `${this.session.userId ?? 'guest'}:${this.generation}`,
      key: (id) => String(id),
      fetch: (id) => this.fetch(id),
    });
    this.disposer = reaction(
      () => this.session.isSignedIn,
      () => {
        this.generation += 1;
      },
    );
  }

  private fetch(id: number): Promise<MyContentState> {
    return this.client.call(enrolments.myState, { params: { id } });
  }

  /** The last answer for the content (null: not asked, a guest, or it failed). */
  of(contentId: number): MyContentState | null {
    if (!this.session.isSignedIn) return null;
    return this.states.get(contentId).data;
  }

  /** Asks the server (signed-in students only); the previous answer stays shown meanwhile. Never rejects. */
  load(contentId: number): Promise<MyContentState | null> {
    if (!this.session.isSignedIn) return Promise.resolve(null);
    return this.states.get(contentId).load(() => this.fetch(contentId));
  }

  dispose(): void {
    this.disposer();
  }
}

/** The ownership store of a RootStore, made on first use (stores/feature.ts). */
export const ownershipOf = featureStore((root) => new OwnershipStore(root.client, root.session));
