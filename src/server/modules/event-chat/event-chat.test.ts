import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { CHAT_EVENT_URL } from '../../db/seed/event-chat.js';
import { openDatabase } from '../../db/index.js';
import { relaxedLimits } from '../auth/testing.js';
import { grantStaff } from '../sessions/index.js';
import { openSseStream } from '../../testing/sse.js';
import { basicHeaders, createTestApp, openTestDatabase, studentToken, type TestApp } from '../../testing/test-app.js';

type App = TestApp & { cleanup(): Promise<void> };

const subOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

describe('the special event’s chat', () => {
  let app: App;
  let base: string;
  let eventId: number;
  let instructorId: number;

  /** A signed-in student with this name; returns their token. */
  async function student(fullName: string): Promise<string> {
    const token = await studentToken(app);
    await app.ctx.db.updateTable('students').set({ full_name: fullName }).where('id', '=', subOf(token)).execute();
    return token;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (token: string, body: unknown, id = eventId, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/web/v2/events/${id}/chat`, headers: { ...bearer(token), ...headers }, payload: body as object });
  const remove = (token: string, messageId: number, id = eventId) => app.inject({ method: 'DELETE', url: `/web/v2/events/${id}/chat/${messageId}`, headers: bearer(token) });
  const read = (headers: Record<string, string> = basicHeaders, query = '') => app.inject({ method: 'GET', url: `/web/v2/events/${eventId}/chat${query}`, headers });
  const removedEvents = async (messageId: number) =>
    (
      await app.ctx.db
        .selectFrom('room_events')
        .select('id')
        .where('topic', '=', 'chat.removed')
        .where(sql<boolean>`(payload->>'id')::int = ${messageId}`)
        .execute()
    ).length;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const event = await app.ctx.db.selectFrom('contents').select(['id', 'instructor_id']).where('url', '=', CHAT_EVENT_URL).executeTakeFirstOrThrow();
    eventId = event.id;
    instructorId = event.instructor_id!;
  });
  afterAll(() => app.cleanup());

  it('a guest reads the seeded special event’s chat: its room, open for writing, no moderator rights', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const chat = res.json().result;
    expect(chat).toMatchObject({ room: `event-chat:${eventId}`, open: true, moderator: false, closesAt: null });
    expect(Array.isArray(chat.messages)).toBe(true);
  });

  it('events without chat, other contents and unknown ids are 404', async () => {
    const other = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', 37).where('id', '!=', eventId).executeTakeFirstOrThrow();
    const course = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '!=', 37).executeTakeFirstOrThrow();
    for (const id of [other.id, course.id, 999_999]) {
      expect((await app.inject({ method: 'GET', url: `/web/v2/events/${id}/chat`, headers: basicHeaders })).statusCode).toBe(404);
      expect((await post(await studentToken(app), { body: 'halo' }, id)).statusCode).toBe(404);
    }
    const stream = await app.inject({ method: 'GET', url: `/web/v2/live/rooms/event-chat:${other.id}/events`, headers: { ...basicHeaders, accept: 'text/event-stream' } });
    expect(stream.statusCode).toBe(404);
  });

  it('a student writes; a guest’s open page receives it live with the masked name, and the list shows it as theirs only to them', async () => {
    const token = await student('Budi Santoso');
    const guest = await openSseStream(`${base}/web/v2/live/rooms/event-chat:${eventId}/events`, basicHeaders);
    expect(guest.res.status).toBe(200);
    const res = await post(token, { body: '  <b>Halo</b> semua!  ' });
    expect(res.statusCode).toBe(201);
    const message = res.json().result;
    expect(message).toMatchObject({ authorName: 'B*** ******o', body: '<b>Halo</b> semua!', mine: true });
    const live = await guest.next();
    expect(live?.event).toBe('chat.message');
    expect(JSON.parse(live!.data!).payload).toEqual({ id: message.id, authorName: 'B*** ******o', body: '<b>Halo</b> semua!', createdAt: message.createdAt });
    expect(live!.data).not.toContain('Budi');
    guest.close();

    const asGuest = (await read()).json().result.messages.find((m: { id: number }) => m.id === message.id);
    expect(asGuest).toMatchObject({ authorName: 'B*** ******o', mine: false });
    const asAuthor = (await read(bearer(token))).json().result.messages.find((m: { id: number }) => m.id === message.id);
    expect(asAuthor.mine).toBe(true);
    const asOther = (await read(bearer(await studentToken(app)))).json().result.messages.find((m: { id: number }) => m.id === message.id);
    expect(asOther.mine).toBe(false);
    // ONE room event for the message, whoever watches.
    const rows = await app.ctx.db
      .selectFrom('room_events')
      .select('id')
      .where('room', '=', `event-chat:${eventId}`)
      .where(sql<boolean>`(payload->>'id')::int = ${message.id}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a message is 1-500 characters after trimming: otherwise 400 in the caller’s language and nothing stored', async () => {
    const token = await student('Sari Dewi');
    const count = async () =>
      Number(
        (
          await app.ctx.db
            .selectFrom('chat_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('student_id', '=', subOf(token))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const blank = await post(token, { body: '   \n  ' }, eventId, { language: 'en' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('A message must be 1-500 characters');
    const long = await post(token, { body: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Pesan harus 1-500 karakter');
    expect(await count()).toBe(0);
    expect((await post(token, { body: ` ${'é'.repeat(500)} ` })).statusCode).toBe(201);
    expect((await post(token, {})).statusCode).toBe(400);
    expect(await count()).toBe(1);
  });

  it('guests cannot write (401)', async () => {
    const res = await app.inject({ method: 'POST', url: `/web/v2/events/${eventId}/chat`, headers: basicHeaders, payload: { body: 'halo' } });
    expect(res.statusCode).toBe(401);
  });

  it('5 messages per 10 s per student: the sixth is 429 with Retry-After, another student still writes', async () => {
    const token = await student('Rudi Hartono');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(token, { body: `pesan ${i}` }, eventId, { language: 'en' });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(/^Too many messages; wait \d+ seconds$/);
        expect(res.json().data.retryAfter).toBe(Number(res.headers['retry-after']));
      }
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post(await studentToken(app), { body: 'saya juga' })).statusCode).toBe(201);
  });

  it('the author deletes their own: gone from the list and from open pages; again → the same answer; others → 404 and unchanged', async () => {
    const author = await student('Ani Lestari');
    const other = await student('Joko Widodo');
    const { id } = (await post(author, { body: 'hapus saya' })).json().result;
    const page = await openSseStream(`${base}/web/v2/live/rooms/event-chat:${eventId}/events`, bearer(other));

    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await read()).json().result.messages.some((m: { id: number }) => m.id === id)).toBe(true);

    const first = await remove(author, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ id, removed: true });
    const live = await page.next();
    expect(live?.event).toBe('chat.removed');
    expect(JSON.parse(live!.data!).payload).toEqual({ id });
    page.close();
    const again = await remove(author, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    expect(await removedEvents(id)).toBe(1);
    expect((await read()).json().result.messages.some((m: { id: number }) => m.id === id)).toBe(false);
    // A message of another chat named under this event is not found.
    expect((await remove(author, id, id + 1_000_000)).statusCode).toBe(404);
  });

  it('the event’s host instructor and staff hide any message; another event’s instructor cannot', async () => {
    const author = await student('Maya Putri');
    const host = await app.ctx.db.selectFrom('students').select('id').where('instructor_id', '=', instructorId).executeTakeFirstOrThrow();
    const hostToken = await studentToken(app, host.id);
    const stranger = await app.ctx.db.selectFrom('students').select('id').where('instructor_id', 'is not', null).where('instructor_id', '!=', instructorId).executeTakeFirstOrThrow();
    const strangerToken = await studentToken(app, stranger.id);
    const staffToken = await studentToken(app);
    await grantStaff(app.ctx.db, { studentId: subOf(staffToken), allSessions: true });

    expect((await read(bearer(hostToken))).json().result.moderator).toBe(true);
    expect((await read(bearer(staffToken))).json().result.moderator).toBe(true);
    expect((await read(bearer(strangerToken))).json().result.moderator).toBe(false);

    const a = (await post(author, { body: 'satu' })).json().result.id;
    const b = (await post(author, { body: 'dua' })).json().result.id;
    expect((await remove(strangerToken, a)).statusCode).toBe(404);
    expect((await remove(hostToken, a)).statusCode).toBe(200);
    expect((await remove(staffToken, b)).statusCode).toBe(200);
    const rows = await app.ctx.db.selectFrom('chat_messages').select(['id', 'hidden_by', 'deleted_at']).where('id', 'in', [a, b]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: a, hidden_by: host.id, deleted_at: null },
      { id: b, hidden_by: subOf(staffToken), deleted_at: null },
    ]);
    // The author's delete of a hidden message: the same answer, nothing published again.
    expect((await remove(author, a)).statusCode).toBe(200);
    expect(await removedEvents(a)).toBe(1);
  });

  it('a delete racing a hide has one outcome and one removal event', async () => {
    const author = await student('Dewi Sartika');
    const staffToken = await studentToken(app);
    await grantStaff(app.ctx.db, { studentId: subOf(staffToken), allSessions: true });
    for (let round = 0; round < 4; round++) {
      const { id } = (await post(author, { body: `balapan ${round}` })).json().result;
      const answers = await Promise.all([remove(author, id), remove(staffToken, id), remove(author, id), remove(staffToken, id)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const row = await app.ctx.db.selectFrom('chat_messages').select(['deleted_at', 'hidden_at']).where('id', '=', id).executeTakeFirstOrThrow();
      expect([row.deleted_at, row.hidden_at].filter((v) => v !== null)).toHaveLength(1);
      expect(await removedEvents(id)).toBe(1);
      await app.ctx.db.deleteFrom('rate_limits').where('key', 'like', '%chat:student%').execute();
    }
  });

  it('older messages page with `before`, oldest first', async () => {
    const token = await student('Lina Marlina');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await post(token, { body: `urut ${i}` })).json().result.id);
    const latest = (await read(basicHeaders, '?limit=2')).json().result;
    expect(latest.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(1));
    expect(latest.hasOlder).toBe(true);
    const older = (await read(basicHeaders, `?limit=2&before=${ids[1]}`)).json().result;
    expect(older.messages.at(-1).id).toBe(ids[0]);
  });

  it('a chat closed for writing still reads (open false) and refuses messages with 409', async () => {
    const other = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', 37).where('id', '!=', eventId).executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('event_chats')
      .values({ content_id: other.id, opens_at: new Date(Date.now() - 7200_000), closes_at: new Date(Date.now() - 3600_000) })
      .execute();
    const chat = (await app.inject({ method: 'GET', url: `/web/v2/events/${other.id}/chat`, headers: basicHeaders })).json().result;
    expect(chat.open).toBe(false);
    expect((await post(await studentToken(app), { body: 'terlambat' }, other.id)).statusCode).toBe(409);
    await app.ctx.db.deleteFrom('event_chats').where('content_id', '=', other.id).execute();
  });
});

