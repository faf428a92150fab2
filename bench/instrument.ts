/**
 * Instrumentation of the bench server (bench/server.ts with BENCH_INSTRUMENT=1), for finding where a
 * checkout's time goes. Nothing under src/ changes: it wraps, at run time, what the app uses.
 *
 * - Every incoming HTTP request gets a context (AsyncLocalStorage), named by method and route
 *   ("POST /web/v2/orders"); the sandbox worker's rounds get "sandbox worker", anything else "other".
 * - pg: every Client#query (one round trip) is timed and counted per context and statement text;
 *   Pool#connect (waiting for a pooled connection) is timed; BEGIN→COMMIT wall time is summed.
 * - The gateway adapter (MidtransCoreApi#call: HTTP to the sandbox) is timed per request.
 * - Event loop delay and utilisation between dumps.
 *
 * The bench asks over IPC: { env: { NAME: 'value' | null } } (sets or deletes environment variables:
 * BENCH_ALTERNATE), { instrument: 'reset' } and { instrument: 'dump' } (answered with
 * { instrument: 'dump', data: InstrumentDump }), { profile: 'start' } and { profile: 'stop', file }
 * (a V8 CPU profile of just that span, written to `file`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { MidtransCoreApi } from '../src/server/payments/gateway/midtrans-core-api.js';
import { SandboxGateway } from '../src/server/sandbox-gateway/gateway.js';

interface Ctx {
  tag: string;
  start: number;
  dbMs: number;
  poolWaitMs: number;
  gatewayMs: number;
  txMs: number;
  statements: string[];
}

interface StatementFigures {
  count: number;
  totalMs: number;
  maxMs: number;
}

interface TagFigures {
  requests: number;
  totalMs: number[];
  dbMs: number;
  poolWaitMs: number;
  gatewayMs: number;
  txMs: number;
  statements: number;
  transactions: number;
  bySql: Record<string, StatementFigures>;
}

export interface InstrumentDump {
  tags: Record<string, TagFigures>;
  gatewayCalls: Record<string, { count: number; totalMs: number; ms: number[] }>;
  pool: { maxWaiting: number; samples: number; meanActive: number; meanWaiting: number; max: number };
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number; utilization: number };
  /** CPU time of the server process over the phase (user + system). */
  cpuMs: number;
  wallMs: number;
}

const als = new AsyncLocalStorage<Ctx>();
const newCtx = (tag: string): Ctx => ({ tag, start: performance.now(), dbMs: 0, poolWaitMs: 0, gatewayMs: 0, txMs: 0, statements: [] });

let tags: Record<string, TagFigures> = {};
let gatewayCalls: InstrumentDump['gatewayCalls'] = {};
let poolSamples = { n: 0, active: 0, waiting: 0, maxWaiting: 0 };
const pools = new Set<pg.Pool>();
let elu = performance.eventLoopUtilization();
let cpu = process.cpuUsage();
let wallStart = performance.now();
const delay = monitorEventLoopDelay({ resolution: 5 });

function figuresOf(tag: string): TagFigures {
  return (tags[tag] ??= { requests: 0, totalMs: [], dbMs: 0, poolWaitMs: 0, gatewayMs: 0, txMs: 0, statements: 0, transactions: 0, bySql: {} });
}

/** Statement text as a key: kysely's parameterised SQL, `in ($1, $2, …)` lists folded. */
const keyOf = (text: string) =>
  text
    .replace(/\(\$\d+(, \$\d+)+\)/g, '($n…)')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

