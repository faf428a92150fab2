/**
 * Notifications (issue 20): `npm run bench -- --notifications`. Not a test: it prints figures that
 * go to docs/performance.md ("Notifications, issue 20") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a fresh
 * database of its own (dropped afterwards) and starts the real app in this process, listening on a
 * port. Streams are real HTTP connections to G live/events (one signed-in student each), opened by
 * this process; run with `node --expose-gc` for steady memory figures.
 *
 * 1. BENCH_STREAMS (2000) open streams: the process's memory per stream, against the same number of
 *    connections held by a bare node:http server that only writes the SSE head (the ratio in one
 *    run: what our stream costs beyond the socket both pay, client side included in both).
 * 2. BENCH_SAMPLES (300) single notify() calls to random students, one after another: time from the
 *    commit to the event's arrival at the student's socket, p50/p99.
 * 3. Fan-out: one notification to every student (BENCH_STREAMS rows in one transaction), time from
 *    the commit until every socket has it.
 * 4. E-mail: BENCH_EMAILS (1000) welcome e-mails queued one per transaction (as events queue
 *    them), then sent by one message worker through the real SMTP mailer (nodemailer, pooled) to a
 *    local SMTP server (smtp-server) in this process: queued/s and sent/s. The app's own worker is
 *    off (MESSAGE_WORKER_MS=0) so the bench's worker is the only sender.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { percentile, scratchDatabase } from './support.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const EMAILS = Number(process.env.BENCH_EMAILS ?? 1000);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const gc = (globalThis as { gc?: () => void }).gc;

/** A client socket reading an SSE stream; `onEvent` gets each `event:` name with its data line. */
export interface Conn {
  req: http.ClientRequest;
  onEvent?: (event: string, data: string) => void;
}

