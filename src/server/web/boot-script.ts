/**
 * A server-rendered page starts its scripts once it has painted (issue 23, Lighthouse on a course
 * page: LCP 3.1 s, 82). With the entry and some forty modulepreloads in the head, the browser
 * asked for 160 KB of script beside the stylesheet and the cover image; on a phone's connection
 * (six requests at a time over HTTP/1.1, 1.6 Mbit/s) the picture waited for them and the paint
 * after it waited for their evaluation. The page is readable without them, so the head names them
 * in a data script (never executed: the CSP stays a constant header) and this small classic
 * script, deferred, adds the modulepreloads and the entry after the first frame: a rAF callback
 * runs only once the render-blocking stylesheet is in and a frame is drawn, and the timeout after
 * it runs after that frame's paint. A page opened in a background tab (no frames there) starts at
 * once. The empty shell (no server render, the desktop app) keeps the template's own tags.
 *
 * Served from memory under a name carrying its content's hash, so it is cached like the build's
 * files and never stale beside the HTML that names it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The data script's id: `{ "entry": url, "preload": [url…] }`. */
export const BOOT_DATA_ID = 'lm-boot';

const SOURCE = `(function () {
  var data = document.getElementById('${BOOT_DATA_ID}');
  if (!data) return;
  var boot = JSON.parse(data.textContent);
  var started = false;
  // One append for all of them: forty appends were forty style invalidations (16 ms).
  var tags = document.createDocumentFragment();
  function add(tag, props) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var key in props) el[key] = props[key];
    tags.appendChild(el);
  }
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < boot.preload.length; i++) add('link', { rel: 'modulepreload', href: boot.preload[i] });
    add('script', { type: 'module', src: boot.entry });
    document.head.appendChild(tags);
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', function () { if (document.visibilityState !== 'visible') start(); });
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const body = Buffer.from(SOURCE);
/** Its URL, under the assets' prefix, named by its content like Vite's files. */
export const BOOT_SCRIPT_PATH = `/assets/boot-${createHash('sha256').update(body).digest('base64url').slice(0, 12)}.js`;

/** The head's tags that start a rendered page's scripts after its first paint: the data script and the boot script. */
export function bootTags(entry: string, preload: readonly string[]): string[] {
  // `<` escaped so no URL can close the data script (URLs come from the build's manifest).
  const json = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return [`<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`, `<script src="${BOOT_SCRIPT_PATH}" defer></script>`];
}

/** GET the boot script (cached like the build's hashed files). */
export function registerBootScript(app: FastifyInstance, cacheControl: string): void {
  app.get(BOOT_SCRIPT_PATH, { schema: { hide: true }, compress: false }, async (_request, reply) =>
    reply.header('cache-control', cacheControl).type('application/javascript; charset=utf-8').send(body),
  );
}
