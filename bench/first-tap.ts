/**
 * The first tap on a phone (`npm run bench:first-tap`): how soon a public page answers a person who acts as
 * soon as they see it. Chromium on Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * CPU slowed 4x, a 390 px phone screen), through the DevTools protocol.
 *
 * For each page and run, in a fresh browser context (cold cache):
 * - first contentful paint (the browser's own `paint` entry);
 * - hydrated: the app's `app-hydrated` mark (client/app/early-input.ts), when React has taken the page over;
 * - first tap answered: the person's action is made at the first contentful paint, and the page's answer is
 *   awaited. On '/booking' the tap ticks the first treatment and the answer is the date field; on '/' it opens
 *   the menu on a phone and the answer is the open menu dialog.
 * All as milliseconds from navigation start, median of N runs (default 5).
 *
 * Options: --runs N, --port N (default 4302), --url http://host:port (measure a running server instead of
 * building one), --no-write (print only). Results go into docs/benchmarks.md between the first-tap markers.
 */
import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { median, option } from './support/command-line.ts';
import { replaceSection, startBuiltServer } from './support/server.ts';

const args = process.argv.slice(2);
const runs = Number(option('runs', '5'));
const port = Number(option('port', '4302'));
const givenUrl = option('url', '');
const write = !args.includes('--no-write');

const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

interface Journey {
  readonly path: string;
  readonly label: string;
  /** What the person taps at the first paint. */
  readonly tap: string;
  /** What shows when the page has answered the tap (measured in the page, on the first frame it is drawn). */
  readonly answer: string;
}

const journeys: readonly Journey[] = [
  {
    path: '/booking',
    label: 'tick a treatment → date field shown',
    tap: 'input[type="checkbox"][data-service-id]',
    answer: 'select[id$="-date"]',
  },
  {
    path: '/ru/booking',
    label: 'tick a treatment → date field shown',
    tap: 'input[type="checkbox"][data-service-id]',
    answer: 'select[id$="-date"]',
  },
  {
    path: '/',
    label: 'tap the menu button → menu shown',
    tap: 'header button[aria-controls]',
    answer: 'header nav',
  },
];

/**
 * In the page from its start: at the first contentful paint, a tap on the journey's control (the moment a
 * person could first see it), then the first frame in which the answer is drawn (a box on screen). Timed in
 * the page, so the figures do not include the test driver's own delays on a slowed CPU.
 * A string: a function would be shipped with the helpers tsx's compiler adds around it.
 */
function watchFirstTap(journey: Journey): string {
  return `(() => {
    const times = {};
    window.firstTap = times;
    const answered = () => {
      const answer = document.querySelector(${JSON.stringify(journey.answer)});
      if (answer && answer.getClientRects().length > 0) times.answeredAt = performance.now();
      else requestAnimationFrame(answered);
    };
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      const control = document.querySelector(${JSON.stringify(journey.tap)});
      if (!control) return;
      times.tappedAt = performance.now();
      control.click();
      requestAnimationFrame(answered);
    }).observe({ type: 'paint', buffered: true });
  })();`;
}

interface Sample {
  readonly fcpMs: number;
  readonly tappedMs: number;
  readonly answeredMs: number;
  readonly hydratedMs: number;
}

async function measureOnce(browser: Browser, origin: string, journey: Journey): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    await page.addInitScript({ content: watchFirstTap(journey) });
    await page.goto(`${origin}${journey.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0, null, {
      timeout: 30_000,
    });
    // A tap the page never answers (made before /boot.js had arrived, say) is counted as lost, not waited for.
    await page
      .waitForFunction(
        () => (window as unknown as { firstTap: { answeredAt?: number } }).firstTap.answeredAt !== undefined,
        null,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    const [fcpMs, hydratedMs, tappedMs, answeredMs] = await page.evaluate(() => {
      const times = (window as unknown as { firstTap: { tappedAt?: number; answeredAt?: number } }).firstTap;
      return [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        performance.getEntriesByName('app-hydrated')[0]?.startTime ?? -1,
        times.tappedAt ?? -1,
        times.answeredAt ?? -1,
      ];
    });
    return { fcpMs: fcpMs ?? -1, tappedMs: tappedMs ?? -1, answeredMs: answeredMs ?? -1, hydratedMs: hydratedMs ?? -1 };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const server = givenUrl ? { origin: givenUrl, stop: async () => {} } : await startBuiltServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: string[] = [];
  try {
    for (const journey of journeys) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) {
        const sample = await measureOnce(browser, server.origin, journey);
        samples.push(sample);
        console.log(
          `${journey.path} run ${run + 1}: FCP ${sample.fcpMs.toFixed(0)} ms, tapped ${sample.tappedMs.toFixed(0)} ms, answered ${sample.answeredMs.toFixed(0)} ms, hydrated ${sample.hydratedMs.toFixed(0)} ms`,
        );
      }
      const lost = samples.filter((sample) => sample.answeredMs < 0).length;
      const fmt = (pick: (sample: Sample) => number) => {
        const values = samples.map(pick).filter((value) => value >= 0);
        if (values.length === 0) return '–';
        return `${(median(values) / 1000).toFixed(2)} s (${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)})`;
      };
      rows.push(
        `| \`${journey.path}\` | ${journey.label} | ${fmt((s) => s.fcpMs)} | ${fmt((s) => s.tappedMs)} | ${fmt((s) => s.answeredMs)} | ${lost} of ${runs} | ${fmt((s) => s.hydratedMs)} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const section = [
    '## The first tap on a phone',
    '',
    `Command: \`npm run bench:first-tap${runs === 5 ? '' : ` -- --runs ${runs}`}\` (bench/first-tap.ts): production build, Chromium`,
    `throttled as Lighthouse's mobile preset (150 ms RTT, 1.6 Mbps, CPU 4x, 390 px), cold cache each run; the action is`,
    `made at the first contentful paint. Median of ${runs} (min–max), milliseconds from navigation start. Load average`,
    `at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| page | action | first contentful paint | tapped | answered | lost | hydrated (early input replayed) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${section}`);
  if (write && !givenUrl) replaceSection('first-tap', section);
}

await main();
