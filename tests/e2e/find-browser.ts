/**
 * The Chromium the browser journeys drive, found rather than installed by hand:
 * 1. CHROME_PATH (or the older CHROMIUM_PATH) when set: that binary, or a clear error;
 * 2. else the first of /usr/bin/chromium, chromium-browser, google-chrome (and the same names on PATH);
 * 3. else, as root on a machine with apt-get, Debian's chromium is installed the way .ci/run does
 *    it (apt-get update once, then apt-get install -y chromium, quietly), saying so on one line;
 * 4. else the run stops with one message naming the one command to run.
 * The global setup calls it once per run and hands the path to every test file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome'] as const;
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

export interface FindBrowserDeps {
  env: NodeJS.ProcessEnv;
  /** Whether a file exists and may be executed. */
  isExecutable(file: string): boolean;
  isRoot(): boolean;
  /** Runs a command to the end (throws when it fails). */
  run(command: string, args: string[], env: NodeJS.ProcessEnv): void;
  log(line: string): void;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export const systemDeps: FindBrowserDeps = {
  env: process.env,
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  run: (command, args, env) => {
    execFileSync(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  },
  log: (line) => console.log(line),
};

/** The first of `names` in /usr/bin, then on PATH. */
function which(names: readonly string[], deps: FindBrowserDeps): string | null {
  const dirs = ['/usr/bin', ...(deps.env.PATH ?? '').split(path.delimiter).filter((d) => d && d !== '/usr/bin')];
  for (const name of names) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (deps.isExecutable(file)) return file;
    }
  }
  return null;
}

function installed(deps: FindBrowserDeps): string | null {
  return which(BROWSER_NAMES, deps);
}

/** The path of the browser to drive (installing Debian's chromium where that is possible). */
export function findBrowser(deps: FindBrowserDeps = systemDeps): string {
  const given = deps.env.CHROME_PATH || deps.env.CHROMIUM_PATH;
  if (given) {
    if (deps.isExecutable(given)) return given;
    const name = deps.env.CHROME_PATH ? 'CHROME_PATH' : 'CHROMIUM_PATH';
    throw new Error(`${name} is set to ${given}, which is not an executable file: point it at a Chrome or Chromium binary, or unset it.`);
  }
  const found = installed(deps);
  if (found) return found;
  const apt = which(['apt-get'], deps);
  if (deps.isRoot() && apt) {
    deps.log("No Chromium for the browser tests: installing Debian's chromium (apt-get update, apt-get install -y chromium)…");
    const env = { ...deps.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      deps.run(apt, ['update', '-qq'], env);
      deps.run(apt, ['install', '-y', '-qq', 'chromium'], env);
    } catch (e) {
      const detail = e instanceof Error && 'stderr' in e ? String((e as { stderr: unknown }).stderr ?? '').trim() : String(e);
      throw new Error(`Installing chromium with apt-get failed${detail ? `:\n${detail}` : ''}\nInstall it with: ${INSTALL_COMMAND.replace(/^sudo /, '')}`);
    }
    const now = installed(deps);
    if (now) return now;
    throw new Error(`apt-get installed chromium but no browser is at /usr/bin/chromium; set CHROME_PATH to its binary.`);
  }
  throw new Error(`The browser tests need Chromium and none is installed. Run: ${INSTALL_COMMAND}  (or set CHROME_PATH to a Chrome or Chromium binary)`);
}
