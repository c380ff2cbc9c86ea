import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (pure code, no I/O), `db` (integration tests on a real
 * database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set;
 * see test/support/test-database.ts), `embedded` (real server and command
 * processes on the embedded database in a data directory: always PGlite, so
 * CI runs them once, not again in its PostgreSQL stage) and `pg`
 * (PostgreSQL-only checks). `npm run test:unit` runs unit, db and embedded.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.embedded.test.ts', '**/*.pg.test.ts', 'node_modules/**'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'scripts/**/*.db.test.ts', 'test/**/*.db.test.ts'],
          environment: 'node',
          // One migrated, seeded database per run that each file's database is copied from (decision 269).
          globalSetup: ['test/support/test-database-template.ts'],
          testTimeout: 30_000,
          // Opening and migrating an in-memory PGlite took over 60 s on a two-core machine at load 20.
          hookTimeout: 180_000,
          // Each file opens its own database; in-memory PGlite needs ~0.8 GB, so keep two at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'embedded',
          include: ['src/**/*.embedded.test.ts', 'test/**/*.embedded.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Each file starts server processes with their own embedded database.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // PostgreSQL-only checks (psql, several app processes). Needs TEST_DATABASE_URL; run by .ci/run.
          name: 'pg',
          include: ['test/**/*.pg.test.ts', 'src/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
