import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.js';
import type { ServerConfig } from '../../config.js';
import { relaxedLimits } from '../../modules/auth/testing.js';
import { openTestDatabase, type TestApp } from '../../testing/test-app.js';

/** Response header set on every request that passed routing, credentials and validation. */
export const REACHED_HANDLER = 'x-fuzz-reached-handler';

/**
 * The app the gates run against: the demo catalogue seeded, every per-address limit raised out
 * of reach (so a 429 never hides what the request would have met), cheap password hashing (the
 * gates fuzz the calls, not argon2), and a marker on each answer telling whether the request got
 * past routing, credentials and schema validation to its handler.
 */
export async function createGateApp(config: Partial<ServerConfig> = {}): Promise<TestApp & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-gate-'));
  // Copied from the run's seeded template when the global setup made one.
  const { handle, drop } = await openTestDatabase(4, 'seeded');
  const app = await buildApp({
    database: handle,
    seed: true,
    config: {
      dataDir,
      cacheSeconds: 0,
      pageCacheSeconds: 0,
      searchFreshMs: 0,
      webRoot: path.join(dataDir, 'no-web'),
      rateLimits: relaxedLimits(),
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      // No message worker: it updates outbox rows on a timer, which the change log would pin on
      // whatever request was running (the gate checks that only accepted requests write outbox rows).
      messaging: { workerMs: 0 },
      // No reminders job either: its notifications (the seeded live sessions start within the hour)
      // would be pinned on whatever request was running too. Reminders have their own tests.
      remindersEveryMs: 0,
      ...config,
    },
  });
  // preHandler hooks run after validation; the not-found handler is no route's handler.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.is404) reply.header(REACHED_HANDLER, '1');
  });
  await app.ready();
  return Object.assign(app, {
    async cleanup() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
