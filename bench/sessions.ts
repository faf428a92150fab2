/**
 * Live sessions (issue 18): `npm run bench -- --sessions`. Not a test: it prints figures that go to
 * docs/performance.md ("Live sessions, issue 18") by hand.
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) it makes a fresh
 * database of its own (dropped afterwards), starts the real app in this process (seeded demo data)
 * on a local port, and measures over HTTP with autocannon:
 *
 * 0. the plain-route ceiling: one route answering a constant, 64 connections, BENCH_SECONDS.
 * 1. e-ticket check-ins (P eticket/attendances) by 64 scanners: one hybrid event under way with
 *    64 × BENCH_TICKETS (200) students registered (bulk SQL) and 64 staff accounts scoped to it.
 *    Each connection has its own staff bearer and walks its own pre-signed tickets, every tenth
 *    scan a replay of one it has sent (the "already checked in" answer). Each connection stops after
 *    its tickets and replays, so every request sent is answered and the check is exact:
 *    attendances = distinct tickets sent.
 * 2. joins at a webinar's start (U webinars/{url}/join): a webinar starting in a second with
 *    BENCH_JOINERS (500) students registered, one connection each, BENCH_JOINS (10) calls per
 *    student. Checked: one session_joins row per student, Σ join_count = 2xx answers.
 *
 *   npm run bench -- --sessions
 *   BENCH_SECONDS=5 BENCH_TICKETS=200 BENCH_JOINERS=500 DATABASE_URL=postgres://… npm run bench -- --sessions
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { ContentType, VenueType } from '../src/common/enums.js';
import { scratchDatabase } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCANNERS = 64;
const TICKETS = Number(process.env.BENCH_TICKETS ?? 200);
const JOINERS = Number(process.env.BENCH_JOINERS ?? 500);
const JOINS = Number(process.env.BENCH_JOINS ?? 10);
/** A cap only: each phase ends when its connections have sent their requests. */
const CAP_SECONDS = 600;
const MINUTE = 60_000;

