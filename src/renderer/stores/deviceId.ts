/**
 * The anonymous id of this browser or desktop app (platform cookie `deviceId`): the server counts
 * a keyword's click once per device per day and joins live sessions and donations per device. It
 * names no one, only this browser or app. Kept here (not in a feature) because the header's
 * typeahead counts clicks too, and the shell may not import a feature.
 */
import { DEVICE_ID_COOKIE, DEVICE_ID_PATTERN } from '../../common/discovery';
import type { CookieStore } from '../platform/types';

/** The device id is kept two years (renewed whenever it is read). */
const DEVICE_ID_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

/**
 * A random device id (22 URL-safe characters, 128 bits). getRandomValues, not randomUUID: the
 * latter exists only in secure contexts, and the site may be opened over plain http on a LAN.
 */
export function newDeviceId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This device's id, made once and kept (renewed on every read); null when it cannot be kept (the server then counts per address). */
export function deviceIdIn(cookies: CookieStore): string | null {
  try {
    const kept = cookies.get(DEVICE_ID_COOKIE);
    const id = kept && new RegExp(DEVICE_ID_PATTERN).test(kept) ? kept : newDeviceId();
    cookies.set(DEVICE_ID_COOKIE, id, { path: '/', sameSite: 'lax', maxAgeSeconds: DEVICE_ID_MAX_AGE_SECONDS });
    return cookies.get(DEVICE_ID_COOKIE) === id ? id : null;
  } catch {
    return null;
  }
}
