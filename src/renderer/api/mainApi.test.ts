import { describe, expect, it } from 'vitest';
import { MainApi } from './mainApi';
import { ApiError } from './errors';
import { scriptedAdapter, ok, fail, type Scripted, type RecordedCall } from './testAdapter';
import type { TokenSource } from './session';
import type { SessionTokens } from '../../common/bridge';
import { PUBLIC_API_KEY } from '../../common/constants';
import { must } from '../../common/must';
import { CLIENT } from '../../common/contract/endpoint';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;

function memoryTokens(initial: SessionTokens | null = null) {
  let tokens = initial;
  const log: string[] = [];
  const source: TokenSource = {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens: (t) => {
      tokens = t;
      log.push(`set:${t.accessToken}`);
    },
    clear: (o) => {
      tokens = null;
      log.push(`${o?.removeLogo ? 'clear+logo' : 'clear'}${o?.expired ? '+expired' : ''}`);
    },
  };
  return { source, log, current: () => tokens };
}

function setup(handler: (call: RecordedCall, i: number) => Scripted, tokens = memoryTokens(), ua = 'Mozilla/5.0 (X11; Linux x86_64)') {
  const { adapter, calls } = scriptedAdapter(handler);
  const api = new MainApi({
    tokens: tokens.source,
    adapter,
    baseURL: () => '',
    userAgent: () => ua,
    locale: () => 'en',
  });
  return { api, calls, tokens };
}

