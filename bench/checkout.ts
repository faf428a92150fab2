/**
 * Checkout throughput (issue 11): `npm run bench -- --checkout`. Not a test: it prints figures
 * that go to docs/performance.md ("Checkout throughput") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a
 * fresh database of its own (dropped afterwards), starts the real server (bench/server.ts) with the
 * sandbox gateway, and per round lets BENCH_STUDENTS (64) new students at the same moment each
 * create an order of one paid course with a BCA virtual account (P orders with an Idempotency-Key;
 * each student double-clicks: two concurrent POSTs with the same key). Then the sandbox pays
 * every VA at once (POST /sandbox-gateway/simulator/pay), its signed notifications come back over
 * HTTP, and the bench waits until every student is enrolled. It reports orders/s, p50/p99 of P
 * orders, time to all enrolled, and counts lost or duplicated orders and enrolments (target 0),
 * checked in the database.
 *
 *   npm run bench -- --checkout
 *   BENCH_ROUNDS=5 BENCH_STUDENTS=64 DATABASE_URL=postgres://… npm run bench -- --checkout
 *
 * Finding where the time goes (none of these change what is measured, only what is printed):
 *   BENCH_INSTRUMENT=cpu   only CPU ms per order (server, postgres, the bench), event loop utilisation
 *                          and delay per phase: cheap, for A/B runs on a shared machine
 *   BENCH_INSTRUMENT=1     per route: requests, server-side latency, SQL statements and transactions,
 *                          time in the database, waiting for a pooled connection and in the gateway
 *                          call, and a statement table, for the P orders phase and the settling phase
 *                          (bench/instrument.ts, all rounds but the warm-up summed)
 *   BENCH_CPU_PROFILE=dir  a V8 CPU profile of the server for each phase of each round
 *                          (dir/orders-rN.cpuprofile, dir/settle-rN.cpuprofile; bench/cpuprofile.ts reads them);
 *                          without BENCH_INSTRUMENT=1 the server runs unwrapped (CPU per order and event loop only)
 *   BENCH_PG_SAMPLE=1      what the scratch database's backends are doing, sampled every 10 ms
 *                          (pg_stat_activity: state and wait event)
 *   BENCH_POOL_SIZE=n      the server's PostgreSQL pool size (bench/server.ts)
 *   BENCH_ALTERNATE='A=1,B=1|'  A/B on a shared machine: round r runs with the r-th (mod n) set of
 *                          environment variables, set in the server between rounds (for switches the
 *                          code reads at call time; '' = none of them); one warm-up round per set, and a
 *                          summary per set at the end
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { ContentType, PaymentStatus } from '../src/common/enums.js';
import { must } from '../src/common/must.js';
import type { InstrumentDump } from './instrument.js';
import { ask, compiledScript, percentile, scratchDatabase } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 64);
const BCA_VA = 1;
const TRACE = process.env.BENCH_INSTRUMENT === '1';
const INSTRUMENT = TRACE || !!process.env.BENCH_CPU_PROFILE || process.env.BENCH_INSTRUMENT === 'cpu' || !!process.env.BENCH_ALTERNATE;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE || '';
const PG_SAMPLE = process.env.BENCH_PG_SAMPLE === '1';
/** BENCH_ALTERNATE: the sets of environment switches the rounds take in turn. */
const ALTERNATE: { label: string; env: Record<string, string> }[] | null = process.env.BENCH_ALTERNATE
  ? process.env.BENCH_ALTERNATE.split('|').map((set) => ({
      label: set.trim() || '(as is)',
      env: Object.fromEntries(
        set
          .split(',')
          .map((kv) => kv.trim())
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      ),
    }))
  : null;
