import { defineConfig } from 'vitest/config';

// Pure computation with exhaustive and property tests: a time limit that catches a hang, not a busy machine
// (issue 19: the two cores may be loaded by other work while the suite runs).
const PURE_TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'documents',
          root: 'packages/documents',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'sepa',
          root: 'packages/sepa',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TEST_TIMEOUT_MS,
        },
      },
      'packages/einvoice/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
    ],
  },
});
