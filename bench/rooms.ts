/**
 * Rooms (issue 21): `npm run bench -- --rooms`. Not a test: it prints figures that go to
 * docs/performance.md ("Rooms, issue 21") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a
 * fresh database of its own (dropped afterwards) and starts the real app in this process. Streams
 * are real HTTP connections to G live/rooms/event-chat:<id>/events opened as guests (Basic
 * credentials) by this process; the per-address caps are raised for the run (every stream comes
 * from 127.0.0.1). Run with `node --expose-gc` for steady memory figures.
 *
 * 1. BENCH_STREAMS (1000) guest streams on the special event's room: memory per stream, against
 *    the same number of connections held by a bare node:http SSE server in the same run.
 * 2. BENCH_RATE (20) messages per second for BENCH_SECONDS (10) seconds, posted through
 *    P events/{id}/chat by 50 students in turn: per message, time from the post's answer until
 *    every stream has it (p50/p99), messages and deliveries per second, and the room reads made
 *    (one per wake-up, whatever the number of streams).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { openConnections } from './notifications.js';
import { percentile, scratchDatabase } from './support.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITERS = 50;
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  return process.memoryUsage();
};
const perStream = (before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage, n: number) => ({
  heap: (after.heapUsed - before.heapUsed) / n / 1024,
  rss: (after.rss - before.rss) / n / 1024,
});

export async function roomsBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(serverUrl, 'lm_rooms');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-rooms-bench-'));
  process.env.DATABASE_URL = scratch.url;
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  process.env.REMINDERS_EVERY_MS = '0';
  process.env.MESSAGE_WORKER_MS = '0';
  process.env.ROOM_STREAMS_PER_ADDRESS = String(STREAMS + 10);
  process.env.RATE_LIMITS = JSON.stringify({ roomStreamOpensPerIp: { max: STREAMS * 2, windowSeconds: 600 }, chatMessagesPerStudent: { max: 1000, windowSeconds: 10 } });
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { studentToken } = await import('../src/server/testing/test-app.js');
  const { CHAT_EVENT_URL } = await import('../src/server/db/seed/event-chat.js');
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
    const event = await db.selectFrom('contents').select('id').where('url', '=', CHAT_EVENT_URL).executeTakeFirstOrThrow();
    const tokens: string[] = [];
    for (let i = 0; i < WRITERS; i++) tokens.push(await studentToken(app));

    // 1. Memory: the bare server's connections first, then the room's streams.
    let before = memory();
    const bareConns = await openConnections(bareBase, '/', STREAMS, () => ({}));
    const bareCost = perStream(before, memory(), STREAMS);
    for (const c of bareConns) c.req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    before = memory();
    const t0 = performance.now();
    const conns = await openConnections(base, `/web/v2/live/rooms/event-chat:${event.id}/events`, STREAMS, () => ({ authorization: basic }));
    const opened = performance.now() - t0;
    const appCost = perStream(before, memory(), STREAMS);
    console.log(`\n${STREAMS} guest streams on one room (real HTTP connections, PostgreSQL LISTEN/NOTIFY), opened in ${opened.toFixed(0)} ms`);
    console.log(
      `memory per stream, this process (server and client): heap ${appCost.heap.toFixed(2)} KiB, RSS ${appCost.rss.toFixed(2)} KiB; a bare node:http SSE connection: heap ${bareCost.heap.toFixed(2)} KiB, RSS ${bareCost.rss.toFixed(2)} KiB; ours beyond the bare one: heap ${(appCost.heap - bareCost.heap).toFixed(2)} KiB (RSS ${mb(process.memoryUsage().rss)} MB; gc ${gc ? 'forced' : 'not exposed'})`,
    );

    // 2. Messages at a steady rate; each one's time until every stream has it.
    const got = new Map<number, { count: number; posted: number; done?: number }>();
    let deliveries = 0;
    for (const c of conns) {
      c.onEvent = (name, data) => {
        if (name !== 'chat.message') return;
        deliveries += 1;
        const id = (JSON.parse(data) as { payload: { id: number } }).payload.id;
        const entry = got.get(id) ?? { count: 0, posted: Number.NaN };
        entry.count += 1;
        if (entry.count === STREAMS) entry.done = performance.now();
        got.set(id, entry);
      };
    }
    const readsBefore = app.ctx.rooms.reads;
    const total = RATE * SECONDS;
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      posts.push(
        (async () => {
          const res = await fetch(`${base}/web/v2/events/${event.id}/chat`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[i % WRITERS]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ body: `Pesan bench ${i}` }),
          });
          const answered = performance.now();
          if (res.status !== 201) throw new Error(`post ${i}: ${res.status} ${await res.text()}`);
          const id = ((await res.json()) as { result: { id: number } }).result.id;
          const entry = got.get(id) ?? { count: 0, posted: answered };
          entry.posted = answered;
          got.set(id, entry);
        })(),
      );
    }
    await Promise.all(posts);
    const deadline = performance.now() + 10_000;
    while ([...got.values()].some((e) => e.count < STREAMS) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const finished = performance.now();
    const latencies = [...got.values()].filter((e) => e.done !== undefined).map((e) => Math.max(0, e.done! - e.posted));
    const incomplete = [...got.values()].filter((e) => e.count < STREAMS).length;
    const seconds = (finished - started) / 1000;
    console.log(
      `${total} messages at ${RATE}/s to ${STREAMS} streams: ${(total / seconds).toFixed(1)} messages/s delivered to all, ${(deliveries / seconds).toFixed(0)} deliveries/s; post answered → every stream has it p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ${incomplete} not on every stream within 10 s; room reads ${app.ctx.rooms.reads - readsBefore} for ${total} messages`,
    );
    for (const c of conns) c.req.destroy();
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await app.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
