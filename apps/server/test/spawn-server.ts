import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SERVER_SOURCES = ['--import', 'tsx', 'apps/server/src/server.ts'];
/** What `npm start` runs: the bundle that scripts/build-server.mjs writes. */
const SERVER_BUILD = ['apps/server/dist/server.mjs'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

export interface SpawnOptions {
  /** Run the built bundle as `npm start` does, instead of the sources through tsx. */
  built?: boolean;
}

/** Spawns the real server entry point, without waiting for it. */
export function spawnServer(
  env: Record<string, string>,
  options: SpawnOptions = {},
): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, options.built ? SERVER_BUILD : SERVER_SOURCES, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    process: child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

export async function waitUntilHealthy(url: string, server: ServerProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null)
      throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  server: ServerProcess;
  /** SIGTERM, wait, and remove a DATA_DIR this helper created; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the real server on a free port with its own DATA_DIR (unless given) and waits until healthy. */
export async function startServer(
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'simmer-server-'));
  const url = `http://localhost:${port}`;
  const server = spawnServer(
    { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
    options,
  );
  try {
    await waitUntilHealthy(url, server);
  } catch (error) {
    server.process.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    server,
    async stop() {
      if (server.process.exitCode === null) server.process.kill('SIGTERM');
      const code = await server.exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
