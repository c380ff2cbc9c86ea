/**
 * Lighthouse on the public pages (`npm run bench:lighthouse`): builds the
 * production client into a temporary folder, serves it with `npm run serve`
 * (NODE_ENV=production, a throw-away DATA_DIR), runs Lighthouse (mobile
 * preset, system Chromium from CHROME_PATH) on the public pages ('/',
 * '/services', '/about', '/booking', '/login', and the home and booking
 * pages in Thai, Russian and Chinese), and writes the figures into
 * docs/benchmarks.md between the lighthouse markers. Options: --runs N
 * (median of N runs per page, default 1), --port N (default 4301),
 * --no-write (print only), --pages /,/booking (only these pages; implies
 * --no-write), --lang xx (the browser's preferred language for every page;
 * default: the page's own), --reports DIR (also keep each run's full Lighthouse JSON
 * there, to read the audits behind a score), --owner-photos (before the server starts, fill the hero,
 * showcase, first gallery slides, tiles and about pictures with 12-megapixel phone photos through the upload
 * service, bench/support/owner-photos.ts: the pages as a salon with its own photos serves them; the docs
 * section is then written between the lighthouse-owner-photos markers).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { splitLanguagePath } from '../src/domain/language-paths.ts';
import { salon } from '../src/config/salon.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { median, option } from './support/command-line.ts';
import { placeOwnerPhotos } from './support/owner-photos.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(option('runs', '1'));
const port = Number(option('port', '4301'));
const write = !args.includes('--no-write') && !args.includes('--pages');
const reportsDir = option('reports', '');
const ownerPhotos = args.includes('--owner-photos');
const marker = ownerPhotos ? 'lighthouse-owner-photos' : 'lighthouse';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The home and booking pages in each other language too: other scripts, fonts and line heights.
const allPaths = [
  '/',
  '/services',
  '/about',
  '/booking',
  '/login',
  '/th',
  '/th/booking',
  '/ru',
  '/ru/booking',
  '/zh',
  '/zh/booking',
];
// --pages /,/booking measures a subset (while working on one page); the docs table is written only for all.
// With the owner's photos: the four pages the photos' Lighthouse target is set for.
const paths = option('pages', (ownerPhotos ? ['/', '/services', '/about', '/booking'] : allPaths).join(',')).split(',');
const origin = `http://localhost:${port}`;

interface PageFigures {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly totalBytes: number;
  readonly scriptBytes: number;
  readonly failedAudits: string[];
}

/** JavaScript the page makes the browser fetch at once for '/': the entry and its modulepreloads, gzip. */
async function initialScriptGzipBytes(clientDir: string): Promise<{ bytes: number; files: string[] }> {
  const html = await (await fetch(`${origin}/`)).text();
  // Server-rendered pages name their modules on /boot.js's element (scripts/prerender.ts), the shell in tags.
  const boot = /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
  if (boot) {
    const modules = [boot[1]!, ...boot[2]!.split(' ').filter(Boolean)];
    const files = ['/boot.js', ...modules];
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file))).length, 0);
    return { bytes, files };
  }
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file))).length, 0);
  return { bytes, files };
}

function allScriptGzipBytes(clientDir: string): number {
  const assets = join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer ${url} within 120 s.`);
}

async function measure(path: string, run: number): Promise<PageFigures> {
  // The browser prefers the page's language, as the visitors a page in that language is for do:
  // a visitor whose browser prefers another sees a suggestion to switch, measured on its own with --lang.
  const language = option('lang', splitLanguagePath(path).language);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ],
  });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}.`);
    const { categories, audits, runtimeError } = result.lhr;
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(reportsDir, `${name}-${run + 1}.json`), JSON.stringify(result.lhr, null, 1));
    }
    if (runtimeError || categories.performance?.score === null) {
      throw new Error(`Lighthouse could not measure ${path}: ${runtimeError?.message ?? 'no performance score'}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = (
      audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items;
    const scriptBytes = (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failedAudits = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
      scriptBytes,
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** A busy shared machine sometimes makes a run fail (no paint recorded in time): try again, twice at most. */
async function measureWithRetry(path: string, run: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(path, run);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${path}: ${error instanceof Error ? error.message : String(error)}; retrying`);
    }
  }
}

