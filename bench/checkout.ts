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
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { ContentType, PaymentStatus } from '../src/common/enums.js';
import { must } from '../src/common/must.js';
import { percentile, scratchDatabase } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 64);
const BCA_VA = 1;
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function startServer(dataDir: string, databaseUrl: string) {
  const child = fork(path.resolve('bench/server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
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

async function round(base: string, db: pg.Client, contentId: number): Promise<RoundFigures> {
  const students = await inBatches(STUDENTS, 8, (i) => newStudent(base, i));
  const ids = students.map((s) => s.id);
  const before = Number((await db.query('select total_students from contents where id = $1', [contentId])).rows[0].total_students);

  // ── P orders: every student at once, each a double click (two POSTs, one Idempotency-Key). ──
  const postMs: number[] = [];
  let non2xx = 0;
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

  // ── The sandbox pays every VA at once; its notifications enrol. ──
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
  let child: ReturnType<typeof fork> | undefined;
  try {
    const t0 = performance.now();
    const server = await startServer(dataDir, scratch.url);
    child = server.child;
    console.log(`checkout bench: PostgreSQL ${new URL(serverUrl).host} (fresh database), server ready and seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`);
    await db.connect();
    const version = (await db.query('show server_version')).rows[0].server_version as string;
    console.log(`PostgreSQL ${version}; ${ROUNDS} rounds × ${STUDENTS} students, each a double-clicked P orders (BCA VA) of one paid course`);
    const courses = (
      await db.query(
        `select id from contents where content_type = $1 and is_published and final_price > 0 and (end_at is null or end_at > now())
          order by popularity desc, id limit $2`,
        [ContentType.COURSE, ROUNDS + 1],
      )
    ).rows as { id: number }[];
    // Warm-up: one student, one order (JIT, pools, the first gateway charge).
    await round(base(server), db, must(courses[ROUNDS], 'a warm-up course').id);

    const figures: RoundFigures[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const f = await round(base(server), db, must(courses[r], 'a course').id);
      figures.push(f);
      console.log(
        `round ${r + 1}: ${f.orders} orders in ${f.orderWallMs.toFixed(0)} ms (${((f.orders / f.orderWallMs) * 1000).toFixed(1)} orders/s), P orders p50 ${percentile(f.postMs, 50).toFixed(0)} ms p99 ${percentile(f.postMs, 99).toFixed(0)} ms; ` +
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
  } finally {
    child?.kill('SIGTERM');
    await db.end().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const base = (server: { base: string }) => server.base;
