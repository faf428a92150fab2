/**
 * `npm run bench -- --overhead` (issue 23): what the app's global hooks and plugins cost each
 * request. Three servers, each in its own process: a bare node http server, a bare Fastify route,
 * and the app's plain route (/bench/plain, registered inside the real app: it pays every global
 * hook). autocannon, 16 connections, BENCH_SECONDS each (default 5), the three measured in turn,
 * three rounds; the medians and the ratios are printed. Target: the app's plain route at least 60 %
 * of the bare Fastify route.
 *
 * BENCH_PROFILE=/tmp/plain.cpuprofile: afterwards, a V8 CPU profile of the app during one more
 * run on the plain route (bench/instrument.ts 'profile' mode), read with bench/cpuprofile.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PUBLIC_CLIENT } from '../src/common/constants.js';
import { must } from '../src/common/must.js';
import { compiledScript, whileProfiled } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const ROUNDS = 3;
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function start(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(await compiledScript(script), args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port?: number }) => m.port && resolve(m.port));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function rps(url: string, duration: number = SECONDS): Promise<number> {
  // The browser's headers of a real call (Basic credentials, a language) so the hooks do their usual work.
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { authorization: basic, 'accept-language': 'id', accept: 'application/json' } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const median = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 'no figures');

export async function overheadBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-overhead-'));
  const servers = [
    { name: 'bare node http server', ...(await start('bench/overhead-servers.ts', ['node'])) },
    { name: 'bare Fastify route', ...(await start('bench/overhead-servers.ts', ['fastify'])) },
    {
      name: "the app's plain route (every global hook)",
      ...(await start('bench/server.ts', [], { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(process.env.BENCH_PROFILE ? { BENCH_INSTRUMENT: 'profile' } : {}) })),
    },
  ];
  try {
    const figures = servers.map(() => [] as number[]);
    for (const s of servers) await rps(`${s.base}/bench/plain`, 2); // warm-up: JIT and caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, s] of servers.entries()) must(figures[i], 'figures').push(await rps(`${s.base}/bench/plain`));
    }
    const medians = figures.map(median);
    const fastify = must(medians[1], 'the Fastify figure');
    console.log(`\noverhead bench: ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds (load average ${os.loadavg()[0]?.toFixed(1)})`);
    console.log('\n| server | requests/s (median) | runs | share of bare Fastify |\n|---|---|---|---|');
    for (const [i, s] of servers.entries()) {
      const m = must(medians[i], 'a median');
      console.log(`| ${s.name} | ${Math.round(m)} | ${must(figures[i], 'figures').map(Math.round).join(', ')} | ${Math.round((m / fastify) * 100)} % |`);
    }
    const profile = process.env.BENCH_PROFILE;
    const app = must(servers[2], 'the app');
    if (profile) {
      await whileProfiled(app.child, profile, () => rps(`${app.base}/bench/plain`));
      console.log(`
CPU profile of the app's plain route: ${profile} (npx tsx bench/cpuprofile.ts ${profile})`);
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse's mobile Chrome, as the home page's visitors send it. */
const MOBILE_CHROME = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36';

async function load(url: string, headers: Record<string, string>, duration: number): Promise<autocannon.Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result;
}

/** Requests/s, and the server's CPU µs per request (bench/instrument.ts over IPC) while `run` loads it. */
async function measured(child: ChildProcess, run: () => Promise<autocannon.Result>): Promise<{ rps: number; cpuUs: number }> {
  child.send({ instrument: 'reset' });
  const result = await run();
  const dumped = new Promise<{ cpuMs: number }>((resolve) => {
    const onMessage = (m: { instrument?: string; data?: { cpuMs: number } }) => {
      if (m.instrument !== 'dump' || !m.data) return;
      child.off('message', onMessage);
      resolve(m.data);
    };
    child.on('message', onMessage);
  });
  child.send({ instrument: 'dump' });
  const { cpuMs } = await dumped;
  return { rps: result.requests.average, cpuUs: (cpuMs * 1000) / Math.max(1, result.requests.total) };
}

