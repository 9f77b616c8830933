import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Drives the built app (API + SPA from one process) in Debian's Chromium, on a fresh
// PGlite data directory seeded with the demo data.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // RATE_LIMITS=off: the specs log in as the demo admin far more often than the login limit allows a person;
  // the limits have their own integration test (apps/api/src/plugins/rate-limits.test.ts).
  webServer: {
    command: `rm -rf .e2e-data-${port} && DATA_DIR=$PWD/.e2e-data-${port} PORT=${port} HOST=localhost LOG_LEVEL=warn RATE_LIMITS=off ../node_modules/.bin/tsx ../apps/api/src/main.ts`,
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
