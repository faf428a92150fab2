import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeaders } from '../testing/test-app.js';
import { FaultProxy } from './support/faults-proxy.js';
import { createStudents, freshDatabase, terminateBackends, type GateStudent } from './support/faults-db.js';
import { pollUntil, ServerProcess, type GateResponse } from './support/faults-server.js';
import { must } from '../../common/must.js';

/**
 * Fault gate: a real server process (`npm start`'s main.ts) on PostgreSQL loses its database
 * under concurrent load of reads and acknowledged writes. It must stay up, answer only 200/201
 * or 503 meanwhile, answer 200 again once the database is back, and every write it acknowledged
 * must be in the database. PostgreSQL is reached through a TCP proxy the test cuts and restores
 * (the shared server is never restarted), or the test terminates its own database's backends.
 */
const serverUrl = process.env.DATABASE_URL;

// Generous bound for polling; the recovery time itself is measured by `npm run soak`.
const BOUND_MS = 60_000;
const RELAXED_LIMITS = JSON.stringify({ loginPerIp: { max: 100000 }, refreshPerIp: { max: 100000 } });
const WRITERS = 6;
const READERS = 8;

describe.skipIf(!serverUrl)('faults (PostgreSQL only: set DATABASE_URL; the embedded PGlite runs in-process and has no connection to cut)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: FaultProxy;
  let server: ServerProcess;
  let students: GateStudent[] | undefined;
  let tokens: { id: number; access: string }[] = [];

  beforeAll(async () => {
    db = await freshDatabase(serverUrl!);
    const target = new URL(db.url);
    proxy = new FaultProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
  }, 120_000);

  /** A server process through the proxy, signed in as every student (a new one if a test killed the last). */
  async function serve(): Promise<void> {
    if (server?.alive) return;
    await server?.stop();
    const viaProxy = new URL(db.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = new ServerProcess({ DATABASE_URL: viaProxy.toString(), RATE_LIMITS: RELAXED_LIMITS, TRUST_PROXY: 'loopback' });
    await server.start();
    students ??= await createStudents(db.query, WRITERS, 'fault');
    tokens = [];
    for (const s of students) {
      const res = await server.request('POST', '/web/v2/auth/login-by-email', { headers: basicHeaders, body: { email: s.email, password: s.password } });
      expect(res.status, res.text).toBe(200);
      tokens.push({ id: s.id, access: res.body!.result.accessToken.token });
    }
  }

  const died = () => !server.alive;

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('stays up through a cut database connection and serves again after it returns, losing no acknowledged write', async () => {
    await serve();
    const load = startLoad(server, tokens);
    try {
      expect(await pollUntil(async () => load.ok() >= 30 && load.acknowledgedWrites() >= 5, BOUND_MS, died), load.describe()).toBe(true);
      await proxy.cut();
      const before = load.unavailable();
      // The outage must really be seen by the load before the database comes back.
      expect(await pollUntil(async () => load.unavailable() >= before + 20, BOUND_MS, died), load.describe()).toBe(true);
      await proxy.restore();
      const writesAtRestore = load.acknowledgedWrites();
      const served = await pollUntil(async () => (await server.request('GET', '/web/v2/home/sections', { headers: basicHeaders })).status === 200, BOUND_MS, died);
      expect(served, `no 200 within ${BOUND_MS} ms of the restore\n${server.output}`).toBe(true);
      // Writes are acknowledged again too.
      expect(await pollUntil(async () => load.acknowledgedWrites() >= writesAtRestore + 10, BOUND_MS, died), load.describe()).toBe(true);
    } finally {
      await load.stop();
      await proxy.restore();
    }
    await expectHealthyOutcome(load);
    // The outage was answered in both languages (checked in expectHealthyOutcome).
    expect(Object.keys(load.samples503).sort()).toEqual(['en', 'id']);
    expect(proxy.accepted).toBeGreaterThan(0);
  }, 300_000);

  it('stays up when an administrator terminates its database backends under load', async () => {
    await serve();
    const load = startLoad(server, tokens);
    try {
      for (let round = 0; round < 5; round++) {
        const ok = load.ok();
        expect(await pollUntil(async () => load.ok() >= ok + 20, BOUND_MS, died), load.describe()).toBe(true);
        await terminateBackends(serverUrl!, db.name);
      }
      const writes = load.acknowledgedWrites();
      expect(await pollUntil(async () => load.acknowledgedWrites() >= writes + 10, BOUND_MS, died), load.describe()).toBe(true);
    } finally {
      await load.stop();
    }
    await expectHealthyOutcome(load);
  }, 300_000);

  async function expectHealthyOutcome(load: Load) {
    expect(server.alive, `the server process exited: ${JSON.stringify(server.exit)}\n${server.output}`).toBe(true);
    expect(load.failures, 'requests that got no answer at all').toEqual([]);
    const statuses = [...load.statuses.keys()].sort();
    for (const status of statuses) expect([200, 201, 503], `${load.describe()}\n${server.output}`).toContain(status);
    // A 503 says why and when to come back, in the request's language.
    for (const [locale, sample] of Object.entries(load.samples503)) {
      expect(sample.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(sample.body).toMatchObject({ statusCode: 503 });
      expect(sample.body!.message).toBe(locale === 'en' ? 'The service is temporarily unavailable, please try again shortly.' : 'Layanan sedang tidak tersedia, coba lagi sebentar lagi.');
    }
    // Every acknowledged contact message is stored.
    const markers = [...load.contactsAcked];
    const { rows } = await db.query<{ subject: string }>('select subject from contact_messages where subject = any($1)', [markers]);
    expect(new Set(rows.map((r) => r.subject))).toEqual(new Set(markers));
    // Each student's bio is its last acknowledged write or one sent after it (an unacknowledged
    // write may still have committed), never an older one.
    for (const t of tokens) {
      const row = must((await db.query<{ bio: string | null }>('select bio from students where id = $1', [t.id])).rows[0], `student ${t.id}`);
      const written = load.profiles.get(t.id);
      if (!written || written.acked < 0) continue;
      const seq = (row.bio ?? '').startsWith(`${load.run}-`) ? Number(row.bio!.slice(load.run.length + 1)) : -1;
      expect(seq, `student ${t.id}: bio ${row.bio}, last acknowledged ${load.run}-${written.acked}`).toBeGreaterThanOrEqual(written.acked);
      expect(seq).toBeLessThanOrEqual(written.sent);
    }
  }
});

type Load = ReturnType<typeof startLoad>;

/**
 * Concurrent load on the server until stop(): readers of the home sections (Basic, half in
 * English), one profile writer per student (sequential PUT students with a rising sequence in
 * the bio) and contact-form writers (each message with a unique subject, from its own forwarded
 * address so the per-address limit does not interfere).
 */
function startLoad(server: ServerProcess, tokens: { id: number; access: string }[]) {
  let running = true;
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const samples503: Partial<Record<'id' | 'en', GateResponse>> = {};
  const contactsAcked = new Set<string>();
  const profiles = new Map<number, { acked: number; sent: number }>();
  let ok = 0;
  let unavailable = 0;
  let writesAcked = 0;
  let contactSeq = 0;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  const record = (res: GateResponse, locale: 'id' | 'en') => {
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status === 200 || res.status === 201) ok++;
    if (res.status === 503) {
      unavailable++;
      samples503[locale] ??= res;
    }
  };
  const attempt = async (locale: 'id' | 'en', send: () => Promise<GateResponse>): Promise<GateResponse | undefined> => {
    try {
      const res = await send();
      record(res, locale);
      return res;
    } catch (err) {
      failures.push(String((err as Error).cause ?? err));
      // A refused connection would spin: give the server a moment.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return undefined;
    }
  };

  const reader = async (n: number) => {
    const locale = n % 2 ? 'en' : 'id';
    while (running) {
      await attempt(locale, () => server.request('GET', '/web/v2/home/sections', { headers: { ...basicHeaders, language: locale } }));
    }
  };
  const profileWriter = async (t: { id: number; access: string }, n: number) => {
    const locale = n % 2 ? 'en' : 'id';
    const state = { acked: -1, sent: -1 };
    profiles.set(t.id, state);
    for (let seq = 0; running; seq++) {
      state.sent = seq;
      const res = await attempt(locale, () =>
        server.request('PUT', '/web/v2/students', { headers: { authorization: `Bearer ${t.access}`, language: locale }, body: { bio: `${run}-${seq}` } }),
      );
      if (res?.status === 200) {
        state.acked = seq;
        writesAcked++;
      }
    }
  };
  const contactWriter = async (n: number) => {
    const locale = n % 2 ? 'en' : 'id';
    while (running) {
      const i = ++contactSeq;
      const subject = `gate ${run} ${i}`;
      const res = await attempt(locale, () =>
        server.request('POST', '/web/v2/info/contacts', {
          headers: { ...basicHeaders, language: locale, 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` },
          body: { name: 'Pelajar Gerbang', email: 'gerbang@example.id', subject, message: 'Pesan uji ketahanan basis data.' },
        }),
      );
      if (res?.status === 201) {
        contactsAcked.add(subject);
        writesAcked++;
      }
    }
  };

  const workers = [...Array.from({ length: READERS }, (_, n) => reader(n)), ...tokens.map((t, n) => profileWriter(t, n)), contactWriter(0), contactWriter(1)];
  return {
    /** This load's marker: bios and contact subjects it writes start with it. */
    run,
    statuses,
    failures,
    samples503,
    contactsAcked,
    profiles,
    ok: () => ok,
    unavailable: () => unavailable,
    acknowledgedWrites: () => writesAcked,
    describe: () =>
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}, failures ${failures.length}: ${failures.slice(0, 3).join(' | ')}, server alive: ${server.alive}\n${server.output.slice(-3000)}`,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}
