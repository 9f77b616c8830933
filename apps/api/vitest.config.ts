import { defineConfig } from 'vitest/config';

// Integration tests run on an in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set
// (a migrated template database is copied once per test file).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
