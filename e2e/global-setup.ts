import { startServer } from './server';

/** One real server for the browser suite, on a free port with a temporary DATA_DIR and demo data. */
export default async function globalSetup() {
  // Every browser test signs in from 127.0.0.1: raise the per-IP and per-account limits (tested in the API suite).
  const server = await startServer({
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    // Recipe import journeys fetch pages from a test server on this machine.
    IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    // Server-drawn first views are off here, so each journey meets the app in one state whatever
    // the machine's load; server-view.e2e.ts runs its own server with them on.
    SERVER_VIEW_BUDGET_MS: '0',
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
