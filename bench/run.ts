/**
 * `npm run bench`: throughput and latency of the API against the plain-route ceiling, and the
 * website's first-load weight and time to first home render. Not a test: it prints a table and
 * the figures go to docs/performance.md by hand.
 *
 *   npm run bench                    PGlite, seeded demo catalogue
 *   DATABASE_URL=postgres://… npm run bench
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench
 *   npm run bench -- --discovery --contents=100000   search and filtered listing only (bench/discovery.ts)
 *   npm run bench -- --web [--url=http://localhost:3107] [--lighthouse-runs=3]
 *   npm run bench -- --checkout       64 concurrent checkouts on PostgreSQL only (bench/checkout.ts)
 *   npm run bench -- --learning       64 students' position writes and video Range requests on PostgreSQL (bench/learning.ts)
 *   npm run bench -- --sessions       64 e-ticket scanners and 500 joins at a webinar's start on PostgreSQL (bench/sessions.ts)
 *   npm run bench -- --notifications  2,000 open SSE streams: delivery p50/p99, memory per stream, fan-out; e-mails/s through SMTP; on PostgreSQL (bench/notifications.ts)
 *   npm run bench -- --uploads        a 200 MB competition video streamed over HTTP: MB/s and the server's peak RSS; one over the limit (bench/uploads.ts)
 *   npm run bench -- --overhead       the app's plain route against a bare Fastify route and a bare node server, 3 rounds (bench/overhead.ts)
 *   npm run bench -- --ssr            the cached home page (/, /en; identity, br) against the plain route in one process (bench/overhead.ts; build dist/web and dist/ssr first)
 *   npm run bench -- --rooms          1,000 guest streams on one room: messages/s, delivery p50/p99, memory per stream; on PostgreSQL (bench/rooms.ts)
 *                                    first-visit weight and Lighthouse of `npm start` only (bench/web-weight.ts)
 *   npm run bench -- --desktop        the desktop renderer's boot from the app:// handler vs a static server (bench/desktop.ts)
 *   npm run bench -- --lighthouse [--url=…] [--runs=3]   Lighthouse mobile on home, a course, search, an article of `npm start` (bench/lighthouse.ts)
 */
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { loadConfig } from '../src/server/config.js';
import { PasswordHasher } from '../src/server/security/passwords.js';
import { checkoutBench } from './checkout.js';
import { lighthouseBench } from './lighthouse.js';
import { discoveryBench } from './discovery.js';
import { learningBench } from './learning.js';
import { notificationsBench } from './notifications.js';
import { uploadsBench } from './uploads.js';
import { roomsBench } from './rooms.js';
import { overheadBench, ssrBench } from './overhead.js';
import { sessionsBench } from './sessions.js';
import { webWeightBench } from './web-weight.js';
import { desktopBench } from './desktop.js';
import { must } from '../src/common/must.js';
import { compiledScript } from './support.js';

const median = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 'the median of no figures');

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

interface Row {
  name: string;
  rps: number;
  p99: number;
  ratio?: string;
}

async function load(url: string, opts: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { authorization: basic }, ...opts });
  if (result.non2xx > 0) console.warn(`  ! ${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const json = (body: unknown) => ({ method: 'POST' as const, headers: { authorization: basic, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, json(body));
  const payload = (await res.json()) as { result: { refreshToken: string } };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(payload)}`);
  return payload.result;
}

/** argon2id cost on this machine: median of 20 hashes and 20 verifications with the configured parameters. */
async function argon2Figures() {
  const params = loadConfig().argon2;
  const hasher = new PasswordHasher(params);
  const hashMs: number[] = [];
  const verifyMs: number[] = [];
  let hash = await hasher.hash('Belajar123!');
  for (let i = 0; i < 20; i++) {
    let t = performance.now();
    hash = await hasher.hash('Belajar123!');
    hashMs.push(performance.now() - t);
    t = performance.now();
    await hasher.verify(hash, 'Belajar123!');
    verifyMs.push(performance.now() - t);
  }
  return { params, hash: median(hashMs), verify: median(verifyMs) };
}

/**
 * Sign-in and refresh throughput. Sign-in: registered students (one per connection) signing in
 * over and over (each answer is a new session). Refresh: every answer hands out the next refresh token, so each
 * request takes an unused token from a pool and puts the one it got back; a reused token would
 * end the session (by design), so the pool holds one family per connection.
 */
