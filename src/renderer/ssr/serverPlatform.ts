/**
 * The platform of a server render: a guest with nothing stored. No session (so every call goes
 * with the public Basic credentials and a rendered page never holds a student's data), no cookies
 * kept between requests, the URL's language, and no downloads or notifications.
 */
import type { Locale } from '../../common/enums';
import type { Platform } from '../platform/types';

export function serverPlatform(locale: Locale): Platform {
  const cookies = new Map<string, string>();
  return {
    kind: 'web',
    session: {
      where: async () => 'cookie' as const,
      get: async () => null,
      set: async () => undefined,
      clear: async () => undefined,
    },
    download: async () => ({ ok: false }),
    notify: async () => false,
    onNotificationClick: () => () => undefined,
    cookies: {
      get: (name) => cookies.get(name) ?? null,
      set: (name, value) => void cookies.set(name, value),
      remove: (name) => void cookies.delete(name),
    },
    locale: { get: () => locale, set: () => undefined },
  };
}
