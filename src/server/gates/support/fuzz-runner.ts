import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { registerStudent } from '../../modules/auth/testing.js';
import { basicHeaders, studentToken, type TestApp } from '../../testing/test-app.js';
import { DATA_EXCEPTION_MESSAGES, findLeak } from './fuzz-check.js';
import { BOOKKEEPING_TABLES, changedTables, changesSince, newCursor, snapshot, type ChangeCursor, type KnownValues, type Snapshot } from './fuzz-db.js';
import { REACHED_HANDLER } from './fuzz-app.js';
import type { Operation } from './fuzz-openapi.js';
import { requestsFor, type FuzzRequest } from './fuzz-requests.js';

/**
 * Sends the generated requests of every operation one at a time (so each database change is
 * known to come from the request just answered) and records what breaks the rules of the gate.
 */

/** 503 answers that are documented without being in a route's response schema. */
export const DOCUMENTED_503: Readonly<Record<string, string>> = {
  'POST /web/v2/auth/login-by-google': 'social sign-in turned off when GOOGLE_CLIENT_IDS is unset (README)',
  'POST /web/v2/auth/login-by-apple': 'social sign-in turned off when APPLE_CLIENT_IDS is unset (README)',
};

export interface Failure {
  op: string;
  problem: string;
  kind: FuzzRequest['kind'];
  mutation: string;
  status: number;
  request: string;
  answer: string;
}

export interface RunStats {
  sent: number;
  valid: number;
  invalid: number;
  reachedHandler: number;
  byStatus: Record<number, number>;
  renewedStudents: number;
}

type App = TestApp;

