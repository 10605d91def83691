// Benchmark: server start-up time, landing-page weight and Lighthouse performance.
// Run it through `npm run bench` (bench/run.mjs) or on its own: `node bench/startup-and-page-weight.mjs`.
// Writes bench/results/startup-and-page-weight.json. Budgets are reported, never enforced:
// the exit code is non-zero only when the benchmark itself crashes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  dependenciesCurrent,
  ensureServerBuild,
  ensureWebBuild as ensureCurrentWebBuild,
  SERVER_BUILD,
  serverEnv,
} from '../scripts/lib/bootstrap.mjs';
import { formatTable } from './lib/format-table.mjs';
import { freePort } from './lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(root, 'bench', 'results', 'startup-and-page-weight.json');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
// The server as `npm start` runs it: the built bundle (rebuilt first if stale).
const SERVER_ARGS = [SERVER_BUILD];
const START_SCRIPT_ARGS = ['scripts/start.mjs'];
const POLL_MS = 50;
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
const WARM_RUNS = 3;
const START_SCRIPT_RUNS = 3;
const JS_BUDGET_BYTES = 150_000; // kB here means 1000 bytes
const LIGHTHOUSE_BUDGET = 95;

// Everything started here registers a clean-up so an error or Ctrl-C never leaves it running.
const cleanups = new Set();
async function runCleanups() {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: clean-up failed: ${error.message}`);
    }
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  // `on`, not `once`: Ctrl-C can arrive twice (terminal + bench/run.mjs forwarding it).
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`bench: ${signal} received, cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}
function assertNotInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const progress = (message) => console.log(`bench: ${message}`);

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  cleanups.add(cleanup);
  return dir;
}

function machineFacts() {
  const cpus = os.cpus();
  const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGB: Number((os.totalmem() / 1e9).toFixed(1)),
    chromium: chromiumVersion.stdout?.trim() || 'unknown',
  };
}

/** Sends SIGTERM, waits for the exit, and kills the whole process group if it will not stop. */
async function stopProcess(child) {
  if (!child.pid) return; // never started
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      sleep(STOP_TIMEOUT_MS).then(() => true),
    ]);
    if (timedOut) {
      console.error(
        `bench: pid ${child.pid} ignored SIGTERM for ${STOP_TIMEOUT_MS} ms, killing it`,
      );
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await Promise.race([exited, sleep(5_000)]);
    }
  }
  // The group may still hold a grandchild (scripts/start.mjs runs the server as its child).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // nothing left
  }
}

/**
 * Spawns `node <args>` from the repo root on a free port and times spawn → first 200 from
 * GET /api/health. Returns the running process; call `stop()` when done.
 */
