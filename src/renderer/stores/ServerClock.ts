import { makeObservable, observable, runInAction } from 'mobx';

/**
 * The server's time as far as its answers tell: windows (join, check-in, countdowns) are decided by
 * the server's clock, never the device's, which may be wrong by minutes. `observe` keeps the
 * offset of an answer's `serverTime`; `now()` is observable through the offset, so views that show
 * a countdown re-render when a new answer moves it.
 */
export class ServerClock {
  /** Server time minus the device's, from the last answer's `serverTime`. */
  offsetMs = 0;

  constructor() {
    makeObservable(this, { offsetMs: observable });
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Keeps the offset of an answer's `serverTime` (ignored when missing or not a time). */
  observe(serverTime: string | null | undefined): void {
    const ms = serverTime ? Date.parse(serverTime) : NaN;
    if (Number.isFinite(ms)) runInAction(() => (this.offsetMs = ms - Date.now()));
  }
}
