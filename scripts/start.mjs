// `npm start`: install if needed, build the web app and the server if needed, then run the server.
import { spawn } from 'node:child_process';
import {
  checkNodeVersion,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  root,
  SERVER_BUILD,
  serverEnv,
} from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();
ensureWebBuild();
await ensureServerBuild();

// The built bundle, not the sources through tsx: the TypeScript loader alone held ~200 MB.
const server = spawn(process.execPath, [SERVER_BUILD], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
