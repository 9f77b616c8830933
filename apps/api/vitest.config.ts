import { defineConfig } from 'vitest/config';

// Integration tests run on an in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set
// (a migrated template database is copied once per test file).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Limits that catch a hang, not a busy machine (issue 19): with the two cores loaded by other work, the
    // demo seed of a beforeAll took more than a minute.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
