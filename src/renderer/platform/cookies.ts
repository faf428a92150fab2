/** The document.cookie store (testable in node); parsing and serialising by the `cookie` package. */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { CookieOptions, CookieStore } from './types';

export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header))) if (value !== undefined) out.set(name, value);
  return out;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return stringifySetCookie({
    name,
    value,
    path: options.path ?? '/',
    ...(options.maxAgeSeconds !== undefined ? { maxAge: Math.floor(options.maxAgeSeconds) } : {}),
    sameSite: options.sameSite ?? 'lax',
    secure: options.secure,
  });
}

export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export function documentCookieJar(doc: Document): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

export function cookieStore(jar: CookieJar, secureByDefault: () => boolean): CookieStore {
  return {
    get: (name) => parseCookies(jar.read()).get(name) ?? null,
    set: (name, value, options = {}) => jar.write(serializeCookie(name, value, { ...options, secure: options.secure ?? secureByDefault() })),
    remove: (name, options = {}) => jar.write(serializeCookie(name, '', { path: options.path ?? '/', maxAgeSeconds: 0, secure: secureByDefault() })),
  };
}

/** A cookie-like store over localStorage (desktop: non-secret values only). */
export function storageCookieStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, prefix = 'cookie.'): CookieStore {
  const memory = new Map<string, string>();
  return {
    get: (name) => {
      try {
        return storage ? storage.getItem(prefix + name) : (memory.get(name) ?? null);
      } catch {
        return memory.get(name) ?? null;
      }
    },
    set: (name, value) => {
      if (name === 'auth') throw new Error('Session tokens never go into cookies on the desktop');
      try {
        if (storage) storage.setItem(prefix + name, value);
        else memory.set(name, value);
      } catch {
        memory.set(name, value);
      }
    },
    remove: (name) => {
      memory.delete(name);
      try {
        storage?.removeItem(prefix + name);
      } catch {
        /* ignore */
      }
    },
  };
}