const SWITCHES = [...new Set((ALTERNATE ?? []).flatMap((a) => Object.keys(a.env)))];
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function startServer(dataDir: string, databaseUrl: string) {
  const child = fork(await compiledScript('bench/server.ts'), [], {
    env: {
      ...process.env,
      ...(INSTRUMENT ? { BENCH_INSTRUMENT: TRACE ? '1' : 'profile' } : {}),
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      PAYMENT_GATEWAY: 'sandbox',
      // Many sign-ups from one address is the bench, not an attack.
      RATE_LIMITS: JSON.stringify({ registerPerIp: { max: 1e9 }, otpVerifyPerIp: { max: 1e9 }, otpRequestPerIp: { max: 1e9 } }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port: number }) => resolve(m.port));
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function call<T>(url: string, init: { method: string; headers?: Record<string, string>; body?: unknown }): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: init.method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A new student with an access token (sign-up code from the dev outbox). */
async function newStudent(base: string, n: number): Promise<{ token: string; id: number }> {
  const email = `checkout.${Date.now()}.${n}.${randomBytes(3).toString('hex')}@example.id`;
  const reg = await call<{ result: { registrationId: string } }>(`${base}/web/v2/students/register`, {
    method: 'POST',
    headers: { authorization: basic },
    body: { fullName: `Checkout Student ${n}`, email, password: 'Bench-Password-123' },
  });
  if (reg.status >= 300) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { result: { code: string }[] };
  const done = await call<{ result: { accessToken: { token: string } } }>(`${base}/v2/students/register-and-login-by-otp`, {
    method: 'POST',
    headers: { authorization: basic },
    body: { emailOrPhone: email, otp: must(outbox.result[0], 'the sign-up code').code, registrationId: reg.body.result.registrationId },
  });
  if (done.status >= 300) throw new Error(`register-and-login-by-otp: ${done.status} ${JSON.stringify(done.body)}`);
  const token = done.body.result.accessToken.token;
  const id = Number(JSON.parse(Buffer.from(must(token.split('.')[1], 'the payload'), 'base64url').toString()).sub);
  return { token, id };
}

async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width) out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, j) => make(i + j)))));
  return out;
}

type Child = ReturnType<typeof fork>;

/** One IPC question to the instrumented server (bench/instrument.ts) and its answer. */

/** What the server's instrumentation measured in one phase, and its CPU profile when asked. */
interface Probe {
  start(phase: 'orders' | 'settle'): Promise<void>;
  stop(phase: 'orders' | 'settle'): Promise<void>;
}

const dumps: Record<'orders' | 'settle', InstrumentDump[]> = { orders: [], settle: [] };
/** CPU ms of every postgres process, the bench (client) process, per phase and round. */
const otherCpu: Record<'orders' | 'settle', { postgresMs: number; benchMs: number; machineBusyMs: number; wallMs: number }[]> = { orders: [], settle: [] };

/** CPU ms (user + system) of each of these processes (PostgreSQL backends), from /proc (Linux only). */
function cpuMsOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // gone, or not on this machine
    }
  }
  return out;
}

/** The backends of the scratch database (the server's pool, its LISTEN connection, the bench's own). */
async function backendPids(db: pg.Client): Promise<number[]> {
  return ((await db.query('select pid from pg_stat_activity where datname = current_database()')).rows as { pid: number }[]).map((r) => r.pid);
}

/** Busy CPU ms of the whole machine (all cores), from /proc/stat. */
function machineBusyMs(): number {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    return (f.reduce((a, b) => a + b, 0) - idle) * 10;
  } catch {
    return 0;
  }
}
const activity: Record<'orders' | 'settle', Map<string, number>> = { orders: new Map(), settle: new Map() };

