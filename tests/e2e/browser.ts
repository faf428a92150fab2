/**
 * Chromium for the browser journeys, with the accessibility gate.
 *
 * Every page a journey visits is checked with axe-core in both languages (id and en), and a test
 * fails on any serious or critical violation. To make that hard to forget:
 * - `launch()` returns a browser whose pages are all watched: every URL a page's main frame
 *   settles on is recorded (client-side redirects, made with history.replaceState, are not pages);
 * - `checkA11y(page)` waits for the page to settle, runs axe in it, and renders the same URL in
 *   the other language (its other-language URL, same cookies and storage, in a tab kept per language so the browser's
 *   cache stays warm, loading while axe runs on the page) the first time that path is checked in
 *   this file, and checks it too; a state already checked (same DOM, viewport, scroll, focus) is
 *   not run again;
 * - `checkA11yAfterOverlay(page, open, close, note)` checks a page with a dialog or drawer open and
 *   again after it closed (what a modal leaves behind: aria-hidden on the page, issue 25);
 * - after each test (this module registers the hook in every file that imports it) the test fails
 *   if a path it visited was never checked, or if any check found a serious or critical violation
 *   (rule, impact, targets, help URL).
 * A11Y_DEBUG=1 logs the time each settle, axe run and twin took, each axe run that had to be
 * repeated because the page changed under it, and each check skipped as already made.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { stripLocale, switchLocalePath } from '../../src/common/localeUrl.js';

/** The browser the global setup found (or installed): CHROME_PATH, /usr/bin/chromium … (find-browser.ts). */
export const CHROMIUM = inject('chromePath');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** Where tests put screenshots: ignored by git (docs/screens holds the committed ones). */
export const SCREENS_DIR = path.resolve('test-results/screens');

// ------------------------------------------------------------------ watching pages

type Lang = 'id' | 'en';

interface Visit {
  url: string;
  path: string;
  replaced: boolean;
}

interface Violation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

interface Finding extends Violation {
  where: string;
}

const visits: Visit[] = [];
/** `${lang} ${pathname}` of every check made in this file. */
const checked = new Set<string>();
const findings = new Map<string, Finding>();
const watched = new WeakMap<Page, Promise<void>>();
const inflight = new WeakMap<Page, { count: number; last: number }>();

function pathOf(url: string): string | null {
  try {
    const u = new URL(url);
    // Language-free (/en/courses/x is /courses/x in English): a path is checked once per language.
    return u.protocol === 'http:' || u.protocol === 'https:' ? stripLocale(u.pathname) : null;
  } catch {
    return null;
  }
}

/** Counts a page's requests in flight, for "network idle" after client-side navigations too. */
function countRequests(page: Page) {
  if (inflight.has(page)) return;
  const state = { count: 0, last: Date.now() };
  inflight.set(page, state);
  // The live events stream (Server-Sent Events) stays open while a page listens, and a <video> fetches
  // its ranges on its own schedule (Chromium may hold a metadata preload open for long): never "in flight".
  // A room's stream (G live/rooms/{room}/events, the event chat) stays open the same way.
  const stream = (r: Request) => /^\/web\/v2\/live\/rooms\/[^/]+\/events$/.test(pathOf(r.url()) ?? '');
  const counted = (r: Request) => pathOf(r.url()) !== '/web/v2/live/events' && !stream(r) && r.resourceType() !== 'media';
  const done = (r: Request) => {
    if (!counted(r)) return;
    state.count = Math.max(0, state.count - 1);
    state.last = Date.now();
  };
  page.on('request', (r) => {
    if (!counted(r)) return;
    state.count++;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Starts watching a page (once; the context's 'page' event and newPage() both ask). */
function watch(page: Page): Promise<void> {
  let ready = watched.get(page);
  if (!ready) {
    ready = startWatching(page);
    watched.set(page, ready);
  }
  return ready;
}

/**
 * Waits until the app on the page is interactive (App.tsx marks <html data-interactive> once it
 * has rendered or hydrated). A server-rendered page starts its app for a guest only when the
 * visitor acts on it (src/server/web/boot-script.ts: a press is held and done again then), so the
 * journeys act first, as a visitor would, with a key that does nothing (Shift), then wait for it.
 * Documents that are not the app (no #root: the payment finish page, files) pass at once.
 */
async function untilInteractive(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await startApp(page);
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true', null, { timeout: 30_000 });
}

/** Acts on a server-rendered page that waits for its visitor (a Shift press), so its app starts. */
export async function startApp(page: Page): Promise<void> {
  const waiting = await page.evaluate(() => Boolean(document.getElementById('root')) && document.documentElement.dataset.interactive !== 'true').catch(() => false);
  if (waiting) await page.keyboard.press('Shift').catch(() => undefined);
}

/** Every way a journey arrives at a document waits for it to be interactive too. */
function waitForInteractiveAfterNavigation(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args);
        await untilInteractive(page);
        return result;
      },
    });
  }
}

