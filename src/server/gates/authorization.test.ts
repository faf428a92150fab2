import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, type Registered } from '../modules/auth/testing.js';
import { basicHeaders } from '../testing/test-app.js';
import { AUTHORIZATION_TABLE, STAFF_AUTHORIZATION_TABLE, type AuthorizationRow } from './authorization-table.js';
import { OTHER_STUDENT_CHECKS, newPair } from './support/authz-resources.js';
import { expiredToken, tamperedTokens, tokenWithoutSession } from './support/authz-tokens.js';
import { createGateApp } from './support/fuzz-app.js';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './support/fuzz-openapi.js';
import { must } from '../../common/must.js';
import { ContentType, VenueType } from '../../common/enums.js';
import { MINUTE, makeSession } from '../modules/sessions/testing.js';

/**
 * Gate: the authorization matrix (issue 8). Every Authenticated operation of the OpenAPI document
 * is called without credentials, with the public client's Basic only, with tampered tokens, with
 * an expired token, with a token of an ended session, and as another student on the first
 * student's resource; the answers must be those of authorization-table.ts, which must have a row
 * for each such operation. Basic operations must refuse a call without the public client's
 * credentials; operations taking either must accept either.
 */

const wrongBasic = `Basic ${Buffer.from('someone:guessing').toString('base64')}`;

