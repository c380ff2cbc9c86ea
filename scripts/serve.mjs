// `npm run serve`: runs the bundled server (dist/server/main.mjs, made by `npm run build`)
// in this process with plain node. When the bundle is missing or older than a source
// file, it is rebuilt first (in a child process, so the server's memory stays small):
// serving never runs code older than the checkout. See scripts/build-server.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const bundle = join(root, 'dist', 'server', 'main.mjs');

/** The newest modification time under a folder (the server's sources). */
function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// The server's own code and what it imports from beside it (scripts/prerender-html.ts).
const sources = ['src/server', 'src/domain', 'src/config', 'src/i18n', 'scripts'].map((folder) => join(root, folder));
const sourceChange = Math.max(
  statSync(join(root, 'package.json')).mtimeMs,
  ...sources.filter((folder) => existsSync(folder)).map(newestChange),
);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sourceChange) {
  console.log(existsSync(bundle) ? 'Rebuilding the server (its sources changed)…' : 'Building the server…');
  const result = spawnSync('npx', ['tsx', join(root, 'scripts', 'build-server.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\nThe server could not be built: see the messages above.\n');
    process.exit(1);
  }
}
await import(pathToFileURL(bundle).href);
