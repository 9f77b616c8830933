import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'documents', root: 'packages/documents', include: ['src/**/*.test.ts'] } },
      { test: { name: 'sepa', root: 'packages/sepa', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
    ],
  },
});
