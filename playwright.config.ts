import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests in the system Chromium (never a downloaded browser) against
 * the production build, served by e2e/support/e2e-server.ts on a throw-away
 * embedded database. `npm run test:e2e` builds first.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'salon-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Separate folders per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'tsx e2e/support/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
