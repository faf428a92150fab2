import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/redis.js';
import { basicHeaders } from '../testing/test-app.js';
import { createStudents, freshDatabase } from './support/faults-db.js';
import { pollUntil, ServerProcess } from './support/faults-server.js';
import { must } from '../../common/must.js';

/**
 * Multi-instance gate: two real server processes (`npm start`'s main.ts, each with its own
 * DATA_DIR) on one PostgreSQL database, as behind a load balancer. What one instance changes,
 * the other must honour: a revoked session, the per-address rate-limit counters (database store,
 * and Redis when REDIS_URL is set), and a content edited in the database is found by search.
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = await testRedisUrl();

const BOUND_MS = 60_000;
const LOGIN_MAX = 5;

/** Every instance on one database shares the signing and code keys (as production requires). */
async function sharedSecrets(): Promise<Record<string, string>> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', kid: randomBytes(8).toString('hex') };
  return { TOKEN_SIGNING_KEY: JSON.stringify(jwk), OTP_HMAC_KEY: randomBytes(32).toString('hex') };
}

/** A pair of instances on `databaseUrl` with a low per-address sign-in limit; the client address comes from X-Forwarded-For (TRUST_PROXY=loopback). */
async function startPair(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess]> {
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'loopback',
    RATE_LIMITS: JSON.stringify({ loginPerIp: { max: LOGIN_MAX, windowSeconds: 600 } }),
    ...(await sharedSecrets()),
    ...extraEnv,
  };
  const pair: [ServerProcess, ServerProcess] = [new ServerProcess(env), new ServerProcess(env)];
  // Both at once, as a deployment starts them: migrations and seeding must not run twice.
  await Promise.all(pair.map((server) => server.start()));
  return pair;
}

let addressSeq = 1;
const newAddress = () => `203.0.113.${addressSeq++}`;

const login = (server: ServerProcess, address: string, email: string, password: string) =>
  server.request('POST', '/web/v2/auth/login-by-email', { headers: { ...basicHeaders, 'x-forwarded-for': address }, body: { email, password } });

/** Sign-in attempts alternate between the two instances from one address: together they allow LOGIN_MAX. */
async function expectSharedLoginLimit(pair: [ServerProcess, ServerProcess]) {
  const address = newAddress();
  const answers: number[] = [];
  for (let i = 0; i < LOGIN_MAX + 2; i++) {
    const res = await login(i % 2 === 0 ? pair[0] : pair[1], address, `nobody.${randomBytes(3).toString('hex')}@example.id`, 'Salah12345');
    answers.push(res.status);
    if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(answers).toEqual([...Array(LOGIN_MAX).fill(401), 429, 429]);
  // Another address still has its own budget, on either instance.
  expect((await login(pair[1], newAddress(), 'nobody@example.id', 'Salah12345')).status).toBe(401);
}

describe.skipIf(!serverUrl)('multi-instance (PostgreSQL only: set DATABASE_URL; the embedded PGlite belongs to one process)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await freshDatabase(serverUrl!);
    [a, b] = await startPair(db.url);
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  it('a session ended on one instance is refused on the other at once', async () => {
    const student = must((await createStudents(db.query, 1, 'multi'))[0], 'a student');
    const signedIn = await login(a, newAddress(), student.email, student.password);
    expect(signedIn.status, signedIn.text).toBe(200);
    const { accessToken, refreshToken } = signedIn.body!.result;
    const bearer = { authorization: `Bearer ${accessToken.token}` };
    expect((await b.request('GET', '/web/v2/students/my-profile', { headers: bearer })).status).toBe(200);

    expect((await a.request('POST', '/web/v2/auth/logout', { headers: bearer })).status).toBe(200);
    // No polling: the very next request on the other instance is refused.
    expect((await b.request('GET', '/web/v2/students/my-profile', { headers: bearer })).status).toBe(401);
    const refreshed = await b.request('POST', '/web/v2/auth/refresh-token', { headers: basicHeaders, body: { refreshToken, deviceID: 1 } });
    expect(refreshed.status).toBe(401);
    expect((await a.request('GET', '/web/v2/students/my-profile', { headers: bearer })).status).toBe(401);
  });

  it('a per-address limit holds across both instances (database store)', async () => {
    await expectSharedLoginLimit([a, b]);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from rate_limits where key like 'login:%'`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it(
    'a content edited in the database becomes searchable on both instances',
    async () => {
      const content = must((await db.query<{ id: number; url: string }>('select id, url from contents where is_published order by id limit 1')).rows[0], 'a published content');
      // A made-up word no seeded content has (letters only, so stemming leaves it whole).
      const word = `zirkonia${randomBytes(4)
        .toString('hex')
        .replace(/[0-9]/g, (d) => 'qrstuvwxyz'.charAt(Number(d)))}`;
      const search = (server: ServerProcess) => server.request('POST', '/web/v2/contents/search', { headers: basicHeaders, body: { keyword: word, pageSize: 10 } });
      const finds = async (server: ServerProcess) => {
        const res = await search(server);
        expect(res.status, res.text).toBe(200);
        return (res.body!.result.items as { url?: string; id?: number }[]).some((item) => item.id === content.id || item.url === content.url);
      };
      // Both instances have searched (and built their index) before the edit.
      expect(await finds(a)).toBe(false);
      expect(await finds(b)).toBe(false);

      await db.query('update contents set title_id = $1, title_en = $2, updated_at = now() where id = $3', [`Kelas ${word} Dasar`, `${word} Basics`, content.id]);

      expect(await pollUntil(() => finds(b), BOUND_MS), `instance B never found "${word}"`).toBe(true);
      expect(await pollUntil(() => finds(a), BOUND_MS), `instance A never found "${word}"`).toBe(true);
    },
    3 * BOUND_MS,
  );

  it('both processes are still up', () => {
    expect(a.alive, a.output).toBe(true);
    expect(b.alive, b.output).toBe(true);
  });
});

describe.skipIf(!serverUrl || !redisUrl)('multi-instance with Redis (DATABASE_URL, and REDIS_URL or a Redis on 127.0.0.1:6379)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let pair: [ServerProcess, ServerProcess] | undefined;

  beforeAll(async () => {
    db = await freshDatabase(serverUrl!);
    // A key prefix of its own, so runs (and other deployments on this Redis) never share counters.
    pair = await startPair(db.url, { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `test:multi:${randomBytes(6).toString('hex')}:` });
  }, 120_000);

  afterAll(async () => {
    for (const server of pair ?? []) await server.stop();
    await db?.drop();
  });

  it('a per-address limit holds across both instances (Redis store), and nothing is counted in the database', async () => {
    await expectSharedLoginLimit(pair!);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from rate_limits');
    expect(rows[0]?.n).toBe(0);
  });
});
