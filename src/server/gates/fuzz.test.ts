import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateApp } from './support/fuzz-app.js';
import { installChangeLog, knownValues, type KnownValues } from './support/fuzz-db.js';
import { allocate, operationsOf, type OpenApiDocument, type Operation } from './support/fuzz-openapi.js';
import { FuzzRunner, seedFor } from './support/fuzz-runner.js';

/**
 * Gate: schema-driven fuzzing of every operation of the OpenAPI document (issue 8).
 *
 * For each operation, with the credentials its mode asks for, valid requests drawn from its
 * schemas and invalid ones (wrong types, missing and extra fields, huge and unicode strings, NUL,
 * out-of-range and non-finite numbers, bad JSON, wrong content types, odd path segments,
 * repeated query keys, other methods). It fails on any 5xx (but a documented 503), a stack trace
 * or database text in an answer, a value the database refused after the schema let it through,
 * and any database change made by a request refused before its handler. A route added to the
 * app is in the document, so it is fuzzed without a test written for it.
 *
 * Reproducible: the seed is fixed unless FUZZ_SEED is set; it is printed with any failure.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */

const DEFAULT_SEED = 20261121;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
/** Requests per operation; 161 operations today make about 10,600 requests. */
/** Requests of the run: at least MIN_REQUESTS, at least PER_OPERATION_MIN to each operation, two in three invalid. */
const MIN_REQUESTS = 10_000;
const TOTAL_REQUESTS = 10_400;
const PER_OPERATION_MIN = 30;
/** Operations between two snapshots of every table (each snapshot reads every row). */
const SNAPSHOT_EVERY = 8;

describe('fuzzing gate: every operation of the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof createGateApp>>;
  let operations: Operation[];
  let known: KnownValues;
  let tables: string[];

  beforeAll(async () => {
    app = await createGateApp();
    operations = operationsOf(app.swagger() as OpenApiDocument);
    known = await knownValues(app.ctx.db);
    tables = await installChangeLog(app.ctx.db);
  }, 120_000);
  afterAll(async () => app?.cleanup());

  it(`answers every generated request without a 5xx, a leak or a change it should not make (seed ${seed})`, async () => {
    expect(Number.isSafeInteger(seed), `FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`).toBe(true);
    expect(operations.length).toBeGreaterThan(100);
    const runner = new FuzzRunner(app, tables, known);
    await runner.prepare(operations);
    const methodsOfPath = new Map<string, Set<string>>();
    for (const op of operations) methodsOfPath.set(op.path, (methodsOfPath.get(op.path) ?? new Set()).add(op.method));

    const counts = allocate(operations, TOTAL_REQUESTS, PER_OPERATION_MIN);
    const started = performance.now();
    const durations: [string, number][] = [];
    for (const op of operations) {
      const t0 = performance.now();
      const count = counts.get(op.id)!;
      const invalid = Math.round((count * 2) / 3);
      await runner.fuzzOperation(op, methodsOfPath.get(op.path)!, seedFor(seed, op.id), { invalid, valid: count - invalid });
      durations.push([op.id, performance.now() - t0]);
      if (durations.length % SNAPSHOT_EVERY === 0 || durations.length === operations.length) await runner.checkpoint();
      if (process.env.FUZZ_VERBOSE) console.log(`${op.id}: ${Math.round(performance.now() - t0)} ms`);
    }
    const seconds = (performance.now() - started) / 1000;
    const slowest = durations
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id, ms]) => `${id} ${Math.round(ms)} ms`);
    const { stats, failures } = runner;
    console.log(
      `fuzz: ${stats.sent} requests (${stats.valid} valid, ${stats.invalid} invalid) to ${operations.length} operations in ${seconds.toFixed(1)} s, seed ${seed}; ` +
        `${stats.reachedHandler} reached a handler; statuses ${JSON.stringify(stats.byStatus)}; 429 from ${JSON.stringify(runner.tooManyByOp())}; students renewed ${stats.renewedStudents}; ms in requests/change log/snapshots ${Object.values(runner.timings).map(Math.round).join('/')}; slowest: ${slowest.join(', ')}`,
    );

    const report = failures
      .slice(0, 40)
      .map((f) => `- ${f.op} [${f.kind}${f.mutation ? `: ${f.mutation}` : ''}] ${f.problem}\n    request: ${f.request}\n    answer ${f.status}: ${f.answer}`)
      .join('\n');
    expect(failures.length, `${failures.length} failures (reproduce with FUZZ_SEED=${seed}):\n${report}`).toBe(0);
    expect(stats.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Per-address limits are raised for the gate: a 429 would hide what the request meets next.
    expect(stats.byStatus[429] ?? 0, 'requests answered 429').toBeLessThanOrEqual(stats.sent * 0.01);
  }, 600_000);
});