/**
 * `npm run bench -- --ssr` (issue 23): the cached home page against the plain route, in ONE
 * process (the real app serving dist/web with the SSR bundle dist/ssr: build both first). The
 * server warms both home pages once listening and keeps them CACHE_SECONDS (default 5; past that
 * a page is served while one render makes the next copy). autocannon, 16 connections,
 * BENCH_SECONDS each, three rounds in turn, medians. Two shares of the plain route (target: the
 * cached home at least 25 %): requests/s, which on a 2-core machine is also bounded by autocannon
 * reading every 38–439 KB body, and the server's CPU per request (what one instance can serve).
 * First, the time to first byte of the first request after start with Lighthouse's headers.
 * BENCH_PROFILE=<file>: a CPU profile of one more run on the cached home (brotli).
 */
export async function ssrBench(): Promise<void> {
  const webRoot = path.resolve('dist/web');
  if (!fs.existsSync(path.join(webRoot, 'index.html')) || !fs.existsSync(path.resolve('dist/ssr/entry-server.js'))) {
    throw new Error('build the website and the SSR bundle first: npx vite build && npm run build:ssr');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-ssr-bench-'));
  // 'profile': the server answers its CPU usage and profiles over IPC, without tracing wrappers.
  const app = await start('bench/server.ts', [], { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_ROOT: webRoot, BENCH_INSTRUMENT: 'profile' });
  try {
    const lighthouse = { 'user-agent': MOBILE_CHROME, accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
    let t = performance.now();
    const first = await fetch(`${app.base}/`, { headers: lighthouse });
    const firstTtfb = performance.now() - t;
    await first.arrayBuffer();
    t = performance.now();
    await (await fetch(`${app.base}/en`, { headers: lighthouse })).arrayBuffer();
    const secondMs = performance.now() - t;

    const page = (url: string, encoding: string) => () => load(url, { 'user-agent': MOBILE_CHROME, accept: 'text/html', 'accept-encoding': encoding }, SECONDS);
    const cases = [
      { name: 'plain route `/bench/plain` (JSON, every global hook)', run: () => load(`${app.base}/bench/plain`, { authorization: basic, accept: 'application/json' }, SECONDS) },
      { name: 'home `/`, cached, identity (439 KB)', run: page(`${app.base}/`, 'identity') },
      { name: 'home `/`, cached, `accept-encoding: br` (38 KB)', run: page(`${app.base}/`, 'br') },
      { name: 'home `/en`, cached, `accept-encoding: gzip, deflate, br`', run: page(`${app.base}/en`, 'gzip, deflate, br') },
    ];
    for (const c of cases) await c.run(); // warm-up: JIT, the compressed copies
    const figures = cases.map(() => [] as { rps: number; cpuUs: number }[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, c] of cases.entries()) must(figures[i], 'figures').push(await measured(app.child, c.run));
    }
    const rpsOf = figures.map((f) => median(f.map((x) => x.rps)));
    const cpuOf = figures.map((f) => median(f.map((x) => x.cpuUs)));
    const plain = must(rpsOf[0], 'the plain figure');
    const plainCpu = must(cpuOf[0], 'the plain CPU figure');
    const load1 = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`\nSSR bench: one process, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds (load average ${load1})`);
    console.log(`first request after start (Lighthouse's headers): ${firstTtfb.toFixed(0)} ms to the headers; /en next: ${secondMs.toFixed(0)} ms whole`);
    console.log('\n| case | requests/s (median) | runs | share of plain (req/s) | server CPU µs/request | share of plain (CPU) |\n|---|---|---|---|---|---|');
    for (const [i, c] of cases.entries()) {
      const m = must(rpsOf[i], 'a median');
      const cpu = must(cpuOf[i], 'a CPU median');
      const runs = must(figures[i], 'figures')
        .map((x) => Math.round(x.rps))
        .join(', ');
      console.log(`| ${c.name} | ${Math.round(m)} | ${runs} | ${Math.round((m / plain) * 100)} % | ${cpu.toFixed(0)} | ${Math.round((plainCpu / cpu) * 100)} % |`);
    }
    const profile = process.env.BENCH_PROFILE;
    if (profile) {
      await whileProfiled(app.child, profile, page(`${app.base}/`, 'br'));
      console.log(`\nCPU profile of the cached home (br): ${profile} (npx tsx bench/cpuprofile.ts ${profile})`);
    }
  } finally {
    app.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
