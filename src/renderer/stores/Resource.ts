/**
 * One pattern for every async load (spec 4 "Data fetches"):
 * load(fn) → pending (loading true, error null) → fulfilled (data, loading false)
 *                                               → rejected (loading false, data cleared,
 *                                                  error = the server message or FALLBACK_ERROR).
 * A newer load supersedes an older one still in flight (its outcome is ignored).
 */
import { makeObservable, observable, observableRef, computed, action, runInAction } from 'mobx';
import { FALLBACK_ERROR } from '../../common/constants';

export type ResourceStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** The message of a failure: its non-empty `message`, else 'Something when wrong'. */
export function errorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err) {
    const m = (err as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim().length > 0) return m;
  }
  if (typeof err === 'string' && err.trim().length > 0) return err;
  return FALLBACK_ERROR;
}

function errorStatusOf(err: unknown): number | null {
  if (err && typeof err === 'object' && 'status' in err) {
    const s = (err as { status?: unknown }).status;
    if (typeof s === 'number') return s;
  }
  return null;
}

export class Resource<T> {
  data: T | null;
  loading = false;
  error: string | null = null;
  /** HTTP-like status of the last failure (ApiError.status), if any. */
  errorStatus: number | null = null;
  /** The server body of the last failure (ApiError.data), for callers that need more than the message. */
  errorData: unknown = null;
  /** True once a load has been fulfilled at least once. */
  loaded = false;
  /** What the data (or the load in flight) is for, as given to ensureFor: e.g. the language. */
  key: string | null = null;

  private seq = 0;
  /** The load in flight, so that a second ask waits for it instead of starting another. */
  private pending: Promise<T | null> | null = null;
  private lastLoader: (() => Promise<T>) | null = null;

  constructor(initial: T | null = null) {
    this.data = initial;
    makeObservable<Resource<T>, 'begin'>(this, {
      data: observableRef,
      loading: observable,
      error: observable,
      errorStatus: observable,
      errorData: observableRef,
      loaded: observable,
      status: computed,
      begin: action,
      reset: action,
      set: action,
      fill: action,
    });
  }

  get status(): ResourceStatus {
    if (this.loading) return 'pending';
    if (this.error !== null) return 'rejected';
    if (this.loaded) return 'fulfilled';
    return 'idle';
  }

  private begin(fn: () => Promise<T>, key: string | null): number {
    this.lastLoader = fn;
    this.key = key;
    this.loading = true;
    this.error = null;
    this.errorStatus = null;
    this.errorData = null;
    this.seq += 1;
    return this.seq;
  }

  /** Runs `fn` through pending → fulfilled | rejected. Resolves the data, or null on failure. Never rejects. */
  load(fn: () => Promise<T>, key: string | null = null): Promise<T | null> {
    const ticket = this.begin(fn, key);
    const run = this.settle(fn, ticket);
    this.pending = run;
    return run;
  }

  private async settle(fn: () => Promise<T>, ticket: number): Promise<T | null> {
    try {
      const value = await fn();
      if (ticket !== this.seq) return value;
      runInAction(() => {
        this.data = value;
        this.loading = false;
        this.loaded = true;
      });
      return value;
    } catch (err) {
      if (ticket === this.seq) {
        runInAction(() => {
          this.data = null;
          this.loading = false;
          this.error = errorMessage(err);
          this.errorStatus = errorStatusOf(err);
          this.errorData = err && typeof err === 'object' && 'data' in err ? ((err as { data?: unknown }).data ?? null) : null;
        });
      }
      return null;
    }
  }

  /** Loads only if nothing was loaded or is loading yet. */
  ensure(fn: () => Promise<T>): Promise<T | null> {
    if (this.loading && this.pending) return this.pending;
    if (this.loaded) return Promise.resolve(this.data);
    return this.load(fn);
  }

  /**
   * Loads unless the data, or the load in flight, is already for `key` (e.g. the language the
   * server answered in): a route loader run again shows what is there at once, and a language
   * change asks again while the old data stays on screen. A failed load is tried again.
   */
  ensureFor(key: string, fn: () => Promise<T>): Promise<T | null> {
    if (!this.isFor(key)) return this.load(fn, key);
    return this.loading && this.pending ? this.pending : Promise.resolve(this.data);
  }

  /** Whether the data, or the load in flight, is for `key` (and did not fail). */
  isFor(key: string): boolean {
    return this.key === key && this.error === null && (this.loading || this.loaded);
  }

  /** Re-runs the last loader (e.g. after a language change); no-op if never loaded. */
  reload(): Promise<T | null> {
    return this.lastLoader ? this.load(this.lastLoader, this.key) : Promise.resolve(this.data);
  }

  /** Resolves once the load in flight, if any, has settled (never rejects). */
  settled(): Promise<unknown> {
    return this.loading && this.pending ? this.pending : Promise.resolve();
  }

  /** Whether a loader has ever been started. */
  get started(): boolean {
    return this.lastLoader !== null;
  }

  set(value: T | null): void {
    this.data = value;
  }

  /** Shows data kept from an earlier load of `key` (a list page seen before): fulfilled at once, a load in flight superseded. */
  fill(value: T, key: string | null): void {
    this.seq += 1;
    this.pending = null;
    this.key = key;
    this.data = value;
    this.loading = false;
    this.error = null;
    this.errorStatus = null;
    this.errorData = null;
    this.loaded = true;
  }

  reset(): void {
    this.seq += 1;
    this.data = null;
    this.loading = false;
    this.error = null;
    this.errorStatus = null;
    this.errorData = null;
    this.loaded = false;
    this.key = null;
    this.lastLoader = null;
  }
}
