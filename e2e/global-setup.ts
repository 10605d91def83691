import { startServer } from './server';

/** One real server for the browser suite, on a free port with a temporary DATA_DIR and demo data. */
export default async function globalSetup() {
  const server = await startServer({ SEED_DEMO: 'true' });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
