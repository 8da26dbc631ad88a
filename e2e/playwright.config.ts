import { defineConfig } from '@playwright/test';

/** End-to-end tests in Debian's Chromium against the real server (never `playwright install`). */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Test domains (staging.localhost, …) resolve to this machine.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
});
