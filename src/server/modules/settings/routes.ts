import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { WEB } from '../../context.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import type { Maintenance } from '../../../common/types.js';
import type { Database } from '../../db/index.js';
import { sql } from 'kysely';

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

export default async function settingsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(`${WEB}/settings/maintenance`, {
    config: { auth: 'both' },
    schema: {
      tags: ['settings'],
      summary: 'Whether the site is in maintenance mode (result.isMaintenance)',
      response: { 200: envelopeSchema({ type: 'object', properties: { isMaintenance: { type: 'boolean' }, message: { type: 'string' } } }) },
    },
    // Never cached: the admin switch must take effect at once on every instance.
    handler: async () => ok(await getMaintenance(ctx.db)),
  });
}
