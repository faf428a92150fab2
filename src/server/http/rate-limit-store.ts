import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { must } from '../../common/must.js';

/**
 * The store of @fastify/rate-limit's counters, shared by every server instance: the database
 * (table rate_limits, migration 007) or, when REDIS_URL is set, Redis. The plugin's default store
 * is a map in the process, so with two instances behind a load balancer each would allow the full
 * limit: an attacker would get N times as many tries.
 */

/** The shared store could not be reached (Redis down): the request is answered 503, not 500. */
export class StoreUnavailableError extends Error {}

/** One counter per key in a fixed window: `current` hits so far, `ttl` ms until the window ends. */
export interface RateLimitCounter {
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  read(key: string): Promise<{ current: number; ttl: number }>;
  close(): Promise<void>;
}

/** How often each instance deletes expired counter rows. */
const PURGE_EVERY_MS = 60_000;

/**
 * Counters in the database. One statement per hit: an upsert that starts a new window when the
 * row is absent or expired and otherwise adds one, returning the count, so concurrent hits from
 * any number of instances are counted exactly once each (the row lock of ON CONFLICT DO UPDATE
 * serialises them). Times come from the database's clock.
 */
export class DatabaseCounter implements RateLimitCounter {
  private lastPurge = Date.now();
  private purging?: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly onPurgeError: (error: unknown) => void = () => undefined,
  ) {}

  async incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await sql<{ hits: number; ttl: number }>`
      insert into rate_limits as r (key, hits, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`.execute(this.db);
    this.purgeNowAndThen();
    const row = must(rows[0], 'the upserted rate limit row'); // insert … returning: one row
    return { current: Number(row.hits), ttl: row.ttl };
  }

  async read(key: string): Promise<{ current: number; ttl: number }> {
    const { rows } = await sql<{ hits: number; ttl: number }>`
      select hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
      from rate_limits where key = ${key} and reset_at > now()`.execute(this.db);
    return rows[0] ? { current: Number(rows[0].hits), ttl: rows[0].ttl } : { current: 0, ttl: 0 };
  }

  /** Deletes expired rows, so the table holds only live windows. */
  async purge(): Promise<number> {
    // An expired row counts as absent, so deleting it changes no answer; a hit that renews it
    // concurrently makes it unexpired, and the delete re-checks the row after waiting for it.
    const result = await this.db
      .deleteFrom('rate_limits')
      .where('reset_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private purgeNowAndThen() {
    if (this.purging || Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    this.purging = this.purge()
      .then(() => undefined, this.onPurgeError)
      .finally(() => (this.purging = undefined));
  }

  async close(): Promise<void> {
    await this.purging;
  }
}

/** INCR with the window set on the first hit (and on a key that lost its expiry), answered with PTTL. */
const REDIS_INCR = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}`;

const REDIS_READ = `
  local current = redis.call('GET', KEYS[1])
  if not current then return {0, 0} end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = 0 end
  return {tonumber(current), ttl}`;

type RedisWithScripts = Redis & {
  rateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRead(key: string): Promise<[number, number]>;
};

/** Counters in Redis (keys expire with their window), under `prefix` so deployments can share a server. */
export class RedisCounter implements RateLimitCounter {
  private readonly redis: RedisWithScripts;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('rateLimitIncr', { numberOfKeys: 1, lua: REDIS_INCR });
    redis.defineCommand('rateLimitRead', { numberOfKeys: 1, lua: REDIS_READ });
    this.redis = redis as RedisWithScripts;
  }

  /** Connects to REDIS_URL; fails (and the server does not start) when Redis cannot be reached. */
  static async connect(url: string, prefix: string, onError: (error: Error) => void = () => undefined): Promise<RedisCounter> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      lazyConnect: true,
      // While Redis is away, fail at once (503) instead of queueing requests until it is back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    // Without a listener ioredis prints every reconnection failure; it reconnects by itself.
    redis.on('error', onError);
    await redis.connect();
    return new RedisCounter(redis, prefix);
  }

  async incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [current, ttl] = await this.unavailableOnError(this.redis.rateLimitIncr(this.prefix + key, windowMs));
    return { current, ttl };
  }

  async read(key: string): Promise<{ current: number; ttl: number }> {
    const [current, ttl] = await this.unavailableOnError(this.redis.rateLimitRead(this.prefix + key));
    return { current, ttl };
  }

  private async unavailableOnError<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch (err) {
      throw new StoreUnavailableError(`rate-limit store (Redis) unavailable: ${(err as Error).message}`, { cause: err });
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

interface StoreOptions extends FastifyRateLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store class for @fastify/rate-limit's `store` option (the plugin constructs it with its
 * options, and asks it for a child per route limit): fixed windows counted by `counter`. A route's
 * own limit (`config.rateLimit`) counts under its method and URL; limiters made with
 * `createRateLimit` name their keys themselves (see modules/auth/limits.ts).
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions, parentPrefix = '') {
      // The shared counters implement plain fixed windows; refuse options they would silently ignore.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the shared rate-limit store does not support continueExceeding or exponentialBackoff');
      }
      const { method, url } = options.routeInfo ?? {};
      this.prefix = method && url ? `${parentPrefix}${[method].flat().join(',')} ${url}|` : parentPrefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.incr(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** `{ increment: false }` of createRateLimit's limiter: the state without counting a hit. */
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counter.read(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Typed as a route's options by the plugin's types; it passes the merged limit options (with routeInfo). */
    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as StoreOptions, this.prefix);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** The counter the configuration asks for: Redis when REDIS_URL is set, else the database. */
export async function rateLimitCounter(db: Database, redis: { url?: string; keyPrefix: string }, log: (error: unknown, what: string) => void): Promise<RateLimitCounter> {
  if (redis.url) return RedisCounter.connect(redis.url, redis.keyPrefix, (err) => log(err, 'Redis connection error'));
  return new DatabaseCounter(db, (err) => log(err, 'purging expired rate-limit counters failed'));
}
