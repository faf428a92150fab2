/**
 * `npm run bench -- --desktop`: the desktop app's cold start, by proxy (issue 22). The Electron
 * binary cannot run here, so the renderer's boot is measured in Chromium with the built renderer
 * (out/renderer, `electron-vite build`) served by the app:// protocol handler's own code
 * (createAppProtocolHandler, with its CSP) behind the desktop harness's loopback server, against
 * the SAME files served by a plain static file server in the same run (the ratio is what the
 * handler costs). For each, the median of 5 cold page loads (a fresh browser context each: empty
 * cache and storage; one warm-up load of each first, not counted, so the API's first queries are
 * not billed to whichever goes first), alternating the two:
 *   - first-contentful-paint (PerformanceObserver 'paint');
 *   - the home page's first product card (a MutationObserver installed before the page's scripts
 *     notes performance.now() when the first [data-testid=content-card] appears).
 * The API is this repository's server in-process on PGlite with the seeded catalogue. Target:
 * both under 1 s from the app:// handler. Not a test: the figures go to docs/performance.md by hand.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { must } from '../src/common/must.js';
import { createAppProtocolHandler, mimeType } from '../src/main/appProtocol.js';
import { buildCsp } from '../src/main/csp.js';
import { startAppLoopback } from '../tests/desktop/harness/loopback.js';

const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOADS = Number(process.env.BENCH_DESKTOP_LOADS ?? 5);
const median = (xs: number[]) => must([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)], 'the median of no figures');

/** The plain static file server: the same folder, SPA fallback, no CSP, no handler in between. */
async function staticServer(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.posix.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) file = path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': mimeType(file), 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Load {
  fcp: number;
  card: number;
}

/** One cold load of the home page: a fresh context, timings from the page's own clock. */
async function coldLoad(browser: Browser, origin: string, apiUrl: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 840 } });
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __bench: { fcp?: number; card?: number } };
      w.__bench = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__bench.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="content-card"]')) {
          w.__bench.card = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/?api=${encodeURIComponent(apiUrl)}`);
    await page.waitForFunction(
      () => {
        const b = (window as unknown as { __bench: { fcp?: number; card?: number } }).__bench;
        return b.fcp !== undefined && b.card !== undefined;
      },
      undefined,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => (window as unknown as { __bench: Load }).__bench);
  } finally {
    await context.close();
  }
}

export async function desktopBench(): Promise<void> {
  const root = path.resolve('out/renderer');
  if (!fs.existsSync(path.join(root, 'index.html'))) spawnSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], { stdio: 'inherit' });

  const statics = await staticServer(root);
  // The handler's CSP names the API; its origin is known once the API listens, so the handler is made then.
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const loopback = await startAppLoopback(() => handler);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-desktop-bench-'));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = 'silent';
  process.env.CORS_ORIGINS = [loopback.origin, statics.origin].join(',');
  delete process.env.DATABASE_URL;
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const app = await buildApp({ config: loadConfig(), logger: false, seed: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    handler = createAppProtocolHandler({ rootDir: root, csp: buildCsp({ apiOrigin: apiUrl }) });

    const runs: Record<'app' | 'static', Load[]> = { app: [], static: [] };
    await coldLoad(browser, loopback.origin, apiUrl);
    await coldLoad(browser, statics.origin, apiUrl);
    for (let i = 0; i < LOADS; i++) {
      runs.app.push(await coldLoad(browser, loopback.origin, apiUrl));
      runs.static.push(await coldLoad(browser, statics.origin, apiUrl));
    }
    const row = (name: string, loads: Load[]) => ({
      served: name,
      'first paint ms (median)': Math.round(median(loads.map((l) => l.fcp))),
      'first product card ms (median)': Math.round(median(loads.map((l) => l.card))),
      'card ms (all)': loads.map((l) => Math.round(l.card)).join(' '),
    });
    const appRow = row('app:// handler (loopback)', runs.app);
    const staticRow = row('plain static server', runs.static);
    console.log(`\nDesktop renderer boot, ${LOADS} cold loads each (Chromium ${browser.version()}, ${os.cpus().length} cores)`);
    console.table([appRow, staticRow]);
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `ratio app:// / static: first paint ${ratio(appRow['first paint ms (median)'], staticRow['first paint ms (median)'])}, ` +
        `first card ${ratio(appRow['first product card ms (median)'], staticRow['first product card ms (median)'])}; ` +
        `target < 1000 ms: ${appRow['first product card ms (median)'] < 1000 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await browser.close();
    await app.close();
    await loopback.close();
    await statics.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
