/** What the benchmarks share: a scratch PostgreSQL database and a percentile of their latencies. */
import { randomBytes } from 'node:crypto';
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
