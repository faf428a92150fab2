/**
 * The client of a room's stream (GET /web/v2/live/rooms/{room}/events, src/common/contract/live.ts):
 * the same wire format and parser as the student's live events (./liveEvents.ts), for pages open
 * to everyone. A room is public, so the stream is read with the public client's Basic credentials
 * (no token: a guest and a student see the same events, and a token's expiry never ends it).
 * One connection per room while any page listens; it resumes with Last-Event-ID after a drop and
 * waits longer after each failed attempt (LIVE_RETRY_MS). `onOpen` runs each time the stream is
 * open, so a page re-reads what it shows and nothing written while it was down is lost.
 */
import { live } from '../../common/contract/live';
import { LIVE_RETRY_MS, SseParser, type LiveMessage } from './liveEvents';
import { basicAuthorization } from './session';
import { featureStore } from '../stores/feature';

export interface RoomEventsDeps {
  baseURL: () => string;
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface RoomListener {
  onMessage: (m: LiveMessage) => void;
  onOpen?: () => void;
  /** The room's stream was refused for good (404: the room is gone) or for now (429: too many streams). */
  onRefused?: (status: number) => void;
}

class RoomConnection {
  readonly listeners = new Set<RoomListener>();
  open = false;
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private timer: unknown = null;

  constructor(
    private readonly room: string,
    private readonly deps: Required<Pick<RoomEventsDeps, 'fetch' | 'setTimer' | 'clearTimer'>> & RoomEventsDeps,
  ) {}

  start(): void {
    if (!this.controller && this.timer === null) void this.connect();
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
    this.open = false;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private retryLater(): void {
    if (this.listeners.size === 0 || this.timer !== null) return;
    const delay = LIVE_RETRY_MS[Math.min(this.failures++, LIVE_RETRY_MS.length - 1)] ?? 30_000;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    if (this.listeners.size === 0 || this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    try {
      const path = live.roomEvents.path.replace(':room', encodeURIComponent(this.room));
      const response = await this.deps.fetch(`${this.deps.baseURL()}${path}`, {
        headers: {
          ...this.deps.headers?.(),
          accept: 'text/event-stream',
          authorization: basicAuthorization(),
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        signal: controller.signal,
      });
      if (response.status === 404) {
        for (const l of [...this.listeners]) l.onRefused?.(404);
        if (this.controller === controller) this.controller = null;
        return; // the room is gone: no retry
      }
      if (response.ok && response.body) {
        this.failures = 0;
        this.open = true;
        for (const l of [...this.listeners]) l.onOpen?.();
        await this.read(response.body);
      } else {
        if (response.status === 429) for (const l of [...this.listeners]) l.onRefused?.(429);
        await response.body?.cancel();
      }
    } catch {
      /* network failure or abort: retried below unless stopped */
    }
    if (this.controller !== controller) return; // stopped meanwhile
    this.controller = null;
    this.open = false;
    this.retryLater();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const m of parser.push(decoder.decode(value, { stream: true }))) {
        if (m.event === 'close') continue;
        if (m.id) this.lastEventId = m.id;
        let data: { payload?: unknown; at?: string } = {};
        try {
          data = JSON.parse(m.data) as typeof data;
        } catch {
          continue;
        }
        const message: LiveMessage = { id: Number(m.id), topic: m.event ?? 'message', payload: data.payload, at: data.at ?? '' };
        for (const l of [...this.listeners]) l.onMessage(message);
      }
    }
  }
}

export class RoomEvents {
  private readonly connections = new Map<string, RoomConnection>();
  private readonly deps: Required<Pick<RoomEventsDeps, 'fetch' | 'setTimer' | 'clearTimer'>> & RoomEventsDeps;

  constructor(deps: RoomEventsDeps) {
    this.deps = {
      ...deps,
      fetch: deps.fetch ?? ((...args) => globalThis.fetch(...args)),
      setTimer: deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)),
      clearTimer: deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)),
    };
  }

  /** Listens to a room; its connection opens with the first listener and closes with the last. */
  listen(room: string, listener: RoomListener): () => void {
    let connection = this.connections.get(room);
    if (!connection) {
      connection = new RoomConnection(room, this.deps);
      this.connections.set(room, connection);
    }
    const own = { ...listener };
    connection.listeners.add(own);
    if (connection.open) queueMicrotask(() => connection.listeners.has(own) && own.onOpen?.());
    connection.start();
    return () => {
      connection.listeners.delete(own);
      if (connection.listeners.size === 0) {
        connection.stop();
        this.connections.delete(room);
      }
    };
  }
}

/** Rooms' streams of the app, made on first use (a page with a room's chat). */
export const roomsOf = featureStore((root) => new RoomEvents({ baseURL: root.baseURL, headers: root.headers }));
