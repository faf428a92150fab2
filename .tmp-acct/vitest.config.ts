import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['tests/e2e/account.e2e.test.ts'], globalSetup: ['.tmp-acct/setup.ts'], testTimeout: 60000, hookTimeout: 120000, pool: 'forks' },
});
