/**
 * A clock the test moves by hand: pass `clock.now` as `createTestApp({ clock })` (the app's
 * ctx.clock) or to the sandbox gateway. No test sleeps for time to pass.
 */
export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date | string): void;
}

export function manualClock(start = new Date('2026-11-23T03:00:00.000Z')): ManualClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date | string) {
      now = new Date(date).getTime();
    },
  };
}
