/**
 * Node stand-ins for the Electron APIs the main-process wiring uses (src/main/wiring.ts
 * ElectronLike). Each one records what the wiring did with it so tests can assert on it, and the
 * few that Electron would drive from the OS (dialogs, notification clicks, app events) can be
 * driven by the test. BrowserWindow is backed by a playwright Page (window.ts holds it).
 */
import { EventEmitter } from 'node:events';
import type { IpcInvokeEventLike, IpcMainLike } from '../../../src/main/ipc';

type Listener = (...args: unknown[]) => void;

// ------------------------------------------------------------------ app

export interface HarnessAppOptions {
  downloadsDir: string;
  userDataDir: string;
  version: string;
  /** False: another instance holds the lock (this one must quit). */
  singleInstanceLock: boolean;
}

/** electron.app: paths in temp folders, 'ready' at once, events the test can fire with emit(). */
export class HarnessApp extends EventEmitter {
  isPackaged = true;
  readonly quits: number[] = [];
  readonly exits: number[] = [];
  readonly appUserModelIds: string[] = [];
  /** Schemes registered with setAsDefaultProtocolClient (belajar://). */
  readonly protocolClients: string[] = [];
  badgeCount = 0;
  constructor(private readonly options: HarnessAppOptions) {
    super();
  }
  getVersion() {
    return this.options.version;
  }
  getName() {
    return 'Belajar';
  }
  getPath(name: string): string {
    if (name === 'downloads') return this.options.downloadsDir;
    if (name === 'userData' || name === 'appData' || name === 'sessionData') return this.options.userDataDir;
    if (name === 'temp') return this.options.userDataDir;
    throw new Error(`the harness has no path "${name}"`);
  }
  getAppPath() {
    return process.cwd();
  }
  requestSingleInstanceLock() {
    return this.options.singleInstanceLock;
  }
  whenReady() {
    return Promise.resolve();
  }
  isReady() {
    return true;
  }
  quit() {
    this.quits.push(Date.now());
  }
  exit(code: number) {
    this.exits.push(code);
  }
  setAppUserModelId(id: string) {
    this.appUserModelIds.push(id);
  }
  setAsDefaultProtocolClient(scheme: string) {
    this.protocolClients.push(scheme);
    return true;
  }
  setBadgeCount(count: number) {
    this.badgeCount = count;
    return true;
  }
}

// ------------------------------------------------------------------ ipcMain

export type IpcHandler = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

/** electron.ipcMain: records handlers; a second handler for one channel throws, as Electron's does. */
export class HarnessIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, IpcHandler>();
  handle(channel: string, listener: IpcHandler) {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  /** Calls a channel's handler as Electron would for a frame at `senderUrl`. */
  async invoke(senderUrl: string, channel: string, args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: { url: senderUrl }, sender: { getURL: () => senderUrl } }, ...args);
  }
}

// ------------------------------------------------------------------ protocol, session

export class HarnessProtocol {
  readonly privileged: unknown[] = [];
  readonly handlers = new Map<string, (request: Request) => Promise<Response>>();
  registerSchemesAsPrivileged(schemes: unknown[]) {
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: (request: Request) => Promise<Response>) {
    if (this.handlers.has(scheme)) throw new Error(`The scheme "${scheme}" is already handled`);
    this.handlers.set(scheme, handler);
  }
  unhandle(scheme: string) {
    this.handlers.delete(scheme);
  }
  isProtocolHandled(scheme: string) {
    return this.handlers.has(scheme);
  }
}

export class HarnessSession {
  readonly headersReceived: Listener[] = [];
  permissionRequestHandler: unknown = null;
  permissionCheckHandler: unknown = null;
  readonly webRequest = {
    onHeadersReceived: (listener: Listener) => void this.headersReceived.push(listener),
  };
  setPermissionRequestHandler(handler: unknown) {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: unknown) {
    this.permissionCheckHandler = handler;
  }
}

// ------------------------------------------------------------------ dialog, shell

export interface SaveAnswer {
  canceled: boolean;
  filePath?: string;
}
export interface OpenAnswer {
  canceled: boolean;
  filePaths: string[];
}

