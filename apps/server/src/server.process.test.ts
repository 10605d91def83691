import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  repoRoot,
  spawnServer,
  startServer,
  waitUntilHealthy,
} from '../test/spawn-server';
import { openPglite } from './db/client';
import { createPageReader } from './modules/import';
import { appMeta, recipes, users } from './db/schema';

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-proc-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  tempDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function countRows(dataDir: string) {
  const database = await openPglite({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const [recipeCount] = await database.db.select({ n: count() }).from(recipes);
    // app_meta also records the ingredient catalogue's version; count the demo seed's marker only.
    const [markers] = await database.db
      .select({ n: count() })
      .from(appMeta)
      .where(eq(appMeta.key, 'demo_seed'));
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    return { recipes: recipeCount!.n, seedMarkers: markers!.n, emails };
  } finally {
    await database.close();
  }
}

function errorLines(output: string) {
  return output.split('\n').filter((line) => line.trim() !== '');
}

describe('starting the server with bad configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'simmer: Invalid PORT: must be a number (got "abc")'],
    [
      { SEED_DEMO: 'sometimes' },
      'simmer: Invalid SEED_DEMO: must be true or false (got "sometimes")',
    ],
    [
      { SERVER_WORKERS: '2' },
      'simmer: Invalid SERVER_WORKERS: more than one process needs DATABASE_URL (the embedded database serves one process)',
    ],
  ])('stops with one line naming the variable for %o', async (env, line) => {
    const server = spawnServer({ DATA_DIR: tempDir(), ...env });

    const code = await server.exited;

    expect(code).toBe(1);
    expect(errorLines(server.output())).toEqual([line]);
  });

  it('refuses a DATA_DIR it cannot write to', async () => {
    const file = path.join(tempDir(), 'not-a-dir');
    writeFileSync(file, '');
    const server = spawnServer({ DATA_DIR: file, PORT: String(await freePort()) });

    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toEqual([
      `simmer: Invalid DATA_DIR: ${file} is not a writable directory (EEXIST)`,
    ]);
  });

  it('reports an unreachable DATABASE_URL in one line', async () => {
    const closedPort = await freePort();
    const server = spawnServer({
      DATA_DIR: tempDir(),
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/simmer`,
    });

    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toEqual([
      `simmer: Cannot reach PostgreSQL at 127.0.0.1:${closedPort}/simmer (DATABASE_URL): ECONNREFUSED`,
    ]);
  });

  it('reports a port that is already in use', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const server = spawnServer({ DATA_DIR: tempDir(), PORT: String(port), SEED_DEMO: 'false' });

      expect(await server.exited).toBe(1);
      expect(errorLines(server.output())).toEqual([
        `simmer: Port ${port} is already in use (PORT). Stop the other process or set another PORT.`,
      ]);
    } finally {
      blocker.close();
    }
    // A first start creates the embedded database before it listens: slow on a busy machine.
  }, 90_000);
});

describe('the built server that npm start runs', () => {
  it('builds into apps/server/dist and serves without the TypeScript loader', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const running = await startServer({ SEED_DEMO: 'false' }, { built: true });
    try {
      const response = await fetch(`${running.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'ok',
        database: { kind: 'pglite', reachable: true },
        version: '0.1.0',
      });
      const docs = await fetch(`${running.url}/api/docs/json`);
      expect(docs.status).toBe(200);
    } finally {
      expect(await running.stop()).toBe(0);
    }

    // The import's page reader, as the built server runs it: its worker loads the build's own
    // bundle of the extractor, plain JavaScript.
    process.env.SIMMER_SERVER_BUNDLE = '1';
    const reader = createPageReader();
    try {
      const page = `<html><head><script type="application/ld+json">${JSON.stringify({
        '@type': 'Recipe',
        name: 'Built Soup',
        recipeIngredient: ['1 leek'],
        recipeInstructions: ['Simmer.'],
      })}</script></head><body></body></html>`;
      const read = await reader.read(page, 'https://cook.example/soup');
      expect(read).toMatchObject({ method: 'json-ld', recipe: { title: 'Built Soup' } });
    } finally {
      delete process.env.SIMMER_SERVER_BUNDLE;
      await reader.close();
    }
  }, 120_000);
});

