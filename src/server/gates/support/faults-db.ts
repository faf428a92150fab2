import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_ARGON2, type Argon2Config } from '../../config.js';
import { migrate, openDatabase } from '../../db/index.js';
import { runSeeders } from '../../db/seed/runner.js';
import { seeders } from '../../db/seed/seeders.js';
import { PasswordHasher } from '../../security/passwords.js';
import { must } from '../../../common/must.js';

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (random name, demo data seeded),
 * for a gate test whose server processes open it by URL. `drop()` removes only this database, never another
 * test file's.
 */
export async function freshDatabase(serverUrl: string): Promise<{ name: string; url: string; query: pg.Pool['query']; pool: pg.Pool; drop(): Promise<void> }> {
  const name = `lm_gate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrated and seeded with the demo data as `npm run seed -- demo` does (npm start seeds only
  // the embedded database), so the servers find a catalogue to read and search.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await migrate(handle.db);
    await runSeeders(handle.db, seeders);
  } finally {
    await handle.close();
  }
  // The test's own direct connection (not through any proxy), to check what was committed.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    name,
    url: url.toString(),
    pool,
    query: pool.query.bind(pool) as pg.Pool['query'],
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Terminates every backend of database `name` except the caller's own (an admin's pg_terminate_backend). */
export async function terminateBackends(serverUrl: string, name: string): Promise<number> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t',
      [name],
    );
    return must(rows[0], 'count').n;
  } finally {
    await c.end();
  }
}

/** Cheapest allowed argon2 cost: the gates measure availability, not hashing. */
const CHEAP_ARGON2: Argon2Config = { ...DEFAULT_ARGON2, memoryCost: 1024, timeCost: 1 };

export interface GateStudent {
  id: number;
  email: string;
  password: string;
}

/**
 * Students who can sign in with a password at once (e-mail proven), written straight into the
 * database as the demo seed does, so the gates do not depend on the sign-up flow.
 */
export async function createStudents(query: pg.Pool['query'], count: number, prefix: string, argon2: Argon2Config = CHEAP_ARGON2): Promise<GateStudent[]> {
  const password = 'Gerbang123!';
  const hash = await new PasswordHasher(argon2).hash(password);
  const students: GateStudent[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}.${i}.${randomBytes(3).toString('hex')}@example.id`;
    const { rows } = await query<{ id: number }>(`insert into students (email, password_hash, full_name, email_verified_at) values ($1, $2, $3, now()) returning id`, [
      email,
      hash,
      `Pelajar Gerbang ${i}`,
    ]);
    students.push({ id: must(rows[0], 'inserted student').id, email, password });
  }
  return students;
}
