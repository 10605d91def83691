import cluster, { type Worker } from 'node:cluster';

/** Restarts allowed within RESTART_WINDOW_MS before the primary gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** The index (1…workers) of this worker process, or undefined outside a cluster worker. */
export function workerIndex(): number | undefined {
  if (!cluster.isWorker) return undefined;
  const index = Number(process.env.SIMMER_WORKER_INDEX);
  return Number.isInteger(index) && index > 0 ? index : undefined;
}

/**
 * The primary process of a server started with SERVER_WORKERS > 1 (PostgreSQL only). It has
 * already migrated and seeded the database; it forks `workers` processes that share the port
 * (node:cluster hands them connections in turn), replaces one that dies, forwards SIGTERM and
 * SIGINT and waits for every worker to finish its requests. It serves nothing itself.
 */
export function runPrimary(options: {
  workers: number;
  /** Called once, when every worker listens, with the address they share. */
  onListening: (address: string) => void;
  fail: (message: string) => never;
}): void {
  const { workers, onListening, fail } = options;
  let stopping = false;
  let announced = false;
  const restarts: number[] = [];
  const listening = new Set<number>();

  function fork(index: number): Worker {
    const worker = cluster.fork({ SIMMER_WORKER_INDEX: String(index) });
    worker.on('listening', (address) => {
      listening.add(index);
      if (!announced && listening.size === workers) {
        announced = true;
        const host = address.address && address.address !== '::' ? address.address : '0.0.0.0';
        onListening(`http://${host}:${address.port}`);
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(index);
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        void stop('too many worker restarts', 1);
        return;
      }
      console.error(
        `simmer: worker ${index} exited (${signal ?? `code ${code}`}); starting another`,
      );
      setTimeout(() => {
        if (!stopping) fork(index);
      }, 1_000);
    });
    return worker;
  }

  async function stop(reason: string, exitCode: number) {
    if (stopping) return;
    stopping = true;
    console.log(`simmer: ${reason}, shutting down ${workers} workers`);
    const running = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    if (exitCode !== 0) fail(reason);
    process.exit(0);
  }

  process.once('SIGTERM', () => void stop('SIGTERM received', 0));
  process.once('SIGINT', () => void stop('SIGINT received', 0));
  for (let index = 1; index <= workers; index += 1) fork(index);
}
