#!/usr/bin/env node
/**
 * `npm run desktop`: builds the desktop app when out/ is missing or older than its sources, makes
 * sure the Electron binary is there (fetching it on first use), then starts Electron.
 *
 * The desktop app is a client: it needs the API server. Start it with `npm start` in another
 * terminal, or point the app elsewhere with LM_API_URL=https://host[:port].
 *
 * Options: --build (always rebuild), --no-build (never build). Other arguments go to Electron.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const skipBuild = args.includes('--no-build');
const electronArgs = args.filter((a) => a !== '--build' && a !== '--no-build');

const outputs = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'].map((p) => path.join(root, p));
const sources = ['src/main', 'src/preload', 'src/common', 'src/renderer', 'electron.vite.config.ts', 'package.json'].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function needsBuild() {
  if (forceBuild) return true;
  if (outputs.some((file) => !existsSync(file))) return true;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > oldestOutput;
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** Path of the Electron executable, or null when the binary was never downloaded. */
function electronBinary() {
  try {
    // node_modules/electron/index.js reads path.txt (written by install.js) and throws without it.
    const resolved = require('electron');
    return typeof resolved === 'string' && existsSync(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

// 1. Build.
if (!skipBuild && needsBuild()) {
  console.log('[desktop] building main, preload and renderer with electron-vite ...');
  if (!run(process.execPath, [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'])) {
    fail('[desktop] electron-vite build failed (see above).');
  }
} else if (!skipBuild) {
  console.log('[desktop] out/ is up to date.');
}

// 2. Electron binary (npm install skips its download on purpose: see allowScripts in package.json).
let electronPath = electronBinary();
if (!electronPath) {
  const installer = path.join(root, 'node_modules/electron/install.js');
  if (!existsSync(installer)) {
    fail('[desktop] The electron package is not installed. Run `npm install` first.');
  }
  console.log('[desktop] The Electron binary is missing; downloading it once (node node_modules/electron/install.js) ...');
  run(process.execPath, [installer]);
  electronPath = electronBinary();
  if (!electronPath) {
    fail(
      '[desktop] The Electron binary could not be downloaded (no internet?).\n' +
        '  Run `node node_modules/electron/install.js` on a machine with internet access, or set\n' +
        '  ELECTRON_MIRROR (e.g. ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/) or\n' +
        '  electron_config_cache to a folder holding the Electron zip, then run `npm run desktop` again.\n' +
        '  The website works without Electron: `npm start` and open it in a browser.',
    );
  }
}

// 3. Start.
const apiUrl = process.env.LM_API_URL || 'http://localhost:3000';
console.log(`[desktop] API server: ${apiUrl} (start it with \`npm start\` in another terminal, or set LM_API_URL).`);
try {
  await fetch(apiUrl, { signal: AbortSignal.timeout(1500) });
} catch {
  console.warn(`[desktop] warning: nothing answers at ${apiUrl} yet; the app will show errors until the API server runs.`);
}

const extra = [];
if (process.platform === 'linux') {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.warn('[desktop] warning: no DISPLAY or WAYLAND_DISPLAY; Electron needs a graphical session (or xvfb-run).');
  }
  // Chromium refuses to start as root unless its OS sandbox is turned off.
  if (typeof process.getuid === 'function' && process.getuid() === 0 && !electronArgs.includes('--no-sandbox')) {
    console.warn('[desktop] running as root: adding --no-sandbox (Chromium requires it for root).');
    extra.push('--no-sandbox');
  }
}

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
// `electron .` runs package.json "main" (out/main/index.js) with the app's name and version.
const child = spawn(electronPath, ['.', ...extra, ...electronArgs], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child.killed) child.kill(signal);
  });
}
child.on('error', (error) => fail(`[desktop] could not start Electron: ${error.message}`));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
