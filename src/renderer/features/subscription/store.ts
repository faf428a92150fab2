/**
 * The student's subscription (issue 19, screen /user/subscription): G subscriptions/mine (the
 * running period, the access end and days left by the server's clock, the history, what a period
 * opens) and the plans of G subscriptions/{id}/packages, to renew or to buy the first one.
 * Answers are per student: a sign-out drops them.
 */
import { makeObservable, action, reaction, type IReactionDisposer } from 'mobx';
import { subscriptions, type MySubscription, type SubscriptionPackage } from '../../../common/contract/subscriptions';
import type { ContractClient } from '../../api/contract';
import { Resource } from '../../stores/Resource';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export class SubscriptionStore {
  /** G subscriptions/mine; key `<student>:<language>`. */
  readonly mine = new Resource<MySubscription>();
  /** The plans offered (G subscriptions/{offeredPlanUrl}/packages); key `<language>:<plan url>`. */
  readonly plans = new Resource<SubscriptionPackage[]>();
  private readonly disposer: IReactionDisposer;

  constructor(
    private readonly client: ContractClient,
    private readonly session: SessionStore,
    private readonly locale: () => string,
  ) {
    makeObservable(this, { reset: action });
    this.disposer = reaction(
      () => `${this.session.isSignedIn}:${this.session.userId ?? ''}`,
      () => this.reset(),
    );
  }

  /**
   * Always asks the subscription again (a payment may have added a period since), then the plans
   * of the plan it offers (kept while the language and the plan stay the same).
   */
  async load(): Promise<void> {
    const locale = this.locale();
    const mine = await this.mine.load(() => this.client.call(subscriptions.mine), `${this.session.userId ?? ''}:${locale}`);
    const url = mine?.offeredPlanUrl ?? null;
    if (url === null) {
      this.plans.reset();
      return;
    }
    await this.plans.ensureFor(`${locale}:${url}`, () => this.client.call(subscriptions.packages, { params: { id: url } }));
  }

  reset(): void {
    this.mine.reset();
    this.plans.reset();
  }

  dispose(): void {
    this.disposer();
  }
}

/** The subscription store of a RootStore, made on first use (stores/feature.ts). */
export const subscriptionOf = featureStore((root) => new SubscriptionStore(root.client, root.session, root.locale));