async function startWatching(page: Page) {
  waitForInteractiveAfterNavigation(page);
  // Fluent's motion honours prefers-reduced-motion: toasts and drawers then appear at once, so axe
  // never reads the colours of a toast half faded in (a "Welcome back" toast at 1.07:1 failed CI once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  countRequests(page);
  const mine: Visit[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const p = pathOf(frame.url());
    // The router's own replaceState on start (same URL) is not a new visit.
    if (!p || mine.at(-1)?.url === frame.url()) return;
    const visit = { url: frame.url(), path: p, replaced: false };
    mine.push(visit);
    visits.push(visit);
  });
  // A client-side redirect replaces the entry it leaves: that URL was never a page the user saw.
  await page.exposeBinding('__a11yReplaced', (_source, from: string, to: string) => {
    const fromPath = pathOf(from);
    if (!fromPath || fromPath === pathOf(to)) return;
    const visit = mine.findLast((v) => v.url === from && !v.replaced);
    if (visit) visit.replaced = true;
  });
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      const from = location.href;
      const to = url == null ? from : new URL(String(url), from).href;
      (window as unknown as { __a11yReplaced?: (f: string, t: string) => void }).__a11yReplaced?.(from, to);
      replace(data, unused, url);
    };
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', (p) => void watch(p));
  return new Proxy(context, {
    get(target, prop) {
      if (prop === 'newPage')
        return async () => {
          const page = await target.newPage();
          await watch(page);
          return page;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Chromium, with every page it opens watched by the accessibility gate. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  return new Proxy(browser, {
    get(target, prop) {
      if (prop === 'newContext') return async (...args: Parameters<Browser['newContext']>) => watchContext(await target.newContext(...args));
      if (prop === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          await watch(page);
          return page;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// ------------------------------------------------------------------ settling

const SETTLE_TIMEOUT = 20_000;
const QUIET_MS = 400;
/** An axe run takes 0.1-3 s here (a loaded CI machine: up to about 10). */
const AXE_TIMEOUT = 60_000;

/**
 * Waits until the page shows what a user would look at: loaded, no request in flight for a
 * moment (network idle, client-side navigations included), nothing marked aria-busy, fonts
 * loaded and finite animations (fades, slides) finished.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  const state = inflight.get(page);
  if (state) {
    const deadline = Date.now() + SETTLE_TIMEOUT;
    while (state.count > 0 || Date.now() - state.last < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: the network did not go idle in ${SETTLE_TIMEOUT} ms (${state.count} requests in flight)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: SETTLE_TIMEOUT });
  // Fonts and finite animations, each waited for at most 10 s: an animation that does not advance
  // (a page the browser stopped painting) must not hold the journey until the test's own timeout,
  // which names no step; axe's changed-page check catches whatever still moves.
  await bounded(
    page.evaluate(async () => {
      const atMost = <T>(p: Promise<T>) => Promise.race([p, new Promise<void>((r) => setTimeout(r, 10_000))]);
      await atMost(document.fonts.ready);
      const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      await atMost(Promise.all(finite.map((a) => a.finished.catch(() => undefined))));
    }),
    SETTLE_TIMEOUT + 10_000,
    `${page.url()}: waiting for fonts and animations`,
  );
}

/**
 * `work`, or an error naming what did not finish in `ms`: page.evaluate has no timeout of its
 * own, and a test that runs into vitest's timeout says only that it took too long.
 */
export function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not finished in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// ------------------------------------------------------------------ axe

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * One axe run, and whether the page changed while it ran (an element added or removed, a style
 * or class changed, an animation running: a toast leaving, say), which makes its colours unreliable.
 */
async function runAxe(page: Page): Promise<{ violations: Violation[]; changed: boolean }> {
  // The site's CSP (script-src 'self') refuses inline <script> tags, so page.addScriptTag({ content })
  // cannot inject axe; an evaluation from the test runner is not subject to the page's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return bounded(runAxeInPage(page), AXE_TIMEOUT, `${page.url()}: axe`);
}

function runAxeInPage(page: Page): Promise<{ violations: Violation[]; changed: boolean }> {
  return page.evaluate(async () => {
    let changed = false;
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' || [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE))) changed = true;
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden', 'open'] });
    // Script-driven animations (Fluent's motion uses element.animate()) change no attribute: a
    // toast can fade in and out while axe reads its colours. Sample them while axe runs.
    const moving = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const sampler = setInterval(() => {
      if (moving()) changed = true;
    }, 50);
    type AxeResult = { violations: Array<{ id: string; impact: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }> };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    // Fluent's focus manager (tabster) adds 1px "dummy" elements, aria-hidden and focusable on
    // purpose: they hand focus on to the right element the moment they get it (a known false
    // positive of aria-hidden-focus, microsoft/tabster#288). Nothing else is left out.
    const result = await axe.run({ exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
    observer.disconnect();
    clearInterval(sampler);
    if (moving()) changed = true;
    const violations = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact!,
        help: v.help,
        helpUrl: v.helpUrl,
        // Fluent's class names are hashes: the element's opening tag says more than its selector.
        targets: v.nodes.map(
          (n) =>
            `${n.target.map(String).join(' ')} ${n.html.replace(/\s+class="[^"]*"/g, '').slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        ),
      }));
    return { violations, changed };
  });
}

async function langOf(page: Page): Promise<Lang> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'id' && lang !== 'en') throw new Error(`${page.url()}: <html lang="${lang}"> is neither id nor en`);
  return lang;
}

/**
 * What axe's answer depends on: the whole DOM (markup, attributes, inline styles, and Fluent's
 * class names, which are hashes of their rules), the viewport, the scroll position and the focus.
 * Two checks with the same fingerprint give the same answer, so the second is skipped.
 */
function fingerprint(page: Page): Promise<string> {
  return bounded(fingerprintInPage(page), 20_000, `${page.url()}: fingerprint`);
}

function fingerprintInPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all = document.getElementsByTagName('*');
    const focus = document.activeElement ? Array.prototype.indexOf.call(all, document.activeElement) : -1;
    const text = `${innerWidth}x${innerHeight} ${scrollX},${scrollY} ${focus} ${document.documentElement.outerHTML}`;
    // cyrb53: a fast 53-bit string hash (no secure context needed, unlike crypto.subtle).
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return `${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
  });
}

/** Fingerprints of the page states axe has checked in this file (each checked once). */
const checkedStates = new Set<string>();

async function record(page: Page, note: string | undefined): Promise<string> {
  let run: Awaited<ReturnType<typeof runAxe>> | null = null;
  // A page that changed under axe is settled and checked again (a few times at most).
  for (let attempt = 1; ; attempt++) {
    const t0 = Date.now();
    await settle(page);
    const state = await fingerprint(page);
    if (checkedStates.has(state)) {
      if (process.env.A11Y_DEBUG) console.warn(`[a11y] ${page.url()} same state as an earlier check: not run again`);
      run = null;
      break;
    }
    const t1 = Date.now();
    run = await runAxe(page);
    if (process.env.A11Y_DEBUG) console.warn(`[a11y] ${page.url()} settle ${t1 - t0} ms, axe ${Date.now() - t1} ms${run.changed ? `, changed during axe (attempt ${attempt})` : ''}`);
    if (!run.changed) checkedStates.add(state);
    if (!run.changed || attempt === 4) break;
  }
  const lang = await langOf(page);
  const p = pathOf(page.url()) ?? page.url();
  const size = page.viewportSize();
  const where = `${page.url()} [${lang}${size ? `, ${size.width}×${size.height}` : ''}${note ? `, ${note}` : ''}]`;
  for (const v of run?.violations ?? []) {
    const key = `${v.rule} ${lang} ${p} ${v.targets.join('|')}`;
    if (!findings.has(key)) findings.set(key, { ...v, where });
  }
  checked.add(`${lang} ${p}`);
  return lang;
}

/**
 * checkA11y for a page a journey passes through again (sign-in after a buy button, say): checks it
 * only if its path has not been checked in both languages in this file yet.
 */
export async function checkA11yOnce(page: Page, note?: string) {
  const p = pathOf(page.url());
  if (p && checked.has(`id ${p}`) && checked.has(`en ${p}`)) return;
  await checkA11y(page, note);
}

/**
 * One tab per language (per browser) renders the twins. Reusing it keeps the browser's cache warm
 * (scripts neither fetched nor compiled again: about 1.5 s less per twin on a loaded machine); its
 * cookies and storage are replaced by the checked page's before each twin, so it starts as a new
 * context would.
 */
const twinTabs = new WeakMap<Browser, Map<Lang, Promise<Page>>>();

function twinTab(browser: Browser, lang: Lang): Promise<Page> {
  let tabs = twinTabs.get(browser);
  if (!tabs) twinTabs.set(browser, (tabs = new Map()));
  let tab = tabs.get(lang);
  if (!tab) {
    // Not watched (its pages are checks, not visits).
    tab = browser.newContext().then(async (context) => {
      await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
      const twin = await context.newPage();
      countRequests(twin);
      return twin;
    });
    tabs.set(lang, tab);
  }
  return tab;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Renders `url` in the other language with the checked page's cookies and storage, and checks it. */
async function checkTwin(browser: Browser, lang: Lang, url: string, viewport: { width: number; height: number }, state: StorageState, note: string | undefined) {
  const twin = await twinTab(browser, lang);
  const origin = new URL(url).origin;
  await twin.setViewportSize(viewport);
  // A plain document of the site, to reset its storage before the app starts.
  await twin.goto(`${origin}/robots.txt`);
  await twin.context().clearCookies();
  if (state.cookies.length) await twin.context().addCookies(state.cookies);
  const local = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await twin.evaluate(async (items) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
    const dbs = (await indexedDB.databases?.()) ?? [];
    await Promise.all(
      dbs.map(
        (d) =>
          new Promise<void>((resolve) => {
            if (!d.name) return resolve();
            const req = indexedDB.deleteDatabase(d.name);
            req.onsuccess = req.onerror = req.onblocked = () => resolve();
          }),
      ),
    );
  }, local);
  const t0 = Date.now();
  // The page URL decides the language (English under /en): the twin opens the other language's URL.
  const u = new URL(url);
  await twin.goto(u.origin + switchLocalePath(`${u.pathname}${u.search}${u.hash}`, lang));
  if (process.env.A11Y_DEBUG) console.warn(`[a11y] twin ${lang} ${url} loaded in ${Date.now() - t0} ms`);
  // Recorded under the path it settled on: if the twin was sent elsewhere, this path is still
  // unchecked in that language and the gate says so.
  await record(twin, note ? `${note}, other language` : 'other language');
}

/**
 * Checks the page as it is now (call it where the page has settled on something worth checking:
 * each page a journey visits, and states such as a form showing its errors), and the same URL in
 * the other language the first time this path is checked (rendered beside it, in a tab of its
 * own with the same cookies and storage, so the same student). A check of a state already
 * checked in this file (same DOM, viewport, scroll and focus) is not run again.
 */
export async function checkA11y(page: Page, note?: string) {
  // Settled first, so that the cookies the twin gets are the ones the page ended up with.
  await settle(page);
  const lang = await langOf(page);
  const other: Lang = lang === 'id' ? 'en' : 'id';
  const p = pathOf(page.url());
  const browser = page.context().browser();
  const twin = p && browser && !checked.has(`${other} ${p}`) ? checkTwin(browser, other, page.url(), page.viewportSize() ?? DESKTOP, await page.context().storageState(), note) : null;
  // The twin loads while axe runs here; both are awaited (and both failures reported).
  const [own, theirs] = await Promise.allSettled([record(page, note), twin]);
  if (own.status === 'rejected') throw own.reason;
  if (theirs.status === 'rejected') throw theirs.reason;
}

/**
 * Checks a page with an overlay (dialog, drawer) open and again once it was closed (issue 25): a
 * modal hides the page around it (aria-hidden on the body's other children) and must give it back
 * whole, which a check made before the overlay ever opened cannot see. `open` and `close` act and
 * wait for the overlay to show and to go. Only this page (no other-language twin: the twin cannot
 * open the overlay); a closed state the same as one already checked is not run again.
 */
export async function checkA11yAfterOverlay(page: Page, open: () => Promise<void>, close: () => Promise<void>, note: string) {
  await open();
  await record(page, `${note}, open`);
  await close();
  // Tabster (Fluent's focus manager) gives the page back its aria-hidden 250 ms after the modal
  // went; wait for that, but no longer than a second: what is still hidden then is the finding.
  await page
    .waitForFunction(() => ![...document.body.children].some((el) => el.getAttribute('aria-hidden') === 'true' && el.querySelector('a[href], button, input, [tabindex]')), undefined, {
      timeout: 1000,
    })
    .catch(() => undefined);
  await record(page, `${note}, after closing`);
}

/** What the gate would say now (null: nothing), and forgets it: the gate's own test uses it. */
export function takeA11yReport(): string | null {
  const unchecked = [...new Set(visits.filter((v) => !v.replaced).map((v) => v.path))].filter((p) => !checked.has(`id ${p}`) || !checked.has(`en ${p}`));
  const lines: string[] = [];
  if (unchecked.length) {
    lines.push(`Pages visited but not checked for accessibility in both languages (call checkA11y(page) once each has settled):`);
    for (const p of unchecked) lines.push(`  - ${p} (checked in: ${['id', 'en'].filter((l) => checked.has(`${l} ${p}`)).join(', ') || 'none'})`);
  }
  if (findings.size) {
    lines.push(`${findings.size} serious or critical accessibility violation(s):`);
    for (const f of findings.values()) {
      lines.push(`  - ${f.rule} (${f.impact}) on ${f.where}: ${f.help}`);
      lines.push(`    ${f.helpUrl}`);
      for (const t of f.targets.slice(0, 8)) lines.push(`    · ${t}`);
      if (f.targets.length > 8) lines.push(`    · … and ${f.targets.length - 8} more`);
    }
  }
  visits.length = 0;
  findings.clear();
  return lines.length ? lines.join('\n') : null;
}

// The gate, in every test file that imports this module.
afterEach(() => {
  const text = takeA11yReport();
  if (text) throw new Error(text);
});

// ------------------------------------------------------------------ screenshots

/** Saves a screenshot under test-results/screens for a person to look at (never a tracked file). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}
