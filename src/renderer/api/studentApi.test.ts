import { describe, expect, it } from 'vitest';
import { StudentApi } from './studentApi';
import { SessionRefresher, type TokenSource } from './session';
import { ApiError } from './errors';
import { scriptedAdapter, ok, fail, type Scripted, type RecordedCall } from './testAdapter';
import type { SessionTokens } from '../../common/bridge';
import { must } from '../../common/must';

function memoryTokens(initial: SessionTokens | null = null) {
  let tokens = initial;
  const log: string[] = [];
  const source: TokenSource = {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens: (t) => {
      tokens = t;
    },
    clear: (o) => {
      tokens = null;
      log.push(o?.expired ? 'clear+expired' : 'clear');
    },
  };
  return { source, log, current: () => tokens };
}

function setup(handler: (call: RecordedCall, i: number) => Scripted, tokens = memoryTokens()) {
  const { adapter, calls } = scriptedAdapter(handler);
  let reloads = 0;
  const baseURL = () => 'http://api.test';
  const refresher = new SessionRefresher({ baseURL, tokens: tokens.source, headers: () => ({}), adapter });
  const api = new StudentApi({
    tokens: tokens.source,
    refresher,
    adapter,
    baseURL,
    userAgent: () => 'test',
    locale: () => 'id',
    reload: () => {
      reloads += 1;
    },
  });
  return { api, calls, tokens, reloads: () => reloads };
}

describe('student API', () => {
  it('uses base /student-api/ and a 20000 ms timeout', async () => {
    const { api, calls } = setup(() => ok([{ title: 'Kursus' }]));
    expect(await api.get('/student-api/v1/Master/headerMenu')).toEqual([{ title: 'Kursus' }]);
    expect(must(calls[0], 'the call').url).toBe('http://api.test/student-api/v1/Master/headerMenu');
    expect((await api.http()).defaults.timeout).toBe(20000);
  });

  const cases: Array<[string, Scripted, Record<string, unknown>]> = [
    ['network failure', { fail: 'network' }, { kind: 'cannot-connect', temporary: true, message: 'Koneksi tidak stabil. Silahkan cek koneksi internet Anda' }],
    ['connection refused', { fail: 'refused' }, { kind: 'cannot-connect', temporary: true, message: 'Koneksi tidak stabil. Silahkan cek koneksi internet Anda' }],
    ['timeout', { fail: 'timeout' }, { kind: 'timeout', temporary: true, message: 'Request timeout. Coba refresh beberapa saat lagi' }],
    ['timeout ETIMEDOUT', { fail: 'etimedout' }, { kind: 'timeout', temporary: true, message: 'Request timeout. Coba refresh beberapa saat lagi' }],
    ['server error', fail(500, 'boom'), { kind: 'server', status: 500, temporary: false, message: 'Server sedang sibuk. Permintaan tidak dapat diproses saat ini. Silakan coba lagi' }],
    ['server error 503', fail(503, 'down'), { kind: 'server', status: 503, message: 'Server sedang sibuk. Permintaan tidak dapat diproses saat ini. Silakan coba lagi' }],
    ['unknown status', { status: 302, data: { statusCode: 302 } }, { kind: 'unknown', message: 'Server sedang sibuk. Permintaan tidak dapat diproses saat ini. Silakan coba lagi' }],
    ['401', fail(401, 'Unauthorized', 'Token tidak valid'), { kind: 'unauthorized', status: 401, temporary: false, message: 'Token tidak valid' }],
    ['403', fail(403, 'Forbidden'), { kind: 'forbidden', status: 403, message: 'Forbidden' }],
    ['404', fail(404, 'Not found'), { kind: 'not-found', status: 404, message: 'Not found' }],
    ['400', fail(400, 'Invalid email'), { kind: 'rejected', status: 400, message: 'Invalid email' }],
    ['422', fail(422, 'Unprocessable'), { kind: 'rejected', status: 422, message: 'Unprocessable' }],
    ['empty response', { status: 200, data: '' }, { kind: 'bad-data', temporary: false }],
    ['cancelled', { fail: 'cancel' }, { kind: 'cancelled', status: 503, message: '' }],
  ];
  for (const [name, step, expected] of cases) {
    it(`${name} → ${String(expected.kind)}`, async () => {
      const { api } = setup(() => step);
      const r = await api.request('/student-api/v1/Profile');
      expect(r.ok).toBe(false);
      expect(r).toMatchObject(expected);
    });
  }

  it('a body-level error statusCode is classified like the HTTP status', async () => {
    const { api } = setup(() => ({ status: 200, data: { statusCode: 404, message: 'Missing', errors: [{ description: 'Missing' }] } }));
    expect(await api.request('/student-api/v1/Profile')).toMatchObject({ ok: false, kind: 'not-found', status: 404, message: 'Missing' });
  });

  it('call() throws an ApiError carrying kind and temporary', async () => {
    const { api } = setup(() => ({ fail: 'timeout' }));
    const e = await api.get('/student-api/v1/Profile').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 408, kind: 'timeout', temporary: true, message: 'Request timeout. Coba refresh beberapa saat lagi' });
  });

  it('401 → refresh → retry once with the new bearer', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, calls, reloads } = setup((call) => {
      if (call.url.endsWith('/web/v2/auth/refresh-token')) return ok({ accessToken: { token: 'NEW' }, refreshToken: 'R2' });
      return call.headers.authorization === 'Bearer NEW' ? ok({ id: 7 }) : fail(401, 'Unauthorized', 'expired');
    }, tokens);
    expect(await api.get('/student-api/v1/Profile')).toEqual({ id: 7 });
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/student-api/v1/Profile', 'http://api.test/web/v2/auth/refresh-token', 'http://api.test/student-api/v1/Profile']);
    expect(must(calls[1], 'the refresh call').data).toEqual({ refreshToken: 'R1', deviceID: 1, accessToken: 'OLD' });
    expect(reloads()).toBe(0);
  });

  it('a failed refresh clears the stored session and reloads the page', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, reloads } = setup((call) => (call.url.endsWith('auth/refresh-token') ? fail(401, 'revoked') : fail(401, 'Unauthorized', 'expired')), tokens);
    expect(await api.request('/student-api/v1/Profile')).toMatchObject({ ok: false, kind: 'unauthorized', message: 'expired' });
    expect(tokens.log).toEqual(['clear+expired']);
    expect(reloads()).toBe(1);
  });

  it('a refresh failing with a network error also clears and reloads', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, reloads } = setup((call) => (call.url.endsWith('auth/refresh-token') ? { fail: 'network' } : fail(401, 'Unauthorized')), tokens);
    await api.request('/student-api/v1/Profile');
    expect(tokens.current()).toBeNull();
    expect(reloads()).toBe(1);
  });

  it('without a session a 401 is returned without refresh or reload', async () => {
    const { api, calls, reloads } = setup(() => fail(401, 'Unauthorized', 'Login dulu'));
    expect(await api.request('/student-api/v1/Profile')).toMatchObject({ ok: false, kind: 'unauthorized', message: 'Login dulu' });
    expect(calls).toHaveLength(1);
    expect(reloads()).toBe(0);
  });

  it('a second 401 after the retry is returned without another refresh', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, calls, reloads } = setup((call) => (call.url.endsWith('auth/refresh-token') ? ok({ accessToken: { token: 'NEW' }, refreshToken: 'R2' }) : fail(401, 'no')), tokens);
    expect(await api.request('/student-api/v1/Profile')).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(calls).toHaveLength(3);
    expect(reloads()).toBe(0);
  });
});
