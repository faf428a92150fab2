import { defineConfig } from 'vitest/config';

// Browser journeys: Debian's Chromium driven by playwright-core against the real server
// (started once by the global setup on a fresh data folder, seeded, serving dist/web).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
    pool: 'forks',
  },
});
