/**
 * How the browser tests find their browser on a fresh machine (find-browser.ts): CHROME_PATH,
 * then the usual binaries, then apt-get as root, else one clear command. No browser is started.
 */
import { describe, expect, it } from 'vitest';
import { INSTALL_COMMAND, findBrowser, type FindBrowserDeps } from './find-browser.js';

/** A machine with these executables, this user, and apt-get that installs /usr/bin/chromium. */
function machine(files: string[], { root = false, aptFails = false, env = {} as NodeJS.ProcessEnv } = {}) {
  const present = new Set(files);
  const ran: string[] = [];
  const logged: string[] = [];
  const deps: FindBrowserDeps = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (f) => present.has(f),
    isRoot: () => root,
    run: (command, args, runEnv) => {
      ran.push(`${runEnv.DEBIAN_FRONTEND === 'noninteractive' ? '' : '(interactive) '}${command} ${args.join(' ')}`);
      if (aptFails) throw Object.assign(new Error('exit 100'), { stderr: 'E: Unable to locate package chromium' });
      if (args[0] === 'install') present.add('/usr/bin/chromium');
    },
    log: (line) => logged.push(line),
  };
  return { deps, ran, logged };
}

describe('finding the browser', () => {
  it('takes CHROME_PATH first, and says so when it points at nothing', () => {
    const { deps } = machine(['/opt/chrome/chrome', '/usr/bin/chromium'], { env: { CHROME_PATH: '/opt/chrome/chrome' } });
    expect(findBrowser(deps)).toBe('/opt/chrome/chrome');
    const wrong = machine(['/usr/bin/chromium'], { env: { CHROME_PATH: '/nowhere/chrome' } });
    expect(() => findBrowser(wrong.deps)).toThrow(/CHROME_PATH is set to \/nowhere\/chrome/);
  });

  it('finds Debian chromium, then chromium-browser, then google-chrome, also on PATH', () => {
    expect(findBrowser(machine(['/usr/bin/chromium', '/usr/bin/google-chrome']).deps)).toBe('/usr/bin/chromium');
    expect(findBrowser(machine(['/usr/bin/chromium-browser', '/usr/bin/google-chrome']).deps)).toBe('/usr/bin/chromium-browser');
    expect(findBrowser(machine(['/usr/bin/google-chrome']).deps)).toBe('/usr/bin/google-chrome');
    expect(findBrowser(machine(['/usr/local/bin/chromium']).deps)).toBe('/usr/local/bin/chromium');
  });

  it('as root with apt-get and no browser: updates once, installs chromium quietly, and says so', () => {
    const { deps, ran, logged } = machine(['/usr/bin/apt-get'], { root: true });
    expect(findBrowser(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual(['/usr/bin/apt-get update -qq', '/usr/bin/apt-get install -y -qq chromium']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/installing Debian's chromium/);
  });

  it('stops with the one command to run when it cannot install (not root, no apt-get, or apt-get fails)', () => {
    for (const m of [machine(['/usr/bin/apt-get']), machine([], { root: true })]) {
      expect(() => findBrowser(m.deps)).toThrow(INSTALL_COMMAND);
      expect(m.ran).toEqual([]);
    }
    const failing = machine(['/usr/bin/apt-get'], { root: true, aptFails: true });
    expect(() => findBrowser(failing.deps)).toThrow(/Unable to locate package chromium[\s\S]*apt-get install -y chromium/);
  });
});
