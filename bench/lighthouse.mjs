// Benchmark: Lighthouse performance, mobile preset (Lighthouse's default: a Moto G class phone,
// simulated slow 4G and 4x CPU slowdown), on the screens issue 15 budgets: the landing page signed
// out, and signed in as the pro demo user the dashboard, the Recipe Box, the planner and the
// shopping list. Each screen runs RUNS times (default 3, `LIGHTHOUSE_RUNS`) in a fresh Chromium
// and the median score is reported with its LCP, TBT and transferred JavaScript.
//
// `node bench/lighthouse.mjs` (or `npm run bench lighthouse`): builds the web app and the server
// if stale (as `npm start` does), starts the built server on a free port with a temporary
// DATA_DIR and the demo seed, and stops it afterwards. `BENCH_URL=http://host:port` measures a
// running server instead (its demo accounts must exist). `LIGHTHOUSE_SCREENS=recipes,planner`
// measures only those screens; `LIGHTHOUSE_REPORT_DIR=dir` also writes each run's whole report. Installs nothing; needs Chromium at /usr/bin/chromium (or
// `CHROMIUM_PATH`). Budget: score >= 90 on each screen; reported, never enforced. Run it on a quiet
// machine: the load average is printed before and after, because TBT follows it.
// Writes bench/results/lighthouse.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runCleanups, startServer, stopProcess } from './lib/built-server.mjs';
import { freePort } from './lib/free-port.mjs';
import { formatTable } from './lib/format-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(root, 'bench', 'results', 'lighthouse.json');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const BUDGET = 90;
const PRO = { email: 'pro@simmer.test', password: 'simmer-demo' };
const SCREENS = [
  { name: 'landing', path: '/', signedIn: false, budgeted: true },
  { name: 'dashboard', path: '/', signedIn: true, budgeted: false },
  { name: 'recipes', path: '/recipes', signedIn: true, budgeted: true },
  { name: 'planner', path: '/meal-planner', signedIn: true, budgeted: true },
  { name: 'shopping list', path: '/grocery-list', signedIn: true, budgeted: true },
  // Issue 18: cook mode on a demo recipe with video (the path is found when the bench runs).
  { name: 'cook mode', path: null, signedIn: true, budgeted: true },
];

/** Cook mode of the first demo recipe with a long video, as the pro demo user sees it. */
async function cookModePath(url) {
  const cookie = await signIn(url);
  const get = async (apiPath) => {
    const response = await fetch(`${url}${apiPath}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${apiPath}: ${response.status}`);
    return response.json();
  };
  const page = await get('/api/recipes?limit=50');
  for (const recipe of page.items ?? page.recipes ?? []) {
    const videos = await get(`/api/recipes/${recipe.id}/videos`);
    if (videos.longFormUrl) return `/recipes/${recipe.id}/cook-mode`;
  }
  throw new Error('no demo recipe with a video');
}

const progress = (message) => console.log(`bench: ${message}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Signs the pro demo user in through the real auth API; returns the Cookie header to send. */
async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(PRO),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`sign-in as ${PRO.email} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}

async function launchChromium() {
  const port = await freePort();
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'simmer-lighthouse-chromium-'));
  let stderr = '';
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  chrome.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  chrome.once('error', (error) => (stderr += `\n${error.message}`));
  const close = async () => {
    await stopProcess(chrome);
    rmSync(userDataDir, { recursive: true, force: true });
  };
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (chrome.exitCode !== null || !chrome.pid) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, close };
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  await close();
  throw new Error(`Chromium's DevTools endpoint did not come up: ${stderr}`);
}

