import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate, type DatabaseHandle } from '../db/index.js';
import { openTestDatabase } from '../testing/test-app.js';
import { handleError } from './error-handler.js';
import { localePlugin } from './locale.js';
import { DatabaseCounter, RedisCounter, sharedRateLimitStore, type RateLimitCounter } from './rate-limit-store.js';
import { testRedisUrl } from '../testing/redis.js';
import { must } from '../../common/must.js';

/**
 * The shared rate-limit store: counters in the database (PGlite or PostgreSQL, whichever the run
 * uses) or in Redis, seen by several app instances at once, exact under concurrency, bounded,
 * and answering 503 (never 500) when the store cannot be reached.
 */

/** An app like app.ts's: the shared store, the project's error handler, and two limited routes. */
async function limitedApp(counter: RateLimitCounter, max = 3): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(localePlugin);
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counter) });
  const limiter = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `login:${req.ip}` });
  app.post('/login', async (req, reply) => {
    const state = await limiter(req);
    if (!state.isAllowed && state.isExceeded) return reply.status(429).header('retry-after', state.ttlInSeconds).send({ statusCode: 429 });
    return { ok: true };
  });
  app.get('/peek', async (req) => {
    const state = await limiter(req, { increment: false });
    return state.isAllowed ? {} : { remaining: state.remaining };
  });
  for (const url of ['/contacts', '/other']) {
    app.post(url, { config: { rateLimit: { max, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  }
  await app.ready();
  return app;
}

const from = (app: FastifyInstance, ip: string, url = '/login', method: 'POST' | 'GET' = 'POST') => app.inject({ method, url, remoteAddress: ip });

describe('database rate-limit store', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let counter: DatabaseCounter;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let ipSeq = 1;
  const newIp = () => `198.51.100.${ipSeq++}`;

  beforeAll(async () => {
    database = await openTestDatabase(4);
    await migrate(database.handle.db);
    counter = new DatabaseCounter(database.handle.db);
    // Two "instances" with their own store objects on one database.
    one = await limitedApp(counter);
    two = await limitedApp(new DatabaseCounter(database.handle.db));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.handle.close();
    await database?.drop();
  });

  it('counts the hits of every instance against one limit, answering 429 with Retry-After', async () => {
    const ip = newIp();
    expect((await from(one, ip)).statusCode).toBe(200);
    expect((await from(two, ip)).statusCode).toBe(200);
    expect((await from(one, ip)).statusCode).toBe(200);
    const limited = await from(two, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await from(one, ip)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await from(one, newIp())).statusCode).toBe(200);
  });

  it('counts concurrent hits exactly once each', async () => {
    const key = `burst:${randomBytes(4).toString('hex')}`;
    const other = new DatabaseCounter(database.handle.db);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? counter : other).incr(key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps route limits apart and peeks without counting', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await from(one, ip, '/contacts')).statusCode).toBe(200);
    expect((await from(two, ip, '/contacts')).statusCode).toBe(429);
    // Same address, another route, another counter; the limiter named "login" is apart too.
    expect((await from(two, ip, '/other')).statusCode).toBe(200);
    expect((await from(one, ip, '/peek', 'GET')).json()).toEqual({ remaining: 3 });
    expect((await from(one, ip)).statusCode).toBe(200);
    expect((await from(two, ip, '/peek', 'GET')).json()).toEqual({ remaining: 2 });
    expect((await from(two, ip, '/peek', 'GET')).json()).toEqual({ remaining: 2 });
  });

  it('starts a new window once the last one has ended, and purges ended windows', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await from(one, ip);
    expect((await from(one, ip)).statusCode).toBe(429);
    // The window ends (moved into the past rather than waiting a minute).
    await database.handle.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', 'like', `%${ip}`)
      .execute();
    expect((await from(two, ip)).statusCode).toBe(200);
    const live = await database.handle.db.selectFrom('rate_limits').select('key').where('key', 'like', `%${ip}`).execute();
    expect(live).toHaveLength(1);

    const stale = `stale:${randomBytes(4).toString('hex')}`;
    await counter.incr(stale, 60_000);
    await database.handle.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', '=', stale)
      .execute();
    expect(await counter.purge()).toBeGreaterThanOrEqual(1);
    const keys = (await database.handle.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain(stale);
    expect(keys.some((k) => k.endsWith(ip))).toBe(true);
  });

  it('refuses limiter options it would silently ignore', async () => {
    const app = Fastify();
    await expect(app.register(rateLimit, { global: false, continueExceeding: true, store: sharedRateLimitStore(counter) }).ready()).rejects.toThrow(/continueExceeding/);
  });
});

describe('rate-limit store out of reach', () => {
  it('answers 503 in the request’s language when the database is down, not 500', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const dead: DatabaseHandle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 1000 });
    const app = await limitedApp(new DatabaseCounter(dead.db));
    try {
      const id = await app.inject({ method: 'POST', url: '/login', remoteAddress: '198.51.100.200' });
      expect(id.statusCode).toBe(503);
      expect(id.headers['retry-after']).toMatch(/^\d+$/);
      expect(id.json()).toMatchObject({ statusCode: 503, message: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi.' });
      const en = await app.inject({ method: 'POST', url: '/contacts', remoteAddress: '198.51.100.200', headers: { language: 'en' } });
      expect(en.statusCode).toBe(503);
      expect(en.json().message).toBe('The service is temporarily unavailable, please try again shortly.');
    } finally {
      await app.close();
      await dead.close();
    }
  });

  it('answers 503 when Redis is down', async () => {
    // A client that never connected and queues nothing fails every command at once, as while Redis restarts.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const app = await limitedApp(new RedisCounter(redis, 'unused:'));
    try {
      const res = await app.inject({ method: 'POST', url: '/login', remoteAddress: '198.51.100.201', headers: { language: 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The service is temporarily unavailable, please try again shortly.');
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});

const redisUrl = await testRedisUrl();
describe.skipIf(!redisUrl)('Redis rate-limit store (REDIS_URL, or a Redis on 127.0.0.1:6379)', () => {
  const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
  let counters: RedisCounter[] = [];
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    const [first, second] = [await RedisCounter.connect(redisUrl!, prefix), await RedisCounter.connect(redisUrl!, prefix)];
    counters = [first, second];
    one = await limitedApp(first);
    two = await limitedApp(second);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    for (const c of counters) await c.close();
  });

  it('counts the hits of every instance against one limit', async () => {
    const ip = '198.51.100.77';
    expect((await from(one, ip)).statusCode).toBe(200);
    expect((await from(two, ip)).statusCode).toBe(200);
    expect((await from(one, ip)).statusCode).toBe(200);
    const limited = await from(two, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect((await from(two, ip, '/peek', 'GET')).json()).toEqual({ remaining: 0 });
  });

  it('counts concurrent hits exactly once each, and the key expires with its window', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => must(counters[i % 2], 'a Redis counter').incr('burst', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(results.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
  });
});
