import { sql, type Kysely } from 'kysely';

/**
 * The change feed of the in-process search index (modules/discovery/search-index.ts): every
 * insert, update and delete of contents appends the content's id here (statement triggers, so a
 * bulk update costs one insert … select), a truncate appends 0 ("rebuild everything"). Each
 * server instance reads the rows past the last sequence number it has seen before it answers a
 * search, so an edit is searchable at once on every instance. Rows older than ten minutes are
 * pruned by the instances; one that has not looked for that long rebuilds its index instead.
 *
 * Content items also show their category, programme and instructor (name, url, avatar, …): an
 * update of one of those logs its contents too, so the instances' cached items follow.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_changes (
      seq bigserial primary key,
      content_id int not null,
      changed_at timestamptz not null default now()
    );
    create index search_changes_changed_idx on search_changes (changed_at);

    create function search_changes_log() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        insert into search_changes (content_id) values (0);
      elsif tg_op = 'DELETE' then
        insert into search_changes (content_id) select id from old_rows;
      else
        insert into search_changes (content_id) select id from new_rows;
      end if;
      return null;
    end
    $$;
    create trigger contents_changes_ins after insert on contents referencing new table as new_rows
      for each statement execute function search_changes_log();
    create trigger contents_changes_upd after update on contents referencing new table as new_rows
      for each statement execute function search_changes_log();
    create trigger contents_changes_del after delete on contents referencing old table as old_rows
      for each statement execute function search_changes_log();
    create trigger contents_changes_trunc after truncate on contents
      for each statement execute function search_changes_log();

    create function search_changes_log_related() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'categories' then
        insert into search_changes (content_id) select c.id from contents c join new_rows n on n.id = c.category_id;
      elsif tg_table_name = 'programs' then
        insert into search_changes (content_id) select c.id from contents c join new_rows n on n.id = c.program_id;
      else
        insert into search_changes (content_id) select c.id from contents c join new_rows n on n.id = c.instructor_id;
      end if;
      return null;
    end
    $$;
    create trigger categories_changes_upd after update on categories referencing new table as new_rows
      for each statement execute function search_changes_log_related();
    create trigger programs_changes_upd after update on programs referencing new table as new_rows
      for each statement execute function search_changes_log_related();
    create trigger instructors_changes_upd after update on instructors referencing new table as new_rows
      for each statement execute function search_changes_log_related();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger contents_changes_ins on contents;
    drop trigger contents_changes_upd on contents;
    drop trigger contents_changes_del on contents;
    drop trigger contents_changes_trunc on contents;
    drop trigger categories_changes_upd on categories;
    drop trigger programs_changes_upd on programs;
    drop trigger instructors_changes_upd on instructors;
    drop function search_changes_log();
    drop function search_changes_log_related();
    drop table search_changes;
  `.execute(db);
}