async function authRows(base: string): Promise<{ rows: Row[]; singleLoginMs: number }> {
  // One student per connection: several sign-ins of one account at the same moment would meet its
  // brute-force counter (in-flight attempts count until they succeed), which real traffic does not.
  const password = 'Bench-Password-123';
  const emails: string[] = [];
  for (let i = 0; i < connections; i++) {
    const email = `bench.${Date.now()}.${i}@example.id`;
    // Registration answers no tokens: the account opens with the code sent to the address (dev outbox).
    const { registrationId } = (await postJson(`${base}/web/v2/students/register`, { fullName: `Bench Student ${i}`, email, password })) as unknown as { registrationId: string };
    const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { result: { code: string }[] };
    await postJson(`${base}/v2/students/register-and-login-by-otp`, { emailOrPhone: email, otp: must(outbox.result[0], `the code sent to ${email}`).code, registrationId });
    emails.push(email);
  }
  const loginUrl = `${base}/web/v2/auth/login-by-email`;

  // One sign-in on its own (median of 20, one after the other).
  const single: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await postJson(loginUrl, { email: emails[0], password });
    single.push(performance.now() - t);
  }
  single.sort((a, b) => a - b);

  let next = 0;
  const loginResult = await autocannon({
    url: loginUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: emails[next++ % emails.length], password }) }),
      },
    ],
  });
  if (loginResult.non2xx > 0) console.warn(`  ! login-by-email: ${loginResult.non2xx} non-2xx answers`);
  const login = { rps: loginResult.requests.average, p99: loginResult.latency.p99 };

  const pool: string[] = [];
  for (let i = 0; i < connections + 4; i++) pool.push((await postJson(loginUrl, { email: emails[i % emails.length], password })).refreshToken);
  const result = await autocannon({
    url: `${base}/web/v2/auth/refresh-token`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ refreshToken: pool.pop() ?? 'pool-empty-xxxxxxxxxxxx', deviceID: 1 }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { result: { refreshToken: string } }).result.refreshToken);
        },
      },
    ],
  });
  if (result.non2xx > 0) console.warn(`  ! refresh-token: ${result.non2xx} non-2xx answers`);
  return {
    rows: [
      { name: 'POST auth/login-by-email (argon2id verify + new session)', ...login },
      { name: 'POST auth/refresh-token (rotation)', rps: result.requests.average, p99: result.latency.p99 },
    ],
    singleLoginMs: median(single),
  };
}

async function startServer(dataDir: string) {
  const child = fork(await compiledScript('bench/server.ts'), [], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Throughput of sign-in and refresh is the point here, so their per-address limits are lifted.
      RATE_LIMITS: process.env.RATE_LIMITS ?? JSON.stringify({ loginPerIp: { max: 1e9 }, refreshPerIp: { max: 1e9 }, registerPerIp: { max: 1e9 }, otpVerifyPerIp: { max: 1e9 } }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port: number }) => resolve(m.port));
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function firstLoadJs(): { files: string[]; gzipBytes: number } {
  const index = path.resolve('dist/web/index.html');
  if (!fs.existsSync(index)) spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const html = fs.readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].flatMap(([, ref]) => (ref === undefined ? [] : [ref]));
  let gzipBytes = 0;
  for (const ref of refs) gzipBytes += zlib.gzipSync(fs.readFileSync(path.resolve('dist/web' + ref)), { level: 9 }).length;
  return { files: refs, gzipBytes };
}

