/**
 * Notifications (issue 20): `npm run bench -- --notifications`. Not a test: it prints figures that
 * go to docs/performance.md ("Notifications, issue 20") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a fresh
 * database of its own (dropped afterwards) and starts the real app in this process. Streams are
 * the app's LiveHub with in-process fake LiveStream objects (the SSE route is a thin writer over
 * them; 2,000 real sockets would measure the client's machine as much as the server), so the
 * figures are the hub's: LISTEN/NOTIFY wake-up, the per-student read and the send.
 *
 * 1. BENCH_STREAMS (2000) students, one open stream each; memory per stream (heap and RSS delta).
 * 2. BENCH_SAMPLES (300) single notify() calls to random students, one after another: time from the
 *    commit to the stream's send, p50/p99.
 * 3. Fan-out: one notification to every student (BENCH_STREAMS rows in one transaction), time from
 *    the commit until every stream has it.
 * 4. E-mail: BENCH_EMAILS (1000) welcome e-mails queued one per transaction (as events queue
 *    them), then sent by one message worker through the real SMTP mailer (nodemailer, pooled) to a
 *    local SMTP server (smtp-server) in this process: queued/s and sent/s. The app's own worker is
 *    off (MESSAGE_WORKER_MS=0) so the bench's worker is the only sender.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { percentile, scratchDatabase } from './support.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const EMAILS = Number(process.env.BENCH_EMAILS ?? 1000);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

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
  const app = await buildApp({ config: loadConfig(), logger: false, seed: true });
  try {
    await app.ready();
    const { db, live } = app.ctx;
    const ids = (
      await sql<{ id: number }>`
        insert into students (full_name, email, email_verified_at)
        select 'Peserta ' || g, 'notif-bench-' || g || '@example.com', now() from generate_series(1, ${STREAMS}::int) g
        returning id`.execute(db)
    ).rows.map((r) => r.id);

    // 1. Open streams and memory.
    const arrived = new Map<number, (at: number) => void>();
    let delivered = 0;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    for (const studentId of ids) {
      const cursor = await live.position(studentId, null);
      live.subscribe(
        {
          studentId,
          send: (event) => {
            if (event.topic !== 'notification') return;
            delivered += 1;
            arrived.get((event.payload as { id: number }).id)?.(performance.now());
          },
          close: () => undefined,
        },
        cursor,
      );
    }
    gc?.();
    const after = process.memoryUsage();
    console.log(`\n${STREAMS} open streams (in-process LiveStream objects on the app's LiveHub, PostgreSQL LISTEN/NOTIFY)`);
    console.log(
      `memory per stream: heap ${((after.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(2)} KiB, RSS ${((after.rss - before.rss) / STREAMS / 1024).toFixed(2)} KiB (heap ${mb(after.heapUsed)} MB, RSS ${mb(after.rss)} MB; gc ${gc ? 'forced' : 'not exposed'})`,
    );

    const text = (n: number) => ({ title: { id: `Judul ${n}`, en: `Title ${n}` }, body: { id: `Isi ${n}`, en: `Body ${n}` }, route: '/user/poinqu' });
    // 2. Commit → delivery, one at a time.
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const studentId = ids[Math.floor(Math.random() * ids.length)]!;
      const row = await db.transaction().execute((trx) => notify(trx, { studentId, type: 'points_earned', eventKey: `bench:one:${i}`, ...text(i) }));
      const committed = performance.now();
      // A sample not delivered within 5 s is counted as missed (the hub's safety poll would bring it later).
      const at = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 5_000);
        arrived.set(row!.id, (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
      arrived.delete(row!.id);
      if (at === null) missed += 1;
      else latencies.push(at - committed);
    }
    console.log(
      `commit → delivery (${SAMPLES} single notifications, ${missed} not within 5 s): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );

    // 3. Fan-out: one notification to every student, in one transaction.
    const start = delivered;
    const t0 = performance.now();
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
      `fan-out of one notification to ${ids.length} students: write ${(committed - t0).toFixed(0)} ms (${((ids.length / (committed - t0)) * 1000).toFixed(0)} rows/s), commit → all delivered ${(done - committed).toFixed(0)} ms`,
    );

    // 4. E-mails queued and sent per second.
    await emailThroughput(db);
  } finally {
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
      await db
        .transaction()
        .execute((trx) =>
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
