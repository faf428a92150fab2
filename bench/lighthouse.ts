/**
 * `npm run bench -- --lighthouse`: Lighthouse (the npm package, default config: mobile form factor,
 * simulated slow-4G and 4x CPU throttling) on the home page, a course page, search results and an
 * article of `npm start` (the production build on a scratch data folder and a free port), or of a
 * running server with `--url=http://localhost:3107`. Debian's Chromium, started here with a
 * DevTools port (what chrome-launcher does; not a direct dependency of ours).
 * Each page `--runs` times (3 by default); every figure is the median of its runs. Prints a
 * markdown table for docs/performance.md with the machine's load average, since Lighthouse's
 * simulated timings move with a busy CPU. Not a test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { must } from '../src/common/must.js';
import { firstSitemapPath, startProduction, waitUntilServing } from './web-weight.js';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const median = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 'the median of no runs');

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Chromium with a fresh profile and a DevTools port (read from its "DevTools listening on" line). */
async function launchChromium(): Promise<{ port: number; kill(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-lighthouse-'));
  const child = spawn(chromePath, [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-first-run', '--no-default-browser-check', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${err}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${err}`)));
  });
  return {
    port,
    async kill() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run in a fresh Chromium (nothing cached from the run before). */
async function runOnce(url: string): Promise<Run> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

async function medianRun(url: string, runs: number): Promise<{ median: Run; scores: number[] }> {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) {
    // On a busy machine Lighthouse now and then records no trace (NO_NAVSTART, NO_FCP): again, up to 3 times.
    for (let attempt = 1; ; attempt++) {
      try {
        all.push(await runOnce(url));
        break;
      } catch (err) {
        if (attempt === 3) throw err;
        console.warn(`  ! ${url}: ${(err as Error).message}; running it again`);
      }
    }
  }
  const of = (key: keyof Run) => median(all.map((r) => r[key]));
  return { median: { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), bytes: of('bytes') }, scores: all.map((r) => r.score) };
}

export async function lighthouseBench(): Promise<void> {
  const runs = Number(arg('runs') ?? 3);
  const given = arg('url');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => undefined } : await startProduction();
  try {
    await waitUntilServing(server.base, undefined, 30_000);
    const pages: [string, string][] = [
      ['home', '/'],
      ['course', await firstSitemapPath(server.base, 'courses')],
      ['search results', '/search?q=marketing'],
      ['article', await firstSitemapPath(server.base, 'articles')],
    ];
    const [loadBefore = Number.NaN] = os.loadavg();
    console.log(`lighthouse ${runs}× per page (mobile preset, simulated throttling): ${server.base} (${given ? 'given server' : 'npm start, scratch DATA_DIR'}), ${chromePath}`);
    const rows: string[] = [];
    for (const [name, pagePath] of pages) {
      const { median: m, scores } = await medianRun(server.base + pagePath, runs);
      rows.push(
        `| ${name} \`${pagePath}\` | ${m.score} (${scores.join(', ')}) | ${(m.fcp / 1000).toFixed(1)} s | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${(m.bytes / 1024).toFixed(0)} KB |`,
      );
      console.log(rows.at(-1));
    }
    const [loadAfter = Number.NaN] = os.loadavg();
    console.log(`\nload average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ${os.cpus().length} cores\n`);
    console.log('| page | performance (runs) | FCP | LCP | TBT | CLS | transferred |\n|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
}
