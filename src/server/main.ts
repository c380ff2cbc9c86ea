/**
 * Process entry: read the environment, open and migrate the database, seed an empty
 * one, serve HTTP, and shut down gracefully on SIGTERM/SIGINT (finish the
 * requests in flight, then close the database so PGlite's files stay clean).
 * Every failure to start ends the process with one sentence saying what and
 * how to fix it.
 */
import { count, isNotNull } from 'drizzle-orm';
import { placeholderContactsIn, salon } from '../config/salon.ts';
import { createApp } from './app.ts';
import { backupRequestHandler } from './db/backup-requests.ts';
import { DatabaseOpenError, openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { serveApp } from './http/http-server.ts';
import { embeddedDatabaseExists, PrepareDatabaseError, prepareInChildProcess } from './db/prepare-in-child.ts';
import { staff } from './db/schema.ts';
import { listenForServerRequests } from './db/server-requests.ts';
import { seedDatabase, type SeedResult } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { createMailWorker } from './mail/mail-worker-from-environment.ts';
import { bookingRateLimitFromEnv } from './services/booking/booking-rate-limit.ts';
import { readSalonFacts } from './services/settings/read-salon-facts.ts';
import { readSetupChecklist } from './services/content/setup-checklist.ts';
import { SETUP_ITEM_NAMES, SETUP_ITEM_PAGES, setupItemsLeft } from '../domain/setup-checklist.ts';
import { retentionPolicy, retentionRules } from './services/retention/retention-rules.ts';
import { createRetentionSweeper } from './services/retention/retention-sweeper.ts';
import { createEmbeddedMaintenance } from './services/maintenance/embedded-maintenance.ts';
import { createDepositExpiry } from './services/deposits/expire-deposits.ts';
import { firstStaffLoginInstructions, staffRequestHandler } from './services/staff/staff-command.ts';
import { readEnvironment, EnvironmentError } from './environment.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const logger = createLogger();

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function start(): Promise<void> {
  const environment = readEnvironment();
  // A new embedded database is created, migrated and seeded by a short-lived child process, so that
  // work's WebAssembly memory never becomes the server's (db/prepare-in-child.ts, decision 023).
  let preparedInChild: SeedResult | undefined;
  const handle: DatabaseHandle = environment.databaseUrl
    ? await openDatabase({ databaseUrl: environment.databaseUrl })
    : await openDatabase({
        dataDir: environment.dataDir,
        beforeOpen: async (absoluteDir) => {
          if (!embeddedDatabaseExists(absoluteDir)) {
            preparedInChild = await prepareInChildProcess(absoluteDir, import.meta.url);
          }
        },
      });

  try {
    let seeded = preparedInChild;
    if (!seeded) {
      await handle.migrate();
      seeded = await seedDatabase(handle.db, salon.emailDomain);
    }
    if (seeded.categoriesSeeded) logger.info('seeded the service catalogue');
    if (seeded.techniciansSeeded) logger.info('seeded the four technicians');
    const [logins] = await handle.db.select({ value: count() }).from(staff).where(isNotNull(staff.passwordHash));
    if ((logins?.value ?? 0) === 0) {
      console.log(firstStaffLoginInstructions(environment, process.cwd()));
    }
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }

  const app = createApp({
    db: handle.db,
    engine: handle.engine,
    clock: () => new Date(),
    logger,
    salon,
    publicUrl: environment.publicUrl,
    production: environment.production,
    clientDir: environment.clientDir,
    messaging: environment.messaging,
  });

  // Limits for a server a client may reach directly: 10 s for headers, 30 s for a request, 65 s idle
  // keep-alive (http/http-server.ts, decision 192).
  const server = serveApp({ fetch: app.fetch, port: environment.port, hostname: environment.host });
  // Delivers the e-mail outbox (SMTP_URL); stopped before the database closes.
  const mailWorker = createMailWorker({
    db: handle.db,
    settings: environment,
    salon,
    clock: () => new Date(),
    logger,
    messaging: environment.messaging,
  });
  mailWorker.start();
  // Forgets what only traffic made (rate-limit hits, expired sessions and links; decision 190); stopped
  // before the database closes.
  const retention = createRetentionSweeper({
    db: handle.db,
    rules: retentionRules(
      retentionPolicy({ bookingWindowMs: bookingRateLimitFromEnv().windowMs, timeZone: salon.timeZone }),
    ),
    clock: () => new Date(),
    logger,
  });
  retention.start();
  // The embedded database has no autovacuum: the server vacuums and analyzes it at night (decision 217).
  const maintenance =
    handle.engine === 'pglite'
      ? createEmbeddedMaintenance({ db: handle.db, clock: () => new Date(), timeZone: salon.timeZone, logger })
      : null;
  maintenance?.start();
  // Releases the time of holds whose deposit did not arrive by its deadline (decision 252).
  const depositExpiry = createDepositExpiry({
    db: handle.db,
    clock: () => new Date(),
    logger,
    mail: { salon, publicUrl: environment.publicUrl },
  });
  depositExpiry.start();
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await mailWorker.stop().catch(() => {});
    await retention.stop().catch(() => {});
    await maintenance?.stop().catch(() => {});
    await depositExpiry.stop().catch(() => {});
    await handle.close().catch(() => {});
    if (error.code === 'EADDRINUSE') {
      fail(
        `Port ${environment.port} is already in use. Stop the other program or start with another port: PORT=3001 npm start`,
      );
    }
    fail(`The web server could not start: ${error.message}`);
  });
  server.on('listening', () => {
    const engine = handle.engine === 'pglite' ? `embedded database in ${environment.dataDir}` : 'PostgreSQL';
    logger.info({ port: environment.port, engine: handle.engine }, 'listening');
    console.log(`Salon website running at http://localhost:${environment.port} (${engine})`);
    void warnAboutPlaceholderContacts().then(printSetupLeft);
  });

  // The shipped example contacts must never reach customers unnoticed (the admin says so too).
  async function warnAboutPlaceholderContacts(): Promise<void> {
    try {
      const { details } = await readSalonFacts({ db: handle.db, salon, now: new Date() });
      const placeholders = placeholderContactsIn(details);
      if (placeholders.length === 0) return;
      logger.warn({ placeholders }, 'the salon details still hold the example contacts');
      console.warn(
        `Warning: customers see example contact details (${placeholders.join(', ')}). ` +
          'An owner replaces them in the admin: Settings → Salon details.',
      );
    } catch (error) {
      logger.error({ err: error }, 'reading the salon details failed');
    }
  }

  // The first-run checklist, as the dashboard shows it to owners (decision 244); the contacts are warned above.
  async function printSetupLeft(): Promise<void> {
    try {
      const left = setupItemsLeft((await readSetupChecklist(handle.db, salon)).items).filter(
        (item) => item !== 'details',
      );
      if (left.length === 0) return;
      console.log(
        `Setup left: ${left.map((item) => `${SETUP_ITEM_NAMES[item]} (${SETUP_ITEM_PAGES[item]})`).join(', ')}. ` +
          'The dashboard lists them for owners until each is done or dismissed.',
      );
    } catch (error) {
      logger.error({ err: error }, 'reading the setup checklist failed');
    }
  }

  // `npm run backup` and `npm run staff` ask the running server (only it may open the embedded database).
  const stopServingRequests =
    handle.engine === 'pglite'
      ? listenForServerRequests(
          environment.dataDir,
          { backup: backupRequestHandler(handle.db), staff: staffRequestHandler(handle.db) },
          logger,
        )
      : () => {};

  let shuttingDown = false;
  const shutDown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopServingRequests();
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      logger.error('requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    server.close(async () => {
      await mailWorker
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping the mail worker failed'));
      await retention
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping the retention sweep failed'));
      await maintenance
        ?.stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping the database maintenance failed'));
      await depositExpiry
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping the deposit expiry failed'));
      await handle.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutDown('SIGTERM'));
  process.on('SIGINT', () => shutDown('SIGINT'));
}

start().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError ||
    error instanceof PrepareDatabaseError ||
    error instanceof EnvironmentError
  ) {
    fail(error.message);
  }
  logger.error({ err: error }, 'start failed');
  fail(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
});
