import { createDesktopPlatform } from './desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export type { Platform, CookieStore, CookieOptions, DownloadOptions, SessionStorageApi } from './types';
export { createWebPlatform, readSessionCookie, writeSessionCookie } from './web';
export { createDesktopPlatform } from './desktop';

let current: Platform | undefined;

/** The desktop platform when `window.desktop` exists, else the web platform (memoised). */
export function getPlatform(): Platform {
  if (!current) {
    const bridge = typeof window !== 'undefined' ? window.desktop : undefined;
    current = bridge ? createDesktopPlatform(bridge) : createWebPlatform();
  }
  return current;
}
