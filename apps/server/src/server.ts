import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from './app';
import { runPrimary, workerIndex } from './cluster';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client';
import { prepareDatabase } from './bootstrap';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';
import { seedDemoPlan } from './seed/demo-plan';
import { lockDataDir } from './lib/data-dir-lock';

function fail(message: string): never {
  console.error(`simmer: ${message}`);
  process.exit(1);
}

function describeListenError(error: NodeJS.ErrnoException, config: AppConfig): string {
  if (error.code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use (PORT). Stop the other process or set another PORT.`;
  }
  if (error.code === 'EACCES') return `Not allowed to listen on port ${config.port} (PORT).`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return `Cannot listen on host ${config.host} (HOST): ${error.code}`;
  }
  return `Cannot start the server: ${error.message}`;
}

function banner(config: AppConfig, address: string, seeded: boolean): string {
  const local = config.publicUrl.includes('localhost') ? config.publicUrl : address;
  const processes = config.workers > 1 ? `, ${config.workers} server processes` : '';
  const lines = [
    '',
    `  Simmer is running at ${local}`,
    `  API docs: ${local}/api/docs   Database: ${config.databaseUrl ? 'PostgreSQL' : `embedded (${config.dataDir})`}${processes}`,
  ];
  if (seeded) {
    lines.push(`  Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(6)} ${account.email}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** Seeds the demo accounts (once per database) and, after the first seed, their planned week. */
async function seedDemo(app: FastifyInstance, database: Database, signal: AbortSignal) {
  const services = app.services;
  const db = database.db;
  const result = await database.exclusive(() =>
    seedDemoData({
      db,
      auth: services.auth,
      storage: services.storage,
      ingredients: services.ingredients,
      signal,
      log: (message) => app.log.info(message),
    }),
  );
  if (result.seeded && !signal.aborted) {
    await seedDemoPlan(db, services).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo meal plan not seeded'),
    );
  }
}

/** Fails with the message a person can act on for errors of opening or starting. */
function failStart(error: unknown, config: AppConfig): never {
  if (error instanceof DatabaseUnavailableError) fail(error.message);
  if ((error as NodeJS.ErrnoException).syscall === 'listen') {
    fail(describeListenError(error as NodeJS.ErrnoException, config));
  }
  fail(`Start-up failed: ${(error as Error).message}`);
}

/**
 * The primary of SERVER_WORKERS > 1: migrates and seeds once, then forks the workers, which
 * open the database, listen on the shared port and serve.
 */
async function startPrimary(config: AppConfig) {
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl! }).catch(
    (error: unknown) => failStart(error, config),
  );
  try {
    await prepareDatabase(database);
    if (config.seedDemo) {
      const app = await buildApp({ config, database, logger: { level: config.logLevel } });
      try {
        await seedDemo(app, database, new AbortController().signal);
      } finally {
        await app.close();
      }
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    failStart(error, config);
  }
  await database.close();
  runPrimary({
    workers: config.workers,
    onListening: (address) => console.log(banner(config, address, config.seedDemo)),
    fail,
  });
}

async function main() {
  // libvips' operation cache kept tens of MB of decoded images after the demo seed's resizing.
  sharp.cache(false);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  if (config.workers > 1 && cluster.isPrimary) {
    await startPrimary(config);
    return;
  }
  // A cluster worker: the primary migrated, loaded the catalogue and seeded; worker 1 repairs
  // pending lists.
  const worker = workerIndex();

  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      fail((error as Error).message);
    }
  }

  const shutdownController = new AbortController();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let stopping: Promise<void> | undefined;
  let repairing: Promise<void> | undefined;

  const pgliteDir = path.join(config.dataDir, 'pglite');
  const open = () =>
    openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: pgliteDir, thread: true },
    );
  const creatingPglite = !config.databaseUrl && !existsSync(path.join(pgliteDir, 'PG_VERSION'));

  const startup = (async () => {
    database = await open();
    if (worker === undefined) await prepareDatabase(database);
    app = await buildApp({ config, database });
    const seeded = config.seedDemo && worker === undefined;
    if (seeded) await seedDemo(app, database, shutdownController.signal);
    if (shutdownController.signal.aborted) return;
    if (creatingPglite) {
      // Creating the embedded database (initdb), loading the catalogue and seeding leave a few
      // hundred MB behind in its thread; serve from a fresh one, as a restart would.
      await app.close();
      await database.close();
      database = await open();
      app = await buildApp({ config, database });
      if (shutdownController.signal.aborted) return;
    }
    const address = await app.listen({ port: config.port, host: config.host });
    if (worker === undefined) console.log(banner(config, address, seeded));
    if (worker === undefined || worker === 1) repairing = repairShoppingLists(app);
  })();

  /** Days a crash left waiting for their list rebuild, rebuilt in the background after listening. */
  async function repairShoppingLists(running: FastifyInstance) {
    try {
      const repaired = await running.services.grocery.repairAllPending(shutdownController.signal);
      if (repaired.days > 0) running.log.info(repaired, 'pending shopping lists rebuilt');
    } catch (error) {
      running.log.warn(
        { err: error },
        'pending shopping lists not rebuilt; each is on its next read',
      );
    }
  }

  async function shutdown(signal: string) {
    stopping ??= (async () => {
      console.log(`simmer: ${signal} received, shutting down`);
      shutdownController.abort();
      await startup.catch(() => undefined);
      // Finish in-flight requests first, then close the database so nothing is half-written.
      await app?.close();
      await repairing;
      await database?.close();
      releaseLock();
    })();
    await stopping;
    process.exit(0);
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary has gone stops too, rather than serving on unsupervised.
  if (worker !== undefined) process.once('disconnect', () => void shutdown('primary exited'));

  try {
    await startup;
  } catch (error) {
    if (shutdownController.signal.aborted) return;
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    releaseLock();
    failStart(error, config);
  }
}

void main();