async function firstHomeRender(base: string): Promise<number | null> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(base + '/', { waitUntil: 'commit' });
    await page.waitForSelector('[data-testid="home-section-top-products"] [data-testid="content-card"]', { timeout: 30000 });
    times.push(Date.now() - start);
    await context.close();
  }
  await browser.close();
  return median(times);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-bench-'));
  const { child, base } = await startServer(dataDir);
  const rows: Row[] = [];
  try {
    console.log(`bench: ${seconds}s per route, ${connections} connections, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    // Warm up caches and JIT.
    await load(`${base}/web/v2/home/sections`, { duration: 2 });
    const ceiling = await load(`${base}/bench/plain`);
    rows.push({ name: 'plain Fastify route (ceiling)', ...ceiling, ratio: '100%' });
    const routes: [string, string][] = [
      ['GET home/sections', '/web/v2/home/sections'],
      ['GET home/current-webinars', '/web/v2/home/current-webinars'],
      ['GET settings/maintenance (uncached DB read)', '/web/v2/settings/maintenance'],
    ];
    for (const [name, url] of routes) {
      const r = await load(base + url);
      rows.push({ name, ...r, ratio: `${Math.round((r.rps / ceiling.rps) * 100)}%` });
    }
    const auth = await authRows(base);
    rows.push(...auth.rows.map((r) => ({ ...r, ratio: `${Math.round((r.rps / ceiling.rps) * 100)}%` })));
    const argon = await argon2Figures();
    console.log('\n| measure | requests/s | p99 ms | share of ceiling |\n|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.ratio ?? ''} |`);
    console.log(
      `\nargon2id m=${argon.params.memoryCost} KiB, t=${argon.params.timeCost}, p=${argon.params.parallelism}: hash ${argon.hash.toFixed(1)} ms, verify ${argon.verify.toFixed(1)} ms (median of 20); one sign-in over HTTP ${auth.singleLoginMs.toFixed(1)} ms (median of 20, target < 100 ms)`,
    );
    const js = firstLoadJs();
    const render = await firstHomeRender(base);
    console.log(`\nfirst-load JS+CSS of the home page (gzip -9): ${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files (target < 250 KB)`);
    console.log(`time to first home render (median of 5, headless Chromium): ${render === null ? 'n/a (no chromium)' : `${render} ms`}`);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── Discovery: search and filtered listing on the seeded or a generated catalogue (bench/discovery.ts) ──
// `npm run bench -- --discovery` runs only this section; `--contents=100000` (or BENCH_CONTENTS) generates contents first.
const discoveryOnly = process.argv.includes('--discovery');
// ── Web weight: first-load JS, bytes of a first visit and Lighthouse of `npm start` (bench/web-weight.ts) ──
const webOnly = process.argv.includes('--web');

// ── Checkout: 64 concurrent students order, pay and are enrolled, on PostgreSQL (bench/checkout.ts) ──
const checkoutOnly = process.argv.includes('--checkout');
// ── Learning: 64 students' position writes and video range requests, on PostgreSQL (bench/learning.ts) ──
const learningOnly = process.argv.includes('--learning');
// ── Live sessions: e-ticket check-ins by 64 scanners and joins at a webinar's start, on PostgreSQL (bench/sessions.ts) ──
const sessionsOnly = process.argv.includes('--sessions');
// ── Notifications: 2,000 open streams, delivery and fan-out, on PostgreSQL (bench/notifications.ts) ──
const notificationsOnly = process.argv.includes('--notifications');
// ── Uploads: a 200 MB competition video streamed to the real server, its RSS; one over the limit (bench/uploads.ts) ──
const uploadsOnly = process.argv.includes('--uploads');

// ── Rooms: 1,000 guest streams on one room, messages at a steady rate, on PostgreSQL (bench/rooms.ts) ──
const roomsOnly = process.argv.includes('--rooms');

// ── Overhead: the app's plain route against bare Fastify and bare node, the global hooks' cost (bench/overhead.ts) ──
const overheadOnly = process.argv.includes('--overhead');
// ── SSR: the cached home page against the plain route in the same process (bench/overhead.ts ssrBench) ──
const ssrOnly = process.argv.includes('--ssr');

// ── Desktop: the renderer's boot to first paint from the app:// handler against a static server (bench/desktop.ts) ──
const desktopOnly = process.argv.includes('--desktop');

// ── Lighthouse: mobile preset, median of 3, on home, a course, search results and an article of `npm start` (bench/lighthouse.ts) ──
const lighthouseOnly = process.argv.includes('--lighthouse');

(lighthouseOnly
  ? lighthouseBench()
  : ssrOnly
    ? ssrBench()
    : overheadOnly
      ? overheadBench()
      : desktopOnly
        ? desktopBench()
        : roomsOnly
          ? roomsBench()
          : uploadsOnly
            ? uploadsBench()
            : notificationsOnly
              ? notificationsBench()
              : sessionsOnly
                ? sessionsBench()
                : learningOnly
                  ? learningBench()
                  : checkoutOnly
                    ? checkoutBench()
                    : webOnly
                      ? webWeightBench()
                      : (discoveryOnly ? Promise.resolve() : main()).then(() => discoveryBench())
).catch((err) => {
  console.error(err);
  process.exit(1);
});
