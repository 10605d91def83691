// `npm start`: install if needed, build the web app if needed, then run the server.
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureDependencies, ensureWebBuild, root } from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
