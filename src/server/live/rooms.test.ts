import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimits } from '../modules/auth/testing.js';
import { openSseStream, type SseStream } from '../testing/sse.js';
import { basicHeaders, createTestApp, type TestApp } from '../testing/test-app.js';
import { RoomHub } from './rooms.js';

type App = TestApp & { cleanup(): Promise<void> };

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A kind of room for these tests: `test:open…` rooms are open to everyone, any other key is unknown. */
const testRule = (app: App) => app.ctx.rooms.rule('test', async (key) => (key.startsWith('open') ? 'open' : 'unknown'));

const guestStream = (base: string, room: string, headers: Record<string, string> = {}) =>
  openSseStream(`${base}/web/v2/live/rooms/${encodeURIComponent(room)}/events`, { ...basicHeaders, ...headers });

describe('rooms on the live-event service', () => {
  let app: App;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    testRule(app);
    base = await listening(app);
  });
  afterAll(() => app.cleanup());

  it('a guest’s stream gets the room’s events with ids and topics, and none of another room', async () => {
    const s = await guestStream(base, 'test:open-1');
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get('cache-control')).toBe('no-store');
    await RoomHub.publish(app.ctx.db, 'test:open-2', 'chat.message', { n: 0 });
    const id = await RoomHub.publish(app.ctx.db, 'test:open-1', 'chat.message', { n: 1 });
    const m = await s.next();
    expect(m).toMatchObject({ id: String(id), event: 'chat.message' });
    expect(JSON.parse(m!.data!).payload).toEqual({ n: 1 });
    s.close();
  });

  it('one row per message per room, and one read of the room per message whatever the number of streams', async () => {
    const room = 'test:open-fanout';
    const streams: SseStream[] = [];
    for (let i = 0; i < 8; i++) streams.push(await guestStream(base, room));
    const first = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 1 });
    for (const s of streams) expect((await s.next())?.id).toBe(String(first));
    const before = app.ctx.rooms.reads;
    const second = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 2 });
    for (const s of streams) expect((await s.next())?.id).toBe(String(second));
    expect(app.ctx.rooms.reads - before).toBe(1);
    const rows = await app.ctx.db.selectFrom('room_events').select('id').where('room', '=', room).execute();
    expect(rows).toHaveLength(2);
    for (const s of streams) s.close();
  });

  it('an event written in a transaction that rolls back is never sent', async () => {
    const s = await guestStream(base, 'test:open-rollback');
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await RoomHub.publish(trx, 'test:open-rollback', 'chat.message', { n: 'gone' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const id = await RoomHub.publish(app.ctx.db, 'test:open-rollback', 'chat.message', { n: 'kept' });
    const m = await s.next();
    expect(m?.id).toBe(String(id));
    s.close();
  });

  it('a page that reconnects with Last-Event-ID gets what it missed, in order', async () => {
    const room = 'test:open-resume';
    const first = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 1 });
    const second = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 2 });
    const third = await RoomHub.publish(app.ctx.db, room, 'chat.removed', { id: 1 });
    // A stream already open and up to date is not sent the resumed page's backlog again.
    const current = await guestStream(base, room);
    const s = await guestStream(base, room, { 'last-event-id': String(first) });
    expect((await s.next())?.id).toBe(String(second));
    expect(await s.next()).toMatchObject({ id: String(third), event: 'chat.removed' });
    const fourth = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 4 });
    expect((await current.next())?.id).toBe(String(fourth));
    expect((await s.next())?.id).toBe(String(fourth));
    s.close();
    current.close();
  });

  it('refuses before any stream opens: unknown room 404, malformed name 400, no Accept 406, no credentials 401, bad Last-Event-ID 400', async () => {
    const sse = { ...basicHeaders, accept: 'text/event-stream' };
    const unknown = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:closed-1/events', headers: sse });
    expect(unknown.statusCode).toBe(404);
    const unknownKind = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/nope:1/events', headers: { ...sse, language: 'en' } });
    expect(unknownKind.statusCode).toBe(404);
    expect(unknownKind.json().message).toBe('This room does not exist');
    const malformed = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/NOT%20A%20ROOM/events', headers: sse });
    expect(malformed.statusCode).toBe(400);
    const plain = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:open-1/events', headers: basicHeaders });
    expect(plain.statusCode).toBe(406);
    const none = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:open-1/events', headers: { accept: 'text/event-stream' } });
    expect(none.statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:open-1/events', headers: { ...sse, 'last-event-id': 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('room stream limits per address', () => {
  let app: App;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp({ config: { roomStreamsPerAddress: 3, rateLimits: relaxedLimits({ roomStreamOpensPerIp: { max: 6, windowSeconds: 600 } }) } });
    testRule(app);
    base = await listening(app);
  });
  afterAll(() => app.cleanup());

  it('a stream beyond the cap is refused with Retry-After and the open ones keep working; a closed one frees its place', async () => {
    const room = 'test:open-cap';
    const open = [await guestStream(base, room), await guestStream(base, room), await guestStream(base, room)];
    const refused = await fetch(`${base}/web/v2/live/rooms/${room}/events`, { headers: { ...basicHeaders, accept: 'text/event-stream', language: 'en' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many open streams/);
    const id = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 1 });
    for (const s of open) expect((await s.next())?.id).toBe(String(id));

    open[0]!.close();
    // The server lets the place go when it sees the socket close.
    while (app.ctx.rooms.openStreams > 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await guestStream(base, room);
    expect(again.res.status).toBe(200);
    const next = await RoomHub.publish(app.ctx.db, room, 'chat.message', { n: 2 });
    expect((await again.next())?.id).toBe(String(next));
    again.close();
    open[1]!.close();
    open[2]!.close();
  });

  it('opens from one address are counted in the shared store: past the rule, 429 with Retry-After', async () => {
    // A fresh address may open 6 in the window; refusals before the stream (404) count too.
    const sse = { ...basicHeaders, accept: 'text/event-stream' };
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) answers.push((await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:none/events', headers: sse, remoteAddress: '198.51.100.7' })).statusCode);
    expect(answers).toEqual([404, 404, 404]);
    const more: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:none/events', headers: sse, remoteAddress: '198.51.100.7' });
      more.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(more).toEqual([404, 404, 404, 429]);
    // Another address has its own budget.
    expect((await app.inject({ method: 'GET', url: '/web/v2/live/rooms/test:none/events', headers: sse, remoteAddress: '198.51.100.8' })).statusCode).toBe(404);
  });
});
