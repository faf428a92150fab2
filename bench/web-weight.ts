/**
 * `npm run bench -- --web`: what a first visit to the website costs, measured against `npm start`
 * (the production build) on a scratch data folder and a free port, or against a running server
 * with `--url=http://localhost:3107`.
 *
 * For the home page and a course page (the first course of the courses sitemap), in a fresh
 * Chromium context (empty cache), until the network is quiet after the app's idle preload (the
 * median of 3 visits, for the JS and for the whole visit):
 *   - first-load JS: every script requested before the page's content is visible, raw
 *     (decoded), gzip -9 of each file, and as transferred (encoded body bytes, whatever
 *     compression the server negotiated);
 *   - bytes transferred: the encoded bodies of every response of the visit (documents, scripts,
 *     styles, API answers, images);
 *   - Lighthouse mobile performance score (the npm lighthouse package driving Chromium; default
 *     mobile preset, simulated throttling): median of `--lighthouse-runs` runs (3 by default,
 *     0 skips it).
 * `--identity` makes the browser and Lighthouse ask for no compression (Accept-Encoding: identity):
 * the same build as served before compression, for a before/after on one machine state.
 * Not a test: it prints a table; the figures go to docs/performance.md by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { must } from '../src/common/must.js';

const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls until the server answers (the first start may build the website and the server first). */
export async function waitUntilServing(base: string, child: ChildProcess | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/web/v2/settings/maintenance`, { headers: { authorization: basic } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not answer within ${timeoutMs / 1000} s`);
}

/** `npm start` (scripts/start.mjs) on a free port and a scratch data folder. */
export async function startProduction(): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-web-weight-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(base, child, 180_000);
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Site path of the first page of one sitemap kind (courses, articles, …). */
export async function firstSitemapPath(base: string, kind: string): Promise<string> {
  const res = await fetch(`${base}/web/v2/sitemaps/${kind}`, { headers: { authorization: basic } });
  const body = (await res.json()) as { result?: { items: { loc: string }[] } };
  const loc = body.result?.items[0]?.loc;
  if (!loc) throw new Error(`nothing in the ${kind} sitemap (is the demo catalogue seeded?)`);
  return new URL(loc).pathname;
}

/** Site path of the first course in the courses sitemap. */
const coursePath = (base: string) => firstSitemapPath(base, 'courses');

interface Visit {
  requests: number;
  transferred: number;
  js: { files: number; raw: number; gzip: number; transferred: number };
}

/** `--identity`: the browser asks for no compression, i.e. what every visit got before the server compressed anything. */
const identity = process.argv.includes('--identity');
const identityHeaders = { 'Accept-Encoding': 'identity' };

/**
 * The app preloads chunks it does not need yet: the toaster 2.5 s after it mounts (App.tsx), the
 * menus 3.5 s after the load event (shell/DeferredMenu.tsx). A visit ends when the network has
 * been quiet for 500 ms at least 5 s after the load event, so both are always in its bytes; they
 * are not first-load JS (which a slow page would otherwise catch before its content shows).
 */
const SETTLE_AFTER_LOAD_MS = 5000;
/** The app mounts as its entry module runs, just before DOMContentLoaded. */
const FIRST_PRELOAD_AFTER_DCL_MS = 2000;
const QUIET_MS = 500;

/**
 * One first visit in a fresh context: every response's encoded body until the visit ends; the
 * first-load JS is the scripts requested before the page's content (`ready`) is visible (and
 * before the app's first preload could start).
 */
