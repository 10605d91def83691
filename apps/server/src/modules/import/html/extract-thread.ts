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

/**
 * Reads pages in one worker thread, one page at a time: parsing a large page's HTML takes up to a
 * second of CPU, which would otherwise hold every other request. A page that takes longer than
 * `limitMs` ends the worker (the only way to stop it) and answers that the page took too long;
 * the next page starts a new one. The worker starts with the first page and stops after
 * IDLE_STOP_MS without one (its heap, 35–100 MB, goes back to the system) and with the server.
 */
export function createPageReader(
  options: { limitMs?: number; log?: { warn(object: unknown, message?: string): void } } = {},
): PageReader {
  const limitMs = options.limitMs ?? PAGE_READ_LIMIT_MS;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let isReady = false;
  let current: Job | null = null;
  let timer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  let closed = false;

  function stopWorker() {
    const stopping = worker;
    worker = null;
    if (stopping) void stopping.terminate();
  }

  function finish(job: Job, outcome: { result?: HtmlExtraction; error?: Error }) {
    clearTimeout(timer);
    current = null;
    if (outcome.error) job.reject(outcome.error);
    else job.resolve(outcome.result!);
    runNext();
  }

  function startWorker(): Worker {
    const started = new Worker(new URL('./extract-worker.mjs', import.meta.url), {
      workerData: extractorModule(),
      // The worker loads the TypeScript loader itself when it needs it.
      execArgv: [],
    });
    started.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        if (worker !== started) return;
        isReady = true;
        if (current) post(current);
        return;
      }
      if (!current || reply.id !== current.id) return;
      const job = current;
      if (reply.error !== undefined) finish(job, { error: new Error(reply.error) });
      else finish(job, { result: reply.result! });
    });
    const fail = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      if (current) finish(current, { error });
    };
    started.on('error', (error) => fail(error));
    started.on('exit', (code) => fail(new Error(`The page reader stopped (exit ${code})`)));
    return started;
  }

  /** Gives `job` to the ready worker; its time counts from here. */
  function post(job: Job) {
    clearTimeout(timer);
    timer = setTimeout(() => tooLong(job), limitMs);
    worker!.postMessage({ id: job.id, html: job.html, pageUrl: job.pageUrl });
  }

  function tooLong(job: Job) {
    options.log?.warn({ pageUrl: job.pageUrl, limitMs }, 'reading a page took too long');
    stopWorker();
    finish(job, { error: new AppError('UNPROCESSABLE', IMPORT_MESSAGES.readTimeout) });
  }

  function runNext() {
    if (current || closed) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(idleTimer);
      if (worker) idleTimer = setTimeout(stopWorker, IDLE_STOP_MS).unref();
      return;
    }
    clearTimeout(idleTimer);
    current = job;
    if (worker && isReady) {
      post(job);
      return;
    }
    if (!worker) {
      isReady = false;
      worker = startWorker();
    }
    // A worker that never gets ready is given up on like a page that takes too long.
    timer = setTimeout(() => tooLong(job), START_LIMIT_MS);
  }

  return {
    read(html, pageUrl) {
      if (closed) return Promise.reject(new Error('The page reader is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, html, pageUrl, resolve, reject });
        runNext();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(idleTimer);
      const stopping = worker;
      worker = null;
      const error = new Error('The page reader is closed');
      for (const job of queue.splice(0)) job.reject(error);
      if (current) current.reject(error);
      current = null;
      if (stopping) await stopping.terminate();
    },
  };
}
