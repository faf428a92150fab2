/**
 * Runs `start` once the document has loaded. A server-rendered page starts the app's scripts after
 * its first paint (the server's boot script, src/server/web/boot-script.ts), by which time `load`
 * has often fired already: a bare `load` listener would never run.
 */
export function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