async function visit(url: string, ready: string): Promise<Visit> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, ...(identity ? { extraHTTPHeaders: identityHeaders } : {}) });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const result: Visit = { requests: 0, transferred: 0, js: { files: 0, raw: 0, gzip: 0, transferred: 0 } };
    const firstLoad = new Set<import('playwright-core').Request>();
    let readyYet = false;
    let dclAt = Number.POSITIVE_INFINITY;
    page.on('domcontentloaded', () => (dclAt = Date.now()));
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      if (!readyYet && Date.now() - dclAt < FIRST_PRELOAD_AFTER_DCL_MS && request.resourceType() === 'script') firstLoad.add(request);
    });
    page.on('requestfailed', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight--;
      lastActivity = Date.now();
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          result.requests++;
          result.transferred += sizes.responseBodySize;
          const response = await request.response();
          if (firstLoad.has(request) && response) {
            if (process.env.WEB_WEIGHT_FILES) console.log(`  first-load ${new URL(request.url()).pathname}`);
            const body = await response.body();
            result.js.files++;
            result.js.raw += body.length;
            result.js.gzip += zlib.gzipSync(body, { level: 9 }).length;
            result.js.transferred += sizes.responseBodySize;
          }
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    await page.waitForSelector(ready, { timeout: 60_000 });
    readyYet = true;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (Date.now() - loadedAt < SETTLE_AFTER_LOAD_MS || inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(pending);
    await context.close();
    return result;
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

function lighthouseOnce(url: string): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve('node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        ...(identity ? [`--extra-headers=${JSON.stringify(identityHeaders)}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const report = JSON.parse(Buffer.concat(out).toString('utf8')) as {
        categories: { performance: { score: number | null } };
        audits: Record<string, { numericValue?: number }>;
      };
      const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        bytes: audit('total-byte-weight'),
      });
    });
  });
}

async function lighthouse(url: string, runs: number): Promise<{ runs: LighthouseRun[]; median: LighthouseRun } | null> {
  if (runs <= 0) return null;
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): run it again.
    for (let attempt = 1; ; attempt++) {
      try {
        all.push(await lighthouseOnce(url));
        break;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
  }
  const mid = median(all.map((r) => r.score));
  return { runs: all, median: all.find((r) => r.score === mid)! };
}

export async function webWeightBench(): Promise<void> {
  if (!fs.existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROME_PATH)`);
  const runs = Number(arg('lighthouse-runs') ?? 3);
  const given = arg('url');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => undefined } : await startProduction();
  try {
    await waitUntilServing(server.base, undefined, 30_000);
    const course = await coursePath(server.base);
    // Each page with what shows that its content is there.
    const pages: [string, string, string][] = [
      ['home /', '/', '[data-testid="home-section-top-products"] [data-testid="content-card"]'],
      [`course ${course}`, course, '[data-testid="product-hero"]'],
    ];
    const [loadAverage = NaN] = os.loadavg(); // the last minute's
    console.log(
      `web weight: ${server.base} (${given ? 'given server' : 'npm start, scratch DATA_DIR'}), Chromium ${chromiumPath}${identity ? ', Accept-Encoding: identity' : ''}, load average ${loadAverage.toFixed(1)}`,
    );
    console.log('\n| page | first-load JS raw | gzip -9 | as transferred | JS files | all bytes transferred | requests | Lighthouse mobile (median) | runs | FCP / LCP / TBT (median run) |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, pagePath, ready] of pages) {
      const url = server.base + pagePath;
      // What a visit loads varies a little (a toast's chunk, timers): the median of 3 visits, for
      // the first-load JS and for the whole visit separately.
      const visits: Visit[] = [];
      for (let i = 0; i < 3; i++) visits.push(await visit(url, ready));
      const byJs = must([...visits].sort((a, b) => a.js.raw - b.js.raw)[1], 'the median visit');
      const byBytes = must([...visits].sort((a, b) => a.transferred - b.transferred)[1], 'the median visit');
      const v: Visit = { requests: byBytes.requests, transferred: byBytes.transferred, js: byJs.js };
      const lh = await lighthouse(url, runs);
      const lhCells = lh
        ? `${lh.median.score} | ${lh.runs.map((r) => r.score).join(', ')} | ${(lh.median.fcp / 1000).toFixed(1)} s / ${(lh.median.lcp / 1000).toFixed(1)} s / ${Math.round(lh.median.tbt)} ms`
        : 'n/a | | ';
      console.log(`| ${name} | ${kb(v.js.raw)} | ${kb(v.js.gzip)} | ${kb(v.js.transferred)} | ${v.js.files} | ${kb(v.transferred)} | ${v.requests} | ${lhCells} |`);
    }
  } finally {
    await server.stop();
  }
}