async function thrown(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('main API: paths, headers, credentials', () => {
  it('calls the full server path it is given, and refuses a relative one', async () => {
    const { api, calls } = setup(() => ok([]));
    await api.get('/web/v2/home/sections');
    await api.get('/v2/articles/by-url/abc/meta');
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/home/sections', '/v2/articles/by-url/abc/meta']);
    await expect(api.get('home/sections')).rejects.toThrow(/full server paths/);
  });

  it('sends the fixed headers (desktop UA → device-platform 1, stored locale)', async () => {
    const { api, calls } = setup(() => ok(1));
    await api.get('/web/v2/home/topbanners');
    const { headers } = must(calls[0], 'the call');
    expect(headers['x-api-key']).toBe(PUBLIC_API_KEY);
    expect(headers['accept-language']).toBe('2');
    expect(headers['device-platform']).toBe('1');
    expect(headers['language']).toBe('en');
  });

  it('sends device-platform 2 for a mobile user agent', async () => {
    const { api, calls } = setup(() => ok(1), memoryTokens(), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await api.get('/web/v2/home/topbanners');
    expect(must(calls[0], 'the call').headers['device-platform']).toBe('2');
  });

  it('applies credential modes: none, basic, authenticated, both', async () => {
    const anon = setup(() => ok(1));
    await anon.api.get('/web/v2/a', { credential: 'none' });
    await anon.api.get('/web/v2/b', { credential: 'basic' });
    await anon.api.get('/web/v2/c', { credential: 'authenticated' });
    await anon.api.get('/web/v2/d', { credential: 'both' });
    expect(anon.calls.map((c) => c.headers.authorization)).toEqual([undefined, BASIC, undefined, BASIC]);

    const signed = setup(() => ok(1), memoryTokens({ accessToken: 'AT', refreshToken: 'RT' }));
    await signed.api.get('/web/v2/a', { credential: 'none' });
    await signed.api.get('/web/v2/b', { credential: 'basic' });
    await signed.api.get('/web/v2/c', { credential: 'authenticated' });
    await signed.api.get('/web/v2/d');
    expect(signed.calls.map((c) => c.headers.authorization)).toEqual([undefined, BASIC, 'Bearer AT', 'Bearer AT']);
  });

  it('uses a 600000 ms timeout by default', async () => {
    const { api } = setup(() => ok(1));
    expect((await api.http()).defaults.timeout).toBe(600000);
  });
});

describe('main API: success rule', () => {
  it('returns result for statusCode 200 and 201', async () => {
    const { api } = setup((_c, i) => (i === 0 ? ok({ a: 1 }) : ok({ b: 2 }, 201)));
    expect(await api.get('/web/v2/x')).toEqual({ a: 1 });
    expect(await api.post('/web/v2/y', {})).toEqual({ b: 2 });
  });

  it('throws the body statusCode and message when statusCode is not 200/201', async () => {
    const { api } = setup(() => ({ status: 200, data: { statusCode: 422, message: 'Bad thing', result: null } }));
    const e = await thrown(api.get('/web/v2/x'));
    expect(e.status).toBe(422);
    expect(e.message).toBe('Bad thing');
  });

  it('accepts any statusCode for calls that say so (short links, ebooks), and only for those', async () => {
    const body = { statusCode: 302, message: 'moved', result: { url: '/somewhere' } };
    const { api } = setup(() => ({ status: 200, data: body }));
    expect(await api.get('/web/v2/shortUrl/abc', { behaviour: CLIENT.shortLink })).toEqual({ url: '/somewhere' });
    expect(await api.get('/web/v2/ebooks/12/download', { behaviour: CLIENT.ebook, responseType: 'json' })).toEqual({ url: '/somewhere' });
    // The path alone decides nothing.
    expect((await thrown(api.get('/web/v2/shortUrl/abc'))).status).toBe(302);
  });

  it('turns an ok response without payload into 500 with the unstable-connection message', async () => {
    const { api } = setup(() => ({ status: 200, data: '' }));
    const e = await thrown(api.get('/web/v2/x'));
    expect(e.status).toBe(500);
    expect(e.message).toBe('Koneksi internetmu tidak stabil Cek koneksi internet Anda dan coba lagi ya');
  });

  it('treats a non-envelope body (e.g. an HTML page) like a missing payload', async () => {
    const { api } = setup(() => ({ status: 200, data: '<!doctype html>' }));
    const e = await thrown(api.get('/web/v2/x'));
    expect(e.status).toBe(500);
    expect(e.message).toBe('Koneksi internetmu tidak stabil Cek koneksi internet Anda dan coba lagi ya');
  });

  it('returns binary payloads as they are', async () => {
    const blob = new Blob(['%PDF']);
    const { api, calls } = setup(() => ({ status: 200, data: blob }));
    expect(await api.get('/web/v2/orders/invoices/download', { params: { invoiceId: 'INV1' }, responseType: 'blob' })).toBe(blob);
    expect(must(calls[0], 'the call').responseType).toBe('blob');
  });
});

describe('main API: transport errors', () => {
  const cases: Array<[string, Scripted, number, string]> = [
    ['ECONNREFUSED', { fail: 'refused' }, 502, 'Request timeout. Coba refresh beberapa saat lagi'],
    ['ECONNRESET', { fail: 'reset' }, 502, 'Request timeout. Coba refresh beberapa saat lagi'],
    ['network error', { fail: 'network' }, 502, 'Koneksi tidak stabil. Silahkan cek koneksi internet Anda'],
    ['timeout ECONNABORTED', { fail: 'timeout' }, 408, 'Request timeout. Coba refresh beberapa saat lagi'],
    ['timeout ETIMEDOUT', { fail: 'etimedout' }, 408, 'Request timeout. Coba refresh beberapa saat lagi'],
    ['cancelled', { fail: 'cancel' }, 503, ''],
    ['HTTP 500', fail(500, 'boom'), 500, 'Request failed with status code 500'],
    ['HTTP 502', { status: 502, data: 'Bad gateway' }, 500, 'Request failed with status code 502'],
    ['HTTP 503', fail(503, 'down'), 500, 'Request failed with status code 503'],
  ];
  for (const [name, step, status, message] of cases) {
    it(`${name} → ${status} "${message}"`, async () => {
      const { api } = setup(() => step);
      const e = await thrown(api.get('/web/v2/home/sections'));
      expect(e.status).toBe(status);
      expect(e.message).toBe(message);
    });
  }

  it('an aborted AbortController signal → 503 with an empty message', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, calls } = setup(() => ok(1));
    // axios itself rejects with CanceledError before dispatching an aborted request.
    const e = await thrown(api.get('/web/v2/home/sections', { signal: controller.signal }));
    expect(e.status).toBe(503);
    expect(e.message).toBe('');
    expect(calls).toHaveLength(0);
  });
});

