import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'einvoice',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // xslt3 compiles the rules once, before any test file starts (about a minute on a cold cache; then
    // node_modules/.cache/einvoice has them), so parallel test files never compile the same rules twice.
    globalSetup: ['src/test-support/compile-rules.ts'],
    // A limit that catches a hang, not a busy machine (issue 19): one rule run is under a second when idle.
    testTimeout: 60_000,
  },
});