/** Opens `n` SSE connections (the i-th with headers(i)) and resolves once every head has arrived. */
export async function openConnections(base: string, path: string, n: number, headers: (i: number) => Record<string, string>): Promise<Conn[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const conns: Conn[] = [];
  const opening: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const conn = {} as Conn;
    opening.push(
      new Promise<void>((resolve, reject) => {
        conn.req = http.get(`${base}${path}`, { agent, headers: { accept: 'text/event-stream', ...headers(i) } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream ${i}: ${res.statusCode}`));
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (event && data) conn.onEvent?.(event, data);
            }
          });
          resolve();
        });
        conn.req.on('error', reject);
      }),
    );
    conns.push(conn);
    // Opened in waves, so the listen backlog never overflows.
    if (i % 200 === 199) await Promise.all(opening.slice(i - 199, i + 1));
  }
  await Promise.all(opening);
  return conns;
}

const memory = () => {
  gc?.();
  return process.memoryUsage();
};
const perStream = (before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage, n: number) => ({
  heap: (after.heapUsed - before.heapUsed) / n / 1024,
  rss: (after.rss - before.rss) / n / 1024,
});

export async function notificationsBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(serverUrl, 'lm_notifications');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-notifications-bench-'));
  process.env.DATABASE_URL = scratch.url;
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  process.env.REMINDERS_EVERY_MS = '0';
  process.env.MESSAGE_WORKER_MS = '0';
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { notify } = await import('../src/server/modules/notifications/index.js');
  const { studentToken } = await import('../src/server/testing/test-app.js');
  const app = await buildApp({ config: loadConfig(), logger: false, seed: true });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(': open\n\n');
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', () => resolve()));
    const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    const { db } = app.ctx;
    const ids = (
      await sql<{ id: number }>`
        insert into students (full_name, email, email_verified_at)
        select 'Peserta ' || g, 'notif-bench-' || g || '@example.com', now() from generate_series(1, ${STREAMS}::int) g
        returning id`.execute(db)
    ).rows.map((r) => r.id);
    const tokens: string[] = [];
    for (const id of ids) tokens.push(await studentToken(app, id));

    // 1. Memory: the bare server's connections first, then the app's streams.
    let before = memory();
    const bareConns = await openConnections(bareBase, '/', STREAMS, () => ({}));
    const bareCost = perStream(before, memory(), STREAMS);
    for (const c of bareConns) c.req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    before = memory();
    const t0 = performance.now();
    const conns = await openConnections(base, '/web/v2/live/events', STREAMS, (i) => ({ authorization: `Bearer ${tokens[i]}` }));
    const opened = performance.now() - t0;
    const appCost = perStream(before, memory(), STREAMS);
    console.log(`\n${STREAMS} open streams: real HTTP connections to G live/events (PostgreSQL LISTEN/NOTIFY), opened in ${opened.toFixed(0)} ms`);
    console.log(
      `memory per stream, this process (server and client): heap ${appCost.heap.toFixed(2)} KiB, RSS ${appCost.rss.toFixed(2)} KiB; a bare node:http SSE connection: heap ${bareCost.heap.toFixed(2)} KiB, RSS ${bareCost.rss.toFixed(2)} KiB; ours beyond the bare one: heap ${(appCost.heap - bareCost.heap).toFixed(2)} KiB (RSS ${mb(process.memoryUsage().rss)} MB; gc ${gc ? 'forced' : 'not exposed'})`,
    );

    const text = (n: number) => ({ title: { id: `Judul ${n}`, en: `Title ${n}` }, body: { id: `Isi ${n}`, en: `Body ${n}` }, route: '/user/poinqu' });
    let delivered = 0;
    const waiting = new Map<number, (at: number) => void>();
    for (const c of conns) {
      c.onEvent = (event, data) => {
        if (event !== 'notification') return;
        delivered += 1;
        const id = (JSON.parse(data) as { payload: { id: number } }).payload.id;
        waiting.get(id)?.(performance.now());
      };
    }

    // 2. Commit → arrival at the socket, one at a time.
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const studentId = ids[Math.floor(Math.random() * ids.length)]!;
      const row = await db.transaction().execute((trx) => notify(trx, { studentId, type: 'points_earned', eventKey: `bench:one:${i}`, ...text(i) }));
      const committed = performance.now();
      // A sample not delivered within 5 s is counted as missed (the hub's safety poll would bring it later).
      const at = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 5_000);
        waiting.set(Number(row!.id), (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
      waiting.delete(Number(row!.id));
      if (at === null) missed += 1;
      else latencies.push(at - committed);
    }
    console.log(
      `commit → arrival at the socket (${SAMPLES} single notifications, ${missed} not within 5 s): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );

    // 3. Fan-out: one notification to every student, in one transaction.
    const start = delivered;
    const t1 = performance.now();
    await db.transaction().execute(async (trx) => {
      for (const studentId of ids) await notify(trx, { studentId, type: 'payment_paid', eventKey: 'bench:fanout', ...text(0) });
    });
    const committed = performance.now();
    await new Promise<void>((resolve) => {
      const check = () => (delivered - start >= ids.length ? resolve() : setTimeout(check, 1));
      check();
    });
    const done = performance.now();
    console.log(
      `fan-out of one notification to ${ids.length} students: write ${(committed - t1).toFixed(0)} ms (${((ids.length / (committed - t1)) * 1000).toFixed(0)} rows/s), commit → all ${ids.length} sockets have it ${(done - committed).toFixed(0)} ms`,
    );
    for (const c of conns) c.req.destroy();

    // 4. E-mails queued and sent per second.
    await emailThroughput(db);
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await app.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function emailThroughput(db: import('../src/server/db/index.js').Database): Promise<void> {
  const { SMTPServer } = await import('smtp-server');
  const { queueMessage } = await import('../src/server/messaging/index.js');
  const { SmtpMailer } = await import('../src/server/messaging/smtp.js');
  const { MessageWorker } = await import('../src/server/messaging/worker.js');
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as import('node:net').AddressInfo).port;
  try {
    const t0 = performance.now();
    for (let i = 0; i < EMAILS; i++) {
      await db.transaction().execute((trx) =>
        queueMessage(trx, {
          channel: 'email',
          to: `bench-${i}@example.com`,
          template: 'welcome',
          params: { name: `Peserta ${i}` },
          locale: i % 2 ? 'en' : 'id',
          eventKey: `bench:mail:${i}`,
        }),
      );
    }
    const queued = performance.now();
    const worker = new MessageWorker(db, { mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Bench <bench@example.com>'), mailerName: 'smtp', sms: null, smsName: 'outbox' }, console);
    let sent = 0;
    while (sent < EMAILS) {
      const n = await worker.runOnce(EMAILS - sent);
      if (n === 0) break;
      sent += n;
    }
    const done = performance.now();
    console.log(
      `e-mail: ${EMAILS} queued one per transaction in ${(queued - t0).toFixed(0)} ms (${((EMAILS / (queued - t0)) * 1000).toFixed(0)}/s); sent by one worker through SMTP in ${(done - queued).toFixed(0)} ms (${((sent / (done - queued)) * 1000).toFixed(0)}/s); the SMTP server received ${received}`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