describe('main API: client errors', () => {
  it('throws 4xx with the server status and message', async () => {
    const { api } = setup(() => fail(404, 'Course not found'));
    const e = await thrown(api.get('/web/v2/courses/x'));
    expect(e.status).toBe(404);
    expect(e.message).toBe('Course not found');
    expect(e.data).toEqual({ statusCode: 404, message: 'Course not found', errors: [{ description: 'Course not found' }] });
  });

  it('throws change-password client errors with server status and message', async () => {
    const { api } = setup(() => fail(400, 'Old password is wrong'), memoryTokens({ accessToken: 'AT', refreshToken: 'RT' }));
    const e = await thrown(api.put('/web/v2/auth/change-pass', { oldPassword: 'a', newPassword: 'b' }, { behaviour: CLIENT.authCall }));
    expect(e.status).toBe(400);
    expect(e.message).toBe('Old password is wrong');
  });

  it("returns event calls' client errors softly", async () => {
    const { api } = setup(() => fail(404, 'Event not found'));
    expect(await api.request('/web/v2/events/12', { behaviour: CLIENT.eventCall })).toEqual({
      ok: false,
      status: 404,
      message: 'Event not found',
      data: { statusCode: 404, message: 'Event not found', errors: [{ description: 'Event not found' }] },
    });
    // An event path without the flag (the spec's ihcbs orders exception) throws as any call does.
    const e = await thrown(api.request('/web/v2/events/ihcbs/orders', { method: 'POST', data: {} }));
    expect(e.status).toBe(404);
  });

  it('still throws 5xx on event calls', async () => {
    const { api } = setup(() => fail(500, 'boom'));
    const e = await thrown(api.request('/web/v2/events/12', { behaviour: CLIENT.eventCall }));
    expect(e.status).toBe(500);
    expect(e.message).toBe('Request failed with status code 500');
  });

  it('returns a failed voucher check (400) with the server error data as a value', async () => {
    const { api } = setup(() => fail(400, 'Voucher expired', 'Voucher sudah kedaluwarsa'));
    const r = await api.request('/web/v2/vouchers/validate/HEMAT10', { method: 'POST', data: { contentId: 1, packageId: 2 }, behaviour: CLIENT.voucherCheck });
    expect(r).toEqual({
      ok: false,
      status: 400,
      message: 'Voucher expired',
      data: { statusCode: 400, message: 'Voucher expired', errors: [{ description: 'Voucher sudah kedaluwarsa' }] },
    });
  });

  it('throws a voucher check failing with another client status', async () => {
    const { api } = setup(() => fail(404, 'No voucher'));
    const e = await thrown(api.request('/web/v2/vouchers/validate/NOPE', { method: 'POST', behaviour: CLIENT.voucherCheck }));
    expect(e.status).toBe(404);
  });

  it('treats a body-level 401 inside HTTP 200 like a 401', async () => {
    const { api } = setup(() => ({ status: 200, data: { statusCode: 401, message: 'Expired' } }));
    expect(await api.request('/web/v2/students/my-profile')).toMatchObject({ ok: false, status: 401, message: 'Expired' });
  });
});