/** A route-like name of a URL: ids and gateway order ids folded. */
function routeOf(method: string, url: string): string {
  const p = (url.split('?')[0] ?? '').replace(/\/ORD-[^/]+/g, '/:order').replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${method} ${p}`;
}

/** Statements of one context (kept per request for the creator/second-click split). */
function record(ctx: Ctx | undefined, text: string, ms: number) {
  const tagCtx = ctx ?? { tag: 'other', statements: [] as string[], dbMs: 0 };
  const key = keyOf(text);
  if (ctx) {
    ctx.dbMs += ms;
    ctx.statements.push(key);
    (ctx as Ctx & { sqlMs?: number[] }).sqlMs ??= [];
    (ctx as Ctx & { sqlMs: number[] }).sqlMs.push(ms);
  } else {
    const f = figuresOf(tagCtx.tag);
    f.statements++;
    f.dbMs += ms;
    const s = (f.bySql[key] ??= { count: 0, totalMs: 0, maxMs: 0 });
    s.count++;
    s.totalMs += ms;
    s.maxMs = Math.max(s.maxMs, ms);
  }
}

/** Folds a finished context into its tag's figures. */
function finish(ctx: Ctx, tag = ctx.tag) {
  const f = figuresOf(tag);
  f.requests++;
  f.totalMs.push(performance.now() - ctx.start);
  f.dbMs += ctx.dbMs;
  f.poolWaitMs += ctx.poolWaitMs;
  f.gatewayMs += ctx.gatewayMs;
  f.txMs += ctx.txMs;
  f.statements += ctx.statements.length;
  const ms = (ctx as Ctx & { sqlMs?: number[] }).sqlMs ?? [];
  ctx.statements.forEach((key, i) => {
    if (key === 'begin') f.transactions++;
    const s = (f.bySql[key] ??= { count: 0, totalMs: 0, maxMs: 0 });
    s.count++;
    s.totalMs += ms[i] ?? 0;
    s.maxMs = Math.max(s.maxMs, ms[i] ?? 0);
  });
}

function patchPg() {
  const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __benchTx?: number };
  const query = clientProto.query;
  clientProto.query = function (this: { __benchTx?: number }, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
    const ctx = als.getStore();
    const t0 = performance.now();
    const lower = text.trim().toLowerCase();
    if (lower === 'begin') this.__benchTx = t0;
    const done = () => {
      const t1 = performance.now();
      record(ctx, text, t1 - t0);
      if ((lower === 'commit' || lower === 'rollback') && this.__benchTx !== undefined) {
        if (ctx) ctx.txMs += t1 - this.__benchTx;
        this.__benchTx = undefined;
      }
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...cbArgs);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
  const poolProto = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const connect = poolProto.connect;
  poolProto.connect = function (this: pg.Pool, ...args: unknown[]) {
    pools.add(this);
    const ctx = als.getStore();
    const t0 = performance.now();
    const result = connect.apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === 'function' && ctx) {
      result.then(
        () => (ctx.poolWaitMs += performance.now() - t0),
        () => undefined,
      );
    }
    return result;
  };
}

function patchGateway() {
  const proto = MidtransCoreApi.prototype as unknown as { call: (method: string, path: string, ...rest: unknown[]) => Promise<unknown> };
  const call = proto.call;
  proto.call = async function (this: unknown, method: string, path: string, ...rest: unknown[]) {
    const ctx = als.getStore();
    const t0 = performance.now();
    try {
      return await call.call(this, method, path, ...rest);
    } finally {
      const ms = performance.now() - t0;
      if (ctx) ctx.gatewayMs += ms;
      const name = `${method} ${path.replace(/\/ORD-[^/]+/, '/:order')}`;
      const g = (gatewayCalls[name] ??= { count: 0, totalMs: 0, ms: [] });
      g.count++;
      g.totalMs += ms;
      g.ms.push(ms);
    }
  };
  const sandbox = SandboxGateway.prototype as unknown as { round: () => Promise<void> };
  const round = sandbox.round;
  sandbox.round = function (this: unknown) {
    const ctx = newCtx('sandbox worker round');
    return als.run(ctx, () => round.call(this)).finally(() => finish(ctx));
  };
}

function patchHttp(app: FastifyInstance) {
  const listeners = app.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  app.server.removeAllListeners('request');
  for (const listener of listeners) {
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const ctx = newCtx(routeOf(req.method ?? 'GET', req.url ?? '/'));
      (req as IncomingMessage & { __benchCtx?: Ctx }).__benchCtx = ctx;
      res.on('finish', () => {
        // A P orders request that inserted the order vs one that found it (the double click's other half).
        let tag = ctx.tag;
        if (tag === 'POST /web/v2/orders') tag += ctx.statements.some((s) => s.startsWith('insert into "orders"') || s.includes('insert into orders')) ? ' (creator)' : ' (second click)';
        finish(ctx, tag);
      });
      als.run(ctx, () => listener.call(app.server, req, res));
    });
  }
  // The body is read in the connection's async context: the handler gets the request's back here.
  app.addHook('preHandler', (req, _reply, done) => {
    const ctx = (req.raw as IncomingMessage & { __benchCtx?: Ctx }).__benchCtx;
    if (ctx) als.run(ctx, done);
    else done();
  });
}

function samplePools() {
  const t = setInterval(() => {
    for (const p of pools) {
      const active = p.totalCount - p.idleCount;
      poolSamples.n++;
      poolSamples.active += active;
      poolSamples.waiting += p.waitingCount;
      poolSamples.maxWaiting = Math.max(poolSamples.maxWaiting, p.waitingCount);
    }
  }, 5);
  t.unref();
}

function reset() {
  tags = {};
  gatewayCalls = {};
  poolSamples = { n: 0, active: 0, waiting: 0, maxWaiting: 0 };
  elu = performance.eventLoopUtilization();
  cpu = process.cpuUsage();
  wallStart = performance.now();
  delay.reset();
}

function dump(): InstrumentDump {
  const u = performance.eventLoopUtilization(elu);
  const c = process.cpuUsage(cpu);
  const max = [...pools].reduce((m, p) => Math.max(m, (p as unknown as { options: { max: number } }).options.max), 0);
  return {
    tags,
    gatewayCalls,
    pool: {
      samples: poolSamples.n,
      meanActive: poolSamples.n ? poolSamples.active / poolSamples.n : 0,
      meanWaiting: poolSamples.n ? poolSamples.waiting / poolSamples.n : 0,
      maxWaiting: poolSamples.maxWaiting,
      max,
    },
    eventLoop: { p50Ms: delay.percentile(50) / 1e6, p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6, utilization: u.utilization },
    cpuMs: (c.user + c.system) / 1000,
    wallMs: performance.now() - wallStart,
  };
}

/**
 * Installs the IPC answers; call after buildApp and before listen. `trace`: also the wrappers
 * (pg, gateway, per-request context); without it only CPU usage, event loop and CPU profiles, so a
 * profile carries none of the wrappers' own cost (AsyncLocalStorage's promise hooks among them).
 */
export function instrument(app: FastifyInstance, trace = true): void {
  if (trace) {
    patchPg();
    patchGateway();
    patchHttp(app);
    samplePools();
  }
  delay.enable();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => session.post(method, params ?? {}, (err, res) => (err ? reject(err) : resolve(res))));
  process.on('message', (m: { instrument?: string; profile?: string; file?: string; env?: Record<string, string | null> }) => {
    if (m.env) {
      // BENCH_ALTERNATE: switches read at call time, set per round.
      for (const [k, v] of Object.entries(m.env)) {
        if (v === null) delete process.env[k];
        else process.env[k] = v;
      }
      process.send?.({ env: 'set' });
    }
    if (m.instrument === 'reset') reset();
    if (m.instrument === 'dump') process.send?.({ instrument: 'dump', data: dump() });
    if (m.profile === 'start') {
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 500 }))
        .then(() => post('Profiler.start'))
        .then(() => process.send?.({ profile: 'started' }));
    }
    if (m.profile === 'stop' && m.file) {
      const file = m.file;
      void post('Profiler.stop').then((res) => {
        fs.writeFileSync(file, JSON.stringify((res as { profile: unknown }).profile));
        process.send?.({ profile: 'stopped', file });
      });
    }
  });
}
