/**
 * belajar:// deep links in the main process: the app registers itself as the scheme's handler; a
 * link arriving on the command line at start, in a second instance's argv (Windows, Linux) or by
 * macOS's 'open-url' is turned into an app route by the allow-list in src/common/deepLink.ts
 * (anything else is ignored), the window is brought to the front and the route is sent on
 * IPC_EVENTS.linkOpen. Routes that arrive before the window has loaded wait for it.
 */
import path from 'node:path';
import { IPC_EVENTS } from '../common/bridge';
import { DEEP_LINK_SCHEME, deepLinkInArgv, parseDeepLink } from '../common/deepLink';
import { focusWindow, type FocusableWindowLike } from './notifications';

/** Routes kept while no window has loaded (a burst of links cannot grow it without bound). */
const MAX_QUEUED = 10;

export interface DeepLinksDeps {
  getWindow: () => FocusableWindowLike | null | undefined;
  log?: (message: string) => void;
}

export interface DeepLinks {
  /** A link from any source; returns the route it opens, or null when ignored. */
  open(link: unknown): string | null;
  /** The link in a process's argv (the first instance's, or a second instance's), if any. */
  openFromArgv(argv: readonly unknown[] | undefined): string | null;
  /** The window's renderer has loaded: queued routes are sent now, later ones at once. */
  windowLoaded(): void;
  /** The window is gone (closed or reloading): routes wait again. */
  windowUnloaded(): void;
  readonly queued: readonly string[];
}

export function createDeepLinks(deps: DeepLinksDeps): DeepLinks {
  const queue: string[] = [];
  let loaded = false;
  const deliver = (route: string) => {
    const win = deps.getWindow();
    if (!loaded || !win || win.isDestroyed()) {
      if (queue.length < MAX_QUEUED) queue.push(route);
      return;
    }
    win.webContents.send(IPC_EVENTS.linkOpen, route);
  };
  const open = (link: unknown): string | null => {
    const route = parseDeepLink(link);
    if (route === null) {
      if (link !== null && link !== undefined) deps.log?.('[desktop] ignored a belajar:// link that is not one the app opens');
      return null;
    }
    const win = deps.getWindow();
    if (win && !win.isDestroyed()) focusWindow(win);
    deliver(route);
    return route;
  };
  return {
    open,
    openFromArgv: (argv) => {
      const link = deepLinkInArgv(argv);
      return link === null ? null : open(link);
    },
    windowLoaded() {
      loaded = true;
      for (const route of queue.splice(0)) deliver(route);
    },
    windowUnloaded() {
      loaded = false;
    },
    get queued() {
      return [...queue];
    },
  };
}

/** The parts of electron's app that make it the handler of belajar:// links. */
export interface ProtocolClientAppLike {
  isPackaged: boolean;
  setAsDefaultProtocolClient?(protocol: string, path?: string, args?: string[]): boolean;
}

/**
 * Registers the app for belajar://. In development (electron . with a script) Electron needs the
 * executable and the script's absolute path, or the OS would start a bare Electron.
 */
export function registerProtocolClient(app: ProtocolClientAppLike, argv: readonly string[], execPath: string): boolean {
  if (!app.setAsDefaultProtocolClient) return false;
  if (!app.isPackaged && argv.length >= 2 && argv[1]) return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, execPath, [path.resolve(argv[1])]);
  return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
}
