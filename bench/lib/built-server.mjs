// The built app for the browser benchmarks (lighthouse.mjs, main-thread.mjs): started as
// `npm start` runs it, on a free port with a fresh seeded DATA_DIR, and stopped with everything
// else registered in `cleanups` when the benchmark ends or is interrupted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ensureServerBuild,
  ensureWebBuild,
  root,
  SERVER_BUILD,
  serverEnv,
} from '../../scripts/lib/bootstrap.mjs';
import { freePort } from './free-port.mjs';

export const cleanups = [];
export async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`bench: clean-up failed: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void runCleanups().finally(() => process.exit(130)));
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** SIGTERM, then SIGKILL to the process group if it has not exited within 20 s. */
export async function stopProcess(child) {
  if (!child.pid) return; // never started
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The built server as `npm start` runs it, on a free port with a fresh seeded DATA_DIR. */
export async function startServer() {
  ensureWebBuild();
  await ensureServerBuild();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('simmer-bench-app-'),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Every run signs the pro demo user in again from this machine (15 sign-ins for 5 screens).
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
  };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUILD], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  cleanups.push(() => stopProcess(child));
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = performance.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (performance.now() > deadline) throw new Error(`server not healthy:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return url;
}
