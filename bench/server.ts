// The server under benchmark: the real app plus one plain Fastify route in the same process,
// which is the ceiling the real routes are compared against.
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/index.js';
import { generateCatalogue } from './discovery.js';

const config = loadConfig();
// BENCH_POOL_SIZE: the PostgreSQL pool's size for this run (the app's default when unset).
const poolSize = Number(process.env.BENCH_POOL_SIZE) || undefined;
const database = poolSize && config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, poolSize }) : undefined;
// The bench measures the demo catalogue: seeded on whichever database it runs (seeders run once).
const app = await buildApp({ config, logger: false, seed: true, ...(database ? { database } : {}) });
// BENCH_INSTRUMENT=1: per-request SQL, pool, gateway and event-loop figures and CPU profiles on request;
// 'profile': only the CPU profiles and usage, without the wrappers' cost (bench/instrument.ts).
if (process.env.BENCH_INSTRUMENT === '1' || process.env.BENCH_INSTRUMENT === 'profile') (await import('./instrument.js')).instrument(app, process.env.BENCH_INSTRUMENT === '1');
app.get('/bench/plain', async () => ({ statusCode: 200, message: 'success', result: { ok: true } }));
// ── Discovery bench: a generated catalogue of that many contents, set by bench/discovery.ts only (bench/discovery.ts) ──
if (Number(process.env.BENCH_GENERATE_CONTENTS) > 0) await generateCatalogue(app.ctx.db, Number(process.env.BENCH_GENERATE_CONTENTS));

await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true, port: (app.server.address() as { port: number }).port });
process.on(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await database?.close();
      process.exit(0);
    }),
);
