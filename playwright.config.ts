import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests in the system Chromium (never a downloaded browser) against
 * the production build, served by e2e/support/e2e-server.ts on throw-away
 * embedded databases. `npm run test:e2e` builds first.
 *
 * Each feature folder under e2e/ gets its own server and database (ports
 * E2E_PORT, E2E_PORT + 1, …), run at phone and desktop sizes: a feature's
 * tests choose their dates and times knowing only their own bookings, so
 * features never fill each other's slots or statistics.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

// E2E_FEATURES=menu,settings runs only those folders (and starts only their servers), for quick local runs.
const onlyFeatures = process.env.E2E_FEATURES?.split(',').filter(Boolean);
const features = readdirSync('e2e')
  .filter((name) => name !== 'support' && statSync(join('e2e', name)).isDirectory())
  .filter((name) => !onlyFeatures || onlyFeatures.includes(name))
  .sort();

/**
 * Folders whose every test runs at both sizes: where customers arrive, mostly on phones. In the admin
 * folders, a test runs at phone size only when tagged PHONE_TOO (e2e/support/viewports.ts): the layout and
 * axe checks at 390 px, not every workflow twice.
 */
const BOTH_SIZES_FEATURES = new Set(['public', 'booking', 'auth', 'routes', 'manage', 'languages']);

/** Folders whose server sends its e-mails over real SMTP to a test server in its process (e2e-server.ts). */
const SMTP_CAPTURE_FEATURES = new Set(['manage', 'languages', 'messaging', 'receipts', 'deposits', 'deposits-expiry']);

/** Folders whose server talks to a fake LINE Messaging API and a fake WhatsApp Cloud API in its process (e2e-server.ts). */
const FAKE_LINE_FEATURES = new Set(['messaging']);

/** Folders whose server talks to a fake Stripe in its process (e2e-server.ts): Stripe is salon-wide, so its own server. */
const FAKE_STRIPE_FEATURES = new Set(['deposits-stripe']);
/** Folders whose server reads a clock the tests shift (e2e-server.ts): its own server, the others keep real time. */
const SHIFTED_CLOCK_FEATURES = new Set(['deposits-expiry']);

const viewports = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

const projects: NonNullable<PlaywrightTestConfig['projects']> = [];
/** The launcher's readiness port, after the features' ports. */
const readyPort = basePort + features.length;
/** What e2e/support/e2e-servers.ts starts: one server per feature folder, each on its own port and data folder. */
const servers: { feature: string; port: number; env: Record<string, string> }[] = [];

/**
 * A feature's data folder, made once by the runner: this file is read again by every worker, which finds
 * the runner's folder in the environment it inherited (tests read the e-mails received there).
 */
function featureDataDir(feature: string): string {
  const name = `E2E_DATA_DIR_${feature.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  process.env[name] ??= mkdtempSync(join(tmpdir(), `salon-e2e-${feature}-`));
  return process.env[name];
}

features.forEach((feature, index) => {
  const port = basePort + index;
  const baseURL = `http://localhost:${port}`;
  // The smoke test at the top of e2e/ runs with the public pages.
  const testMatch =
    feature === 'public' ? [`${feature}/**/*.spec.ts`, /e2e\/smoke\.spec\.ts$/] : `${feature}/**/*.spec.ts`;
  for (const [size, device] of Object.entries(viewports)) {
    projects.push({
      name: `${feature}-${size}`,
      testMatch,
      // A `*.desktop.spec.ts` changes a salon-wide setting: it runs once, in the desktop project, since the two
      // projects of a feature share one database and would refuse each other's stale version.
      ...(size === 'phone' ? { testIgnore: /\.desktop\.spec\.ts$/ } : {}),
      ...(size === 'phone' && !BOTH_SIZES_FEATURES.has(feature) ? { grep: /@phone/ } : {}),
      use: { ...device, baseURL, launchOptions: chromium },
    });
  }
  servers.push({
    feature,
    port,
    env: {
      DATA_DIR: featureDataDir(feature),
      LOG_LEVEL: 'warn',
      ...(SMTP_CAPTURE_FEATURES.has(feature) ? { E2E_SMTP_CAPTURE: '1' } : {}),
      ...(FAKE_LINE_FEATURES.has(feature) ? { E2E_FAKE_LINE: '1' } : {}),
      ...(FAKE_STRIPE_FEATURES.has(feature) ? { E2E_FAKE_STRIPE: '1' } : {}),
      ...(SHIFTED_CLOCK_FEATURES.has(feature) ? { E2E_SHIFTED_CLOCK: '1' } : {}),
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
  });
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Long journeys (the calendar's day walk signs in and loads six days) took 30 s and more on the two
  // shared cores at a load of 15: the limit is for a test that hangs, not for a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Separate folders per port, so parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${basePort}`,
  use: { trace: 'retain-on-failure', launchOptions: chromium },
  projects,
  // One launcher for every feature's server: Playwright would start a list of servers one after the other.
  webServer: {
    command: 'tsx e2e/support/e2e-servers.ts',
    url: `http://127.0.0.1:${readyPort}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_SERVERS_READY_PORT: String(readyPort) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
