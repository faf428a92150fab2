/** Cookie parsing/serialising and the document.cookie store (pure helpers, testable in node). */
import type { CookieOptions, CookieStore } from './types';

export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || out.has(name)) continue;
    const raw = part.slice(i + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  const sameSite = options.sameSite ?? 'lax';
  parts.push(`SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
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
    set: (name, value, options = {}) =>
      jar.write(serializeCookie(name, value, { ...options, secure: options.secure ?? secureByDefault() })),
    remove: (name, options = {}) =>
      jar.write(serializeCookie(name, '', { path: options.path ?? '/', maxAgeSeconds: 0, secure: secureByDefault() })),
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
