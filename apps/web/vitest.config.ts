import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each test renders a whole screen in jsdom: with the two cores loaded by other work (issue 19) that takes
    // seconds, so the limit catches a hang, not a busy machine.
    testTimeout: 60_000,
  },
});
