import { sql } from 'kysely';
import type { RateLimitRule } from '../config.js';
import type { Database } from '../db/index.js';

export type AttemptScope = 'login' | 'reset-request' | 'change-password';

export interface AttemptTicket {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (when not allowed). */
  retryAfterSeconds: number;
  /** Forgets this attempt (e.g. the password was right). */
  release(): Promise<void>;
}

/**
 * Per-account brute-force counters kept in the database, so every instance sees the same count.
 * An attempt is recorded before the check it guards (insert, then count), so many parallel
 * guesses cannot all slip under the limit; a refused attempt is not kept, so the lock lasts one
 * window from the last counted attempt.
 */
export class AttemptCounter {
  constructor(private readonly db: Database) {}

  async take(scope: AttemptScope, key: string, rule: RateLimitRule): Promise<AttemptTicket> {
    const { id } = await this.db.insertInto('auth_attempts').values({ scope, key }).returning('id').executeTakeFirstOrThrow();
    const stats = await this.db
      .selectFrom('auth_attempts')
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`extract(epoch from (min(created_at) + make_interval(secs => ${rule.windowSeconds}) - now()))`.as('retry'),
      ])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
      .executeTakeFirstOrThrow();
    const release = async () => {
      await this.db.deleteFrom('auth_attempts').where('id', '=', id).execute();
    };
    if (Number(stats.count) > rule.max) {
      await release();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(stats.retry))), release: async () => undefined };
    }
    if (Math.random() < 0.01) {
      // Now and then drop rows far outside every window.
      await this.db.deleteFrom('auth_attempts').where('created_at', '<', sql<Date>`now() - interval '2 days'`).execute();
    }
    return { allowed: true, retryAfterSeconds: 0, release };
  }

  /** Forgets every attempt of the key (a successful sign-in clears its failures). */
  async clear(scope: AttemptScope, key: string): Promise<void> {
    await this.db.deleteFrom('auth_attempts').where('scope', '=', scope).where('key', '=', key).execute();
  }
}
