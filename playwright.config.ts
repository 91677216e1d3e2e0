import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3198);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // A web process loads a page's code on its first request (next.config.mjs, preloadEntriesOnStart): the first
  // visit of each page in a run waits for it, on a 2-core machine shared by two browsers and the server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's Chromium: this machine cannot download Playwright's own browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/fixtures/serve.ts',
    url: `http://127.0.0.1:${port}/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM to the process group, so serve.ts stops the worker and next, then drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
