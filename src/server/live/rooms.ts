import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ROOM_NAME_PATTERN } from '../../common/contract/live.js';
import type { LiveEvent } from './hub.js';

/**
 * Rooms: live events for everyone on a page (the special event's chat), beside the per-student
 * hub (./hub.ts), on the same LISTEN/NOTIFY mechanism.
 *
 * - `RoomHub.publish` writes ONE `room_events` row per message per room (in the caller's
 *   transaction, so a rolled-back change is never seen) and NOTIFYs `room_events` with the room.
 * - Each instance keeps its open streams per room, each with its own cursor. A notification (or a
 *   reconnect of the listening connection, or the safety poll) makes the instance read the room's
 *   rows after the LOWEST cursor of its streams ONCE and hand each stream the rows past its own
 *   cursor: 1,000 viewers of a room cost one query per wake-up, not 1,000.
 * - Who may open a room is the room's rule: a registry of kinds (`event-chat:<contentId>` → the
 *   event-chat module), consulted before the stream opens; an unknown room is a 404.
 * - Streams per client address per instance are capped (`maxStreamsPerAddress`): a new stream
 *   beyond the cap is refused, existing ones are never closed for it (an attacker sharing or
 *   spoofing nothing cannot close a victim's streams).
 */

export const ROOM_CHANNEL = 'room_events';

const roomName = new RegExp(ROOM_NAME_PATTERN);

export interface RoomStream {
  room: string;
  /** Sends one event; never called twice at once for one stream. */
  send(event: LiveEvent): void;
  close(reason: 'stopping'): void;
}

/** What a room's rule answers for a viewer: it may open the room, or the room does not exist for it. */
export type RoomAccess = 'open' | 'unknown';
export type RoomRule = (key: string, viewer: { studentId: number | null }) => Promise<RoomAccess>;

export interface RoomHubOptions {
  /** Open streams of one client address on this instance. */
  maxStreamsPerAddress?: number;
  pollMs?: number;
  retentionMs?: number;
  batch?: number;
}

export const ROOM_DEFAULTS = { maxStreamsPerAddress: 20, pollMs: 30_000, retentionMs: 24 * 3600 * 1000, batch: 200 } as const;

