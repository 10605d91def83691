// `npm run bench`: runs every benchmark script in bench/ (each in its own Node process), then
// prints one summary table from the JSON each wrote to bench/results/<name>.json.
// Exit code: 0 when every benchmark finished (budgets are reported, not enforced), 1 when one crashed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatTable } from './lib/format-table.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const self = path.basename(fileURLToPath(import.meta.url));

const only = process.argv.slice(2);
const scripts = readdirSync(benchDir)
  .filter((name) => (name.endsWith('.mjs') || name.endsWith('.ts')) && name !== self)
  .filter((name) => only.length === 0 || only.some((wanted) => name.startsWith(wanted)))
  .sort();

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Let the running benchmark clean up its servers and browsers, then stop.
    current?.kill(signal);
    process.exitCode = 130;
  });
}

function runScript(name) {
  return new Promise((resolve) => {
    // TypeScript benchmarks import the server's modules, compiled on the fly by tsx.
    const args = name.endsWith('.ts')
      ? ['--import', 'tsx', path.join(benchDir, name)]
      : [path.join(benchDir, name)];
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SIMMER_BENCH_RUNNER: '1' },
    });
    current = child;
    child.once('error', (error) => {
      console.error(`bench: could not start ${name}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const cpus = os.cpus();
const summary = [];
for (const script of scripts) {
  const name = script.replace(/\.(mjs|ts)$/, '');
  console.log(`\n=== bench: ${name} ===`);
  const began = performance.now();
  const code = await runScript(script);
  summary.push({ name, code, seconds: (performance.now() - began) / 1000 });
  if (process.exitCode === 130) break;
}

console.log('\n=== bench summary ===');
console.log(
  `node ${process.version} | ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'} | ` +
    `${os.platform()} ${os.release()} ${os.arch()} | ${(os.totalmem() / 1e9).toFixed(1)} GB RAM`,
);
for (const { name, code, seconds } of summary) {
  console.log(
    `\n${name}: ${code === 0 ? 'finished' : code === 130 ? 'INTERRUPTED' : `CRASHED (exit ${code})`} in ${seconds.toFixed(0)} s`,
  );
  if (code !== 0) continue;
  const file = path.join(resultsDir, `${name}.json`);
  try {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    console.log(formatTable(results.rows ?? []));
    console.log(`(full results: ${path.relative(root, file)})`);
  } catch (error) {
    console.log(`(no readable results in ${path.relative(root, file)}: ${error.message})`);
  }
}

const crashed = summary.filter(({ code }) => code !== 0).length;
if (process.exitCode !== 130) process.exitCode = crashed ? 1 : 0;
