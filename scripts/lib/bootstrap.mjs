// Start-up helpers that need nothing but Node: they run before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INSTALL_STAMP = path.join(root, 'node_modules', '.simmer-install-hash');
const BUILD_STAMP = path.join(root, 'apps', 'web', 'dist', '.simmer-build-hash');
/** The built server that `npm start` runs (see ensureServerBuild). */
export const SERVER_BUILD = path.join(root, 'apps', 'server', 'dist', 'server.mjs');
const SERVER_BUILD_STAMP = path.join(root, 'apps', 'server', 'dist', '.simmer-build-hash');
const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/lib/build-server.mjs',
];
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

export function log(message) {
  console.log(`simmer: ${message}`);
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`simmer: Node.js 20.19 or newer is required (this is ${process.versions.node})`);
    process.exit(1);
  }
}

function hashFiles(entries, { skipTests = false } = {}) {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      for (const name of readdirSync(full).sort()) {
        if (name === 'node_modules' || name === 'dist') continue;
        if (skipTests && name.endsWith('.test.ts')) continue;
        visit(path.join(relative, name));
      }
      return;
    }
    hash.update(relative);
    hash.update(readFileSync(full));
  };
  entries.forEach(visit);
  return hash.digest('hex');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function installHash() {
  // The lock file describes every workspace's dependencies; script edits in package.json do not matter.
  return hashFiles(['package-lock.json']);
}

/** Whether node_modules was installed from the current package-lock.json. */
export function dependenciesCurrent() {
  return existsSync(path.join(root, 'node_modules')) && readStamp(INSTALL_STAMP) === installHash();
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  if (dependenciesCurrent()) return;
  log('installing dependencies (npm ci)...');
  // --include=dev: the web build needs its devDependencies even when NODE_ENV=production.
  const status = run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('simmer: npm ci failed; see the output above');
    process.exit(status);
  }
  writeFileSync(INSTALL_STAMP, installHash());
}

/** Builds the web app when its sources changed since the last build. */
export function ensureWebBuild({ force = false } = {}) {
  const wanted = hashFiles(WEB_INPUTS);
  if (!force && readStamp(BUILD_STAMP) === wanted) return;
  log('building the web app...');
  const status = run('npm', ['run', 'build', '--silent']);
  if (status !== 0) {
    console.error('simmer: the web build failed; see the output above');
    process.exit(status);
  }
  writeFileSync(BUILD_STAMP, wanted);
}

/**
 * The environment `npm start` runs the built server with: production unless told otherwise, and
 * glibc's allocator told to hand freed memory back (two arenas, large blocks always mapped): the
 * demo seed's images and the first initdb otherwise left 100–150 MB resident for good.
 */
export function serverEnv(env = process.env) {
  return {
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...env,
  };
}

/**
 * Bundles the server into apps/server/dist/server.mjs when its sources changed since the last
 * build, so the running server needs no TypeScript loader. Returns true if it built.
 */
export async function ensureServerBuild({ force = false } = {}) {
  const wanted = hashFiles(SERVER_INPUTS, { skipTests: true });
  if (!force && existsSync(SERVER_BUILD) && readStamp(SERVER_BUILD_STAMP) === wanted) return false;
  log('building the server...');
  const { buildServer } = await import('./build-server.mjs');
  try {
    await buildServer(root);
  } catch (error) {
    console.error(`simmer: the server build failed: ${error.message}`);
    process.exit(1);
  }
  writeFileSync(SERVER_BUILD_STAMP, wanted);
  return true;
}