describe('authorization matrix', () => {
  let app: Awaited<ReturnType<typeof createGateApp>>;
  let operations: Operation[];
  let a: Registered;
  let b: Registered;

  beforeAll(async () => {
    app = await createGateApp();
    operations = operationsOf(app.swagger() as OpenApiDocument);
    a = await registerStudent(app as never, { fullName: 'Ani Pemilik' });
    b = await registerStudent(app as never, { fullName: 'Budi Lain' });
  }, 120_000);
  afterAll(async () => app?.cleanup());

  /** The operation's URL with every path parameter a plausible value, and a JSON body where it takes one. */
  function call(op: Operation, headers: Record<string, string>): Promise<LightMyRequestResponse> {
    const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, p.schema.type === 'integer' ? '1' : 'x'])));
    const body = op.body && !op.multipart ? { payload: '{}', headers: { ...headers, 'content-type': 'application/json' } } : { headers };
    return app.inject({ method: op.method as 'GET', url, ...body });
  }
  const byId = (id: string) => operations.find((o) => o.id === id)!;

  it('has one row for every Authenticated operation of the document, and none for an operation that is gone', () => {
    const authenticated = operations
      .filter((o) => o.auth === 'authenticated')
      .map((o) => o.id)
      .sort();
    expect(authenticated.length).toBeGreaterThan(0);
    const missing = authenticated.filter((id) => !(id in AUTHORIZATION_TABLE));
    const gone = Object.keys(AUTHORIZATION_TABLE).filter((id) => !authenticated.includes(id));
    expect(missing, 'authenticated operations without a row in authorization-table.ts').toEqual([]);
    expect(gone, 'rows of authorization-table.ts naming no authenticated operation').toEqual([]);
  });

  /** What an operation answers to no credentials, Basic only, an expired, tampered or session-less token and a revoked session. */
  async function credentialRefusals(op: Operation): Promise<Record<string, number>> {
    const seen: Record<string, number> = {};
    seen.noCredentials = (await call(op, {})).statusCode;
    seen.basicOnly = (await call(op, basicHeaders)).statusCode;
    seen.expiredToken = (await call(op, { authorization: `Bearer ${await expiredToken(app, a.access)}` })).statusCode;
    for (const t of [...(await tamperedTokens(a.access, b.id)), { how: 'no session id', token: await tokenWithoutSession(app, a.access) }]) {
      seen[`tamperedToken (${t.how})`] = (await call(op, { authorization: `Bearer ${t.token}` })).statusCode;
    }
    const ended = await registerStudent(app as never, { fullName: 'Sesi Berakhir' });
    expect((await app.inject({ method: 'POST', url: '/web/v2/auth/logout', headers: { authorization: `Bearer ${ended.access}` } })).statusCode).toBe(200);
    seen.revokedSession = (await call(op, { authorization: `Bearer ${ended.access}` })).statusCode;
    return seen;
  }

  describe.each(Object.entries(AUTHORIZATION_TABLE))('%s', (id, row: AuthorizationRow) => {
    it('refuses a caller without a valid student token as the table says', async () => {
      const op = byId(id);
      expect(op, `${id} is in the document`).toBeDefined();
      const seen = await credentialRefusals(op);

      const expected = Object.fromEntries(Object.keys(seen).map((k) => [k, row[k.replace(/ \(.*\)$/, '') as keyof AuthorizationRow]]));
      expect(seen).toEqual(expected);
      // A real token passes (a throwaway student's: the call may end the session or the account),
      // so the refusals above were about the credentials, not the call.
      const own = await registerStudent(app as never, { fullName: 'Pemilik Token' });
      expect((await call(op, { authorization: `Bearer ${own.access}` })).statusCode).not.toBe(401);
    });

    it.runIf(!!row.otherStudent)('acts only on the caller when another student calls it', async () => {
      const op = byId(id);
      const res = await OTHER_STUDENT_CHECKS[row.otherStudent!.resource](app, await newPair(app), op.path);
      expect(res.statusCode, res.body).toBe(row.otherStudent!.status);
    });
  });

  it("refuses every 'basic' operation without the public client's credentials, and accepts them", async () => {
    const basic = operations.filter((o) => o.auth === 'basic');
    expect(basic.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const op of basic) {
      const none = (await call(op, {})).statusCode;
      const guessed = (await call(op, { authorization: wrongBasic })).statusCode;
      const studentOnly = (await call(op, { authorization: `Bearer ${a.access}` })).statusCode;
      const publicClient = (await call(op, basicHeaders)).statusCode;
      if (none !== 401 || guessed !== 401 || studentOnly !== 401 || publicClient === 401) {
        wrong.push(`${op.id}: none ${none}, wrong secret ${guessed}, student token only ${studentOnly}, public client ${publicClient}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("accepts either credential on every 'both' operation and refuses neither or a bad token", async () => {
    const both = operations.filter((o) => o.auth === 'both');
    expect(both.length).toBeGreaterThan(0);
    const tampered = must((await tamperedTokens(a.access, b.id))[0], 'a tampered token');
    const wrong: string[] = [];
    for (const op of both) {
      const none = (await call(op, {})).statusCode;
      const publicClient = (await call(op, basicHeaders)).statusCode;
      const student = (await call(op, { authorization: `Bearer ${a.access}` })).statusCode;
      const bad = (await call(op, { authorization: `Bearer ${tampered.token}` })).statusCode;
      if (none !== 401 || publicClient === 401 || student === 401 || bad !== 401) {
        wrong.push(`${op.id}: none ${none}, public client ${publicClient}, student ${student}, tampered token ${bad}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('staff operations', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    /** A hybrid session in progress with A enrolled; A's e-ticket token from A's my-session. */
    async function ticketOfA() {
      const s = await makeSession(app, { type: ContentType.EVENT, venue: VenueType.HYBRID, startAt: new Date(app.ctx.clock().getTime() - 10 * MINUTE), minutes: 130 });
      await app.ctx.db.insertInto('enrolments').values({ student_id: a.id, content_id: s.id, source: 'free', order_id: null }).execute();
      const mine = await app.inject({ method: 'GET', url: `/web/v2/sessions/${s.id}/my-session`, headers: bearer(a.access) });
      return { id: s.id, token: must(mine.json().result.ticket, 'a ticket').token as string };
    }
    function staffCall(id: string, headers: Record<string, string>, ticket: { id: number; token: string }) {
      if (id === 'GET /web/v2/webinars/scan/event') return app.inject({ method: 'GET', url: `/web/v2/webinars/scan/event?token=${ticket.token}&contentId=${ticket.id}`, headers });
      if (id === 'POST /web/v2/eticket/attendances')
        return app.inject({ method: 'POST', url: '/web/v2/eticket/attendances', headers, payload: { token: ticket.token, contentId: ticket.id } });
      if (id === 'GET /web/v2/competition/{id}/entries') return app.inject({ method: 'GET', url: '/web/v2/competition/kompetisi-video-belajar/entries', headers });
      return app.inject({ method: 'GET', url: '/web/v2/eticket/my-sessions', headers });
    }

    it('has one row for every staff operation of the document, and none for an operation that is gone', () => {
      const staff = operations
        .filter((o) => o.auth === 'staff')
        .map((o) => o.id)
        .sort();
      expect(staff).toEqual(Object.keys(STAFF_AUTHORIZATION_TABLE).sort());
    });

    it.each(Object.entries(STAFF_AUTHORIZATION_TABLE))('%s refuses callers without a token, students without the role and staff of other sessions', async (id, row) => {
      const op = byId(id);
      const ticket = await ticketOfA();
      const seen = await credentialRefusals(op);
      const student = await registerStudent(app as never, { fullName: 'Bukan Petugas' });
      seen.studentNotStaff = (await staffCall(id, bearer(student.access), ticket)).statusCode;
      if (row.staffOtherSession !== undefined) {
        const other = await registerStudent(app as never, { fullName: 'Petugas Lain' });
        const elsewhere = await app.ctx.db.selectFrom('contents').select('id').where('content_type', '=', ContentType.WEBINAR).where('id', '!=', ticket.id).executeTakeFirstOrThrow();
        await app.ctx.db.insertInto('staff_members').values({ student_id: other.id, all_sessions: false }).execute();
        await app.ctx.db.insertInto('staff_sessions').values({ student_id: other.id, content_id: elsewhere.id }).execute();
        seen.staffOtherSession = (await staffCall(id, bearer(other.access), ticket)).statusCode;
      }
      const expected = Object.fromEntries(Object.keys(seen).map((k) => [k, row[k.replace(/ \(.*\)$/, '') as keyof typeof row]]));
      expect(seen).toEqual(expected);
      expect(await app.ctx.db.selectFrom('session_attendances').selectAll().where('student_id', '=', a.id).execute()).toEqual([]);
      // A staff account for every session passes, but never on its own ticket.
      const staff = await registerStudent(app as never, { fullName: 'Petugas Semua' });
      await app.ctx.db.insertInto('staff_members').values({ student_id: staff.id, all_sessions: true }).execute();
      expect((await staffCall(id, bearer(staff.access), ticket)).statusCode).toBe(200);
      if (row.staffOtherSession !== undefined) {
        await app.ctx.db.insertInto('enrolments').values({ student_id: staff.id, content_id: ticket.id, source: 'free', order_id: null }).execute();
        const own = await app.inject({ method: 'GET', url: `/web/v2/sessions/${ticket.id}/my-session`, headers: bearer(staff.access) });
        const ownTicket = { id: ticket.id, token: own.json().result.ticket.token as string };
        const res = await staffCall(id, bearer(staff.access), ownTicket);
        expect(res.statusCode).toBe(403);
        expect(res.json().data).toEqual({ reason: 'ownTicket' });
      }
      if (id === 'POST /web/v2/eticket/attendances') await app.ctx.db.deleteFrom('session_attendances').where('student_id', '=', a.id).execute();
    });
  });
});
