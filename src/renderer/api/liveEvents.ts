/**
 * The client of the live events stream (GET /web/v2/live/events, src/common/contract/live.ts):
 * Server-Sent Events read with fetch, because EventSource cannot send the bearer token. One
 * connection per app while any page listens; it resumes with Last-Event-ID after a drop, renews
 * the access token through the shared single-flight refresher when the server ends the stream
 * (`expired`) or answers 401, and waits longer after each failed attempt (1 s … 30 s).
 *
 * A stream only carries what happens while it is open: the first connection has no Last-Event-ID
 * to resume from, and a listener added to an open stream missed what came before it. So a
 * listener may pass `onOpen`, called once the stream it will hear is open (at once on an open
 * stream, and after each reconnection): it re-reads the state it watches, and nothing that
 * happened between the page's first read and the stream is lost.
 */
import { live } from '../../common/contract/live';
import type { RefreshOutcome, TokenSource } from './session';
import { featureStore } from '../stores/feature';

export interface LiveMessage {
  id: number;
  topic: string;
  payload: unknown;
  at: string;
}

export interface LiveEventsDeps {
  baseURL: () => string;
  tokens: Pick<TokenSource, 'getAccessToken'>;
  refresh: () => Promise<RefreshOutcome>;
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Waits before the next attempt, growing with each failure in a row. */
export const LIVE_RETRY_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/** Parses an SSE byte stream into messages (fields id, event, data; comments ignored). */
export class SseParser {
  private buffer = '';

  /** Feeds text; returns the complete messages it finished. */
  push(text: string): { id?: string; event?: string; data: string }[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const out: { id?: string; event?: string; data: string }[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const message: { id?: string; event?: string; data: string[] } = { data: [] };
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') message.data.push(value);
        else if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
      }
      if (message.event !== undefined || message.id !== undefined || message.data.length) out.push({ id: message.id, event: message.event, data: message.data.join('\n') });
    }
    return out;
  }
}

export class LiveEvents {
  private readonly handlers = new Map<string, Set<(m: LiveMessage) => void>>();
  private readonly openHandlers = new Set<() => void>();
  private open = false;
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private timer: unknown = null;
  private readonly fetch: typeof fetch;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: LiveEventsDeps) {
    this.fetch = deps.fetch ?? ((...args) => globalThis.fetch(...args));
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  /**
   * Listens to a topic; the connection opens with the first listener and closes with the last.
   * `onOpen` runs when the stream is open for this listener (see above).
   */
  on(topic: string, handler: (m: LiveMessage) => void, onOpen?: () => void): () => void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
    // A wrapper per call, so one function given twice is still two subscriptions.
    const opened = onOpen ? () => onOpen() : null;
    if (opened) {
      this.openHandlers.add(opened);
      if (this.open) queueMicrotask(() => this.openHandlers.has(opened) && opened());
    }
    if (!this.controller && this.timer === null) void this.connect();
    return () => {
      set.delete(handler);
      if (opened) this.openHandlers.delete(opened);
      if (set.size === 0) this.handlers.delete(topic);
      if (this.handlers.size === 0) this.stop();
    };
  }

  /** The RootStore is done with it (RootStore.dispose). */
  dispose(): void {
    this.stop();
  }

  /** Closes the connection (signing out, no listener left). */
  stop(): void {
    this.controller?.abort();
    this.controller = null;
    this.open = false;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.failures = 0;
  }

  private get wanted(): boolean {
    return this.handlers.size > 0;
  }

  private retryLater(): void {
    if (!this.wanted || this.timer !== null) return;
    const delay = LIVE_RETRY_MS[Math.min(this.failures++, LIVE_RETRY_MS.length - 1)] ?? 30_000;
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    if (!this.wanted || this.controller) return;
    const token = this.deps.tokens.getAccessToken();
    if (!token) return; // signed out: nothing to listen to
    const controller = new AbortController();
    this.controller = controller;
    let renew = false;
    try {
      const response = await this.fetch(`${this.deps.baseURL()}${live.events.path}`, {
        headers: {
          ...this.deps.headers?.(),
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        signal: controller.signal,
      });
      if (response.status === 401) renew = true;
      else if (response.ok && response.body) {
        this.failures = 0;
        this.open = true;
        for (const handler of [...this.openHandlers]) handler();
        renew = (await this.read(response.body)) === 'expired';
      }
    } catch {
      /* network failure or abort: retried below unless stopped */
    }
    if (this.controller !== controller) return; // stopped meanwhile
    this.controller = null;
    this.open = false;
    if (renew) {
      // Another call renewed the token after this stream sent its own: use it, do not refresh
      // again (a second refresh would spend the refresh token the first one just got).
      const current = this.deps.tokens.getAccessToken();
      if (current && current !== token) {
        void this.connect();
        return;
      }
      const outcome = await this.deps.refresh();
      if (outcome === 'rejected') return; // the session ended: the app signs the student out
      if (outcome === 'refreshed') {
        void this.connect();
        return;
      }
    }
    this.retryLater();
  }

  /** Reads the stream until it ends; returns the server's close reason, if it gave one. */
  private async read(body: ReadableStream<Uint8Array>): Promise<string | null> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let reason: string | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return reason;
      for (const m of parser.push(decoder.decode(value, { stream: true }))) {
        if (m.event === 'close') {
          reason = (JSON.parse(m.data || '{}') as { reason?: string }).reason ?? null;
          continue;
        }
        if (m.id) this.lastEventId = m.id;
        const topic = m.event ?? 'message';
        let data: { payload?: unknown; at?: string } = {};
        try {
          data = JSON.parse(m.data) as typeof data;
        } catch {
          continue; // not ours: skip it rather than stop listening
        }
        const message: LiveMessage = { id: Number(m.id), topic, payload: data.payload, at: data.at ?? '' };
        for (const handler of this.handlers.get(topic) ?? []) handler(message);
      }
    }
  }
}

/**
 * The app's one live stream, made on first use (the signed-in header, a checkout, a lecture): its
 * code is not in the first load of a guest's page.
 */
export const liveOf = featureStore((root) => new LiveEvents({ baseURL: root.baseURL, tokens: root.session, refresh: () => root.api.refresher.refresh(), headers: root.headers }));
