// `npm test`: install if needed, then format check, lint, typecheck, unit, integration and browser tests.
import {
  checkNodeVersion,
  ensureDependencies,
  ensureWebBuild,
  log,
  run,
} from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();

const steps = [
  ['format check', ['run', 'format:check', '--silent']],
  ['lint', ['run', 'lint', '--silent']],
  ['typecheck', ['run', 'typecheck', '--silent']],
  ['unit tests', ['run', 'test:unit', '--silent']],
  ['integration tests', ['run', 'test:int', '--silent']],
  ['web build', null],
  ['browser tests', ['run', 'test:e2e', '--silent']],
];

const started = Date.now();
for (const [name, args] of steps) {
  log(`${name}...`);
  const stepStarted = Date.now();
  if (args === null) {
    ensureWebBuild();
    continue;
  }
  const status = run('npm', args);
  if (status !== 0) {
    console.error(`simmer: ${name} failed (exit ${status})`);
    process.exit(status);
  }
  log(`${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