type Listen = (channel: string, onNotify: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;

interface RoomSub {
  stream: RoomStream;
  cursor: number;
  closed: boolean;
}

interface RoomState {
  subs: Set<RoomSub>;
  reading: boolean;
  again: boolean;
}

export class RoomHub {
  private readonly rooms = new Map<string, RoomState>();
  private readonly byAddress = new Map<string, number>();
  private readonly rules = new Map<string, RoomRule>();
  private readonly options: Required<RoomHubOptions>;
  private unlisten: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastPrune = 0;
  /** Room reads made (one per wake-up of a room, whatever its number of streams): the bench and tests read it. */
  reads = 0;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen,
    options: RoomHubOptions = {},
  ) {
    this.options = { ...ROOM_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
  }

  /** Writes one event to a room; returns its id. Pass the transaction that makes the change. */
  static async publish(db: Database | Transaction<DB>, room: string, topic: string, payload: unknown): Promise<number> {
    if (!roomName.test(room)) throw new Error(`bad room name ${room}`);
    const row = await db
      .insertInto('room_events')
      .values({ room, topic, payload: JSON.stringify(payload) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify(${ROOM_CHANNEL}, ${room})`.execute(db);
    return Number(row.id);
  }

  /** Declares who may open the rooms of a kind (`kind:…`). */
  rule(kind: string, rule: RoomRule): void {
    this.rules.set(kind, rule);
  }

  /** The room's rule for a viewer; a malformed name or a kind nobody declared is unknown. */
  async access(room: string, viewer: { studentId: number | null }): Promise<RoomAccess> {
    if (!roomName.test(room)) return 'unknown';
    const cut = room.indexOf(':');
    const rule = this.rules.get(room.slice(0, cut));
    return rule ? rule(room.slice(cut + 1), viewer) : 'unknown';
  }

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.listen(
      ROOM_CHANNEL,
      (room) => this.wake(room),
      () => this.wakeAll(),
    );
    this.poll = setInterval(() => {
      this.wakeAll();
      void this.prune();
    }, this.options.pollMs);
    this.poll.unref();
  }

  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    for (const state of this.rooms.values()) for (const sub of state.subs) this.end(sub);
    this.rooms.clear();
    this.byAddress.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  get openStreams(): number {
    let n = 0;
    for (const state of this.rooms.values()) n += state.subs.size;
    return n;
  }

  /**
   * Takes one of the address's stream places; false when it has `maxStreamsPerAddress` open
   * already (the caller answers 429). Give it back with `release` when that stream ends.
   */
  claim(address: string): boolean {
    const n = this.byAddress.get(address) ?? 0;
    if (n >= this.options.maxStreamsPerAddress) return false;
    this.byAddress.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.byAddress.get(address) ?? 0) - 1;
    if (n <= 0) this.byAddress.delete(address);
    else this.byAddress.set(address, n);
  }

  /** Where a new stream starts: after `lastEventId`, or without one after the room's latest event. */
  async position(room: string, lastEventId: number | null): Promise<number> {
    if (lastEventId !== null) return lastEventId;
    const row = await this.db
      .selectFrom('room_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('room', '=', room)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Opens a stream at a position from `position`; returns the function that closes it. */
  subscribe(stream: RoomStream, cursor: number): () => void {
    const sub: RoomSub = { stream, cursor, closed: false };
    let state = this.rooms.get(stream.room);
    if (!state) {
      state = { subs: new Set(), reading: false, again: false };
      this.rooms.set(stream.room, state);
    }
    state.subs.add(sub);
    // At once: a resumed stream's missed events, or one written since position().
    this.wake(stream.room);
    return () => this.remove(sub);
  }

  private wake(room: string): void {
    const state = this.rooms.get(room);
    if (!state) return;
    if (state.reading) {
      state.again = true;
      return;
    }
    state.reading = true;
    void this.readRoom(room, state);
  }

  private wakeAll(): void {
    for (const room of this.rooms.keys()) this.wake(room);
  }

  /** One query per round for the whole room, from its furthest-behind stream; repeated while woken meanwhile. */
  private async readRoom(room: string, state: RoomState): Promise<void> {
    try {
      do {
        state.again = false;
        if (state.subs.size === 0) return;
        let from = Infinity;
        for (const sub of state.subs) from = Math.min(from, sub.cursor);
        this.reads++;
        const rows = await this.db
          .selectFrom('room_events')
          .select(['id', 'topic', 'payload', 'created_at'])
          .where('room', '=', room)
          .where('id', '>', from)
          .where('created_at', '>=', new Date(Date.now() - this.options.retentionMs))
          .orderBy('id')
          .limit(this.options.batch)
          .execute();
        const events = rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload, at: new Date(row.created_at).toISOString() }));
        for (const sub of [...state.subs]) {
          for (const event of events) {
            if (sub.closed) break;
            if (event.id <= sub.cursor) continue;
            sub.cursor = event.id;
            sub.stream.send(event);
          }
        }
        if (rows.length === this.options.batch) state.again = true;
      } while (state.again);
    } catch {
      // The database is away: the next notification, reconnect or poll reads again from the cursors.
    } finally {
      state.reading = false;
      if (state.subs.size === 0 && this.rooms.get(room) === state) this.rooms.delete(room);
    }
  }

  private end(sub: RoomSub): void {
    if (sub.closed) return;
    sub.closed = true;
    sub.stream.close('stopping');
  }

  private remove(sub: RoomSub): void {
    sub.closed = true;
    const state = this.rooms.get(sub.stream.room);
    if (!state) return;
    state.subs.delete(sub);
    if (state.subs.size === 0 && !state.reading) this.rooms.delete(sub.stream.room);
  }

  /** Drops room events past the retention, at most once an hour per instance. */
  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    await this.db
      .deleteFrom('room_events')
      .where('created_at', '<', new Date(Date.now() - this.options.retentionMs))
      .execute()
      .catch(() => undefined);
  }
}