/** One Lighthouse run, mobile preset, in a fresh Chromium (empty cache, as a first visit). */
async function runOnce(lighthouse, url, cookie) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      // The whole report, for reading what delays a screen (`LIGHTHOUSE_REPORT_DIR`).
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    const resources = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => resources.find((item) => item.resourceType === type);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
    if (process.env.LIGHTHOUSE_SAVE_REPORTS) {
      // Whole reports for a closer look: LIGHTHOUSE_SAVE_REPORTS=1 node bench/lighthouse.mjs
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const file = path.join(
        path.dirname(RESULTS_FILE),
        `lighthouse-${name}-${cookie ? 'in' : 'out'}.json`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      scriptBytes: bytesOf('script')?.transferSize ?? null,
      scriptRequests: bytesOf('script')?.requestCount ?? null,
      totalBytes: bytesOf('total')?.transferSize ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpElement?.items?.[0]?.node?.snippet ?? lcpElement?.node?.snippet ?? undefined,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.close();
  }
}

async function main() {
  const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  const machine = {
    node: process.version,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cpuCount: os.cpus().length,
    chromium: chromiumVersion.stdout?.trim() || 'unknown',
  };
  const { default: lighthouse } = await import('lighthouse');
  const url = process.env.BENCH_URL ?? (await startServer());
  const wanted = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim());
  const screens = SCREENS.filter((screen) => !wanted || wanted.includes(screen.name));
  const loadBefore = load();
  progress(`${machine.chromium}, ${machine.cpuCount} CPUs, load average ${loadBefore}`);
  progress(`measuring ${url}, ${RUNS} runs per screen (mobile preset)`);

  for (const screen of screens) screen.path ??= await cookModePath(url);
  const results = [];
  for (const screen of screens) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // A fresh session per run: a run never sees another's cache or cookies.
      const cookie = screen.signedIn ? await signIn(url) : undefined;
      let result;
      for (let attempt = 1; !result; attempt += 1) {
        try {
          result = await runOnce(lighthouse, `${url}${screen.path}`, cookie);
        } catch (error) {
          // Lighthouse's trace recording fails now and then (NO_NAVSTART, NO_FCP): run it again.
          if (attempt >= 3) throw error;
          progress(`${screen.name} ${run}/${RUNS}: ${error.message}; running it again`);
        }
      }
      progress(
        `${screen.name} ${run}/${RUNS}: ${result.score} (LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, JS ${(result.scriptBytes / 1000).toFixed(1)} kB, load ${load()})`,
      );
      if (new URL(result.finalUrl).pathname !== screen.path) {
        throw new Error(`${screen.name} ended on ${result.finalUrl}, not ${screen.path}`);
      }
      runs.push(result);
    }
    const medianScore = median(runs.map((run) => run.score));
    const representative = runs.find((run) => run.score === medianScore);
    results.push({ ...screen, medianScore, median: representative, runs });
  }
  const loadAfter = load();

  const rows = results.map(
    ({ name, path: screenPath, budgeted, medianScore, median: m, runs }) => ({
      metric: `${name} (${screenPath})`,
      value: `${medianScore} [${runs.map((run) => run.score).join('/')}] LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(m.tbtMs)} ms, FCP ${(m.fcpMs / 1000).toFixed(1)} s, CLS ${m.cls.toFixed(3)}, JS ${(m.scriptBytes / 1000).toFixed(1)} kB in ${m.scriptRequests}`,
      budget: budgeted ? `>= ${BUDGET}` : '',
      status: budgeted ? (medianScore >= BUDGET ? 'PASS' : 'FAIL') : '',
    }),
  );
  rows.push({ metric: 'load average before / after', value: `${loadBefore} / ${loadAfter}` });
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        benchmark: 'lighthouse',
        date: new Date().toISOString(),
        machine,
        preset: 'mobile (Lighthouse default)',
        runsPerScreen: RUNS,
        loadBefore,
        loadAfter,
        results,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  progress(`results written to ${path.relative(root, RESULTS_FILE)}`);
  if (!process.env.SIMMER_BENCH_RUNNER) console.log(`\n${formatTable(rows)}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: lighthouse crashed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
process.exit(process.exitCode ?? 0);
