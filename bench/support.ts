/** What the benchmarks share: a scratch PostgreSQL database, a percentile of their latencies, and the bench server's IPC (bench/instrument.ts). */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { must } from '../src/common/must.js';

/** The p-th percentile (0–100) of a non-empty list, by nearest rank. */
export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return must(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))], 'a figure');
};

/** A fresh database `<prefix>_<random>` on the server of `serverUrl`, and a way to drop it afterwards. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Sends `message` to a bench server over IPC and waits for the first reply `answer` accepts. */
export function ask<T>(child: ChildProcess, message: object, answer: (m: Record<string, unknown>) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      const a = answer(m);
      if (a === undefined) return;
      child.off('message', on);
      resolve(a);
    };
    child.on('message', on);
    child.send(message);
  });
}

/** `run`, with the bench server's V8 CPU profile of just that span written to `file` (none without a file). */
export async function whileProfiled<T>(child: ChildProcess, file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  await ask(child, { profile: 'start' }, (m) => (m.profile === 'started' ? true : undefined));
  const result = await run();
  await ask(child, { profile: 'stop', file: path.resolve(file) }, (m) => (m.profile === 'stopped' ? true : undefined));
  return result;
}

let compiled: Promise<string> | undefined;

/**
 * A bench script (bench/server.ts, bench/overhead-servers.ts) compiled as `npm run build:server` compiles the server (esbuild, no tsx), so the
 * benches measure what production runs: tsx keeps function names by wrapping every closure in a
 * call that redefines its `name` (a tenth of a search's CPU in profiles, none in `npm start`).
 * File by file rather than one bundle, so CPU profiles still name each source file
 * (bench/cpuprofile.ts groups by path). Compiled once per bench run, into dist/bench-server/.
 */
export async function compiledScript(script: string): Promise<string> {
  compiled ??= (async () => {
    const { build } = await import('esbuild');
    const root = path.resolve('.');
    const outdir = path.join(root, 'dist/bench-server');
    const sources = ['src/server', 'src/common', 'bench'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
        .map((f) => path.join(dir, f)),
    );
    fs.rmSync(outdir, { recursive: true, force: true });
    await build({ absWorkingDir: root, entryPoints: sources, outdir, outbase: '.', format: 'esm', platform: 'node', target: 'node20', sourcemap: false, logLevel: 'warning' });
    return outdir;
  })();
  return path.join(await compiled, script.replace(/\.ts$/, '.js'));
}
