import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Desktop tests that need machine services: a real secret service for keytar (*.keychain.test.ts)
 * and the desktop harness (*.desktop.test.ts: the real main-process wiring in Node, the built
 * renderer in Chromium). Not part of the default `vitest run` (whose include is src/** and
 * tests/unit/**). `npm run test:desktop` builds out/ and runs them inside a throwaway D-Bus session
 * with an unlocked gnome-keyring:
 *   npx electron-vite build && dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets; npx vitest run -c tests/desktop/vitest.config.ts'
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/desktop/**/*.keychain.test.ts', 'tests/desktop/**/*.desktop.test.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 180000,
    // Each harness file starts an API server and a Chromium: one file at a time.
    fileParallelism: false,
    pool: 'forks',
  },
});
