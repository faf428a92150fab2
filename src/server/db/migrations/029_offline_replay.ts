import { sql, type Kysely } from 'kysely';

/**
 * Offline lessons (issue 22; docs/decisions.md "Offline lessons"): the desktop app replays the
 * position reports it recorded offline, each with the time it was recorded. material_progress keeps
 * the latest such time, so a report sent twice (a sync cut off after the server answered) or out of
 * order is credited nothing. Reports of the online player carry no time and are unaffected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table material_progress add column last_recorded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table material_progress drop column last_recorded_at`.execute(db);
}
