/**
 * A server-rendered page is readable and its links work without the app, so its scripts wait
 * (issue 23). Lighthouse on a course page (LCP 3.1 s, 82): with the entry and some forty
 * modulepreloads in the head the picture waited for 160 KB of script on a phone's connection; and
 * a phone visitor who reads home and follows a link (the common visit) never needed the 180 KB of
 * app at all. The head names the scripts in a data script (never executed: the CSP stays a
 * constant header) and this small classic script, deferred, adds the modulepreloads and the entry:
 *
 * - for a signed-in visitor (the `auth` cookie: the personal header and parts are drawn by the app)
 *   or one who accepted analytics (the tag manager runs in the app), after the first paint: a rAF
 *   callback runs once the render-blocking stylesheet is in and a frame is drawn, the timeout after
 *   it after that frame's paint; in a background tab (no frames there) at once;
 * - for anyone else, when the visitor acts on the page: a press that is not on a link (a link is
 *   followed by the browser to the next rendered page), a key, a focus, a submit, or a mouse
 *   moving over it (a wide screen, rarely on a phone's connection; the press that follows finds
 *   the app ready). Scrolling and reading load nothing.
 *
 * Until the app says it is interactive (`lm:interactive`, App.tsx), the last press or submit is
 * held and done again once it is, and text typed into a field is handed to the app (React reads a
 * field's value from an input event, its tracker holding what it saw at hydration, so a field typed
 * into before or during hydration otherwise submits empty). A form with an action of its own (the
 * header's search box) submits as a plain GET, which the server renders. The empty shell (no
 * server render, the desktop app) keeps the template's own tags.
 *
 * Served from memory under a name carrying its content's hash, so it is cached like the build's
 * files and never stale beside the HTML that names it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_CONSENT_KEY, AUTH_COOKIE, INTERACTIVE_EVENT } from '../../common/constants.js';

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
  function personal() {
    if (/(?:^|;\\s*)${AUTH_COOKIE.name}=/.test(document.cookie)) return true;
    try {
      return /"granted"/.test(localStorage.getItem('${ANALYTICS_CONSENT_KEY}') || '');
    } catch (e) {
      return false;
    }
  }

  var held = null;
  var focusedBefore = null;
  var acts = ['click', 'submit', 'keydown', 'focusin', 'pointermove'];
  function hold(e, type) {
    held = { type: type, target: e.target };
    // A bar at the top (global.css) while the app comes: the press was heard.
    document.documentElement.setAttribute('data-starting', '');
    e.preventDefault();
    e.stopImmediatePropagation();
  }
  function act(e) {
    if (e.type === 'pointermove' && e.pointerType !== 'mouse') return;
    var target = e.target;
    // A link is the browser's to follow (to the next rendered page): nothing to start for its
    // press, nor for the focus a press gives it first (a key that moves to it starts the app).
    var link = (e.type === 'click' || e.type === 'focusin') && target.closest && target.closest('a[href]');
    if (link) return;
    // The focus that starts the app is told to it later; one after (the app's own autoFocus, in
    // its first commit, before it is interactive) React hears itself.
    if (e.type === 'focusin' && !started) focusedBefore = target;
    if (e.type === 'click') hold(e, 'click');
    else if (e.type === 'submit' && !target.getAttribute('action')) hold(e, 'submit');
    start();
  }
  for (var i = 0; i < acts.length; i++) window.addEventListener(acts[i], act, true);
  window.addEventListener('${INTERACTIVE_EVENT}', function () {
    for (var i = 0; i < acts.length; i++) window.removeEventListener(acts[i], act, true);
    var fields = document.querySelectorAll('#root input, #root textarea');
    for (var j = 0; j < fields.length; j++) {
      var field = fields[j];
      if (/^(checkbox|radio|file|hidden|submit|button)$/.test(field.type) || field.value === field.defaultValue) continue;
      var typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // A focus that came before the app: its handlers hear of it (React listens to focusin) without
    // the focus moving (a phone would hide and not bring back its keyboard).
    var focused = document.activeElement;
    if (focused && focused === focusedBefore) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.documentElement.removeAttribute('data-starting');
    var last = held;
    held = null;
    if (!last || !last.target.isConnected) return;
    setTimeout(function () {
      if (last.type === 'submit') return last.target.requestSubmit && last.target.requestSubmit();
      // A press on an icon's SVG: the HTML element around it is the one to press (SVG has no click()).
      var el = last.target;
      while (el && !el.click) el = el.parentNode;
      if (el) el.click();
    }, 0);
  }, { once: true });

  if (!personal()) return;
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', function () { if (document.visibilityState !== 'visible') start(); });
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const body = Buffer.from(SOURCE);
/** Its URL, under the assets' prefix, named by its content like Vite's files. */
export const BOOT_SCRIPT_PATH = `/assets/boot-${createHash('sha256').update(body).digest('base64url').slice(0, 12)}.js`;

/** The head's tags that start a rendered page's scripts (after its first paint, or when the visitor acts): the data script and the boot script. */
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
