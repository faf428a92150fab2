import type { Database } from './index.js';

/** Takes the named lease for `ms` when it is free or lapsed; true when this holder has it. */
export async function takeLease(db: Database, name: string, holder: string, ms: number): Promise<boolean> {
  const until = new Date(Date.now() + ms);
  const row = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: until })
        .where((eb) => eb.or([eb('leases.expires_at', '<', new Date()), eb('leases.holder', '=', holder)])),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}
