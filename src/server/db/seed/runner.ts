import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import type { Seeder } from '../seeder.js';

/**
 * Runs each seeder that has not run on this database yet, each in its own transaction that first
 * claims the marker `seed:<name>` (so two instances starting together cannot seed twice).
 * Returns the names that ran.
 */
export async function runSeeders(db: Kysely<DB>, seeders: readonly Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const key = `seed:${seeder.name}`;
    const done = await db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      const claimed = await sql<{ key: string }>`
        insert into settings (key, value) values (${key}, ${JSON.stringify({ seededAt: new Date().toISOString() })}::jsonb)
        on conflict (key) do nothing returning key`.execute(trx);
      if (claimed.rows.length === 0) return;
      await seeder.run(trx);
      ran.push(seeder.name);
    });
  }
  return ran;
}
