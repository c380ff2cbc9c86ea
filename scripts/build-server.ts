/**
 * Bundles the server for production (part of `npm run build`): src/server/main.ts
 * and the child it starts on an embedded database (src/server/prepare-database.ts)
 * become dist/server/main.mjs and dist/server/prepare-database.mjs, run by plain
 * `node` with the packages in node_modules left as imports.
 *
 * Why: running from the TypeScript sources through tsx costs the serving process
 * about 90 MB (tsx's loader thread and what it keeps per module), a third of the
 * memory budget (docs/decisions/023-server-memory.md). The CLIs and the tests keep
 * running the sources through tsx; only the long-lived server runs the bundle.
 *
 * The bundle is written to a temporary folder and swapped in by renaming, so a
 * server starting at the same moment never imports a half-written one.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const SERVER_BUNDLE_DIR = join(root, 'dist', 'server');

const staging = `${SERVER_BUNDLE_DIR}.building-${process.pid}`;
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    outDir: staging,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: {
        main: join(root, 'src', 'server', 'main.ts'),
        'prepare-database': join(root, 'src', 'server', 'prepare-database.ts'),
      },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'shared-[hash].mjs' },
    },
  },
});
const previous = `${SERVER_BUNDLE_DIR}.previous-${process.pid}`;
if (existsSync(SERVER_BUNDLE_DIR)) renameSync(SERVER_BUNDLE_DIR, previous);
renameSync(staging, SERVER_BUNDLE_DIR);
rmSync(previous, { recursive: true, force: true });
