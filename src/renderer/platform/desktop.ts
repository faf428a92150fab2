/**
 * Desktop implementation over `window.desktop` (DesktopBridge). Tokens live in the OS keychain
 * through the bridge and never touch localStorage or cookies; the non-secret cookies of the spec
 * and the locale live in localStorage.
 */
import type { DesktopBridge } from '../../common/bridge';
import { storageCookieStore } from './cookies';
import { safeLocalStorage, storageLocale } from './locale';
import type { Platform } from './types';

export function createDesktopPlatform(bridge: DesktopBridge, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()): Platform {
  return {
    kind: 'desktop',
    session: {
      get: () => bridge.session.get(),
      set: (tokens) => bridge.session.set(tokens),
      clear: () => bridge.session.clear(),
      where: () => bridge.session.backend(),
    },
    download: (url, fileName, options = {}) => bridge.downloads.save({ url, fileName, accessToken: options.accessToken, ...(options.library ? { library: options.library } : {}) }),
    notify: (title, body, route) => bridge.notifications.show({ title, body, route }),
    onNotificationClick: (listener) => bridge.notifications.onClick(listener),
    setUnread: (count) => void bridge.notifications.setUnread(count).catch(() => undefined),
    onOpenLink: (listener) => bridge.links.onOpen(listener),
    cookies: storageCookieStore(storage),
    locale: storageLocale(storage),
    library: {
      folder: () => bridge.downloads.folder(),
      chooseFolder: () => bridge.downloads.chooseFolder(),
      list: () => bridge.downloads.library(),
      open: (entryId) => bridge.downloads.open(entryId),
      showInFolder: (entryId) => bridge.downloads.showInFolder(entryId),
      onProgress: (listener) => bridge.downloads.onProgress(listener),
    },
    offline: bridge.offline,
  };
}