function probeOf(child: Child, db: pg.Client, sampler: pg.Client | null, roundNo: number): Probe {
  let timer: NodeJS.Timeout | undefined;
  let sampling: Promise<void> = Promise.resolve();
  let cpuAt = { postgres: new Map<number, number>(), bench: process.cpuUsage(), machine: 0, wall: 0 };
  return {
    async start(phase) {
      child.send({ instrument: 'reset' });
      cpuAt = { postgres: cpuMsOf(await backendPids(db)), bench: process.cpuUsage(), machine: machineBusyMs(), wall: performance.now() };
      if (PROFILE_DIR) await ask(child, { profile: 'start' }, (m) => (m.profile === 'started' ? true : undefined));
      if (sampler) {
        const seen = activity[phase];
        let busy = false;
        timer = setInterval(() => {
          if (busy) return;
          busy = true;
          sampling = sampler
            .query(
              `select coalesce(state, '?') state, coalesce(wait_event_type || ':' || wait_event, 'cpu') ev from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
            )
            .then((r) => {
              seen.set('samples', (seen.get('samples') ?? 0) + 1);
              for (const row of r.rows as { state: string; ev: string }[]) {
                const key = row.state === 'active' ? `active ${row.ev}` : row.state === 'idle' ? 'idle' : `${row.state}${row.ev === 'cpu' ? '' : ` ${row.ev}`}`;
                seen.set(key, (seen.get(key) ?? 0) + 1);
              }
            })
            .finally(() => (busy = false));
        }, 10);
      }
    },
    async stop(phase) {
      const b = process.cpuUsage(cpuAt.bench);
      const used = {
        // Backends of the scratch database at the end (one opened meanwhile counts whole; one closed meanwhile is missed).
        postgresMs: [...cpuMsOf(await backendPids(db))].reduce((sum, [pid, ms]) => sum + ms - (cpuAt.postgres.get(pid) ?? 0), 0),
        benchMs: (b.user + b.system) / 1000,
        machineBusyMs: machineBusyMs() - cpuAt.machine,
        wallMs: performance.now() - cpuAt.wall,
      };
      if (roundNo > 0) otherCpu[phase].push(used);
      clearInterval(timer);
      await sampling;
      const data = await ask(child, { instrument: 'dump' }, (m) => (m.instrument === 'dump' ? (m.data as InstrumentDump) : undefined));
      if (roundNo > 0) dumps[phase].push(data);
      if (PROFILE_DIR) {
        const file = path.resolve(PROFILE_DIR, `${phase}-r${roundNo}.cpuprofile`);
        await ask(child, { profile: 'stop', file }, (m) => (m.profile === 'stopped' ? true : undefined));
      }
    },
  };
}

/** The instrumentation's tables, all measured rounds summed (bench/instrument.ts). */
function printInstrumentation(rounds: number, orders: number) {
  const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0);
  for (const phase of ['orders', 'settle'] as const) {
    const ds = dumps[phase];
    if (!ds.length) continue;
    type Summed = {
      requests: number;
      totalMs: number[];
      dbMs: number;
      poolWaitMs: number;
      gatewayMs: number;
      txMs: number;
      statements: number;
      transactions: number;
      bySql: Map<string, { count: number; totalMs: number; maxMs: number }>;
    };
    const tags = new Map<string, Summed>();
    for (const d of ds)
      for (const [tag, f] of Object.entries(d.tags)) {
        const t: Summed = tags.get(tag) ?? { requests: 0, totalMs: [], dbMs: 0, poolWaitMs: 0, gatewayMs: 0, txMs: 0, statements: 0, transactions: 0, bySql: new Map() };
        t.requests += f.requests;
        t.totalMs.push(...f.totalMs);
        t.dbMs += f.dbMs;
        t.poolWaitMs += f.poolWaitMs;
        t.gatewayMs += f.gatewayMs;
        t.txMs += f.txMs;
        t.statements += f.statements;
        t.transactions += f.transactions;
        for (const [k, s] of Object.entries(f.bySql)) {
          const x = t.bySql.get(k) ?? { count: 0, totalMs: 0, maxMs: 0 };
          x.count += s.count;
          x.totalMs += s.totalMs;
          x.maxMs = Math.max(x.maxMs, s.maxMs);
          t.bySql.set(k, x);
        }
        tags.set(tag, t);
      }
    console.log(`\n### ${phase === 'orders' ? 'P orders phase' : 'settling phase (pay → all enrolled)'}: ${rounds} rounds, ${orders} orders`);
    const el = ds.map((d) => d.eventLoop);
    const pool = ds.map((d) => d.pool);
    console.log(
      `event loop: utilisation ${el.map((e) => e.utilization.toFixed(2)).join(', ')}; delay p99 ${el.map((e) => ms(e.p99Ms)).join(', ')} ms, max ${el.map((e) => ms(e.maxMs)).join(', ')} ms`,
    );
    const oc = otherCpu[phase];
    console.log(
      `CPU ms per order (server / postgres / bench client; machine busy incl. others, of 2 cores × wall): ${ds
        .map((d, i) => {
          const o = oc[i];
          const n = orders / rounds;
          return o
            ? `${(d.cpuMs / n).toFixed(1)} / ${(o.postgresMs / n).toFixed(1)} / ${(o.benchMs / n).toFixed(1)}; ${((o.machineBusyMs / (os.cpus().length * o.wallMs)) * 100).toFixed(0)}% busy`
            : '';
        })
        .join(' | ')}`,
    );
    if (TRACE)
      console.log(
        `pg pool (max ${pool[0]?.max}): mean checked out ${pool.map((p) => p.meanActive.toFixed(1)).join(', ')}; mean waiting ${pool.map((p) => p.meanWaiting.toFixed(1)).join(', ')}; max waiting ${pool.map((p) => p.maxWaiting).join(', ')}`,
      );
    const gw = new Map<string, number[]>();
    for (const d of ds) for (const [k, g] of Object.entries(d.gatewayCalls)) gw.set(k, [...(gw.get(k) ?? []), ...g.ms]);
    for (const [k, xs] of gw)
      console.log(`gateway ${k}: ${xs.length} calls, p50 ${ms(percentile(xs, 50))} ms, p99 ${ms(percentile(xs, 99))} ms, mean ${ms(xs.reduce((a, b) => a + b, 0) / xs.length)} ms`);
    const act = activity[phase];
    const samples = act.get('samples') ?? 0;
    if (samples) {
      console.log(`\npg_stat_activity (${samples} samples, mean backends per sample):`);
      for (const [k, v] of [...act].filter(([k]) => k !== 'samples').sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${(v / samples).toFixed(2)}`);
    }
    if (!TRACE) continue;
    console.log(
      '\n| context | requests | per order | p50 / p99 ms | SQL per req | tx per req | mean db ms | mean pool wait ms | mean gateway ms | mean BEGIN→COMMIT ms | rest ms |\n|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [tag, t] of [...tags].sort((a, b) => b[1].statements - a[1].statements)) {
      const n = Math.max(1, t.requests);
      const mean = t.totalMs.length ? t.totalMs.reduce((a, b) => a + b, 0) / t.totalMs.length : 0;
      const rest = mean - (t.dbMs + t.poolWaitMs + t.gatewayMs) / n;
      console.log(
        `| ${tag} | ${t.requests} | ${(t.requests / orders).toFixed(2)} | ${t.totalMs.length ? `${ms(percentile(t.totalMs, 50))} / ${ms(percentile(t.totalMs, 99))}` : '-'} | ${(t.statements / n).toFixed(1)} | ${(t.transactions / n).toFixed(2)} | ${ms(t.dbMs / n)} | ${ms(t.poolWaitMs / n)} | ${ms(t.gatewayMs / n)} | ${ms(t.txMs / n)} | ${t.totalMs.length ? ms(rest) : '-'} |`,
      );
    }
    console.log('\n| context | statement | per order | mean ms | max ms |\n|---|---|---|---|---|');
    for (const [tag, t] of tags)
      for (const [k, s] of [...t.bySql].sort((a, b) => b[1].count - a[1].count))
        console.log(`| ${tag} | \`${k.replaceAll('|', '\\|')}\` | ${(s.count / orders).toFixed(2)} | ${ms(s.totalMs / s.count)} | ${ms(s.maxMs)} |`);
  }
}

interface OrderAnswer {
  statusCode: number;
  result?: { id: number; paymentStatus: number; payment: { vaNumber: string | null } | null };
}

interface RoundFigures {
  contentId: number;
  orders: number;
  orderWallMs: number;
  postMs: number[];
  non2xx: number;
  payWallMs: number;
  allEnrolledMs: number;
  payToEnrolledMs: number[];
  lostOrders: number;
  duplicatedOrders: number;
  lostEnrolments: number;
  duplicatedEnrolments: number;
  totalStudentsDelta: number;
  pointsRows: number;
  /** Gateway charges beyond one per order (a double click must charge once). */
  duplicatedCharges: number;
}

async function round(base: string, db: pg.Client, contentId: number, probe?: Probe): Promise<RoundFigures> {
  const students = await inBatches(STUDENTS, 8, (i) => newStudent(base, i));
  const ids = students.map((s) => s.id);
  const before = Number((await db.query('select total_students from contents where id = $1', [contentId])).rows[0].total_students);

  // ── P orders: every student at once, each a double click (two POSTs, one Idempotency-Key). ──
  const postMs: number[] = [];
  let non2xx = 0;
  await probe?.start('orders');
  const started = performance.now();
  const answers = await Promise.all(
    students.map(async (s) => {
      const key = randomUUID();
      const one = async () => {
        const t = performance.now();
        const res = await call<OrderAnswer>(`${base}/web/v2/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${s.token}`, 'idempotency-key': key },
          body: { items: [{ contentId }], paymentTypeId: BCA_VA },
        });
        postMs.push(performance.now() - t);
        if (res.status >= 300) non2xx++;
        return res.body.result;
      };
      const [a, b] = await Promise.all([one(), one()]);
      if (a && b && a.id !== b.id) throw new Error(`one key made two orders: ${a.id} and ${b.id}`);
      return a ?? b;
    }),
  );
  const orderWallMs = performance.now() - started;
  await probe?.stop('orders');

  // ── The sandbox pays every VA at once; its notifications enrol. ──
  await probe?.start('settle');
  const payStarted = performance.now();
  const payAt = new Date();
  await Promise.all(
    answers.map(async (o) => {
      const va = o?.payment?.vaNumber;
      if (!va) return;
      const res = await fetch(`${base}/sandbox-gateway/simulator/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ va_number: va }) });
      await res.body?.cancel();
      if (!res.ok) non2xx++;
    }),
  );
  const payWallMs = performance.now() - payStarted;
  const deadline = Date.now() + 120_000;
  let enrolled = 0;
  while (Date.now() < deadline) {
    enrolled = Number((await db.query('select count(distinct student_id) n from enrolments where content_id = $1 and student_id = any($2)', [contentId, ids])).rows[0].n);
    if (enrolled >= STUDENTS) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const allEnrolledMs = performance.now() - payStarted;
  await probe?.stop('settle');

  // ── What the database holds. ──
  const orders = (
    await db.query(
      `select o.student_id, o.id, o.status, o.paid_at from orders o join order_items i on i.order_id = o.id
        where i.content_id = $1 and o.student_id = any($2)`,
      [contentId, ids],
    )
  ).rows as { student_id: number; id: number; status: number; paid_at: Date | null }[];
  const perStudent = new Map<number, number>();
  for (const o of orders) perStudent.set(o.student_id, (perStudent.get(o.student_id) ?? 0) + 1);
  const enrolRows = (await db.query('select student_id, count(*)::int n from enrolments where content_id = $1 and student_id = any($2) group by student_id', [contentId, ids])).rows as {
    student_id: number;
    n: number;
  }[];
  const after = Number((await db.query('select total_students from contents where id = $1', [contentId])).rows[0].total_students);
  const charges = Number(
    (
      await db.query(
        `select coalesce(sum(n - 1), 0)::int n from (select count(*) n from payments p join orders o on o.id = p.order_id join order_items i on i.order_id = o.id
          where i.content_id = $1 and o.student_id = any($2) group by p.order_id) x`,
        [contentId, ids],
      )
    ).rows[0].n,
  );
  const points = Number((await db.query('select count(*)::int n from points_ledger where content_id = $1 and student_id = any($2)', [contentId, ids])).rows[0].n);
  return {
    contentId,
    orders: orders.length,
    orderWallMs,
    postMs,
    non2xx,
    payWallMs,
    allEnrolledMs,
    payToEnrolledMs: orders.filter((o) => o.status === PaymentStatus.SUCCESS && o.paid_at).map((o) => new Date(o.paid_at!).getTime() - payAt.getTime()),
    lostOrders: ids.filter((id) => !perStudent.has(id)).length + orders.filter((o) => o.status !== PaymentStatus.SUCCESS).length,
    duplicatedOrders: [...perStudent.values()].reduce((s, n) => s + (n - 1), 0),
    lostEnrolments: STUDENTS - enrolRows.length,
    duplicatedEnrolments: enrolRows.reduce((s, r) => s + (r.n - 1), 0),
    totalStudentsDelta: after - before,
    pointsRows: points,
    duplicatedCharges: charges,
  };
}

export async function checkoutBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(serverUrl, 'lm_checkout');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-checkout-'));
  const db = new pg.Client({ connectionString: scratch.url });
  const sampler = PG_SAMPLE ? new pg.Client({ connectionString: scratch.url }) : null;
  if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });
  let child: ReturnType<typeof fork> | undefined;
  try {
    const t0 = performance.now();
    const server = await startServer(dataDir, scratch.url);
    child = server.child;
    console.log(`checkout bench: PostgreSQL ${new URL(serverUrl).host} (fresh database), server ready and seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`);
    await db.connect();
    await sampler?.connect();
    const probe = (n: number) => (INSTRUMENT ? probeOf(server.child, db, sampler, n) : undefined);
    const version = (await db.query('show server_version')).rows[0].server_version as string;
    console.log(`PostgreSQL ${version}; ${ROUNDS} rounds × ${STUDENTS} students, each a double-clicked P orders (BCA VA) of one paid course`);
    const courses = (
      await db.query(
        `select id from contents where content_type = $1 and is_published and final_price > 0 and (end_at is null or end_at > now())
          order by popularity desc, id limit $2`,
        [ContentType.COURSE, ROUNDS + (ALTERNATE?.length ?? 1)],
      )
    ).rows as { id: number }[];
    const sets = ALTERNATE ?? [null];
    const useSet = async (i: number) => {
      const set = sets[i % sets.length];
      if (set) await ask(server.child, { env: Object.fromEntries(SWITCHES.map((k) => [k, set.env[k] ?? null])) }, (m) => (m.env === 'set' ? true : undefined));
      return set;
    };
    // Warm-up (one per switch set): a round not counted (JIT, pools, the first gateway charge).
    for (let w = 0; w < sets.length; w++) {
      await useSet(w);
      await round(base(server), db, must(courses[ROUNDS + w], 'a warm-up course').id, probe(0));
    }

    const figures: RoundFigures[] = [];
    const labels: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const set = await useSet(r);
      labels.push(set?.label ?? '');
      const f = await round(base(server), db, must(courses[r], 'a course').id, probe(r + 1));
      figures.push(f);
      console.log(
        `round ${r + 1}${set ? ` [${set.label}]` : ''}: ${f.orders} orders in ${f.orderWallMs.toFixed(0)} ms (${((f.orders / f.orderWallMs) * 1000).toFixed(1)} orders/s), P orders p50 ${percentile(f.postMs, 50).toFixed(0)} ms p99 ${percentile(f.postMs, 99).toFixed(0)} ms; ` +
          `all enrolled ${f.allEnrolledMs.toFixed(0)} ms after the first pay (pays sent in ${f.payWallMs.toFixed(0)} ms); lost/dup orders ${f.lostOrders}/${f.duplicatedOrders}, ` +
          `lost/dup enrolments ${f.lostEnrolments}/${f.duplicatedEnrolments}, total_students +${f.totalStudentsDelta}, points rows ${f.pointsRows}, duplicated charges ${f.duplicatedCharges}, non-2xx ${f.non2xx}`,
      );
    }
    const all = <K extends keyof RoundFigures>(k: K) => figures.map((f) => f[k]);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const posts = figures.flatMap((f) => f.postMs);
    const enrolledMs = all('allEnrolledMs') as number[];
    const payToEnrolled = figures.flatMap((f) => f.payToEnrolledMs);
    console.log('\n| measure | value |\n|---|---|');
    console.log(`| orders made (students × rounds) | ${sum(all('orders') as number[])} of ${STUDENTS * ROUNDS} |`);
    console.log(
      `| orders/s (${STUDENTS} at once, median of rounds) | ${percentile(
        figures.map((f) => (f.orders / f.orderWallMs) * 1000),
        50,
      ).toFixed(1)} |`,
    );
    console.log(`| P orders latency p50 / p99 (${posts.length} requests, double clicks included) | ${percentile(posts, 50).toFixed(0)} ms / ${percentile(posts, 99).toFixed(0)} ms |`);
    console.log(`| time from the first pay to all ${STUDENTS} enrolled, median / worst round | ${percentile(enrolledMs, 50).toFixed(0)} ms / ${Math.max(...enrolledMs).toFixed(0)} ms |`);
    console.log(`| pay sent → order SUCCESS (paid_at), p50 / p99 | ${percentile(payToEnrolled, 50).toFixed(0)} ms / ${percentile(payToEnrolled, 99).toFixed(0)} ms |`);
    console.log(`| lost / duplicated orders | ${sum(all('lostOrders') as number[])} / ${sum(all('duplicatedOrders') as number[])} |`);
    console.log(`| lost / duplicated enrolments | ${sum(all('lostEnrolments') as number[])} / ${sum(all('duplicatedEnrolments') as number[])} |`);
    console.log(`| total_students moved by (expected ${STUDENTS} a round) | ${(all('totalStudentsDelta') as number[]).join(', ')} |`);
    console.log(`| duplicated gateway charges | ${sum(all('duplicatedCharges') as number[])} |`);
    console.log(`| non-2xx answers | ${sum(all('non2xx') as number[])} |`);
    if (ALTERNATE) {
      console.log(
        '\n| switches | rounds | orders/s (median) | P orders p50 / p99 ms | all enrolled (median) ms | server / postgres CPU ms per order, P orders phase (mean) | settling (mean) | lost/dup orders, enrolments, charges |\n|---|---|---|---|---|---|---|---|',
      );
      for (const set of ALTERNATE) {
        const idx = labels.map((l, i) => (l === set.label ? i : -1)).filter((i) => i >= 0);
        const fs_ = idx.map((i) => figures[i]!);
        const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
        const cpu = (phase: 'orders' | 'settle') =>
          `${mean(idx.map((i) => (dumps[phase][i]?.cpuMs ?? 0) / figures[i]!.orders)).toFixed(1)} / ${mean(idx.map((i) => (otherCpu[phase][i]?.postgresMs ?? 0) / figures[i]!.orders)).toFixed(1)}`;
        const p = fs_.flatMap((f) => f.postMs);
        console.log(
          `| ${set.label} | ${fs_.length} | ${percentile(
            fs_.map((f) => (f.orders / f.orderWallMs) * 1000),
            50,
          ).toFixed(1)} | ${percentile(p, 50).toFixed(0)} / ${percentile(p, 99).toFixed(0)} | ${percentile(
            fs_.map((f) => f.allEnrolledMs),
            50,
          ).toFixed(
            0,
          )} | ${cpu('orders')} | ${cpu('settle')} | ${sum(fs_.map((f) => f.lostOrders + f.duplicatedOrders))}, ${sum(fs_.map((f) => f.lostEnrolments + f.duplicatedEnrolments))}, ${sum(fs_.map((f) => f.duplicatedCharges))} |`,
        );
      }
    }
    if (INSTRUMENT) printInstrumentation(ROUNDS, sum(all('orders') as number[]));
    // The machine's speed in this run: a plain Fastify route in the same server (16 connections, 3 s).
    const plain = await autocannon({ url: `${server.base}/bench/plain`, connections: 16, duration: 3 });
    console.log(`\nplain-route ceiling of this run: ${Math.round(plain.requests.average)} requests/s (16 connections, 3 s; p99 ${plain.latency.p99} ms)`);
  } finally {
    const exited = child && child.exitCode === null ? new Promise((r) => child?.once('exit', r)) : Promise.resolve();
    child?.kill('SIGTERM');
    await db.end().catch(() => undefined);
    await sampler?.end().catch(() => undefined);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const base = (server: { base: string }) => server.base;