function medianFigures(samples: PageFigures[]): PageFigures {
  const first = samples[0]!;
  const pick = (key: keyof Omit<PageFigures, 'path' | 'failedAudits'>) => median(samples.map((sample) => sample[key]));
  return {
    path: first.path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    totalBytes: pick('totalBytes'),
    scriptBytes: pick('scriptBytes'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function report(
  figures: PageFigures[],
  initialJs: { bytes: number; files: string[] },
  allJs: number,
  loadBefore: string,
  loadAfter: string,
): string {
  const date = new Date().toISOString().slice(0, 10);
  const rows = figures.map(
    (page) =>
      `| ${page.path} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${page.fcpMs} | ${page.lcpMs} | ${page.cls} | ${page.tbtMs} | ${kb(page.scriptBytes)} | ${kb(page.totalBytes)} |`,
  );
  const failing = figures
    .filter((page) => page.failedAudits.length > 0)
    .map((page) => `- ${page.path}: ${page.failedAudits.join(', ')}`);
  return [
    `<!-- ${marker}:start -->`,
    ownerPhotos ? "## Public pages with the owner's photos (Lighthouse)" : '## Public pages (Lighthouse)',
    '',
    `Command: \`npm run bench:lighthouse${runs > 1 || ownerPhotos ? ' --' : ''}${runs > 1 ? ` --runs ${runs}` : ''}${ownerPhotos ? ' --owner-photos' : ''}\` (bench/lighthouse.ts: production build into a`,
    'temporary folder, `npm run serve` with `NODE_ENV=production` on a temporary `DATA_DIR`, Lighthouse 12 with its',
    'default mobile preset (simulated slow 4G, 4× CPU slowdown) in the system Chromium, headless).',
    `Measured ${date}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, on two shared cores`,
    `(load average ${loadBefore} before the first run, ${loadAfter} after the last).`,
    '',
    '| page | Perf | A11y | BP | SEO | FCP ms | LCP ms | CLS | TBT ms | JS transfer | total transfer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `JavaScript for \`/\`: ${kb(initialJs.bytes)} gzip, fetched once the page has loaded (boot.js, entry and module preloads: ${initialJs.files.length} files);`,
    `the menu dialog and discount popup load later on their own. All client JavaScript together (admin, booking included): ${kb(allJs)} gzip.`,
    '',
    failing.length > 0 ? 'Audits scoring below 0.9:' : 'No audit scored below 0.9.',
    ...failing,
    ...(ownerPhotos
      ? [
          '',
          'The hero, both showcase pictures, gallery slides 1, 2 and 10, tiles 1-4 and the five about pictures are the',
          "owner's: 4032 x 3024 JPEGs with GPS EXIF uploaded and placed through the upload service before the server started.",
        ]
      : []),
    `<!-- ${marker}:end -->`,
  ].join('\n');
}

function writeReport(section: string): void {
  const file = join(root, 'docs', 'benchmarks.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`wrote ${file}`);
}

async function main(): Promise<void> {
  const clientDir = mkdtempSync(join(tmpdir(), 'salon-lh-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-lh-data-'));
  const env = { ...process.env, CLIENT_DIR: clientDir, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin };
  let server: ChildProcess | undefined;
  try {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build failed.');
    if (ownerPhotos) {
      // The server's own data directory, prepared as the server would and filled before it opens it.
      const handle = await openDatabase({ dataDir });
      try {
        await handle.migrate();
        await seedDatabase(handle.db, salon.emailDomain);
        console.log(`placed ${await placeOwnerPhotos(handle.db)} owner photos of 12 megapixels`);
      } finally {
        await handle.close();
      }
    }
    server = spawn('npm', ['run', 'serve'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer(`${origin}/api/health`, server);
    const figures: PageFigures[] = [];
    const loadBefore = loadAverage();
    for (const path of paths) {
      const samples: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureWithRetry(path, run));
      const page = medianFigures(samples);
      console.log(
        `${page.path}: perf ${page.performance}, a11y ${page.accessibility}, bp ${page.bestPractices}, seo ${page.seo}, FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, CLS ${page.cls}, TBT ${page.tbtMs} ms, ${kb(page.totalBytes)} (load ${loadAverage()})`,
      );
      figures.push(page);
    }
    const section = report(
      figures,
      await initialScriptGzipBytes(clientDir),
      allScriptGzipBytes(clientDir),
      loadBefore,
      loadAverage(),
    );
    console.log(`\n${section}\n`);
    if (write) writeReport(section);
  } finally {
    // The server runs in its own process group (npm -> tsx -> node): end that group only.
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((done) => setTimeout(done, 1500));
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
