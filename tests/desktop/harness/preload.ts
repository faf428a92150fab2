/**
 * The REAL preload bridge (src/preload/bridge.ts, as it ships) bundled with esbuild into an IIFE,
 * and the init script that installs it in every frame of a harness page:
 *
 *   window.desktop = createBridge(ipcRenderer, argv)
 *
 * where ipcRenderer.invoke calls the page binding `__lmIpc` (context.exposeBinding in Node), which
 * runs the captured ipcMain handler with the calling frame's real URL as senderFrame.url, and
 * ipcRenderer.on/removeListener keep page-side listener sets that webContents.send delivers into
 * through `__lmDeliver`. What src/preload/index.ts adds on top (contextBridge, the sandbox) only
 * Electron can run: docs/desktop.md says how that is checked.
 */
import path from 'node:path';
import { build } from 'esbuild';

/** The page binding every invoke goes through. */
export const IPC_BINDING = '__lmIpc';
/** The page function main → renderer messages are delivered through. */
export const DELIVER = '__lmDeliver';

let bundled: Promise<string> | undefined;

/** src/preload/bridge.ts as an IIFE defining `__lmPreload.createBridge` (built once per run). */
export function preloadBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [path.resolve('src/preload/bridge.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__lmPreload',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/** The init script for one window: the bundle, then the ipcRenderer over the binding, then window.desktop. */
export async function preloadInitScript(argv: readonly string[]): Promise<string> {
  const bundle = await preloadBundle();
  // Plain JavaScript (not a stringified TS function, which the test transform may decorate).
  const install = `(function (binding, deliver, args) {
  if (window.desktop) return;
  var listeners = new Map();
  var call = window[binding];
  var ipcRenderer = {
    invoke: function (channel) {
      var values = Array.prototype.slice.call(arguments, 1);
      return call(channel, values).catch(function (error) {
        // Electron's own wording for a handler that threw.
        var message = error && error.message ? error.message : String(error);
        throw new Error("Error invoking remote method '" + channel + "': Error: " + message);
      });
    },
    on: function (channel, listener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel).add(listener);
      return ipcRenderer;
    },
    removeListener: function (channel, listener) {
      if (listeners.has(channel)) listeners.get(channel).delete(listener);
      return ipcRenderer;
    },
  };
  Object.defineProperty(window, deliver, {
    value: function (channel, values) {
      var set = listeners.get(channel);
      if (!set) return 0;
      Array.from(set).forEach(function (listener) { listener.apply(null, [{ sender: null }].concat(values)); });
      return set.size;
    },
  });
  // contextBridge hands the page a frozen copy; the harness freezes the object itself.
  var freeze = function (value) {
    if (value && typeof value === 'object') Object.values(value).forEach(freeze);
    return Object.freeze(value);
  };
  Object.defineProperty(window, 'desktop', { value: freeze(__lmPreload.createBridge(ipcRenderer, args)), enumerable: true });
})`;
  return `${bundle}\n;(${install})(${JSON.stringify(IPC_BINDING)}, ${JSON.stringify(DELIVER)}, ${JSON.stringify(argv)});`;
}
