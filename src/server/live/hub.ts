import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';

/**
 * Live events: one service that tells a student's open pages what just happened to them (a
 * payment landed; later chat and notifications), on every server instance.
 *
 * - `publish` writes the event as a row (in the caller's transaction when given, so an event of a
 *   change that rolls back is never seen) and NOTIFYs `live_events` with the student id. NOTIFY in
 *   a transaction is delivered at commit.
 * - Every instance LISTENs; a notification (or a reconnect of the listening connection, or the
 *   slow safety poll) makes it read the student's rows newer than each open stream's cursor and
 *   send them. Rows are the truth, notifications only wake readers up: nothing is lost when a
 *   notification is, and a page that reconnects with its Last-Event-ID gets what it missed.
 * - Per student at most `maxStreamsPerStudent` open streams: a new one closes the oldest (a
 *   student's stale tabs never lock out their new page).
 */

export const LIVE_CHANNEL = 'live_events';

export interface LiveEvent {
  /** Increasing; the SSE `id` a page resumes from. */
  id: number;
  topic: string;
  payload: unknown;
  /** ISO time the event was written. */
  at: string;
}

export interface LiveStream {
  studentId: number;
  /** Sends one event; the hub never calls it twice at once for one stream. */
  send(event: LiveEvent): void;
  /** Ends the stream (closed by a newer stream of the same student, or the hub stopping). */
  close(reason: 'replaced' | 'stopping'): void;
}

export interface LiveHubOptions {
  maxStreamsPerStudent?: number;
  /** Safety poll: reads every open stream's student now and then even without a notification. */
  pollMs?: number;
  /** Events older than this are pruned and not replayed. */
  retentionMs?: number;
  /** Most events one read sends to a stream (it reads again while there are more). */
  batch?: number;
}

type Listen = (channel: string, onNotify: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;

interface Subscription {
  stream: LiveStream;
  cursor: number;
  /** A read in progress, and whether another was asked for meanwhile. */
  reading: boolean;
  again: boolean;
  closed: boolean;
}

export const LIVE_DEFAULTS = { maxStreamsPerStudent: 5, pollMs: 30_000, retentionMs: 7 * 24 * 3600 * 1000, batch: 100 } as const;

export class LiveHub {
  private readonly byStudent = new Map<number, Subscription[]>();
  private readonly options: Required<LiveHubOptions>;
  private unlisten: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen,
    options: LiveHubOptions = {},
  ) {
    this.options = { ...LIVE_DEFAULTS, ...options };
  }

  /** Writes an event for a student; returns its id. Pass the transaction that makes the change. */
  static async publish(db: Database | Transaction<DB>, studentId: number, topic: string, payload: unknown): Promise<number> {
    const row = await db
      .insertInto('live_events')
      .values({ student_id: studentId, topic, payload: JSON.stringify(payload) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify(${LIVE_CHANNEL}, ${String(studentId)})`.execute(db);
    return Number(row.id);
  }

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.listen(
      LIVE_CHANNEL,
      (payload) => {
        const studentId = Number(payload);
        if (Number.isSafeInteger(studentId)) this.wake(studentId);
      },
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
    for (const subs of this.byStudent.values()) for (const s of subs) this.end(s, 'stopping');
    this.byStudent.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /** Open streams now (all students). */
  get openStreams(): number {
    let n = 0;
    for (const subs of this.byStudent.values()) n += subs.length;
    return n;
  }

  /**
   * Where a new stream starts: after `lastEventId` (its missed events within the retention are
   * sent first), or without one after the student's latest event (only events from now on).
   * Separate from subscribe so a database failure is answered before the stream opens.
   */
  async position(studentId: number, lastEventId: number | null): Promise<number> {
    return lastEventId ?? (await this.latestId(studentId));
  }

  /** Opens a stream at a position from `position`; returns the function that closes it. */
  subscribe(stream: LiveStream, cursor: number): () => void {
    const sub: Subscription = { stream, cursor, reading: false, again: false, closed: false };
    const subs = this.byStudent.get(stream.studentId) ?? [];
    subs.push(sub);
    this.byStudent.set(stream.studentId, subs);
    while (subs.length > this.options.maxStreamsPerStudent) {
      const oldest = subs.shift();
      if (oldest) this.end(oldest, 'replaced');
    }
    // Read at once: the missed events of a resumed stream, or one written since position().
    this.read(sub);
    return () => this.remove(sub);
  }

  private async latestId(studentId: number): Promise<number> {
    const row = await this.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  private wake(studentId: number): void {
    for (const sub of this.byStudent.get(studentId) ?? []) this.read(sub);
  }

  private wakeAll(): void {
    for (const studentId of this.byStudent.keys()) this.wake(studentId);
  }

  /** Reads and sends the stream's new events; one read at a time per stream, repeated if woken meanwhile. */
  private read(sub: Subscription): void {
    if (sub.closed) return;
    if (sub.reading) {
      sub.again = true;
      return;
    }
    sub.reading = true;
    void (async () => {
      try {
        do {
          sub.again = false;
          const since = new Date(Date.now() - this.options.retentionMs);
          const rows = await this.db
            .selectFrom('live_events')
            .select(['id', 'topic', 'payload', 'created_at'])
            .where('student_id', '=', sub.stream.studentId)
            .where('id', '>', sub.cursor)
            .where('created_at', '>=', since)
            .orderBy('id')
            .limit(this.options.batch)
            .execute();
          for (const row of rows) {
            if (sub.closed) return;
            const id = Number(row.id);
            sub.cursor = id;
            sub.stream.send({ id, topic: row.topic, payload: row.payload, at: new Date(row.created_at).toISOString() });
          }
          if (rows.length === this.options.batch) sub.again = true;
        } while (sub.again && !sub.closed);
      } catch {
        // The database is away: the next notification, reconnect or poll reads again from the cursor.
      } finally {
        sub.reading = false;
      }
    })();
  }

  private end(sub: Subscription, reason: 'replaced' | 'stopping'): void {
    if (sub.closed) return;
    sub.closed = true;
    sub.stream.close(reason);
  }

  private remove(sub: Subscription): void {
    sub.closed = true;
    const subs = this.byStudent.get(sub.stream.studentId);
    if (!subs) return;
    const i = subs.indexOf(sub);
    if (i >= 0) subs.splice(i, 1);
    if (subs.length === 0) this.byStudent.delete(sub.stream.studentId);
  }

  /** Drops events past the retention, at most once an hour per instance. */
  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    await this.db
      .deleteFrom('live_events')
      .where('created_at', '<', new Date(Date.now() - this.options.retentionMs))
      .execute()
      .catch(() => undefined);
  }
}