describe('running instances', () => {
  it('runs two instances side by side and refuses a third on a DATA_DIR in use', async () => {
    const first = await startServer({ SEED_DEMO: 'false' });
    const second = await startServer({ SEED_DEMO: 'false' });
    try {
      const [a, b] = await Promise.all([
        fetch(`${first.url}/api/health`),
        fetch(`${second.url}/api/health`),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);

      const third = spawnServer({ DATA_DIR: first.dataDir, PORT: String(await freePort()) });
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(
        `is in use by another Simmer process (pid ${first.server.process.pid})`,
      );
    } finally {
      expect(await first.stop()).toBe(0);
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);

  it('leaves a database that opens cleanly after SIGTERM in the middle of seeding', async () => {
    const dataDir = tempDir();
    const server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
    });
    await server.waitForOutput(/Seeding demo accounts and recipes/);

    server.process.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    const afterKill = await countRows(dataDir);
    expect(afterKill.recipes === 0 || afterKill.seedMarkers === 1).toBe(true);
    const restarted = await startServer({ DATA_DIR: dataDir });
    expect(await restarted.stop()).toBe(0);
    const afterRestart = await countRows(dataDir);
    expect(afterRestart.recipes).toBeGreaterThanOrEqual(60);
    expect(afterRestart.seedMarkers).toBe(1);
  }, 180_000);

  it('keeps every acknowledged write when stopped with SIGTERM during a burst of sign-ups', async () => {
    const dataDir = tempDir();
    const running = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const acknowledged: string[] = [];
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const email = `cook-${randomUUID().slice(0, 8)}@example.com`;
        try {
          const response = await fetch(`${running.url}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: running.url },
            body: JSON.stringify({ email, password: 'secret-pass', name: 'Cook' }),
          });
          if (response.ok) acknowledged.push(email);
        } catch {
          return;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const code = await running.stop();
    stop = true;
    await writer;

    expect(code).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const { emails } = await countRows(dataDir);
    expect(emails).toEqual(expect.arrayContaining(acknowledged));
  }, 120_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Runs `use` with the address of a new, empty database on the test server, dropped after. */
async function withThrowawayDatabase(use: (url: URL) => Promise<void>) {
  const name = `simmer_proc_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  try {
    await use(url);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// The PostgreSQL server is only available where TEST_DATABASE_URL is set (always in CI).
describe.runIf(postgresUrl)('on PostgreSQL', () => {
  it('migrates, seeds and serves two processes sharing one database', async () => {
    await withThrowawayDatabase(async (url) => {
      const ports = [await freePort(), await freePort()];
      const servers = ports.map((port) =>
        spawnServer({
          DATA_DIR: tempDir(),
          PORT: String(port),
          PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: url.toString(),
        }),
      );
      try {
        await Promise.all(
          servers.map((server, i) => waitUntilHealthy(`http://localhost:${ports[i]}`, server)),
        );
        const health = (await (await fetch(`http://localhost:${ports[0]}/api/health`)).json()) as {
          database: { kind: string };
        };
        expect(health.database.kind).toBe('postgres');
        const direct = new pg.Client({ connectionString: url.toString() });
        await direct.connect();
        const { rows } = await direct.query<{ n: string }>('select count(*) as n from recipes');
        await direct.end();
        expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(60);
      } finally {
        servers.forEach((server) => server.process.kill('SIGTERM'));
        expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
      }
    });
  }, 180_000);
});

/** The child processes of `pid` (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** A failed sign-in on a connection of its own, so the cluster may hand it to either worker. */
function failedSignIn(port: number, n: number): Promise<number> {
  const body = JSON.stringify({ email: `nobody${n}@simmer.test`, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/sign-in/email',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function until(check: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(postgresUrl)('SERVER_WORKERS on PostgreSQL', () => {
  it('serves from two worker processes that share the sign-in limit and replaces one that dies', async () => {
    await withThrowawayDatabase(async (url) => {
      const port = await freePort();
      const server = spawnServer({
        DATA_DIR: tempDir(),
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'false',
        SERVER_WORKERS: '2',
        AUTH_RATE_LIMIT_PER_IP: '4',
      });
      const primary = server.process.pid!;
      try {
        await server.waitForOutput(/2 server processes/, 90_000);
        await waitUntilHealthy(`http://localhost:${port}`, server);
        const workers = childrenOf(primary);
        expect(workers).toHaveLength(2);

        // Six attempts on six connections: counted once, whichever worker answers each.
        const statuses = [];
        for (let n = 0; n < 6; n += 1) statuses.push(await failedSignIn(port, n));
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

        process.kill(workers[0]!, 'SIGKILL');
        await until(() => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(workers[0]!);
        });
        await server.waitForOutput(/worker 1 exited \(SIGKILL\); starting another/);
        await waitUntilHealthy(`http://localhost:${port}`, server);
        const replaced = childrenOf(primary);
        // Every worker answers: ten fresh connections, all healthy.
        const health = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`http://localhost:${port}/api/health`, { headers: { connection: 'close' } }),
          ),
        );
        expect(health.map((response) => response.status)).toEqual(Array(10).fill(200));

        server.process.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server.process.exitCode === null) server.process.kill('SIGKILL');
      }
    });
  }, 180_000);
});
