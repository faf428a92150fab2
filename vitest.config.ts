import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (*.test.ts[x]); server integration tests use a fresh PGlite
// per file, or a throwaway database on the PostgreSQL server named by DATABASE_URL.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // The main process mostly waits, so every core runs a test file.
    maxWorkers: os.availableParallelism(),
    // Migrated and seeded template databases, built once per run and copied by each test file.
    globalSetup: ['src/server/testing/global-setup.ts'],
  },
});
