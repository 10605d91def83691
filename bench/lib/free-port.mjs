import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server or a browser a benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
