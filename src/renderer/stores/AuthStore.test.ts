import { describe, expect, it } from 'vitest';
import { RootStore } from './RootStore';
import { AuthStore, authOf } from './AuthStore';
import { memoryPlatform } from './testPlatform';
import { scriptedAdapter, ok, fail, type RecordedCall, type Scripted } from '../api/testAdapter';
import { isApiError } from '../api/errors';
import type { SessionTokens } from '../../common/bridge';
import { must } from '../../common/must';
import { profileOf } from '../features/account/store';

const BASIC = `Basic ${Buffer.from('web-public:web-public-secret').toString('base64')}`;
const tokenResult = (at = 'AT1', rt = 'RT1') => ({
  accessToken: { token: at, expiredAt: '2030-01-01T00:00:00.000Z' },
  refreshToken: rt,
  student: { id: 7, fullName: 'Dewi Lestari', email: 'dewi@example.com', phone: null, avatarUrl: null },
});
const otpSent = { target: 'd***i@example.com', channel: 'email', expiredAt: '2030-01-01T00:05:00.000Z', resendInSeconds: 60 };

function root(handler: (c: RecordedCall, i: number) => Scripted, tokens: SessionTokens | null = null) {
  const mem = memoryPlatform(tokens);
  const { adapter, calls } = scriptedAdapter(handler);
  const store = new RootStore({ platform: mem.platform, adapter, baseURL: () => '', userAgent: () => 'test', reload: () => undefined });
  return { store, calls, mem };
}