const rate = (r: autocannon.Result) => r.requests.total / (r.duration || 1);
const figures = (r: autocannon.Result) => `${rate(r).toFixed(0)}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;

export async function sessionsBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(serverUrl, 'lm_sessions');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-sessions-bench-'));
  process.env.DATABASE_URL = scratch.url;
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { EticketSigner } = await import('../src/server/modules/sessions/tickets.js');
  const { makeSession } = await import('../src/server/modules/sessions/testing.js');
  const app = await buildApp({ config: loadConfig(), logger: false, seed: true });
  app.get('/bench/plain', async () => ({ statusCode: 200, message: 'success', result: { ok: true } }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { db, tokens } = app.ctx;
    const now = Date.now();

    /** A session made on the spot by the tests' own helper (no seed data is touched), with a room link. */
    const session = (type: number, venue: number, startAt: Date, minutes: number) =>
      makeSession(app, { type, venue, startAt, minutes, joinUrl: 'https://zoom.us/j/1234567890?pwd=benchpwd' });
    /** `n` new students (one statement). */
    const students = async (tag: string, n: number) => {
      const rows = await sql<{ id: number }>`
        insert into students (full_name, email, email_verified_at)
        select 'Peserta ' || g, ${tag}::text || '-' || g || '@example.com', now() from generate_series(1, ${n}::int) g
        returning id`.execute(db);
      return rows.rows.map((r) => r.id);
    };
    /** `n` new students registered for the session; returns (enrolment, student) ids. */
    const register = async (tag: string, n: number, contentId: number) => {
      const ids = await students(tag, n);
      const rows = await sql<{ id: number; student_id: number }>`
        insert into enrolments (student_id, content_id, source) select s, ${contentId}::int, 'free' from unnest(${ids}::int[]) s order by s
        returning id, student_id`.execute(db);
      return rows.rows;
    };
    /** A signed-in account's bearer (a session row and an access token, as a sign-in makes). */
    const bearer = async (studentId: number) => {
      const sid = randomUUID();
      await db.insertInto('sessions').values({ id: sid, student_id: studentId, device_id: 1 }).execute();
      return `Bearer ${(await tokens.signAccessToken({ sub: String(studentId), sid })).token}`;
    };

    // 0. The ceiling of this machine and run.
    const ceiling = await autocannon({ url: `${base}/bench/plain`, connections: SCANNERS, duration: SECONDS });
    console.log(`plain Fastify route (ceiling), ${SCANNERS} connections, ${SECONDS} s: ${figures(ceiling)}`);

    // 1. E-ticket check-ins by 64 scanners.
    const event = await session(ContentType.EVENT, VenueType.HYBRID, new Date(now - 10 * MINUTE), 240);
    const holders = await register(`scan-${event.id}`, SCANNERS * TICKETS, event.id);
    const signer = new EticketSigner(app.ctx.secrets.otpHmacKey);
    const tickets = holders.map((h) => signer.sign(h.id, event.id, h.student_id, event.end_at));
    const staff = await students(`staff-${event.id}`, SCANNERS);
    await db
      .insertInto('staff_members')
      .values(staff.map((id) => ({ student_id: id, all_sessions: false })))
      .execute();
    await db
      .insertInto('staff_sessions')
      .values(staff.map((id) => ({ student_id: id, content_id: event.id })))
      .execute();
    const scanners = await Promise.all(staff.map(bearer));
    const perScanner = TICKETS + Math.ceil(TICKETS / 9);
    const sent = new Set<string>();
    let replays = 0;
    let already = 0;
    let scanFailures = 0;
    let nextScanner = 0;
    const scans = await autocannon({
      url: base,
      connections: SCANNERS,
      duration: CAP_SECONDS,
      maxConnectionRequests: perScanner,
      setupClient: (client) => {
        const k = nextScanner++;
        const own = tickets.slice(k * TICKETS, (k + 1) * TICKETS);
        let fresh = 0;
        let n = 0;
        client.setRequests([
          {
            method: 'POST',
            path: '/web/v2/eticket/attendances',
            headers: { authorization: scanners[k]!, 'content-type': 'application/json' },
            // Every tenth scan shows a ticket again (a guest coming back through the door).
            setupRequest: (req) => {
              const replay = n++ % 10 === 9 || fresh >= own.length;
              const token = replay ? own[Math.max(0, fresh - 1)]! : own[fresh++]!;
              if (replay) replays++;
              sent.add(token);
              return { ...req, body: JSON.stringify({ token, contentId: event.id }) };
            },
            onResponse: (status, body) => {
              if (status !== 200) scanFailures++;
              else if ((JSON.parse(body) as { result: { alreadyCheckedIn: boolean } }).result.alreadyCheckedIn) already++;
            },
          },
        ]);
      },
    });
    const attended = await db
      .selectFrom('session_attendances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '=', event.id)
      .executeTakeFirstOrThrow();
    console.log(
      `e-ticket check-ins, ${SCANNERS} scanners × ${perScanner} scans (${TICKETS} tickets each): ${scans.requests.total} in ${scans.duration.toFixed(1)} s: ${figures(scans)}; ` +
        `${replays} replays sent, ${already} answered "already checked in", ${scanFailures} not 200; ` +
        `attendances ${Number(attended.n)} = distinct tickets sent ${sent.size}: ${Number(attended.n) === sent.size ? 'ok' : 'MISMATCH'}`,
    );

    // 2. Joins at a webinar's start, one connection per student.
    const webinar = await session(ContentType.WEBINAR, VenueType.ONLINE, new Date(Date.now() + 1000), 120);
    const joiners = await register(`join-${webinar.id}`, JOINERS, webinar.id);
    const bearers = await Promise.all(joiners.map((j) => bearer(j.student_id)));
    let nextJoiner = 0;
    const joins = await autocannon({
      url: `${base}/web/v2/webinars/${webinar.url}/join`,
      method: 'PUT',
      connections: JOINERS,
      duration: CAP_SECONDS,
      maxConnectionRequests: JOINS,
      body: JSON.stringify({ deviceId: 'web-bench' }),
      setupClient: (client) => {
        client.setHeaders({ authorization: bearers[nextJoiner++ % bearers.length]!, 'content-type': 'application/json' });
      },
    });
    const joined2xx = joins['2xx'];
    const rows = await db
      .selectFrom('session_joins')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('join_count').as('calls')])
      .where('content_id', '=', webinar.id)
      .executeTakeFirstOrThrow();
    const ok = Number(rows.n) === JOINERS && Number(rows.calls) === joined2xx;
    console.log(
      `joins at a webinar's start, ${JOINERS} students × ${JOINS} calls: ${joins.requests.total} in ${joins.duration.toFixed(1)} s: ${figures(joins)}; ` +
        `${joined2xx} 2xx, ${joins.non2xx} other, ${joins.errors} errors; session_joins ${Number(rows.n)} rows, Σ join_count ${Number(rows.calls)}: ${ok ? 'ok' : 'MISMATCH'}`,
    );
  } finally {
    await app.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
