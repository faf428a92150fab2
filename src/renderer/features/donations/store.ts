/**
 * Donating (issue 19; docs/decisions.md "Donation page, live totals"): the campaign page's form
 * (P donations/{url}/donate → the payment page), the result page (G donations/{id}/result) and the
 * campaign's totals moving for every visitor (G donations/{url}/totals, polled; the browser's
 * cache revalidates with the answer's ETag, so an unchanged total is a 304 without a body).
 */
import { makeObservable, observable, action, runInAction } from 'mobx';
import { donations, type DonateBody, type DonationResult, type DonationTotals } from '../../../common/contract/donations';
import type { Order } from '../../../common/contract/orders';
import { DONATION_TOTALS_POLL_MS, donationAmountRefusal } from '../../../common/donations';
import type { ContractClient } from '../../api/contract';
import { errorMessage } from '../../stores/Resource';
import { ResourceMap } from '../../stores/ResourceMap';
import type { SessionStore } from '../../stores/SessionStore';
import { featureStore } from '../../stores/feature';
import { searchOf } from '../search';

/** What the form sends besides the device: the amount, the channel, and the optional words. */
export type DonationInput = Omit<DonateBody, 'deviceId'>;

export type DonateOutcome = { ok: true; order: Order } | { ok: false; message: string; field: 'amount' | 'form' };

/**
 * The free amount as typed, or null when it is not a whole number of rupiah: "50000", "50.000",
 * "50,000" and "Rp 50.000" are all 50.000 (a separator must group three digits, so "10,5" is null).
 */
export function parseRupiah(text: string): number | null {
  const body = text.trim().replace(/^rp\.?\s*/i, '');
  if (!/^(\d{1,3}([.,\s]\d{3})+|\d{1,15})$/.test(body)) return null;
  const n = Number(body.replace(/[.,\s]/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

export interface DonationsDeps {
  client: ContractClient;
  session: SessionStore;
  locale: () => string;
  deviceId: () => string | null;
  /** Timers (tests inject fakes). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Whether the page is being looked at (no polls while hidden). */
  visible?: () => boolean;
}

export class DonationsStore {
  /** G donations/{id}/result by order id, per student and language. */
  readonly results: ResourceMap<number, DonationResult>;
  /** The latest totals heard per campaign id (the page shows these over the campaign's own once heard). */
  readonly totals = observable.map<number, DonationTotals>();
  placing = false;

  private fallbackDevice: string | null = null;
  private readonly watchers = new Map<string, { count: number; stop: () => void }>();

  constructor(private readonly deps: DonationsDeps) {
    this.results = new ResourceMap({
      scope: () => `${deps.session.userId ?? 'guest'}:${deps.locale()}`,
      key: (id: number) => String(id),
      fetch: (id) => deps.client.call(donations.result, { params: { id } }),
    });
    makeObservable(this, { placing: observable, heard: action });
  }

  /**
   * P donations/{url}/donate. The amount is checked here with the shared rule first (nothing is
   * sent for an amount the server would refuse); the server's 400 comes back as the form's hint.
   */
  async donate(url: string, input: DonationInput, idempotencyKey: string): Promise<DonateOutcome> {
    if (donationAmountRefusal(input.amount) !== null) return { ok: false, message: '', field: 'amount' };
    runInAction(() => (this.placing = true));
    try {
      const order = await this.deps.client.call(donations.donate, {
        params: { url },
        body: { ...input, deviceId: this.deviceId() },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return { ok: true, order };
    } catch (err) {
      const status = err && typeof err === 'object' && 'status' in err ? (err as { status?: unknown }).status : null;
      return { ok: false, message: errorMessage(err), field: status === 400 ? 'amount' : 'form' };
    } finally {
      runInAction(() => (this.placing = false));
    }
  }

  /** Keeps the totals of a campaign page fresh while it is open; returns the stop. Several watchers of one campaign share one poll. */
  watchTotals(url: string): () => void {
    const kept = this.watchers.get(url);
    if (kept) {
      kept.count += 1;
      return () => this.unwatch(url);
    }
    const set = this.deps.setTimer ?? ((fn, ms) => setInterval(fn, ms));
    const clear = this.deps.clearTimer ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>));
    const visible = this.deps.visible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
    let busy = false;
    const poll = async () => {
      if (busy || !visible()) return;
      busy = true;
      try {
        this.heard(await this.deps.client.call(donations.totals, { params: { url } }));
      } catch {
        // A missed poll is caught up by the next one.
      } finally {
        busy = false;
      }
    };
    const handle = set(() => void poll(), DONATION_TOTALS_POLL_MS);
    this.watchers.set(url, { count: 1, stop: () => clear(handle) });
    return () => this.unwatch(url);
  }

  heard(t: DonationTotals): void {
    const before = this.totals.get(t.id);
    if (!before || before.collectedAmount !== t.collectedAmount || before.donorsCount !== t.donorsCount || before.targetAmount !== t.targetAmount) this.totals.set(t.id, t);
  }

  private unwatch(url: string): void {
    const w = this.watchers.get(url);
    if (!w) return;
    w.count -= 1;
    if (w.count <= 0) {
      w.stop();
      this.watchers.delete(url);
    }
  }

  private deviceId(): string {
    const kept = this.deps.deviceId();
    if (kept) return kept;
    this.fallbackDevice ??= `web-${Math.random().toString(36).slice(2, 12)}`;
    return this.fallbackDevice;
  }
}

/** The donations store of a RootStore, made on first use (stores/feature.ts). */
export const donationsOf = featureStore((root) => new DonationsStore({ client: root.client, session: root.session, locale: root.locale, deviceId: () => searchOf(root).deviceId() }));