async function rejection(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('AuthStore sign-in', () => {
  it('login-by-email posts with Basic credentials and stores the session', async () => {
    const { store, calls, mem } = root(() => ok(tokenResult()));
    const student = await authOf(store).loginByEmail(' dewi@example.com ', 'rahasia123');
    expect(calls[0]).toMatchObject({ url: '/web/v2/auth/login-by-email', method: 'POST', data: { email: 'dewi@example.com', password: 'rahasia123' } });
    expect(must(calls[0], 'the login call').headers.authorization).toBe(BASIC);
    expect(student?.fullName).toBe('Dewi Lestari');
    expect(store.session.isSignedIn).toBe(true);
    await store.session.flush();
    expect(mem.stored()).toEqual({ accessToken: 'AT1', refreshToken: 'RT1' });
  });

  it('an answer without an access token is a failure and stores nothing', async () => {
    const { store } = root(() => ok({ refreshToken: 'RT1' }));
    const err = await rejection(authOf(store).loginByEmail('dewi@example.com', 'x'));
    expect(isApiError(err)).toBe(true);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('a wrong password rejects with the server status and message (401 is not refreshed on auth paths)', async () => {
    const { store, calls } = root(() => fail(401, 'Wrong e-mail or password.'));
    const err = await rejection(authOf(store).loginByEmail('dewi@example.com', 'nope'));
    expect(err).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' });
    expect(calls).toHaveLength(1);
  });

  it('sign-in by code: request (isForSignUp false) remembers the challenge and its cooldown, then logs in', async () => {
    let now = 1_000_000;
    const { store, calls } = root((c) => (c.url.endsWith('request-otp-email-or-phone') ? ok(otpSent) : ok(tokenResult())));
    const auth = new AuthStore({ client: store.client, refresher: store.api.refresher, session: store.session, now: () => now });
    const challenge = await auth.requestOtp('signin', ' 0812 3456 7890 ');
    expect(calls[0]).toMatchObject({ url: '/v2/auth/request-otp-email-or-phone', data: { emailOrPhone: '0812 3456 7890', isForSignUp: false } });
    expect(challenge).toMatchObject({ purpose: 'signin', address: '0812 3456 7890', target: 'd***i@example.com', channel: 'email' });
    expect(auth.secondsUntilResend('signin')).toBe(60);
    now += 59_001;
    expect(auth.secondsUntilResend('signin')).toBe(1);
    now += 1_000;
    expect(auth.secondsUntilResend('signin')).toBe(0);
    await auth.loginByOtp('0812 3456 7890', '123456');
    expect(calls[1]).toMatchObject({ url: '/web/v2/auth/login-by-otp-email-or-phone', data: { emailOrPhone: '0812 3456 7890', otp: '123456' } });
    expect(store.session.accessToken).toBe('AT1');
    expect(auth.challenge('signin')).toBeNull();
  });

  it('a 409 on a sign-up code request is thrown with the server message', async () => {
    const { store } = root(() => fail(409, 'Email sudah terdaftar. Silakan masuk.'));
    const err = await rejection(authOf(store).requestOtp('signup', 'dewi@example.com'));
    expect(err).toMatchObject({ status: 409, message: 'Email sudah terdaftar. Silakan masuk.' });
    expect(authOf(store).challenge('signup')).toBeNull();
  });

  it('sign-up by code registers and signs in; the password is sent only when given', async () => {
    const { store, calls } = root((c) => (c.url.includes('request-otp') ? ok(otpSent) : ok(tokenResult('AT2', 'RT2'), 201)));
    await authOf(store).requestOtp('signup', 'dewi@example.com');
    expect(must(calls[0], 'the OTP request').data).toEqual({ emailOrPhone: 'dewi@example.com', isForSignUp: true });
    await authOf(store).registerByOtp({ fullName: ' Dewi ', emailOrPhone: 'dewi@example.com', otp: '654321', password: 'rahasia123' });
    expect(calls[1]).toMatchObject({
      url: '/v2/students/register-and-login-by-otp',
      data: { emailOrPhone: 'dewi@example.com', otp: '654321', fullName: 'Dewi', password: 'rahasia123' },
    });
    expect(store.session.accessToken).toBe('AT2');
    store.session.logout();
    await authOf(store).registerByOtp({ fullName: 'Dewi', emailOrPhone: 'dewi@example.com', otp: '654321' });
    expect(must(calls[2], 'the second registration').data).not.toHaveProperty('password');
  });

  it('Google and Apple post the ID token (Apple with the name)', async () => {
    const { store, calls } = root(() => ok(tokenResult()));
    await authOf(store).socialLogin('google', 'google-id-token');
    await authOf(store).socialLogin('apple', 'apple-id-token', 'Dewi');
    expect(calls.map((c) => [c.url, c.data])).toEqual([
      ['/web/v2/auth/login-by-google', { idToken: 'google-id-token' }],
      ['/web/v2/auth/login-by-apple', { idToken: 'apple-id-token', fullName: 'Dewi' }],
    ]);
  });
});

describe('AuthStore passwords', () => {
  it('forgot password and reset', async () => {
    const { store, calls } = root((c) => (c.url.endsWith('forget-password') ? ok(otpSent) : ok({ reset: true })));
    const challenge = await authOf(store).forgetPassword(' dewi@example.com ');
    expect(challenge.purpose).toBe('reset');
    expect(calls[0]).toMatchObject({ url: '/web/v2/auth/forget-password', data: { email: 'dewi@example.com' } });
    await authOf(store).confirmPasswordReset('dewi@example.com', '111222', 'baru12345');
    expect(calls[1]).toMatchObject({ url: '/web/v2/auth/confirm-password-reset', data: { email: 'dewi@example.com', otp: '111222', newPassword: 'baru12345' } });
    expect(authOf(store).challenge('reset')).toBeNull();
  });

  it('a reset while signed in drops the local session too (the server ended every session)', async () => {
    const { store, calls } = root(() => ok({ reset: true }), { accessToken: 'AT', refreshToken: 'RT' });
    await store.boot();
    await authOf(store).confirmPasswordReset('dewi@example.com', '111222', 'baru12345');
    expect(store.session.isSignedIn).toBe(false);
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/auth/confirm-password-reset']);
  });

  it('change-pass sends the bearer; a wrong current password is thrown with the server status and message', async () => {
    const { store, calls } = root(() => fail(400, 'The current password is wrong.'), { accessToken: 'AT', refreshToken: 'RT' });
    await store.boot();
    const err = await rejection(authOf(store).changePassword('lama1234', 'baru12345'));
    expect(err).toMatchObject({ status: 400, message: 'The current password is wrong.' });
    expect(calls[0]).toMatchObject({ url: '/web/v2/auth/change-pass', method: 'PUT', data: { oldPassword: 'lama1234', newPassword: 'baru12345' } });
    expect(must(calls[0], 'the change-password call').headers.authorization).toBe('Bearer AT');
  });

  it('change-pass without an old password (account made with a code) leaves the field out', async () => {
    const { store, calls } = root(() => ok({ changed: true }), { accessToken: 'AT', refreshToken: 'RT' });
    await store.boot();
    await authOf(store).changePassword(undefined, 'baru12345');
    expect(must(calls[0], 'the change-password call').data).toEqual({ newPassword: 'baru12345' });
  });

  it('change-pass with an expired access token refreshes once and retries', async () => {
    const { store, calls } = root(
      (c) => {
        if (c.url.endsWith('auth/refresh-token')) return ok(tokenResult('NEW', 'RT2'));
        return c.headers.authorization === 'Bearer NEW' ? ok({ changed: true }) : fail(401, 'Access token is invalid or expired');
      },
      { accessToken: 'OLD', refreshToken: 'RT1' },
    );
    await store.boot();
    await authOf(store).changePassword('lama1234', 'baru12345');
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/auth/change-pass', '/web/v2/auth/refresh-token', '/web/v2/auth/change-pass']);
    expect(store.session.tokens).toEqual({ accessToken: 'NEW', refreshToken: 'RT2' });
  });

  it('change-pass whose refresh is refused ends the session (expired)', async () => {
    const { store } = root((c) => (c.url.endsWith('auth/refresh-token') ? fail(401, 'no') : fail(401, 'expired')), { accessToken: 'OLD', refreshToken: 'RT1' });
    await store.boot();
    const err = await rejection(authOf(store).changePassword('lama1234', 'baru12345'));
    expect(err).toMatchObject({ status: 401 });
    expect(store.session.isSignedIn).toBe(false);
    expect(store.session.expiredCount).toBe(1);
  });
});

describe('AuthStore logout', () => {
  it('posts auth/logout with the bearer first, then clears the session, cdpLogo and the profile', async () => {
    const { store, calls, mem } = root((c) => (c.url.endsWith('my-profile') ? ok({ id: 7, fullName: 'Dewi' }) : ok({ loggedOut: true })), {
      accessToken: 'AT',
      refreshToken: 'RT',
    });
    mem.cookies.set('cdpLogo', 'x');
    await store.boot();
    await profileOf(store).load();
    expect(profileOf(store).profile.data).not.toBeNull();
    await store.signOut();
    expect(calls[1]).toMatchObject({ url: '/web/v2/auth/logout', method: 'POST' });
    expect(must(calls[1], 'the logout call').headers.authorization).toBe('Bearer AT');
    expect(store.session.isSignedIn).toBe(false);
    expect(mem.cookies.has('cdpLogo')).toBe(false);
    expect(profileOf(store).profile.data).toBeNull();
    await store.session.flush();
    expect(mem.stored()).toBeNull();
  });

  it('clears locally even when the server call fails', async () => {
    for (const step of [{ fail: 'network' } as const, fail(500, 'boom'), fail(401, 'expired')]) {
      const { store, mem } = root((c) => (c.url.endsWith('refresh-token') ? fail(401, 'no') : step), { accessToken: 'AT', refreshToken: 'RT' });
      mem.cookies.set('cdpLogo', 'x');
      await store.boot();
      await store.signOut();
      expect(store.session.isSignedIn).toBe(false);
      expect(mem.cookies.has('cdpLogo')).toBe(false);
      // A logout is not an expired session: no "session ended" toast.
      expect(store.session.expiredCount).toBe(0);
    }
  });

  it('with an expired access token, refreshes so the server really ends the session', async () => {
    const { store, calls } = root(
      (c) => {
        if (c.url.endsWith('auth/refresh-token')) return ok(tokenResult('NEW', 'RT2'));
        return c.headers.authorization === 'Bearer NEW' ? ok({ loggedOut: true }) : fail(401, 'expired');
      },
      { accessToken: 'OLD', refreshToken: 'RT1' },
    );
    await store.boot();
    await store.signOut();
    expect(calls.map((c) => c.url)).toEqual(['/web/v2/auth/logout', '/web/v2/auth/refresh-token', '/web/v2/auth/logout']);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('a guest sign-out makes no call', async () => {
    const { store, calls } = root(() => ok(null));
    await store.boot();
    await store.signOut();
    expect(calls).toHaveLength(0);
  });
});
