import { describe, expect, it, vi } from 'vitest';
import { LiveEvents, SseParser, type LiveMessage } from './liveEvents';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      c.close();
    },
  });
}

describe('SseParser', () => {
  it('parses messages split anywhere across chunks, ignoring comments and joining data lines', () => {
    const p = new SseParser();
    expect(p.push(': ping\n\nid: 4\nevent: pay')).toEqual([]);
    expect(p.push('ment\ndata: {"a":1}\n\nid: 5\r\ndata: x\r\ndata: y\r\n\r\n')).toEqual([
      { id: '4', event: 'payment', data: '{"a":1}' },
      { id: '5', event: undefined, data: 'x\ny' },
    ]);
  });
});

describe('LiveEvents', () => {
  it('delivers a topic’s events, resumes with Last-Event-ID after a drop, and renews the token when the stream expires', async () => {
    const calls: Record<string, string>[] = [];
    let token = 'first';
    const responses = [
      new Response(streamOf(['id: 7\nevent: payment\ndata: {"payload":{"orderId":1,"paymentStatus":2},"at":"t"}\n\n', 'event: close\ndata: {"reason":"expired"}\n\n'])),
      new Response(streamOf(['id: 8\nevent: payment\ndata: {"payload":{"orderId":2,"paymentStatus":2},"at":"t"}\n\n'])),
    ];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      return responses.shift() ?? new Promise<Response>(() => undefined);
    });
    const refresh = vi.fn(async () => {
      token = 'second';
      return 'refreshed' as const;
    });
    const got: LiveMessage[] = [];
    const live = new LiveEvents({
      baseURL: () => 'http://api',
      tokens: { getAccessToken: () => token },
      refresh,
      fetch: fetch as typeof globalThis.fetch,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
    const off = live.on('payment', (m) => got.push(m));
    await vi.waitFor(() => expect(got).toHaveLength(2));
    expect(got.map((m) => m.payload)).toEqual([
      { orderId: 1, paymentStatus: 2 },
      { orderId: 2, paymentStatus: 2 },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer first' });
    expect(calls[0]?.['last-event-id']).toBeUndefined();
    expect(calls[1]).toMatchObject({ authorization: 'Bearer second', 'last-event-id': '7' });
    off();
  });

  it('a 401 to a token another call has renewed meanwhile reconnects with the new one, without a second refresh', async () => {
    let token = 'stale';
    const sent: string[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).authorization!;
      sent.push(auth);
      if (auth === 'Bearer stale') {
        // The page's other call hit its 401 first and renewed the token while this one was in flight.
        token = 'renewed';
        return new Response(null, { status: 401 });
      }
      return new Promise<Response>(() => undefined);
    });
    const refresh = vi.fn(async () => 'refreshed' as const);
    const live = new LiveEvents({ baseURL: () => '', tokens: { getAccessToken: () => token }, refresh, fetch: fetch as typeof globalThis.fetch, setTimer: () => 0 });
    const off = live.on('payment', () => undefined);
    await vi.waitFor(() => expect(sent).toEqual(['Bearer stale', 'Bearer renewed']));
    expect(refresh).not.toHaveBeenCalled();
    off();
  });

  it('does not connect when signed out, and stops retrying when the session is rejected', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    const signedOut = new LiveEvents({ baseURL: () => '', tokens: { getAccessToken: () => null }, refresh: async () => 'rejected', fetch });
    signedOut.on('payment', () => undefined)();
    expect(fetch).not.toHaveBeenCalled();

    const timers: (() => void)[] = [];
    const rejected = new LiveEvents({ baseURL: () => '', tokens: { getAccessToken: () => 'old' }, refresh: async () => 'rejected', fetch, setTimer: (fn) => timers.push(fn) });
    rejected.on('payment', () => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(timers).toHaveLength(0);
  });
  it('tells a listener when its stream is open: on connecting, at once on an open stream, and after each reconnection', async () => {
    // A stream that stays open until the test ends it; the first connection has no Last-Event-ID.
    const ends: (() => void)[] = [];
    const openStream = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            ends.push(() => c.close());
          },
        }),
      );
    const fetch = vi.fn(async () => openStream());
    const timers: (() => void)[] = [];
    const live = new LiveEvents({
      baseURL: () => '',
      tokens: { getAccessToken: () => 'AT' },
      refresh: async () => 'refreshed',
      fetch,
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => undefined,
    });
    const first = vi.fn();
    const offFirst = live.on('payment', () => undefined, first);
    expect(first).not.toHaveBeenCalled(); // not before the server answered
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));

    const second = vi.fn();
    live.on('payment', () => undefined, second);
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1); // one connection for both
    expect(first).toHaveBeenCalledTimes(1);

    ends.shift()?.(); // the server drops the stream; the retry reconnects
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers.shift()?.();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(2));
    expect(first).toHaveBeenCalledTimes(2);

    offFirst();
    ends.shift()?.();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers.shift()?.();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(3));
    expect(first).toHaveBeenCalledTimes(2); // gone with its listener
  });
});
