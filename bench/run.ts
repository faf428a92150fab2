/**
 * `npm run bench`: throughput and latency of the API against the plain-route ceiling, and the
 * website's first-load weight and time to first home render. Not a test: it prints a table and
 * the figures go to docs/performance.md by hand.
 *
 *   npm run bench                    PGlite, seeded demo catalogue
 *   DATABASE_URL=postgres://… npm run bench
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npm run bench
 */
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { PUBLIC_CLIENT } from '../src/common/constants.js';

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

async function startServer(dataDir: string) {
  const child = fork(path.resolve('bench/server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
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
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
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
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
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
    const js = firstLoadJs();
    const render = await firstHomeRender(base);
    console.log('\n| measure | requests/s | p99 ms | share of ceiling |\n|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${r.ratio ?? ''} |`);
    console.log(`\nfirst-load JS+CSS of the home page (gzip -9): ${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files (target < 250 KB)`);
    console.log(`time to first home render (median of 5, headless Chromium): ${render === null ? 'n/a (no chromium)' : `${render} ms`}`);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
