import Type from 'typebox';
import { strictObject, text } from '../schema/primitives.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/** A room's name: `<kind>:<key>` (src/server/live/rooms.ts keeps its rules). */
export const ROOM_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}:[A-Za-z0-9_-]{1,59}$';

/**
 * Live events (src/server/live/): a Server-Sent Events stream of what happens to the signed-in
 * student (topics: `payment` — an order's payment status changed; `notification` — a new
 * notification row). Not in the spec: a call of ours (docs/decisions.md "Live events").
 *
 * Wire format: `id: <event id>`, `event: <topic>`, `data: {"payload": …, "at": "<ISO time>"}`;
 * a comment line `: ping` every 25 s; `event: close` with `{"reason"}` before the server ends the
 * stream (`expired`: the access token ran out, reconnect with a fresh one; `replaced`: the
 * student opened more than five streams; `revoked`; `stopping`). A client resumes with the
 * `Last-Event-ID` header and gets what it missed (kept seven days).
 */

/** Topics a page may receive. */
export const LIVE_TOPICS = { payment: 'payment', notification: 'notification' } as const;
/* A `notification` event's payload is a NotificationView (contract/notifications.ts) in the student's last language. */

/** Payload of a `payment` event. */
export const PaymentLiveEventSchema = Type.Object({ orderId: Type.Integer(), paymentStatus: Type.Integer() });

export const live = {
  events: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/live/events`,
    auth: 'authenticated',
    tags: ['live'],
    summary: 'Live events of the signed-in student (Server-Sent Events; send Accept: text/event-stream, resume with Last-Event-ID)',
    raw: Type.String({ description: 'text/event-stream' }),
  }),
  /**
   * A room's stream (issue 21): the same wire format as `events`, for everyone on a page (guests
   * too, where the room's rule allows: `event-chat:<contentId>` is public while the event's chat
   * is enabled). Unknown room → 404 before the stream opens; more than the allowed open streams
   * from one address → 429 with Retry-After (existing streams are kept). Rooms' events are kept a day.
   */
  roomEvents: endpoint({
    method: 'GET',
    path: `${API_PREFIX.web}/live/rooms/:room/events`,
    auth: 'both',
    tags: ['live'],
    summary: 'Live events of a room, e.g. an event’s chat (Server-Sent Events; send Accept: text/event-stream, resume with Last-Event-ID)',
    params: strictObject({ room: text(100, 3, { pattern: ROOM_NAME_PATTERN }) }),
    raw: Type.String({ description: 'text/event-stream' }),
  }),
};
