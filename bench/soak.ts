/**
 * `npm run soak`: 500 concurrent connections for 60 s on a mix of reads, searches, sign-ins and
 * profile writes against one real server process (`npm start`'s main.ts) on PostgreSQL, twice:
 * once steady, once with PostgreSQL restarted (pg_ctl restart -m fast) 20 s in. Not a test: it
 * prints the figures, which go to docs/reliability.md by hand.
 *
 * Without DATABASE_URL it starts a private PostgreSQL cluster of its own (initdb into a temporary
 * folder, as the postgres user when run as root, on a free port from 55432), so restarting it
 * disturbs nobody, and removes it afterwards. With DATABASE_URL it uses a throwaway database on
 * that server and never restarts it (the restart run is skipped).
 *
 *   npm run soak
 *   SOAK_SECONDS=60 SOAK_CONNECTIONS=500 SOAK_RESTART_AT=20 npm run soak
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run soak
 *
 * What it counts, per kind of request: answers by status (429s apart: every request comes from
 * one address and per-address limits apply, as they do once forwarded headers are not trusted),
 * errors (any other non-2xx, plus connection errors and timeouts), p99. After each run: the
 * server process is still up, and every acknowledged profile write is in the database (each
 * student's bio is its last acknowledged value or one sent after it). With the restart: when the
 * first 503 came, and the recovery time, from the moment PostgreSQL accepts connections again to
 * the first acknowledged write sent after that moment.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair } from 'jose';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { ContentType } from '../src/common/enums.js';
import { DEFAULT_ARGON2 } from '../src/server/config.js';
import { createStudents, freshDatabase } from '../src/server/gates/support/faults-db.js';
import { ServerProcess } from '../src/server/gates/support/faults-server.js';
import { must } from '../src/common/must.js';

const run = promisify(execFile);

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 500);
const RESTART_AT_S = Number(process.env.SOAK_RESTART_AT ?? 20);
/** Students writing their profiles: each write leases one that has no write in flight. */
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 200);
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

const KEYWORDS = ['belajar', 'marketing', 'excel', 'desain', 'python', 'keuangan', 'data', 'bisnis', 'menulis', 'fotografi', 'pemrograman', 'markting', 'leadership', 'akuntansi'];

// ───────────────────────────── a private PostgreSQL cluster ─────────────────────────────

class PrivateCluster {
  private constructor(
    private readonly bin: string,
    private readonly root: string,
    readonly port: number,
    private readonly asPostgres: boolean,
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir() {
    return path.join(this.root, 'data');
  }

  /** Runs a PostgreSQL tool, as the postgres user when we are root (initdb and postgres refuse root). */
  private async tool(name: string, args: string[]) {
    const file = path.join(this.bin, name);
    const options = { timeout: 120_000 };
    const { stdout } = this.asPostgres ? await run('runuser', ['-u', 'postgres', '--', file, ...args], options) : await run(file, args, options);
    return stdout;
  }

  static async start(): Promise<PrivateCluster> {
    const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
    const version = versions.find((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
    if (!version) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql), or set DATABASE_URL');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-soak-pg-'));
    const asPostgres = process.getuid?.() === 0;
    if (asPostgres) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      fs.chownSync(root, Number(stdout.trim()), Number(gid.trim()));
    }
    const cluster = new PrivateCluster(`/usr/lib/postgresql/${version}/bin`, root, await freePort(55432), asPostgres);
    await cluster.tool('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = `-p ${cluster.port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=100`;
    await cluster.tool('pg_ctl', ['-D', cluster.dataDir, '-l', path.join(root, 'server.log'), '-o', options, '-w', 'start']);
    return cluster;
  }