async function startServer(args, { dataDir, seedDemo, nodeEnv = 'production' }) {
  assertNotInterrupted();
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const env = {
    ...serverEnv(),
    NODE_ENV: nodeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(seedDemo),
  };
  delete env.DATABASE_URL; // always the embedded database
  if (nodeEnv === undefined) delete env.NODE_ENV;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so a stuck grandchild can still be killed
  });
  const stop = () => stopProcess(child);
  cleanups.add(stop);
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const spawnError = new Promise((_, reject) => child.once('error', reject));
  spawnError.catch(() => undefined);

  try {
    const healthUrl = `http://127.0.0.1:${port}/api/health`;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      if (performance.now() - started > HEALTH_TIMEOUT_MS) {
        throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${output}`);
      }
      try {
        const response = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await Promise.race([sleep(POLL_MS), spawnError]);
    }
  } catch (error) {
    await stop();
    cleanups.delete(stop);
    throw error;
  }
  const healthyMs = performance.now() - started;
  return {
    url: publicUrl,
    healthyMs,
    output: () => output,
    async stop() {
      await stop();
      cleanups.delete(stop);
    },
  };
}

/** Starts, times and stops one server. */
async function timeStart(label, args, options) {
  const server = await startServer(args, options);
  try {
    progress(`${label}: ${ms(server.healthyMs)}`);
    return { ms: Math.round(server.healthyMs), output: server.output() };
  } finally {
    await server.stop();
  }
}

const BUILD_STAMP = path.join(root, 'apps', 'web', 'dist', '.simmer-build-hash');
const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');

/**
 * Builds the web app when apps/web/dist/index.html is missing or older than its sources, using
 * the same check as `npm start`, so the start.mjs runs below do not rebuild. Returns true if it built.
 */
function ensureWebBuild() {
  const indexHtml = path.join(root, 'apps', 'web', 'dist', 'index.html');
  const force = !existsSync(indexHtml);
  const before = readStamp(BUILD_STAMP);
  ensureCurrentWebBuild({ force }); // exits the process if the build fails
  return force || readStamp(BUILD_STAMP) !== before;
}

async function measureStartup() {
  // Untimed warm-up so the first measurement does not also pay for a cold OS file cache
  // and tsx's transform cache; the DATA_DIR is fresh in every "empty" case regardless.
  progress('warm-up start (untimed)');
  await timeStart('warm-up', SERVER_ARGS, { dataDir: tempDir('simmer-bench-'), seedDemo: false });

  const dataDir = tempDir('simmer-bench-');
  const firstWithSeed = await timeStart(
    'first start, SEED_DEMO=true, empty DATA_DIR',
    SERVER_ARGS,
    {
      dataDir,
      seedDemo: true,
    },
  );

  const warm = [];
  for (let run = 1; run <= WARM_RUNS; run += 1) {
    const result = await timeStart(`warm restart ${run}/${WARM_RUNS}, same DATA_DIR`, SERVER_ARGS, {
      dataDir,
      seedDemo: true,
    });
    warm.push(result.ms);
  }

  const noSeed = await timeStart('first start, SEED_DEMO=false, empty DATA_DIR', SERVER_ARGS, {
    dataDir: tempDir('simmer-bench-'),
    seedDemo: false,
  });

  // `npm start` = node scripts/start.mjs: checks deps and the web build, then runs the server.
  // Uses the already seeded DATA_DIR, as a returning user's `npm start` would. NODE_ENV is left
  // unset as in a user's shell: start.mjs sets it for the server itself, and NODE_ENV=production
  // would make an `npm ci` it ran leave out the devDependencies.
  const startScript = [];
  const startScriptNotes = new Set();
  let startScriptSkipped = null;
  for (let run = 1; run <= START_SCRIPT_RUNS; run += 1) {
    if (!dependenciesCurrent()) {
      startScriptSkipped =
        'node_modules is not current (npm start would run npm ci); run npm start once, then re-run';
      progress(`node scripts/start.mjs skipped: ${startScriptSkipped}`);
      break;
    }
    const result = await timeStart(
      `node scripts/start.mjs ${run}/${START_SCRIPT_RUNS}, warm DATA_DIR`,
      START_SCRIPT_ARGS,
      { dataDir, seedDemo: true, nodeEnv: undefined },
    );
    startScript.push(result.ms);
    if (result.output.includes('installing dependencies')) startScriptNotes.add('ran npm ci');
    if (result.output.includes('building the web app')) startScriptNotes.add('rebuilt the web app');
  }

  return {
    dataDir,
    firstStartWithSeedMs: firstWithSeed.ms,
    warmRestartMedianMs: median(warm),
    warmRestartRunsMs: warm,
    firstStartNoSeedMs: noSeed.ms,
    startScriptMedianMs: startScript.length ? median(startScript) : null,
    startScriptRunsMs: startScript,
    startScriptNotes: [...startScriptNotes],
    startScriptSkipped,
  };
}

async function measurePageWeight(url) {
  assertNotInterrupted();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const close = () => browser.close();
  cleanups.add(close);
  try {
    const page = await browser.newPage();
    const responses = { document: new Map(), script: new Map(), stylesheet: new Map() };
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type in responses && !responses[type].has(response.url())) {
        responses[type].set(response.url(), response);
      }
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });

    const summarize = async (map) => {
      const files = [];
      for (const [fileUrl, response] of map) {
        const body = await response.body();
        files.push({
          path: new URL(fileUrl).pathname,
          status: response.status(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }
      files.sort((a, b) => b.gzipBytes - a.gzipBytes);
      return {
        requests: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        files,
      };
    };
    const js = await summarize(responses.script);
    const css = await summarize(responses.stylesheet);
    // The prerendered landing page carries its CSS inline (apps/web/scripts/prerender-landing.mjs).
    const html = await summarize(responses.document);
    progress(`landing page JS: ${js.requests} requests, ${kB(js.gzipBytes)} gzip`);
    progress(`landing page CSS: ${css.requests} requests, ${kB(css.gzipBytes)} gzip`);
    progress(`landing page HTML (with any inline CSS): ${kB(html.gzipBytes)} gzip`);
    return { js, css, html };
  } finally {
    await close();
    cleanups.delete(close);
  }
}

async function waitForDevtools(port, chrome, stderr) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (chrome.exitCode !== null)
      throw new Error(`Chromium exited (${chrome.exitCode}): ${stderr()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`Chromium's DevTools endpoint did not come up: ${stderr()}`);
}

/** Never throws: a Lighthouse problem is reported, not fatal. */
async function measureLighthouse(url) {
  let chrome;
  let stopChrome;
  try {
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const port = await freePort();
    assertNotInterrupted();
    const userDataDir = tempDir('simmer-bench-chromium-');
    let stderr = '';
    chrome = spawn(
      CHROMIUM_PATH,
      [
        `--remote-debugging-port=${port}`,
        '--headless=new',
        `--user-data-dir=${userDataDir}`,
        ...CHROMIUM_FLAGS,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    stopChrome = () => stopProcess(chrome);
    cleanups.add(stopChrome);
    chrome.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    chrome.once('error', (error) => (stderr += `\n${error.message}`));
    await waitForDevtools(port, chrome, () => stderr);

    const result = await lighthouse(
      `${url}/`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id) => {
      const audit = lhr.audits[id];
      return { value: audit?.numericValue ?? null, display: audit?.displayValue ?? 'n/a' };
    };
    const rawScore = lhr.categories.performance?.score;
    const score = typeof rawScore === 'number' ? Math.round(rawScore * 100) : null;
    const out = {
      score,
      lighthouseVersion: lhr.lighthouseVersion,
      warnings: lhr.runWarnings ?? [],
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
    };
    progress(`Lighthouse performance (desktop): ${score ?? 'no score'}`);
    return out;
  } catch (error) {
    const reason = error?.message ?? String(error);
    progress(`Lighthouse could not run: ${reason}`);
    return { score: null, error: reason };
  } finally {
    if (stopChrome) {
      await stopChrome();
      cleanups.delete(stopChrome);
    }
  }
}

function budgetStatus(ok) {
  if (ok === null) return 'n/a';
  return ok ? 'PASS' : 'FAIL';
}

/** Flat rows for the summary table: metric, value, budget, status. */
function tableRows(startup, weight, lh) {
  const runs = (values) => values.map((value) => Math.round(value)).join(' / ');
  const notes = startup.startScriptNotes.length ? ` (${startup.startScriptNotes.join(', ')})` : '';
  const rows = [
    {
      metric: 'Cold start, SEED_DEMO=true, empty DATA_DIR',
      value: ms(startup.firstStartWithSeedMs),
    },
    {
      metric: `Warm restart, same DATA_DIR (median of ${WARM_RUNS})`,
      value: `${ms(startup.warmRestartMedianMs)} [${runs(startup.warmRestartRunsMs)}]`,
    },
    {
      metric: 'Cold start, SEED_DEMO=false, empty DATA_DIR',
      value: ms(startup.firstStartNoSeedMs),
    },
    {
      metric: `node scripts/start.mjs, warm (median of ${startup.startScriptRunsMs.length || START_SCRIPT_RUNS})${notes}`,
      value:
        startup.startScriptMedianMs === null
          ? `not measured: ${startup.startScriptSkipped}`
          : `${ms(startup.startScriptMedianMs)} [${runs(startup.startScriptRunsMs)}]`,
    },
    {
      metric: 'Landing JS, gzip -9 (kB = 1000 B)',
      value: `${kB(weight.js.gzipBytes)} (${weight.js.requests} requests, ${kB(weight.js.bytes)} raw)`,
      budget: `<= ${kB(JS_BUDGET_BYTES)}`,
      status: budgetStatus(weight.js.gzipBytes <= JS_BUDGET_BYTES),
    },
    {
      metric: 'Landing CSS, gzip -9',
      value: `${kB(weight.css.gzipBytes)} (${weight.css.requests} requests, ${kB(weight.css.bytes)} raw)`,
    },
    {
      metric: 'Lighthouse performance, desktop',
      value: lh.score === null ? `not measured: ${lh.error ?? 'no score'}` : String(lh.score),
      budget: `>= ${LIGHTHOUSE_BUDGET}`,
      status: budgetStatus(lh.score === null ? null : lh.score >= LIGHTHOUSE_BUDGET),
    },
  ];
  if (lh.metrics) {
    const labels = { fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', cls: 'CLS', speedIndex: 'Speed Index' };
    for (const [key, label] of Object.entries(labels)) {
      const { value, display } = lh.metrics[key];
      const exact =
        value === null ? '' : key === 'cls' ? ` (${value.toFixed(3)})` : ` (${ms(value)})`;
      rows.push({ metric: `  Lighthouse ${label}`, value: `${display}${exact}` });
    }
  }
  return rows;
}

async function main() {
  const began = performance.now();
  const machine = machineFacts();
  progress(
    `node ${machine.node}, ${machine.cpuCount} x ${machine.cpuModel}, ${machine.memoryGB} GB, ${machine.chromium}`,
  );
  const builtWebApp = ensureWebBuild();
  await ensureServerBuild();

  const startup = await measureStartup();

  // Page measurements against a warm server on the seeded DATA_DIR.
  const server = await startServer(SERVER_ARGS, { dataDir: startup.dataDir, seedDemo: true });
  let weight;
  let lh;
  try {
    progress(`warm server for page measurements at ${server.url}`);
    weight = await measurePageWeight(server.url);
    lh = await measureLighthouse(server.url);
  } finally {
    await server.stop();
  }

  const rows = tableRows(startup, weight, lh);
  const results = {
    benchmark: 'startup-and-page-weight',
    date: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - began) / 1000),
    machine,
    builtWebApp,
    units: { time: 'ms', size: 'bytes (tables show kB = 1000 bytes)' },
    startup: { ...startup, dataDir: undefined },
    landingPage: {
      js: {
        ...weight.js,
        budgetGzipBytes: JS_BUDGET_BYTES,
        pass: weight.js.gzipBytes <= JS_BUDGET_BYTES,
      },
      css: weight.css,
    },
    lighthouse: {
      ...lh,
      budget: LIGHTHOUSE_BUDGET,
      pass: lh.score === null ? null : lh.score >= LIGHTHOUSE_BUDGET,
    },
    rows,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  progress(`results written to ${path.relative(root, RESULTS_FILE)}`);
  // bench/run.mjs prints the table for every benchmark at the end; standalone runs print it here.
  if (!process.env.SIMMER_BENCH_RUNNER) console.log(`\n${formatTable(rows)}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: startup-and-page-weight crashed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
// Lighthouse and Playwright can leave idle handles behind; do not wait for them.
process.exit(process.exitCode ?? 0);
