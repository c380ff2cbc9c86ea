/**
 * `npm run db:migrate`: applies pending migrations (and seeds an empty
 * database) without starting the server. Uses DATABASE_URL when set,
 * otherwise the embedded database in DATA_DIR (the server must be stopped).
 */
import { salon } from '../src/config/salon.ts';
import { DatabaseOpenError, openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { readEnvironment } from '../src/server/environment.ts';

try {
  const environment = readEnvironment();
  const handle = environment.databaseUrl
    ? await openDatabase({ databaseUrl: environment.databaseUrl, poolSize: 2 })
    : await openDatabase({ dataDir: environment.dataDir });
  try {
    await handle.migrate();
    const seeded = await seedDatabase(handle.db, salon.emailDomain);
    console.log(`Migrations applied${seeded.categoriesSeeded ? '; the catalogue was seeded' : ''}.`);
  } finally {
    await handle.close();
  }
} catch (error) {
  const known = error instanceof DataDirLockedError || error instanceof DatabaseOpenError;
  console.error(known ? (error as Error).message : `Migration failed: ${String(error)}`);
  process.exit(1);
}
