import { sql, type Kysely } from 'kysely';

/**
 * Rooms on the live-event service and the special event's chat (issue 21).
 * - room_events: ONE row per message per room (never per viewer); every instance LISTENs on
 *   `room_events` (payload: the room name) and fans a room's new rows out to its open streams.
 *   Rows are transport: pruned after the retention by the hub (src/server/live/rooms.ts).
 * - event_chats: which events have a live chat, and when writing is open (closes_at null: open
 *   for good). Reading is public while `enabled`.
 * - chat_messages: what was written; a deleted (author) or hidden (instructor, staff) message
 *   stays as a row for moderation but is never shown again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table room_events (
      id bigserial primary key,
      room text not null check (char_length(room) between 1 and 100),
      topic text not null check (char_length(topic) between 1 and 40),
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
    create index room_events_room_idx on room_events (room, id);
    create index room_events_created_idx on room_events (created_at);

    create table event_chats (
      content_id integer primary key references contents (id) on delete cascade,
      enabled boolean not null default true,
      opens_at timestamptz not null,
      closes_at timestamptz,
      check (closes_at is null or closes_at > opens_at)
    );

    create table chat_messages (
      id bigserial primary key,
      content_id integer not null references event_chats (content_id) on delete cascade,
      student_id integer not null references students (id) on delete cascade,
      body text not null check (char_length(body) between 1 and 500),
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      hidden_by integer references students (id) on delete set null,
      hidden_at timestamptz
    );
    create index chat_messages_content_idx on chat_messages (content_id, id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists chat_messages;
    drop table if exists event_chats;
    drop table if exists room_events;
  `.execute(db);
}
