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

  private seq = 0;
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
    });
  }

  get status(): ResourceStatus {
    if (this.loading) return 'pending';
    if (this.error !== null) return 'rejected';
    if (this.loaded) return 'fulfilled';
    return 'idle';
  }

  private begin(fn: () => Promise<T>): number {
    this.lastLoader = fn;
    this.loading = true;
    this.error = null;
    this.errorStatus = null;
    this.errorData = null;
    this.seq += 1;
    return this.seq;
  }

  /** Runs `fn` through pending → fulfilled | rejected. Resolves the data, or null on failure. Never rejects. */
  async load(fn: () => Promise<T>): Promise<T | null> {
    const ticket = this.begin(fn);
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
          this.errorData = err && typeof err === 'object' && 'data' in err ? (err as { data?: unknown }).data ?? null : null;
        });
      }
      return null;
    }
  }

  /** Loads only if nothing was loaded or is loading yet. */
  ensure(fn: () => Promise<T>): Promise<T | null> {
    if (this.loading || this.loaded) return Promise.resolve(this.data);
    return this.load(fn);
  }

  /** Re-runs the last loader (e.g. after a language change); no-op if never loaded. */
  reload(): Promise<T | null> {
    return this.lastLoader ? this.load(this.lastLoader) : Promise.resolve(this.data);
  }

  /** Whether a loader has ever been started. */
  get started(): boolean {
    return this.lastLoader !== null;
  }

  set(value: T | null): void {
    this.data = value;
  }

  reset(): void {
    this.seq += 1;
    this.data = null;
    this.loading = false;
    this.error = null;
    this.errorStatus = null;
    this.errorData = null;
    this.loaded = false;
    this.lastLoader = null;
  }
}
