/** Test helper (not used by the app): an in-memory Platform that records what happened. */
import type { SessionTokens } from '../../common/bridge';
import type { Locale } from '../../common/enums';
import type { Platform } from '../platform/types';

export function memoryPlatform(initial: SessionTokens | null = null) {
  let stored = initial;
  let locale: Locale = 'id';
  const cookies = new Map<string, string>();
  const log: string[] = [];
  const platform: Platform = {
    kind: 'web',
    session: {
      where: async () => 'cookie' as const,
      get: async () => stored,
      set: async (t) => {
        stored = t;
        log.push(`session.set:${t.accessToken}`);
      },
      clear: async () => {
        stored = null;
        log.push('session.clear');
      },
    },
    download: async () => ({ ok: true }),
    notify: async () => true,
    onNotificationClick: () => () => undefined,
    cookies: {
      get: (n) => cookies.get(n) ?? null,
      set: (n, v) => void cookies.set(n, v),
      remove: (n) => {
        cookies.delete(n);
        log.push(`cookie.remove:${n}`);
      },
    },
    locale: { get: () => locale, set: (l) => void (locale = l) },
  };
  return { platform, log, cookies, stored: () => stored };
}

/** An unsigned JWT with the given payload (the client never verifies signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}
