import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * A piece of demo data. Each seeder runs once per database, inside the seeding transaction, and
 * is remembered under settings key `seed:<name>`; a seeder added later runs on an existing
 * database at the next start, so upgrading never needs a fresh data folder.
 */
export interface Seeder {
  name: string;
  run(db: Kysely<DB>): Promise<void>;
}
