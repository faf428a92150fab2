import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Desktop tests that need machine services (a real secret service for keytar). Not part of the
 * default `vitest run` (whose include is src/** and tests/unit/**). Run inside a throwaway D-Bus
 * session with an unlocked gnome-keyring:
 *   dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets; npx vitest run -c tests/desktop/vitest.config.ts'
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/desktop/**/*.keychain.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    pool: 'forks',
  },
});
