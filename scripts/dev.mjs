// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (which proxies /api).
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureDependencies, log, root } from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();

const env = {
  NODE_ENV: 'development',
  PUBLIC_URL: 'http://localhost:5173',
  ...process.env,
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@simmer/web'], { cwd: root, stdio: 'inherit', env }),
];
log('open http://localhost:5173');

function stopAll(signal) {
  children.forEach((child) => child.kill(signal));
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
