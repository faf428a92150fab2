import { sql, type SelectQueryBuilder } from 'kysely';
import type { RateLimitRule } from '../config.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';

export type AttemptScope = 'login' | 'reset-request' | 'change-password';

/** The rows of one counter inside its window (a table with `id` and `created_at`: auth_attempts, otps). */
type WindowRows = () => SelectQueryBuilder<DB, 'auth_attempts', object> | SelectQueryBuilder<DB, 'otps', object>;

/**
 * Seconds until a sliding window of `rule` over the rows `inWindow` selects lets one more event
 * through; 0 = now. It opens again once enough counted events have left the window to go below
 * the limit. Shared by the attempt counters and the code-request limits.
 */
export async function windowWait(inWindow: WindowRows, rule: RateLimitRule): Promise<number> {
  const rows = inWindow() as SelectQueryBuilder<DB, 'auth_attempts', object>;
  const { count } = await rows.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const n = Number(count);
  if (n < rule.max) return 0;
  const edge = await (inWindow() as SelectQueryBuilder<DB, 'auth_attempts', object>)
    .select(sql<number>`extract(epoch from (created_at + make_interval(secs => ${rule.windowSeconds}) - now()))`.as('retry'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(n - rule.max)
    .limit(1)
    .executeTakeFirst();
  return Math.max(1, Math.ceil(Number(edge?.retry ?? rule.windowSeconds)));
}

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
    return windowWait(inWindow, rule);
  }

  /** Counts one event (a failed guess, a code request) of the key from `source`. */
  async record(scope: AttemptScope, key: string, source: string): Promise<void> {
    await this.db.insertInto('auth_attempts').values({ scope, key, source }).execute();
    if (Math.random() < 0.01) {
      // Now and then drop rows far outside every window.
      await this.db
        .deleteFrom('auth_attempts')
        .where('created_at', '<', sql<Date>`now() - interval '2 days'`)
        .execute();
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
