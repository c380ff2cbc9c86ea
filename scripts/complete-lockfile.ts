/**
 * Completes package-lock.json with the optional packages of other platforms.
 *
 *   npx tsx scripts/complete-lockfile.ts          # after every `npm install` that changed the lock file
 *
 * The registry mirror of the project's machines answers 404 for the platform
 * binaries of other systems (for example @tailwindcss/oxide-darwin-arm64), so
 * `npm install` leaves them out of the lock file and `npm ci` then refuses it
 * ("Missing: … from lock file"), here and on every other machine. npm accepts
 * lock entries for other platforms' optional packages without downloading them,
 * so this script adds one for every optional dependency the lock file does not
 * resolve: the version its parent asks for, the tarball URL on
 * registry.npmjs.org, os/cpu/libc, and the integrity hash, license and engines
 * when the registry can give them for that exact version.
 *
 * Where the exact version is missing from the registry, os/cpu/libc come from
 * the newest version it has (a package's platform does not change between
 * releases) and the integrity, license and engines are left out: npm then
 * checks the download against nothing but TLS on the platform that installs it.
 * docs/decisions/024.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  license?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

interface Manifest {
  version: string;
  license?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  dist?: { integrity?: string };
}

const root = resolve(import.meta.dirname, '..');
const lockPath = join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;

/** Where npm looks for `name` from the package at `fromPath`: its own node_modules, then each ancestor's. */
function resolves(fromPath: string, name: string): boolean {
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

function view(spec: string): Manifest | undefined {
  try {
    const output = execFileSync('npm', ['view', spec, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const parsed = JSON.parse(output) as Manifest | Manifest[];
    return Array.isArray(parsed) ? parsed.at(-1) : parsed;
  } catch {
    return undefined;
  }
}

function tarballUrl(name: string, version: string): string {
  const bare = name.startsWith('@') ? name.split('/')[1]! : name;
  return `https://registry.npmjs.org/${name}/-/${bare}-${version}.tgz`;
}

const added: string[] = [];
for (const [parentPath, parent] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    if (resolves(parentPath, name)) continue;
    const exact = view(`${name}@${version}`);
    const platform = exact ?? view(name);
    if (!platform) throw new Error(`The registry knows no version of ${name}: cannot describe its platform.`);
    const entry: LockEntry = {
      version,
      resolved: tarballUrl(name, version),
      ...(exact?.dist?.integrity ? { integrity: exact.dist.integrity } : {}),
      ...(parent.dev ? { dev: true } : {}),
      ...(exact?.license ? { license: exact.license } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      ...(exact?.engines ? { engines: exact.engines } : {}),
    };
    const hoisted = `node_modules/${name}`;
    const path = packages[hoisted] ? `${parentPath}/node_modules/${name}` : hoisted;
    packages[path] = entry;
    added.push(
      `${path}@${version}${exact ? '' : ` (platform fields from ${platform.version}; ${version} not on the registry, no integrity)`}`,
    );
  }
}

// npm writes the entries in path order (the root, "", first).
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added to package-lock.json:\n  ${added.join('\n  ')}` : 'package-lock.json is complete.');
