import { sql } from 'kysely';
import type { Maintenance } from '../../../common/types.js';
import type { Database } from '../../db/index.js';

/** The maintenance switch, stored in settings ('maintenance'). */
export async function getMaintenance(db: Database): Promise<Maintenance> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'maintenance').executeTakeFirst();
  const value = (row?.value ?? {}) as Partial<Maintenance>;
  return { isMaintenance: value.isMaintenance === true, ...(value.message ? { message: value.message } : {}) };
}

export async function setMaintenance(db: Database, isMaintenance: boolean, message?: string): Promise<Maintenance> {
  const value: Maintenance = { isMaintenance, ...(message ? { message } : {}) };
  await sql`insert into settings (key, value, updated_at) values ('maintenance', ${JSON.stringify(value)}::jsonb, now())
            on conflict (key) do update set value = excluded.value, updated_at = now()`.execute(db);
  return value;
}
