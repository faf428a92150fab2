/**
 * Server-side rendering seen from Chromium (issue 23): every public page type arrives rendered,
 * hydrates without a console error or warning (React reports a hydration mismatch as one), and
 * does not fetch again the data the server sent in #lm-data; with JavaScript off the content is
 * there all the same. Axe checks of these pages are the other journeys' (this file drives the
 * browser directly, so it does not take part in the accessibility gate).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, DESKTOP, PHONE, startApp } from './browser.js';
import { registerStudent } from './learning-support.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  // The server's first render loads the SSR bundle: not any one page's time.
  await fetch(`${baseUrl}/`);
});
afterAll(async () => {
  await browser?.close();
});

/** The first link of a server-rendered page whose path matches `pattern` (the page's HTML, no JavaScript). */
async function firstLink(from: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseUrl}${from}`)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').find((href) => pattern.test(href));
  expect(found, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return found!;
}

/** "METHOD /path?query" of each call the server recorded for the page (ssr/transfer.ts keys). */
function recordedCalls(html: string): Set<string> {
  const start = html.indexOf('id="lm-data">');
  expect(start, 'the page carries its data').toBeGreaterThan(-1);
  const json = html.slice(start + 'id="lm-data">'.length, html.indexOf('</script>', start));
  const data = JSON.parse(json) as { transfer: [string, number, unknown][] };
  return new Set(data.transfer.map(([key]) => key.split(' ').slice(0, 2).join(' ')));
}

const API = /^\/(web|v2|student-api)\//;

/**
 * The page's console errors and warnings and its uncaught errors, as they come (React reports a
 * hydration mismatch as one). Every console error counts, a failed request's too (the push
 * worker's probe answers 204 while push is off, not 404).
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Loads `path` with JavaScript: console problems and the API calls made after the HTML arrived. */
async function visit(path: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (API.test(url.pathname)) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
  const html = (await response?.text()) ?? '';
  // A guest's page starts its app when the visitor acts on it (boot-script.ts).
  await startApp(page);
  // Hydrated: React attaches its handlers to #root.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await context.close();
  return { status: response?.status() ?? 0, html, problems, calls };
}

describe('public pages hydrate cleanly, without fetching their data again', () => {
  const pages: [string, () => Promise<string>][] = [
    ['home', async () => '/'],
    ['home in English', async () => '/en'],
    ['courses', async () => '/courses'],
    ['a course', () => firstLink('/courses', /^\/courses\/[^/]+$/)],
    ['a course in English', async () => `/en${await firstLink('/courses', /^\/courses\/[^/]+$/)}`],
    ['a package', () => firstLink('/course/package', /^\/course\/package\/[^/]+$/)],
    ['a bootcamp', () => firstLink('/bootcamps', /^\/bootcamps\/[^/]+$/)],
    ['a webinar', () => firstLink('/webinars', /^\/webinars\/[^/]+$/)],
    ['a microlearning', () => firstLink('/microlearnings', /^\/microlearnings\/[^/]+$/)],
    ['prakerja', async () => '/prakerja'],
    ['a prakerja class', () => firstLink('/prakerja', /^\/prakerja\/[^/]+$/)],
    ['articles', async () => '/articles'],
    ['an article', () => firstLink('/articles', /^\/articles\/(?!category)[^/]+$/)],
    ['an instructor', async () => firstLink(await firstLink('/courses', /^\/courses\/[^/]+$/), /^\/instructor\/[^/]+$/)],
    ['the instructor list, page 2', async () => '/instructor?page=2'],
    ['the instructor list searched, in English', async () => '/en/instructor?q=data'],
    ['search results', async () => '/search?keyword=excel'],
    ['an information page', async () => '/user/aboutus'],
  ];
  for (const [name, pathOf] of pages) {
    it(name, async () => {
      const path = await pathOf();
      const { status, html, problems, calls } = await visit(path);
      expect(status, path).toBe(200);
      expect(html, 'rendered on the server').not.toContain('<div id="root"></div>');
      expect(problems, `console of ${path}`).toEqual([]);
      const recorded = recordedCalls(html);
      expect(recorded.size).toBeGreaterThan(0);
      expect(
        calls.filter((c) => recorded.has(c)),
        `calls of ${path} made again in the browser`,
      ).toEqual([]);
    });
  }
});

describe('without JavaScript', () => {
  it('a course page shows its title and price', async () => {
    const path = await firstLink('/courses', /^\/courses\/[^/]+$/);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const heading = page.locator('main h1').first();
    await expect(heading.isVisible()).resolves.toBe(true);
    expect((await heading.innerText()).length).toBeGreaterThan(3);
    expect(await page.locator('main').innerText()).toMatch(/Rp|Gratis/);
    await context.close();
  });

  it('the English home page shows its sections in English', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    expect(await page.locator('body').innerText()).toContain('Sign in');
    expect(await page.locator('main').innerText()).toMatch(/Rp/);
    await context.close();
  });
});

describe('below the first screen: hydrated (and its code loaded) when seen', () => {
  /** Opens `path` on a phone, notes the chunks requested, then scrolls to the bottom. */
  async function scrollThrough(path: string) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const chunks: string[] = [];
    const documents: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) chunks.push(url.pathname.slice('/assets/'.length));
      if (req.resourceType() === 'document') documents.push(url.pathname);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await startApp(page);
    await page.waitForSelector('html[data-interactive]');
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const before = [...chunks];
    for (let i = 0; i < 40 && (await page.evaluate(() => window.innerHeight + window.scrollY < document.body.scrollHeight - 2)); i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    return { page, context, problems, before, after: [...chunks], documents };
  }
  const named = (list: string[], name: string) => list.some((c) => c.startsWith(`${name}-`));

  it('home: the footer waits for the scroll, hydrates without a mismatch, and its links then navigate in the app', async () => {
    const { page, context, problems, before, after, documents } = await scrollThrough('/');
    try {
      expect(named(before, 'Footer'), 'the footer code before scrolling').toBe(false);
      expect(named(after, 'Footer'), 'the footer code after scrolling').toBe(true);
      expect(problems).toEqual([]);
      // Hydrated: React Router handles the click (no new document request).
      await page.locator('footer').getByRole('link', { name: 'Karier' }).click();
      await page.waitForURL((u) => u.pathname === '/careers');
      expect(documents).toEqual(['/']);
    } finally {
      await context.close();
    }
  });

  it('a navigation from a page whose lower parts are still dehydrated completes (no scroll first)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      await startApp(page);
      await page.waitForSelector('html[data-interactive]');
      // A category tile: the first screen, so hydrated; the footer below is not.
      const tile = page.locator('[data-testid="home-section-categories"] a').first();
      const href = new URL((await tile.getAttribute('href'))!, baseUrl).pathname;
      await tile.click();
      await page.waitForURL((u) => u.pathname === href, { timeout: 15_000 });
      await page.getByTestId('category-page').waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.querySelectorAll('footer').length)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a page React renders again on the client (its HTML did not match) still shows its lower parts', async () => {
    const path = await firstLink('/courses', /^\/courses\/[^/]+$/);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      // The page's heading altered in its HTML: React throws the HTML above the lower parts away
      // and renders them anew during the first hydration; their boxes start empty, so no
      // "when seen" can open them: they must render at once.
      await page.route(`${baseUrl}${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, '$1Judul yang lain');
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await startApp(page);
      await page.waitForSelector('html[data-interactive]');
      await page.getByTestId('rating-summary').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').first().textContent()).not.toBe('Judul yang lain');
    } finally {
      await context.close();
    }
  });

  it('a course page: reviews and related rows load when scrolled to and hydrate without a mismatch', async () => {
    const path = await firstLink('/courses', /^\/courses\/[^/]+$/);
    const { context, problems, before, after } = await scrollThrough(path);
    try {
      expect(named(before, 'Reviews'), 'the reviews code before scrolling').toBe(false);
      expect(named(after, 'Reviews'), 'the reviews code after scrolling').toBe(true);
      expect(named(after, 'Related'), 'the related rows code after scrolling').toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a signed-in student', () => {
  it('a server-rendered course page hydrates without a mismatch, then shows the account and the reviews', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    try {
      // The server renders for a guest; the session is read only after hydration (main.tsx), so
      // the signed-in header is an update, not a mismatch that throws the page's HTML away.
      await registerStudent(baseUrl, context, 'Hidrasi Masuk', `hydrate-${Date.now()}@belajar.local`, 'Belajar123!');
      const path = await firstLink('/courses', /^\/courses\/[^/]+$/);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.getByTestId('header-bell').waitFor({ timeout: 15_000 });
      await page.getByTestId('rating-summary').first().waitFor({ timeout: 15_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('navigations after the first page', () => {
  it("once the preload map has arrived, a navigation asks for the page's whole chunk chain at once", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    try {
      // The entry lists only the chunk each route imports; the rest of the chain comes from the map
      // (vite.config.ts deferredPreloads, platform/preloadDeps.ts), fetched once the page is idle.
      const mapResponse = page.waitForResponse((r) => /\/assets\/preload-deps-[\w-]+\.json$/.test(new URL(r.url()).pathname));
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      await startApp(page);
      const map = (await (await mapResponse).json()) as { files: string[]; deps: Record<string, number[]> };
      const course = await firstLink('/courses', /^\/courses\/[^/]+$/);
      const pageChunk = map.files.findIndex((f) => /\/CourseDetailPage-[\w-]+\.js$/.test(f));
      const chain = (map.deps[pageChunk] ?? []).map((i) => map.files[i]!).filter((f) => f.endsWith('.js'));
      expect(chain.length, "the course page's chunk has dependencies in the map").toBeGreaterThan(3);
      // A navigation inside the app (no new document): every chunk of the chain is preloaded.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, course);
      await page.getByTestId('course-detail').waitFor({ timeout: 20_000 });
      const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
      expect(chain.map((f) => `/${f}`).filter((f) => !preloaded.includes(f))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a guest's page waits for its visitor; a signed-in one starts after its first paint", () => {
  /** The app's scripts (the build's chunks, not the boot script) the page asked for. */
  const appScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[\w-]+\.js$/.test(new URL(e.name).pathname) && !/\/assets\/boot-/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
    );

  it('home on a phone: reading and scrolling load no script; a press on the menu button starts the app and opens the menu', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForTimeout(1500);
      expect(await appScripts(page), 'scripts loaded before the visitor acted').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The press comes before the app: it is held, the app starts, and the press is done again.
      const menu = page.getByRole('button', { name: 'Buka menu' });
      await menu.tap();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      expect((await appScripts(page)).length).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('text typed into the header box before the app is there is what the app searches for', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    try {
      // The entry held back a while: the typing happens before and during the hydration.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 60_000 });
      const box = page.locator('header input[name="keyword"]').first();
      await box.click();
      await page.keyboard.type('excel');
      release();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => box.inputValue()).toBe('excel');
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === 'excel', { timeout: 15_000 });
      // Searched in the app: no second document.
      expect(documents).toEqual(['/']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a signed-in student's page asks for its scripts only once it has painted, then hydrates", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    try {
      await registerStudent(baseUrl, context, 'Lukis Dulu', `paint-${Date.now()}@belajar.local`, 'Belajar123!');
      const path = await firstLink('/courses', /^\/courses\/[^/]+$/);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      // No act of the visitor: the session starts the app. App marks `<html data-interactive>` from an effect (never on the server).
      await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 15_000 });
      // The paint's own entry carries when it was presented (later than the frame that drew it, in
      // which the boot script's timer is queued): the stylesheet's arrival is the bound to hold.
      const styles = await page.evaluate(
        () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => /\/assets\/combined\.css/.test(e.name))?.responseEnd ?? Number.NaN,
      );
      const image = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/media\/covers\//.test(e.name))?.startTime ?? Number.NaN);
      const scripts = await appScripts(page);
      expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(5);
      expect(Math.min(...scripts), 'no script asked for before the stylesheet is in').toBeGreaterThanOrEqual(styles);
      expect(image, 'the cover asked for before the scripts').toBeLessThan(Math.min(...scripts));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
