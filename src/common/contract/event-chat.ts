import Type, { type Static } from 'typebox';
import { id, int, strictObject, text } from '../schema/primitives.js';
import { nullable } from './catalogue.js';
import { API_PREFIX, endpoint, CLIENT } from './endpoint.js';

/**
 * The special event's live chat (issue 21; spec 1 "events with chat", 2 "one special event with
 * chat and Zoom join", 3 name masking). Everyone reads; a signed-in student writes (1-500
 * characters after trimming, 5 messages per 10 s); the author deletes their own; the event's
 * host instructor or a staff account hides any. Names are masked on the server. The page follows
 * the room named in the answer (G live/rooms/{room}/events) for these topics:
 * - `chat.message`: payload a ChatRoomMessage (the same for every viewer, so no `mine` and no
 *   author id: a page marks its own by the ids G events/{id}/chat and P events/{id}/chat answered).
 * - `chat.removed`: payload `{ id }`: a message deleted or hidden, to take off the page.
 * docs/decisions.md "Event chat".
 */

const tags = ['events'] as const;
const web = API_PREFIX.web;

export const CHAT_BODY_MAX = 500;
export const CHAT_PAGE = 50;
export const CHAT_TOPICS = { message: 'chat.message', removed: 'chat.removed' } as const;

/** A message as a room event carries it (the same for every viewer). */
export const ChatRoomMessageSchema = Type.Object({
  id: Type.Integer(),
  /** Masked by the spec's rule (src/common/masking.ts). */
  authorName: Type.String(),
  /** Plain text: rendered as text, never as HTML. */
  body: Type.String(),
  createdAt: Type.String(),
});
export type ChatRoomMessage = Static<typeof ChatRoomMessageSchema>;

export const ChatMessageSchema = Type.Intersect([ChatRoomMessageSchema, Type.Object({ mine: Type.Boolean() })]);
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatRemovedSchema = Type.Object({ id: Type.Integer() });

export const EventChatSchema = Type.Object({
  /** The room to follow: G live/rooms/{room}/events. */
  room: Type.String(),
  /** Writing is open now (reading always is while the chat is enabled). */
  open: Type.Boolean(),
  opensAt: Type.String(),
  closesAt: nullable(Type.String()),
  /** Whether the caller may hide others' messages (the event's instructor, staff). */
  moderator: Type.Boolean(),
  /** Oldest first; at most `limit`. */
  messages: Type.Array(ChatMessageSchema),
  /** More older messages exist: ask again with `before` = the first message's id. */
  hasOlder: Type.Boolean(),
});
export type EventChat = Static<typeof EventChatSchema>;

const chatParams = strictObject({ id: id() });

export const eventChat = {
  read: endpoint({
    client: CLIENT.eventCall,
    method: 'GET',
    path: `${web}/events/:id/chat`,
    auth: 'both',
    tags,
    summary: 'The event’s chat: its room, whether writing is open and the latest messages (oldest first; `before` for older); 404 for an event without chat',
    params: chatParams,
    query: strictObject({ before: Type.Optional(id()), limit: Type.Optional(int(1, CHAT_PAGE, { default: CHAT_PAGE })) }),
    result: EventChatSchema,
  }),
  post: endpoint({
    client: CLIENT.eventCall,
    method: 'POST',
    path: `${web}/events/:id/chat`,
    auth: 'authenticated',
    tags,
    summary: 'Writes a message (1-500 characters after trimming; 5 per 10 s per student → 429 with Retry-After); 409 while writing is closed',
    params: chatParams,
    body: strictObject({ body: text(2000, 1) }),
    result: ChatMessageSchema,
  }),
  remove: endpoint({
    client: CLIENT.eventCall,
    method: 'DELETE',
    path: `${web}/events/:id/chat/:messageId`,
    auth: 'authenticated',
    tags,
    summary: 'Deletes the caller’s own message, or hides any as the event’s instructor or staff; again → the same answer; others’ messages → 404',
    params: strictObject({ id: id(), messageId: id() }),
    result: Type.Object({ id: Type.Integer(), removed: Type.Literal(true) }),
  }),
};