describe('main API: 401 and refresh', () => {
  it('with no session a 401 is a soft result (no refresh)', async () => {
    const { api, calls } = setup(() => fail(401, 'Unauthorized'));
    const r = await api.request('/web/v2/notifications', { credential: 'authenticated' });
    expect(r).toMatchObject({ ok: false, status: 401, message: 'Unauthorized' });
    expect(calls).toHaveLength(1);
  });

  it('refreshes and retries once with the new bearer', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, calls } = setup((call) => {
      if (call.url.endsWith('/web/v2/auth/refresh-token')) return ok({ accessToken: { token: 'NEW', expiredAt: 'x' }, refreshToken: 'R2' }, 201);
      return call.headers.authorization === 'Bearer NEW' ? ok({ me: 1 }) : fail(401, 'jwt expired');
    }, tokens);
    expect(await api.get('/web/v2/students/my-profile')).toEqual({ me: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/students/my-profile', '/web/v2/auth/refresh-token', '/web/v2/students/my-profile']);
    const refresh = must(calls[1], 'the refresh call');
    expect(refresh.method).toBe('POST');
    expect(refresh.data).toEqual({ refreshToken: 'R1', deviceID: 1, accessToken: 'OLD' });
    expect(refresh.headers.authorization).toBe(BASIC);
    expect(must(calls[2], 'the retried call').headers.authorization).toBe('Bearer NEW');
    expect(tokens.current()).toEqual({ accessToken: 'NEW', refreshToken: 'R2' });
  });

  it('retries only once: a second 401 is returned softly', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, calls } = setup((call) => {
      if (call.url.endsWith('auth/refresh-token')) return ok({ accessToken: { token: 'NEW' }, refreshToken: 'R2' });
      return fail(401, 'still no');
    }, tokens);
    expect(await api.request('/web/v2/notifications')).toMatchObject({ ok: false, status: 401, message: 'still no' });
    expect(calls).toHaveLength(3);
  });

  it('a refresh answered 401 clears the session and the cdpLogo cookie; the call is soft 401', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api } = setup((call) => (call.url.endsWith('auth/refresh-token') ? fail(401, 'refresh revoked') : fail(401, 'jwt expired')), tokens);
    expect(await api.request('/web/v2/notifications')).toMatchObject({ ok: false, status: 401, message: 'jwt expired' });
    expect(tokens.log).toEqual(['clear+logo+expired']);
    expect(tokens.current()).toBeNull();
  });

  it('a refresh failing otherwise keeps the session; the call is soft 401', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api } = setup((call) => (call.url.endsWith('auth/refresh-token') ? { fail: 'network' } : fail(401, 'jwt expired')), tokens);
    expect(await api.request('/web/v2/notifications')).toMatchObject({ ok: false, status: 401 });
    expect(tokens.log).toEqual([]);
  });

  it('auth calls skip the refresh handling', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const { api, calls } = setup(() => fail(401, 'Wrong password'), tokens);
    expect(await api.request('/web/v2/auth/login-by-email', { method: 'POST', data: {}, behaviour: CLIENT.authCall })).toMatchObject({ ok: false, status: 401, message: 'Wrong password' });
    expect(await api.request('/v2/auth/check-access-token', { method: 'POST', credential: 'none', behaviour: CLIENT.authCall })).toMatchObject({ ok: false, status: 401 });
    expect(calls).toHaveLength(2);
  });

  it('get() throws the soft 401 as an ApiError', async () => {
    const { api } = setup(() => fail(401, 'Unauthorized'));
    const e = await thrown(api.get('/web/v2/notifications'));
    expect(e.status).toBe(401);
    expect(e.message).toBe('Unauthorized');
  });

  it('concurrent 401s share a single refresh', async () => {
    const tokens = memoryTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    let refreshes = 0;
    const { api } = setup((call) => {
      if (call.url.endsWith('auth/refresh-token')) {
        refreshes += 1;
        return ok({ accessToken: { token: 'NEW' }, refreshToken: 'R2' });
      }
      return call.headers.authorization === 'Bearer NEW' ? ok('fine') : fail(401, 'expired');
    }, tokens);
    const results = await Promise.all([api.get('/web/v2/a'), api.get('/web/v2/b'), api.get('/web/v2/c')]);
    expect(results).toEqual(['fine', 'fine', 'fine']);
    expect(refreshes).toBe(1);
  });

  it('does not refresh after a basic-credential 401', async () => {
    const tokens = memoryTokens({ accessToken: 'AT', refreshToken: 'R1' });
    const { api, calls } = setup(() => fail(401, 'bad client'), tokens);
    expect(await api.request('/web/v2/home/topbanners', { credential: 'basic' })).toMatchObject({ ok: false, status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('main API: ebook downloads', () => {
  it('requests a blob first', async () => {
    const blob = new Blob(['epub']);
    const { api, calls } = setup(() => ({ status: 200, data: blob }));
    expect(await api.get('/web/v2/ebooks/7/download', { behaviour: CLIENT.ebook })).toBe(blob);
    expect(calls.map((c) => c.responseType)).toEqual(['blob']);
  });

  it('falls back to a normal request if the blob request fails', async () => {
    const { api, calls } = setup((_c, i) => (i === 0 ? { fail: 'network' } : ok({ url: '/files/e.pdf' })));
    expect(await api.get('/web/v2/ebooks/7/download', { behaviour: CLIENT.ebook })).toEqual({ url: '/files/e.pdf' });
    expect(calls.map((c) => c.responseType)).toEqual(['blob', 'json']);
  });
});