  /** A clean restart (what an operator or a package upgrade does): sessions are terminated (57P01). */
  async restart() {
    // -l again: without it the new postmaster writes to pg_ctl's stdout, which then never closes.
    await this.tool('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.root, 'server.log'), '-m', 'fast', '-w', 'restart']);
  }

  async stop() {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 99}`);
}

// ───────────────────────────── the load ─────────────────────────────

type Kind = 'read' | 'search' | 'sign-in' | 'write';

interface Answer {
  kind: Kind;
  status: number;
  /** ms since the run started, when the request was set up and when its answer came. */
  sent: number;
  done: number;
}

interface StudentState {
  email: string;
  access: string;
  busy: boolean;
  sent: number;
  acked: number;
}

interface Fixtures {
  students: (StudentState & { id: number })[];
  courseUrls: string[];
}

/** Picks a request of the mix: 45% reads, 25% searches, 20% profile writes, 10% sign-ins. */
function pick(fixtures: Fixtures, marker: string): { kind: Kind; request: autocannon.Request; student?: StudentState } {
  const r = Math.random();
  const json = { authorization: basic, 'content-type': 'application/json' };
  if (r < 0.45) {
    const which = Math.random();
    const url =
      which < 0.4
        ? '/web/v2/home/sections'
        : which < 0.7
          ? `/web/v2/courses?page=${1 + Math.floor(Math.random() * 3)}&pageSize=12`
          : `/web/v2/courses/${fixtures.courseUrls[Math.floor(Math.random() * fixtures.courseUrls.length)]}`;
    return { kind: 'read', request: { method: 'GET', path: url, headers: { authorization: basic } } };
  }
  if (r < 0.7) {
    const keyword = KEYWORDS[Math.floor(Math.random() * KEYWORDS.length)];
    return { kind: 'search', request: { method: 'POST', path: '/web/v2/contents/search', headers: json, body: JSON.stringify({ keyword, pageSize: 12 }) } };
  }
  if (r < 0.9) {
    const student = fixtures.students.find((s) => !s.busy);
    if (student) {
      student.busy = true;
      student.sent += 1;
      const body = JSON.stringify({ bio: `${marker}-${student.sent}` });
      return {
        kind: 'write',
        student,
        request: { method: 'PUT', path: '/web/v2/students', headers: { authorization: `Bearer ${student.access}`, 'content-type': 'application/json' }, body },
      };
    }
  }
  const s = must(fixtures.students[Math.floor(Math.random() * fixtures.students.length)], 'a student');
  return { kind: 'sign-in', request: { method: 'POST', path: '/web/v2/auth/login-by-email', headers: json, body: JSON.stringify({ email: s.email, password: 'Gerbang123!' }) } };
}

interface RunResult {
  answers: Answer[];
  errors: number;
  timeouts: number;
  requests: number;
  p99: number;
  rps: number;
  marker: string;
  restart?: { began: number; back: number };
}

async function soakRun(server: ServerProcess, fixtures: Fixtures, label: string, restart?: () => Promise<void>): Promise<RunResult> {
  const marker = `soak-${label}-${randomBytes(3).toString('hex')}`;
  for (const s of fixtures.students) Object.assign(s, { busy: false, sent: 0, acked: 0 });
  const answers: Answer[] = [];
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  let restartTimes: RunResult['restart'];
  let restartDone: Promise<void> | undefined;
  const timer = restart
    ? setTimeout(() => {
        const began = now();
        restartDone = restart().then(() => {
          restartTimes = { began, back: now() };
          console.log(`  PostgreSQL restarted: down at ${(began / 1000).toFixed(1)} s, accepting connections again at ${(restartTimes.back / 1000).toFixed(1)} s`);
        });
      }, RESTART_AT_S * 1000)
    : undefined;

  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (_req, context) => {
          const chosen = pick(fixtures, marker);
          Object.assign(context, { kind: chosen.kind, student: chosen.student, seq: chosen.student?.sent, sent: now() });
          return chosen.request;
        },
        onResponse: (status, _body, context) => {
          const c = context as { kind: Kind; student?: StudentState; seq?: number; sent: number };
          answers.push({ kind: c.kind, status, sent: c.sent, done: now() });
          if (c.student) {
            if (status === 200) c.student.acked = Math.max(c.student.acked, c.seq ?? 0);
            c.student.busy = false;
          }
        },
      },
    ],
  });
  if (timer) clearTimeout(timer);
  await restartDone;
  return {
    answers,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
    p99: result.latency.p99,
    rps: result.requests.average,
    marker,
    restart: restartTimes,
  };
}

// ───────────────────────────── figures ─────────────────────────────

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!; // 0 ≤ p ≤ 100, sorted not empty
};

function report(title: string, r: RunResult, allowed503: boolean) {
  console.log(`\n${title}`);
  console.log(`  ${r.requests} requests, ${Math.round(r.rps)}/s, p99 ${r.p99} ms (autocannon), connection errors ${r.errors}, timeouts ${r.timeouts}`);
  console.log('  | kind | answers | 2xx | 429 | 503 | other errors | p50 ms | p99 ms |');
  console.log('  |---|---|---|---|---|---|---|---|');
  let errors = r.errors;
  for (const kind of ['read', 'search', 'sign-in', 'write'] as Kind[]) {
    const mine = r.answers.filter((a) => a.kind === kind);
    const ok = mine.filter((a) => a.status >= 200 && a.status < 300).length;
    const limited = mine.filter((a) => a.status === 429).length;
    const unavailable = mine.filter((a) => a.status === 503).length;
    const other = mine.length - ok - limited - unavailable + (allowed503 ? 0 : unavailable);
    errors += other;
    const statuses = [...new Set(mine.filter((a) => !(a.status < 300 || a.status === 429 || (allowed503 && a.status === 503))).map((a) => a.status))];
    console.log(
      `  | ${kind} | ${mine.length} | ${ok} | ${limited} | ${unavailable} | ${other}${statuses.length ? ` (${statuses.join(', ')})` : ''} | ${Math.round(
        percentile(
          mine.map((a) => a.done - a.sent),
          50,
        ),
      )} | ${Math.round(
        percentile(
          mine.map((a) => a.done - a.sent),
          99,
        ),
      )} |`,
    );
  }
  console.log(`  errors (not 2xx, 429${allowed503 ? ' or 503' : ''}; plus connection errors): ${errors}`);
  return errors;
}

/** Every student's bio is its last acknowledged write or a later one it sent: nothing acknowledged was lost. */
async function lostWrites(query: Awaited<ReturnType<typeof freshDatabase>>['query'], fixtures: Fixtures, marker: string) {
  const { rows } = await query<{ id: number; bio: string | null }>('select id, bio from students where id = any($1)', [fixtures.students.map((s) => s.id)]);
  const bios = new Map(rows.map((r) => [r.id, r.bio]));
  let lost = 0;
  for (const s of fixtures.students) {
    if (s.acked === 0) continue;
    const bio = bios.get(s.id) ?? '';
    const seq = bio.startsWith(`${marker}-`) ? Number(bio.slice(marker.length + 1)) : -1;
    if (!(seq >= s.acked && seq <= s.sent)) {
      lost += 1;
      console.log(`  ! student ${s.id}: bio "${bio}", last acknowledged ${marker}-${s.acked}, last sent ${s.sent}`);
    }
  }
  return lost;
}

const acknowledgedWrites = (r: RunResult) => r.answers.filter((a) => a.kind === 'write' && a.status === 200).length;

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const started = Date.now();
  const external = process.env.DATABASE_URL;
  const cluster = external ? undefined : await PrivateCluster.start();
  const serverUrl = external ?? cluster!.url;
  const db = await freshDatabase(serverUrl);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const serverLog = path.join(os.tmpdir(), `lm-soak-server-${process.pid}.log`);
  const server = new ServerProcess(
    {
      DATABASE_URL: db.url,
      CACHE_SECONDS: '5',
      LOG_LEVEL: 'warn',
      // The students sign in once before the runs, each from its own forwarded address; during the
      // runs every request comes straight from 127.0.0.1 with no forwarded header, one client.
      TRUST_PROXY: 'loopback',
      TOKEN_SIGNING_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'ES256', kid: randomBytes(8).toString('hex') }),
      OTP_HMAC_KEY: randomBytes(32).toString('hex'),
    },
    serverLog,
  );
  const stop = async () => {
    await server.stop();
    await db.drop().catch(() => undefined);
    await cluster?.stop();
  };
  // Interrupted: still stop the private cluster and drop the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  try {
    console.log(`soak: ${CONNECTIONS} connections × ${SECONDS} s, ${cluster ? `private PostgreSQL cluster on port ${cluster.port}` : 'PostgreSQL at DATABASE_URL (no restart run)'}`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
    await server.start();
    const students = await createStudents(db.query, STUDENTS, 'soak', DEFAULT_ARGON2);
    const fixtures: Fixtures = { students: [], courseUrls: [] };
    // Sign the students in, 8 at a time, each from its own forwarded address (no per-address limit met).
    for (let i = 0; i < students.length; i += 8) {
      await Promise.all(
        students.slice(i, i + 8).map(async (s, j) => {
          const res = await server.request('POST', '/web/v2/auth/login-by-email', {
            headers: { authorization: basic, 'x-forwarded-for': `10.77.${(i + j) >> 8}.${(i + j) & 255}` },
            body: { email: s.email, password: s.password },
          });
          if (res.status !== 200) throw new Error(`sign-in of ${s.email}: ${res.status} ${res.text}`);
          fixtures.students.push({ id: s.id, email: s.email, access: res.body!.result.accessToken.token, busy: false, sent: 0, acked: 0 });
        }),
      );
    }
    const { rows } = await db.query<{ url: string }>('select url from contents where is_published and content_type = any($1) order by id limit 50', [
      [ContentType.COURSE, ContentType.BELAJARKILAT],
    ]);
    fixtures.courseUrls = rows.map((r) => r.url);
    if (!fixtures.courseUrls.length) throw new Error('no seeded courses');

    const steady = await soakRun(server, fixtures, 'steady');
    const steadyErrors = report(`Run 1: steady, ${SECONDS} s`, steady, false);
    const steadyLoss = await lostWrites(db.query, fixtures, steady.marker);
    console.log(`  server process up: ${server.alive}; acknowledged profile writes ${acknowledgedWrites(steady)}, lost ${steadyLoss}`);

    if (cluster) {
      const restarted = await soakRun(server, fixtures, 'restart', () => cluster.restart());
      const errors = report(`Run 2: PostgreSQL restarted at ${RESTART_AT_S} s (pg_ctl restart -m fast)`, restarted, true);
      const loss = await lostWrites(db.query, fixtures, restarted.marker);
      const unavailable = restarted.answers.filter((a) => a.status === 503);
      const back = restarted.restart?.back ?? Number.NaN;
      const firstWrite = restarted.answers.filter((a) => a.kind === 'write' && a.status === 200 && a.sent >= back).sort((a, b) => a.done - b.done)[0];
      const firstAny = restarted.answers.filter((a) => a.status === 200 && a.sent >= back).sort((a, b) => a.done - b.done)[0];
      const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
      console.log(`  503 answers ${unavailable.length}: first at ${s(unavailable[0]?.done)}, last at ${s(unavailable.at(-1)?.done)}`);
      console.log(
        `  recovery (PostgreSQL accepting connections → first acknowledged write sent after it): ${firstWrite ? s(firstWrite.done - back) : 'none'} (first 200 of any kind: ${firstAny ? s(firstAny.done - back) : 'none'})`,
      );
      console.log(`  server process up: ${server.alive}; acknowledged profile writes ${acknowledgedWrites(restarted)}, lost ${loss}`);
      const recovered = firstWrite !== undefined && firstWrite.done - back < 5000;
      console.log(
        `\nverdict: steady errors ${steadyErrors} (target 0); restart: crash ${!server.alive}, recovery under 5 s ${recovered}, lost ${steadyLoss + loss}, errors other than 503 ${errors}`,
      );
    } else {
      console.log(`\nverdict: steady errors ${steadyErrors} (target 0), crash ${!server.alive}, lost ${steadyLoss}`);
    }
    if (!server.alive) console.log(server.output);
    console.log(`server output (warnings and errors): ${serverLog}`);
    console.log(`total time ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