/**
 * electron.dialog: every call takes the next answer the test queued (answerSave/answerOpen); with
 * none queued the dialog counts as cancelled. Each call's options are recorded.
 */
export class HarnessDialog {
  readonly saveCalls: unknown[] = [];
  readonly openCalls: unknown[] = [];
  readonly messageCalls: unknown[] = [];
  private readonly saveAnswers: SaveAnswer[] = [];
  private readonly openAnswers: OpenAnswer[] = [];
  answerSave(answer: SaveAnswer | string) {
    this.saveAnswers.push(typeof answer === 'string' ? { canceled: false, filePath: answer } : answer);
  }
  answerOpen(answer: OpenAnswer | string) {
    this.openAnswers.push(typeof answer === 'string' ? { canceled: false, filePaths: [answer] } : answer);
  }
  /** (window, options) or (options), as Electron takes them. */
  showSaveDialog = async (...args: unknown[]): Promise<SaveAnswer> => {
    this.saveCalls.push(args.at(-1));
    return this.saveAnswers.shift() ?? { canceled: true };
  };
  showOpenDialog = async (...args: unknown[]): Promise<OpenAnswer> => {
    this.openCalls.push(args.at(-1));
    return this.openAnswers.shift() ?? { canceled: true, filePaths: [] };
  };
  showMessageBox = async (...args: unknown[]) => {
    this.messageCalls.push(args.at(-1));
    return { response: 0, checkboxChecked: false };
  };
  showErrorBox = (title: string, content: string) => void this.messageCalls.push({ title, content });
}

/** electron.shell: records every call; nothing leaves the harness. */
export class HarnessShell {
  readonly openedExternal: string[] = [];
  readonly openedPaths: string[] = [];
  readonly shownInFolder: string[] = [];
  openExternal = async (url: string) => void this.openedExternal.push(url);
  /** Electron answers '' on success, an error message otherwise. */
  openPath = async (file: string) => {
    this.openedPaths.push(file);
    return '';
  };
  showItemInFolder = (file: string) => void this.shownInFolder.push(file);
}

// ------------------------------------------------------------------ Notification, Tray

export interface ShownNotification {
  title: string;
  body: string;
  icon?: string;
  silent?: boolean;
  /** Fires the notification's click listeners, as a click on the OS notification would. */
  click(): void;
  close(): void;
}

/** A Notification class whose instances land in `shown` when show() is called. */
export function harnessNotification(shown: ShownNotification[], supported = () => true) {
  return class HarnessNotification extends EventEmitter {
    static isSupported() {
      return supported();
    }
    constructor(private readonly options: { title: string; body: string; icon?: string; silent?: boolean }) {
      super();
    }
    show() {
      shown.push({
        ...this.options,
        click: () => void this.emit('click'),
        close: () => void this.emit('close'),
      });
      this.emit('show');
    }
    close() {
      this.emit('close');
    }
  };
}

export interface TrayRecord {
  icon: unknown;
  tooltip: string;
  title: string;
  image: unknown;
  contextMenu: unknown;
  destroyed: boolean;
  /** Fires the tray's 'click' listeners. */
  click(): void;
}

/** A Tray class whose instances land in `trays` (icon, tooltip, title, image, menu). */
export function harnessTray(trays: TrayRecord[]) {
  return class HarnessTray extends EventEmitter {
    private readonly record: TrayRecord;
    constructor(icon: unknown) {
      super();
      this.record = { icon, tooltip: '', title: '', image: icon, contextMenu: null, destroyed: false, click: () => void this.emit('click') };
      trays.push(this.record);
    }
    setToolTip(tooltip: string) {
      this.record.tooltip = tooltip;
    }
    setTitle(title: string) {
      this.record.title = title;
    }
    setImage(image: unknown) {
      this.record.image = image;
    }
    setContextMenu(menu: unknown) {
      this.record.contextMenu = menu;
    }
    destroy() {
      this.record.destroyed = true;
    }
    isDestroyed() {
      return this.record.destroyed;
    }
  };
}

/** electron.safeStorage as on a machine without an OS encryption backend: never available. */
export const unavailableSafeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString: (): Buffer => {
    throw new Error('safeStorage is not available in the harness');
  },
  decryptString: (): string => {
    throw new Error('safeStorage is not available in the harness');
  },
};
