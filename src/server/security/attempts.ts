import { sql } from 'kysely';
import type { RateLimitRule } from '../config.js';
import type { Database } from '../db/index.js';

export type AttemptScope = 'login' | 'reset-request' | 'change-password';

/**
 * Per-account brute-force counters kept in the database (one row per counted event), so every
 * instance sees the same count. Each row carries its source (`ip:<address>` or `device:<hash>`),
 * so one table answers both "this account from this source" (a low limit: a stranger slows only
 * himself) and "this account from everywhere" (a high ceiling against guessing from many
 * addresses).
 *
 * Only events that should count are recorded (failed guesses, code requests), after the check
 * that guards them; `serialize` runs the check-verify-record steps of one key one at a time on
 * this instance, so a burst of parallel guesses is counted exactly instead of all slipping under
 * the limit, and an owner's own right attempts are never counted against him.
 */
export class AttemptCounter {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly db: Database) {}

  /** Seconds until `rule` lets another attempt of the key (from `source`, or from anywhere) through; 0 = now. */
  async wait(scope: AttemptScope, key: string, rule: RateLimitRule, source?: string): Promise<number> {
    const inWindow = () => {
      let q = this.db
        .selectFrom('auth_attempts')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`);
      if (source !== undefined) q = q.where('source', '=', source);
      return q;
    };
    const { count } = await inWindow()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const n = Number(count);
    if (n < rule.max) return 0;
    // Open again once enough counted events have left the window to go below the limit.
    const edge = await inWindow()
      .select(sql<number>`extract(epoch from (created_at + make_interval(secs => ${rule.windowSeconds}) - now()))`.as('retry'))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(n - rule.max)
      .limit(1)
      .executeTakeFirst();
    return Math.max(1, Math.ceil(Number(edge?.retry ?? rule.windowSeconds)));
  }

  /** Counts one event (a failed guess, a code request) of the key from `source`. */
  async record(scope: AttemptScope, key: string, source: string): Promise<void> {
    await this.db.insertInto('auth_attempts').values({ scope, key, source }).execute();
    if (Math.random() < 0.01) {
      // Now and then drop rows far outside every window.
      await this.db.deleteFrom('auth_attempts').where('created_at', '<', sql<Date>`now() - interval '2 days'`).execute();
    }
  }

  /** Forgets the events of the key (from one source, or all): a success clears earlier failures. */
  async clear(scope: AttemptScope, key: string, source?: string): Promise<void> {
    let q = this.db.deleteFrom('auth_attempts').where('scope', '=', scope).where('key', '=', key);
    if (source !== undefined) q = q.where('source', '=', source);
    await q.execute();
  }

  /**
   * Runs `fn` after every earlier call with the same `key` on this instance has finished. Across
   * instances a burst can still overrun a limit by at most one attempt per instance.
   */
  async serialize<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let done!: () => void;
    const gate = new Promise<void>((resolve) => (done = resolve));
    const mine = previous.then(() => gate);
    this.queues.set(key, mine);
    await previous;
    try {
      return await fn();
    } finally {
      done();
      if (this.queues.get(key) === mine) this.queues.delete(key);
    }
  }
}
