import { sql, type Kysely } from 'kysely';

/**
 * Content items say whether a course has a free preview to play (`hasPreview`, the ▶ on its
 * cover: catalogue/content-item.ts), read from its lessons (`course_materials.is_preview` with a
 * media). The search index keeps item rows until the change log (migration 006) names their
 * content, so a change of a course's lessons now logs the course too: inserts, updates and deletes
 * (statement triggers, one row per course named), and a truncate logs 0 ("rebuild everything").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function search_changes_log_materials() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        insert into search_changes (content_id) values (0);
      elsif tg_op = 'DELETE' then
        insert into search_changes (content_id) select distinct content_id from old_rows;
      elsif tg_op = 'UPDATE' then
        insert into search_changes (content_id) select content_id from new_rows union select content_id from old_rows;
      else
        insert into search_changes (content_id) select distinct content_id from new_rows;
      end if;
      return null;
    end
    $$;
    create trigger course_materials_changes_ins after insert on course_materials referencing new table as new_rows
      for each statement execute function search_changes_log_materials();
    create trigger course_materials_changes_upd after update on course_materials referencing old table as old_rows new table as new_rows
      for each statement execute function search_changes_log_materials();
    create trigger course_materials_changes_del after delete on course_materials referencing old table as old_rows
      for each statement execute function search_changes_log_materials();
    create trigger course_materials_changes_trunc after truncate on course_materials
      for each statement execute function search_changes_log_materials();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger course_materials_changes_ins on course_materials;
    drop trigger course_materials_changes_upd on course_materials;
    drop trigger course_materials_changes_del on course_materials;
    drop trigger course_materials_changes_trunc on course_materials;
    drop function search_changes_log_materials();
  `.execute(db);
}