describe('the chat across instances', () => {
  it('a message posted on instance A reaches a guest’s stream on instance B', async () => {
    const { handle, drop } = await openTestDatabase(4, 'seeded');
    // PGlite lives in one process: both apps share its handle. PostgreSQL: B has its own pool (and LISTEN connection).
    let handleB = handle;
    if (process.env.DATABASE_URL) {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      handleB = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
    const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'lm-chat-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'lm-chat-b-'))];
    const config = (dataDir: string) => ({ dataDir, webRoot: path.join(dataDir, 'no-web'), cacheSeconds: 0, rateLimits: relaxedLimits(), remindersEveryMs: 0, messaging: { workerMs: 0 } });
    const a = await buildApp({ database: handle, seed: true, config: config(dirs[0]!) });
    const b = await buildApp({ database: handleB, seed: true, config: config(dirs[1]!) });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const event = await a.ctx.db.selectFrom('contents').select('id').where('url', '=', CHAT_EVENT_URL).executeTakeFirstOrThrow();
      const guest = await openSseStream(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}/web/v2/live/rooms/event-chat:${event.id}/events`, basicHeaders);
      expect(guest.res.status).toBe(200);
      const token = await studentToken(a as App);
      await a.ctx.db.updateTable('students').set({ full_name: 'Citra Kirana' }).where('id', '=', subOf(token)).execute();
      const res = await a.inject({ method: 'POST', url: `/web/v2/events/${event.id}/chat`, headers: { authorization: `Bearer ${token}` }, payload: { body: 'dari A' } });
      expect(res.statusCode).toBe(201);
      const m = await guest.next();
      expect(m?.event).toBe('chat.message');
      expect(JSON.parse(m!.data!).payload).toMatchObject({ id: res.json().result.id, authorName: 'C**** *****a', body: 'dari A' });
      guest.close();
    } finally {
      await b.close();
      await a.close();
      if (handleB !== handle) await handleB.close();
      await handle.close();
      await drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
