/**
 * The Prakerja redeem (issue 19, plan B; docs/decisions.md "Subscriptions, donations and the
 * Prakerja redeem"): the class page's form asks P prakerja/pmo-request-redeem with the card
 * holder's voucher code and redeem code and follows the platform's URL; the platform returns to
 * /prakerja/redeem/callback?state=…, whose page completes it once with P prakerja/pmo-callback.
 */
import { makeObservable, observable, runInAction } from 'mobx';
import { prakerja, type RedeemRequest, type RedeemResult } from '../../../common/contract/prakerja';
import type { ContractClient } from '../../api/contract';
import { errorMessage } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';

export type RequestOutcome = { ok: true; request: RedeemRequest } | { ok: false; message: string };

/** Where to go on from the platform's answer: a path of this app (the sandbox returns our callback), else the platform's page. */
export function continueTarget(redirectUrl: string, here: string): { inApp: string } | { away: string } {
  try {
    const u = new URL(redirectUrl, here);
    if (u.pathname === '/prakerja/redeem/callback') return { inApp: `${u.pathname}${u.search}` };
    return { away: u.toString() };
  } catch {
    return { away: redirectUrl };
  }
}

export class PrakerjaStore {
  requesting = false;
  /** P prakerja/pmo-callback by state: asked once per state (a second ask would be "already used"), per student. */
  readonly completions: ResourceMap<string, RedeemResult>;

  constructor(
    private readonly client: ContractClient,
    session: SessionStore,
  ) {
    this.completions = new ResourceMap({
      scope: () => session.userId ?? 'guest',
      key: (state: string) => state,
      fetch: (state) => client.call(prakerja.callback, { query: { state } }),
    });
    makeObservable(this, { requesting: observable });
  }

  async request(voucherCode: string, redeemCode: string): Promise<RequestOutcome> {
    runInAction(() => (this.requesting = true));
    try {
      return { ok: true, request: await this.client.call(prakerja.requestRedeem, { body: { voucherCode, redeemCode } }) };
    } catch (err) {
      return { ok: false, message: errorMessage(err) };
    } finally {
      runInAction(() => (this.requesting = false));
    }
  }
}

/** The prakerja store of a RootStore, made on first use (stores/feature.ts). */
export const prakerjaOf = featureStore((root) => new PrakerjaStore(root.client, root.session));
