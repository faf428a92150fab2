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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const ROUNDS = 3;
const basic = `Basic ${Buffer.from(`${PUBLIC_CLIENT.id}:${PUBLIC_CLIENT.secret}`).toString('base64')}`;

async function start(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(path.resolve(script), args, { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { port?: number }) => m.port && resolve(m.port));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function rps(url: string, duration = SECONDS): Promise<number> {
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
      const reply = (what: string) => new Promise<void>((resolve) => app.child.on('message', (m: { profile?: string }) => m.profile === what && resolve()));
      const started = reply('started');
      app.child.send({ profile: 'start' });
      await started;
      await rps(`${app.base}/bench/plain`);
      const stopped = reply('stopped');
      app.child.send({ profile: 'stop', file: path.resolve(profile) });
      await stopped;
      console.log(`
CPU profile of the app's plain route: ${profile} (npx tsx bench/cpuprofile.ts ${profile})`);
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
