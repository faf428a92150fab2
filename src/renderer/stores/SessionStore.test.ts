import { describe, expect, it } from 'vitest';
import { SessionStore } from './SessionStore';
import { memoryPlatform, fakeJwt } from './testPlatform';
import { jwtSubject } from './jwt';

describe('SessionStore', () => {
  it('hydrates from the platform and exposes tokens synchronously', async () => {
    const token = fakeJwt({ sub: 'student-42' });
    const { platform } = memoryPlatform({ accessToken: token, refreshToken: 'R' });
    const s = new SessionStore(platform);
    expect(s.isSignedIn).toBe(false);
    await s.hydrate();
    expect(s.hydrated).toBe(true);
    expect(s.isSignedIn).toBe(true);
    expect(s.getAccessToken()).toBe(token);
    expect(s.getRefreshToken()).toBe('R');
    expect(s.userId).toBe('student-42');
  });

  it('login stores the session only if an access token is present', async () => {
    const { platform, log, stored } = memoryPlatform();
    const s = new SessionStore(platform);
    await s.hydrate();
    expect(s.login({ accessToken: null, refreshToken: 'R' })).toBe(false);
    expect(s.login({ accessToken: { token: '' }, refreshToken: 'R' })).toBe(false);
    expect(s.login(undefined)).toBe(false);
    expect(s.isSignedIn).toBe(false);
    expect(log).toEqual([]);
    const token = fakeJwt({ sub: 7 });
    expect(s.login({ accessToken: { token }, refreshToken: 'R' })).toBe(true);
    expect(s.isSignedIn).toBe(true);
    expect(s.userId).toBe('7');
    await s.flush();
    expect(stored()).toEqual({ accessToken: token, refreshToken: 'R' });
  });

  it('logout clears the session and the cdpLogo cookie', async () => {
    const { platform, log, stored, cookies } = memoryPlatform({ accessToken: 'A', refreshToken: 'R' });
    cookies.set('cdpLogo', '/logo.png');
    cookies.set('fcmToken', 'f');
    const s = new SessionStore(platform);
    await s.hydrate();
    s.logout();
    expect(s.isSignedIn).toBe(false);
    await s.flush();
    expect(stored()).toBeNull();
    expect(cookies.has('cdpLogo')).toBe(false);
    expect(cookies.get('fcmToken')).toBe('f');
    expect(log).toEqual(['cookie.remove:cdpLogo', 'session.clear']);
  });

  it('counts sessions ended by a failed refresh', async () => {
    const { platform } = memoryPlatform({ accessToken: 'A', refreshToken: 'R' });
    const s = new SessionStore(platform);
    await s.hydrate();
    s.clear({ removeLogo: true, expired: true });
    expect(s.expiredCount).toBe(1);
    s.clear({ expired: true });
    expect(s.expiredCount).toBe(1);
    s.login({ accessToken: 'B', refreshToken: 'R' });
    s.logout();
    expect(s.expiredCount).toBe(1);
  });

  it('clear() without removeLogo keeps the cdpLogo cookie', async () => {
    const { platform, cookies } = memoryPlatform({ accessToken: 'A', refreshToken: 'R' });
    cookies.set('cdpLogo', 'x');
    const s = new SessionStore(platform);
    await s.hydrate();
    s.clear();
    expect(cookies.get('cdpLogo')).toBe('x');
  });

  it('writes reach the platform in order', async () => {
    const { platform, log } = memoryPlatform();
    const s = new SessionStore(platform);
    s.setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    s.logout();
    s.setTokens({ accessToken: 'A2', refreshToken: 'R2' });
    await s.flush();
    // The cookie goes at once; session writes are queued in order.
    expect(log).toEqual(['cookie.remove:cdpLogo', 'session.set:A1', 'session.clear', 'session.set:A2']);
  });

  it('a login during hydration wins over the stored session', async () => {
    const { platform } = memoryPlatform({ accessToken: 'OLD', refreshToken: 'R' });
    const s = new SessionStore(platform);
    const h = s.hydrate();
    s.login({ accessToken: 'NEW', refreshToken: 'R2' });
    await h;
    expect(s.getAccessToken()).toBe('NEW');
  });

  it('decodes the JWT sub without verifying; garbage gives null', () => {
    expect(jwtSubject(fakeJwt({ sub: 'abc' }))).toBe('abc');
    expect(jwtSubject('not-a-jwt')).toBeNull();
    expect(jwtSubject('a.###.c')).toBeNull();
    expect(jwtSubject(null)).toBeNull();
  });
});
