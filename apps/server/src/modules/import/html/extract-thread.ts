import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { IMPORT_MESSAGES } from '@simmer/domain/import';
import { AppError } from '../../../lib/app-error';
import type { HtmlExtraction } from './extract-html';

/**
 * How long reading one page may take before the reader gives up on it: an ordinary 5 MB page (the
 * largest the fetch takes) is read in about a second on a slow machine (bench/import-adversarial.ts).
 */
export const PAGE_READ_LIMIT_MS = 10_000;
/** How long the worker may take to start (load the extractor) before a page's time counts. */
const START_LIMIT_MS = 60_000;
/** How long an idle worker is kept for the next page: imports come a few at a time. */
const IDLE_STOP_MS = 30_000;
/**
 * How many pages are read at once by default: two worker threads, or one on a one-core machine. A
 * page built to be slow then holds one reader for up to PAGE_READ_LIMIT_MS while the other keeps
 * reading everyone else's pages; more threads than cores would only take CPU from the server.
 */
export const PAGE_READ_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/**
 * How many pages may wait for a reader. Each holds its HTML (5 MB at most) in memory; past this
 * the import answers that the reader is busy rather than queue without bound.
 */
export const PAGE_READ_QUEUE = 32;

interface Job {
  id: number;
  html: string;
  pageUrl: string;
  resolve: (extraction: HtmlExtraction) => void;
  reject: (error: Error) => void;
}

type Reply = { ready: true } | { id: number; result?: HtmlExtraction; error?: string };

export interface PageReader {
  /** The recipe read from a page's HTML, as `extractRecipeFromHtml` reads it, off the event loop. */
  read(html: string, pageUrl: string): Promise<HtmlExtraction>;
  close(): Promise<void>;
}

/** The extractor the worker loads: the server build's bundle, or the TypeScript sources. */
function extractorModule(): { modulePath: string; typescript: boolean } {
  // Set by the server build (scripts/lib/build-server.mjs), which also writes the bundle.
  if (process.env.SIMMER_SERVER_BUNDLE === '1') {
    return {
      modulePath: new URL('../../../../dist/import-extract.mjs', import.meta.url).href,
      typescript: false,
    };
  }
  return { modulePath: new URL('./index.ts', import.meta.url).href, typescript: true };
}

/** One worker thread and the page it is reading. */
interface Lane {
  worker: Worker | null;
  isReady: boolean;
  current: Job | null;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Reads pages in worker threads, one page per thread at a time (`threads` of them, started as pages
 * come): parsing a large page's HTML takes up to a second of CPU, which would otherwise hold every
 * other request, and a page built to be slow holds only its own thread. A page that takes longer
 * than `limitMs` ends its worker (the only way to stop it) and answers that the page took too
 * long; that thread's next page starts a new one. Pages wait in one queue of at most `queueLimit`;
 * past it the reader answers that it is busy. An idle worker stops after IDLE_STOP_MS (its heap,
 * 35–100 MB, goes back to the system), and every worker stops with the server.
 */
export function createPageReader(
  options: {
    limitMs?: number;
    threads?: number;
    queueLimit?: number;
    log?: { warn(object: unknown, message?: string): void };
  } = {},
): PageReader {
  const limitMs = options.limitMs ?? PAGE_READ_LIMIT_MS;
  const queueLimit = options.queueLimit ?? PAGE_READ_QUEUE;
  const lanes: Lane[] = Array.from(
    { length: Math.max(1, options.threads ?? PAGE_READ_THREADS) },
    () => ({
      worker: null,
      isReady: false,
      current: null,
    }),
  );
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function stopWorker(lane: Lane) {
    const stopping = lane.worker;
    lane.worker = null;
    if (stopping) void stopping.terminate();
  }

  function finish(lane: Lane, job: Job, outcome: { result?: HtmlExtraction; error?: Error }) {
    clearTimeout(lane.timer);
    lane.current = null;
    if (outcome.error) job.reject(outcome.error);
    else job.resolve(outcome.result!);
    runNext(lane);
  }

  function startWorker(lane: Lane): Worker {
    const started = new Worker(new URL('./extract-worker.mjs', import.meta.url), {
      workerData: extractorModule(),
      // The worker loads the TypeScript loader itself when it needs it.
      execArgv: [],
    });
    started.on('message', (reply: Reply) => {
      if (lane.worker !== started) return;
      if ('ready' in reply) {
        lane.isReady = true;
        if (lane.current) post(lane, lane.current);
        return;
      }
      const job = lane.current;
      if (!job || reply.id !== job.id) return;
      if (reply.error !== undefined) finish(lane, job, { error: new Error(reply.error) });
      else finish(lane, job, { result: reply.result! });
    });
    const fail = (error: Error) => {
      if (lane.worker !== started) return;
      lane.worker = null;
      if (lane.current) finish(lane, lane.current, { error });
    };
    started.on('error', (error) => fail(error));
    started.on('exit', (code) => fail(new Error(`The page reader stopped (exit ${code})`)));
    return started;
  }

  /** Gives `job` to the lane's ready worker; its time counts from here. */
  function post(lane: Lane, job: Job) {
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => tooLong(lane, job), limitMs);
    lane.worker!.postMessage({ id: job.id, html: job.html, pageUrl: job.pageUrl });
  }

  function tooLong(lane: Lane, job: Job) {
    options.log?.warn({ pageUrl: job.pageUrl, limitMs }, 'reading a page took too long');
    stopWorker(lane);
    finish(lane, job, { error: new AppError('UNPROCESSABLE', IMPORT_MESSAGES.readTimeout) });
  }

  function runNext(lane: Lane) {
    if (lane.current || closed) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(lane.idleTimer);
      if (lane.worker) lane.idleTimer = setTimeout(() => stopWorker(lane), IDLE_STOP_MS).unref();
      return;
    }
    clearTimeout(lane.idleTimer);
    lane.current = job;
    if (lane.worker && lane.isReady) {
      post(lane, job);
      return;
    }
    if (!lane.worker) {
      lane.isReady = false;
      lane.worker = startWorker(lane);
    }
    // A worker that never gets ready is given up on like a page that takes too long.
    lane.timer = setTimeout(() => tooLong(lane, job), START_LIMIT_MS);
  }

  /** A free lane, preferring one whose worker is already running. */
  function freeLane(): Lane | undefined {
    const free = lanes.filter((lane) => !lane.current);
    return free.find((lane) => lane.worker) ?? free[0];
  }

  return {
    read(html, pageUrl) {
      if (closed) return Promise.reject(new Error('The page reader is closed'));
      if (queue.length >= queueLimit) {
        return Promise.reject(new AppError('UNAVAILABLE', IMPORT_MESSAGES.readBusy));
      }
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, html, pageUrl, resolve, reject });
        const lane = freeLane();
        if (lane) runNext(lane);
      });
    },
    async close() {
      closed = true;
      const error = new Error('The page reader is closed');
      for (const job of queue.splice(0)) job.reject(error);
      await Promise.all(
        lanes.map(async (lane) => {
          clearTimeout(lane.timer);
          clearTimeout(lane.idleTimer);
          const stopping = lane.worker;
          lane.worker = null;
          lane.current?.reject(error);
          lane.current = null;
          if (stopping) await stopping.terminate();
        }),
      );
    },
  };
}
