import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/index.js';
import { openLiveStream } from '../testing/sse.js';
import { createTestApp, studentToken, type TestApp } from '../testing/test-app.js';
import { LiveHub } from './hub.js';

describe('live events (Server-Sent Events)', () => {
  let app: TestApp & { cleanup(): Promise<void> };
  let base: string;
  let token: string;
  let studentId: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    token = await studentToken(app);
    studentId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  });
  afterAll(() => app.cleanup());

  it('sends the student’s events as they are written, with ids, and only theirs', async () => {
    const other = await studentToken(app);
    const otherId = Number(JSON.parse(Buffer.from(other.split('.')[1]!, 'base64url').toString()).sub);
    const s = await openLiveStream(base, token);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get('cache-control')).toBe('no-store');
    await LiveHub.publish(app.ctx.db, otherId, 'payment', { orderId: 99, paymentStatus: 2 });
    const id = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 7, paymentStatus: 2 });
    const m = await s.next();
    expect(m).toMatchObject({ id: String(id), event: 'payment' });
    expect(JSON.parse(m!.data!).payload).toEqual({ orderId: 7, paymentStatus: 2 });
    s.close();
  });

  it('an event written in a transaction that rolls back is never sent', async () => {
    const s = await openLiveStream(base, token);
    await app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await LiveHub.publish(trx, studentId, 'payment', { orderId: 1, paymentStatus: 3 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const id = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 2, paymentStatus: 2 });
    const m = await s.next();
    expect(m?.id).toBe(String(id));
    s.close();
  });

  it('a page that reconnects with Last-Event-ID gets what it missed, in order', async () => {
    const first = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 10, paymentStatus: 1 });
    const second = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 10, paymentStatus: 2 });
    const third = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 11, paymentStatus: 2 });
    const s = await openLiveStream(base, token, { 'last-event-id': String(first) });
    expect((await s.next())?.id).toBe(String(second));
    expect((await s.next())?.id).toBe(String(third));
    s.close();
  });

  it('answers 406 without Accept: text/event-stream, 400 on a bad Last-Event-ID, 401 without a token — never a stream', async () => {
    const plain = await app.inject({ method: 'GET', url: '/web/v2/live/events', headers: { authorization: `Bearer ${token}` } });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().message).toMatch(/text\/event-stream/);
    const bad = await app.inject({ method: 'GET', url: '/web/v2/live/events', headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'last-event-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
    const none = await app.inject({ method: 'GET', url: '/web/v2/live/events', headers: { accept: 'text/event-stream' } });
    expect(none.statusCode).toBe(401);
  });

  it('a sixth stream of one student closes the oldest (stale tabs never lock out a new page)', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await openLiveStream(base, token));
    const sixth = await openLiveStream(base, token);
    expect(sixth.res.status).toBe(200);
    const closed = await streams[0]!.next();
    expect(closed).toMatchObject({ event: 'close', data: JSON.stringify({ reason: 'replaced' }) });
    const id = await LiveHub.publish(app.ctx.db, studentId, 'payment', { orderId: 12, paymentStatus: 2 });
    expect((await sixth.next())?.id).toBe(String(id));
    for (const s of [...streams, sixth]) s.close();
  });

  it('a stream of a session that logs out is refused on reconnect', async () => {
    const t = await studentToken(app);
    await app.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).sid)
      .execute();
    const r = await fetch(`${base}/web/v2/live/events`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${t}` } });
    expect(r.status).toBe(401);
    await r.body?.cancel();
  });
});

describe.runIf(process.env.DATABASE_URL)('live events across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('an event written through one instance reaches a stream open on another', async () => {
    const a = await createTestApp();
    const { rows } = await (await import('kysely')).sql<{ name: string }>`select current_database() as name`.execute(a.ctx.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const handleB = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const b = await buildApp({ database: handleB, config: { ...a.ctx.config } });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const token = await studentToken(a);
      const studentId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
      const s = await openLiveStream(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, token);
      expect(s.res.status).toBe(200);
      const id = await LiveHub.publish(a.ctx.db, studentId, 'payment', { orderId: 5, paymentStatus: 2 });
      expect((await s.next())?.id).toBe(String(id));
      s.close();
    } finally {
      await b.close();
      await handleB.close();
      await a.cleanup();
    }
  });
});
