import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../schema.js';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 027: one row per message per room (src/server/live/rooms.ts). */
export interface RoomEventsTable {
  id: Generated<number>;
  room: string;
  topic: string;
  payload: Json;
  created_at: Timestamp;
}

/** Migration 027: the events with a live chat (modules/event-chat). */
export interface EventChatsTable {
  content_id: number;
  enabled: Generated<boolean>;
  opens_at: ColumnType<Date, Date | string, Date | string>;
  closes_at: NullableTime;
}

/** Migration 027: the chat's messages; deleted or hidden ones are kept but never shown. */
export interface ChatMessagesTable {
  id: Generated<number>;
  content_id: number;
  student_id: number;
  body: string;
  created_at: Timestamp;
  deleted_at: NullableTime;
  hidden_by: number | null;
  hidden_at: NullableTime;
}

export interface RoomsTables {
  room_events: RoomEventsTable;
  event_chats: EventChatsTable;
  chat_messages: ChatMessagesTable;
}