/** FNV-1a: a seed per operation, so a new route does not change the requests of the others. */
export function seedFor(base: number, opId: string): number {
  let h = 0x811c9dc5 ^ base;
  for (let i = 0; i < opId.length; i++) {
    h ^= opId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
const show = (v: string | Buffer | undefined) => (v === undefined ? '' : Buffer.isBuffer(v) ? `<${v.length} bytes>` : JSON.stringify(clip(v, 300)));

export class FuzzRunner {
  readonly failures: Failure[] = [];
  readonly stats: RunStats = { sent: 0, valid: 0, invalid: 0, reachedHandler: 0, byStatus: {}, renewedStudents: 0 };
  /** Milliseconds spent sending requests, reading the change log and taking snapshots. */
  readonly timings = { inject: 0, changes: 0, snapshots: 0 };
  private cursor!: ChangeCursor;
  /** Bearer token per authenticated operation (each its own throwaway student), and one for the reads of 'both' routes. */
  private readonly tokens = new Map<string, string>();
  /** Tables the gate itself wrote (setting up students) since the last snapshot. */
  private setupTables = new Set<string>();
  private lastSnapshot?: Snapshot;

  constructor(
    private readonly app: App,
    private readonly tables: string[],
    private readonly known: KnownValues,
  ) {}

  /**
   * The student of an operation: signed up through the accounts helpers (register, prove the
   * address, sign in). A student whose session a call ended (logout, deleted account) is replaced
   * by a cheaper one, a student row and a session signed by the app (test-app's studentToken):
   * the deleting calls alone would otherwise sign up a hundred students a run.
   */
  private async studentFor(key: string, renew = false, staff = false): Promise<string> {
    if (!renew && this.tokens.has(key)) return this.tokens.get(key)!;
    if (renew) this.stats.renewedStudents++;
    const cursor = await newCursor(this.app.ctx.db);
    const access = renew ? await studentToken(this.app) : (await registerStudent(this.app as never, { fullName: 'Fuzz Student' })).access;
    if (staff) {
      // A 'staff' operation's student holds the role for every session (set-up, like the sign-up).
      const sub = Number(JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString('utf8')).sub);
      await this.app.ctx.db
        .insertInto('staff_members')
        .values({ student_id: sub, all_sessions: true })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const t of (await changesSince(this.app.ctx.db, cursor)).keys()) this.setupTables.add(t);
    // The next request is judged from here on.
    this.cursor = cursor;
    this.tokens.set(key, access);
    return access;
  }

  private async credentials(op: Operation, req: FuzzRequest, renew = false): Promise<Record<string, string>> {
    switch (op.auth) {
      case 'basic':
        return basicHeaders;
      case 'authenticated':
        return { authorization: `Bearer ${await this.studentFor(op.id, renew)}` };
      case 'both':
        return req.useBearer ? { authorization: `Bearer ${await this.studentFor('both', renew)}` } : basicHeaders;
      case 'staff':
        return { authorization: `Bearer ${await this.studentFor(op.id, renew, true)}` };
      default:
        return {};
    }
  }

  private record(op: Operation, req: FuzzRequest, res: LightMyRequestResponse, problem: string) {
    this.failures.push({
      op: op.id,
      problem,
      kind: req.kind,
      mutation: req.mutation,
      status: res.statusCode,
      request: `${req.method} ${clip(req.url, 300)} headers=${JSON.stringify(req.headers)} body=${show(req.payload)}`,
      answer: clip(res.body, 400),
    });
  }

  private async inject(op: Operation, req: FuzzRequest, renew = false): Promise<LightMyRequestResponse> {
    const headers = { ...(await this.credentials(op, req, renew)), ...req.headers };
    const t0 = performance.now();
    // Each request from its own loopback address: per-address limits the config cannot raise
    // (contact form, search clicks) would otherwise answer 429 before the request met anything.
    const n = this.stats.sent + 1;
    const remoteAddress = `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
    const res = await this.app.inject({ method: req.method as 'GET', url: req.url, headers, payload: req.payload, remoteAddress });
    this.timings.inject += performance.now() - t0;
    return res;
  }

  /** Sends one request and checks the answer; returns the tables it wrote (bookkeeping left out). */
  async send(op: Operation, req: FuzzRequest): Promise<Set<string>> {
    let res = await this.inject(op, req);
    const withBearer = op.auth === 'authenticated' || (op.auth === 'both' && req.useBearer);
    if (res.statusCode === 401 && withBearer) {
      // An earlier call of this run may have ended the student's session (logout, password
      // change, deleted account): once more with a new student before judging.
      this.count(res, req);
      await this.tableWrites();
      res = await this.inject(op, req, true);
      if (res.statusCode === 401 && req.kind === 'valid') this.record(op, req, res, "a new student's valid token was refused");
    }
    this.count(res, req);
    const reached = res.headers[REACHED_HANDLER] === '1';
    if (reached) this.stats.reachedHandler++;
    const written = await this.tableWrites();

    const documented503 = op.responses.includes('503') || op.id in DOCUMENTED_503;
    if (res.statusCode >= 500 && !(res.statusCode === 503 && documented503)) this.record(op, req, res, `answered ${res.statusCode}`);
    const sent = `${req.url}\n${Buffer.isBuffer(req.payload) ? req.payload.toString('latin1') : (req.payload ?? '')}`;
    const leak = findLeak(res.statusCode, res.body, sent);
    if (leak) this.record(op, req, res, `${leak.kind} in the answer: ${leak.excerpt}`);
    let message = '';
    try {
      message = String((JSON.parse(res.body) as { message?: unknown }).message ?? '');
    } catch {
      // not JSON (HTML pages, files)
    }
    if (res.statusCode === 400 && DATA_EXCEPTION_MESSAGES.includes(message)) {
      this.record(op, req, res, 'the database refused a value the route schema let through (tighten the schema)');
    }
    if (!reached && written.size) this.record(op, req, res, `refused before its handler (${res.statusCode}) but wrote ${[...written].join(', ')}`);
    return reached ? written : new Set();
  }

  /** Tables written since the last look (bookkeeping left out). */
  private async tableWrites(): Promise<Set<string>> {
    const t0 = performance.now();
    const changes = await changesSince(this.app.ctx.db, this.cursor);
    this.timings.changes += performance.now() - t0;
    return new Set([...changes.keys()].filter((t) => !(t in BOOKKEEPING_TABLES)));
  }

  private readonly tooMany = new Map<string, number>();
  /** Operations that answered 429, with how often. */
  tooManyByOp(): Record<string, number> {
    return Object.fromEntries([...this.tooMany].sort((a, b) => b[1] - a[1]));
  }

  private count(res: LightMyRequestResponse, req: FuzzRequest) {
    if (res.statusCode === 429) this.tooMany.set(req.op, (this.tooMany.get(req.op) ?? 0) + 1);
    this.stats.sent++;
    this.stats[req.kind]++;
    this.stats.byStatus[res.statusCode] = (this.stats.byStatus[res.statusCode] ?? 0) + 1;
  }

  private async snapshot(): Promise<Snapshot> {
    const t0 = performance.now();
    const snap = await snapshot(this.app.ctx.db, this.tables);
    this.timings.snapshots += performance.now() - t0;
    return snap;
  }

  /** Creates the students the operations will use, before the first snapshot. */
  async prepare(operations: Operation[]) {
    this.cursor = await newCursor(this.app.ctx.db);
    for (const op of operations) {
      if (op.auth === 'authenticated') await this.studentFor(op.id);
      if (op.auth === 'staff') await this.studentFor(op.id, false, true);
      if (op.auth === 'both') await this.studentFor('both');
    }
    this.setupTables = new Set();
    this.lastSnapshot = await this.snapshot();
  }

  /** Tables written by accepted requests (and the gate's set-up) since the last snapshot. */
  private allowed = new Set<string>();
  private batchOps: string[] = [];

  /** The requests of one operation. */
  async fuzzOperation(op: Operation, methodsOfPath: Set<string>, seed: number, counts: { valid: number; invalid: number }) {
    const gen = requestsFor(op, this.known, methodsOfPath);
    const invalid = counts.invalid ? fc.sample(gen.invalid, { seed, numRuns: counts.invalid }) : [];
    const valid = counts.valid ? fc.sample(gen.valid, { seed: seed ^ 0x5bd1e995, numRuns: counts.valid }) : [];
    this.batchOps.push(op.id);
    for (const req of [...invalid, ...valid]) for (const t of await this.send(op, req)) this.allowed.add(t);
  }

  /**
   * Ends a batch of operations with a snapshot of every table: a table whose rows moved since the
   * last one must have been written by a request its handler accepted (or by the gate's set-up).
   */
  async checkpoint() {
    const before = this.lastSnapshot ?? (await this.snapshot());
    const after = await this.snapshot();
    this.lastSnapshot = after;
    for (const t of this.setupTables) this.allowed.add(t);
    const unexplained = changedTables(before, after).filter((t) => !this.allowed.has(t));
    if (unexplained.length) {
      this.failures.push({
        op: this.batchOps.join(', '),
        problem: `tables changed by no accepted request: ${unexplained.join(', ')}`,
        kind: 'invalid',
        mutation: '',
        status: 0,
        request: '(whole batch)',
        answer: '',
      });
    }
    this.allowed = new Set();
    this.setupTables = new Set();
    this.batchOps = [];
  }
}
