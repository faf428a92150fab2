import { sql, type Kysely } from 'kysely';

/**
 * Distinct search clicks (modules/discovery/clicks.ts). Before this, every P contents/onclick
 * added one to the keyword's count, so one address could make any phrase the top popular keyword
 * and a suggestion. Now a click counts only once per voter and keyword in a rolling window:
 * `search_click_votes` holds, per (keyword, voter), when that voter last counted. A voter is a
 * student (`s:<id>`), an anonymous device (`d:<device id>`) or a slot of a source address
 * (`a:<address>` for anonymous clicks, `as:<address>:<n>` for students), so a click claims its
 * voter's row and its address's row in one transaction; the primary key settles concurrent
 * claims. Rows past the window are pruned by the server.
 *
 * `search_clicks` keeps only counted clicks from now on; `device_id` names the device of an
 * anonymous one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_click_votes (
      keyword text not null,
      voter text not null,
      counted_at timestamptz not null default now(),
      primary key (keyword, voter)
    );
    create index search_click_votes_counted_idx on search_click_votes (counted_at);
    alter table search_clicks add column device_id text;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table search_clicks drop column device_id;
    drop table search_click_votes;
  `.execute(db);
}
