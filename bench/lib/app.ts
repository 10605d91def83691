// The real app in-process for a benchmark: built on a given database with a temporary DATA_DIR,
// silent, and with sign-up limits out of the way (many users sign up from one address).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';

export const BENCH_ORIGIN = 'http://localhost:3000';

/** The app on `database`; `env` adds or overrides settings. `close` stops it and removes its data. */
export async function startBenchApp(database: Database, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: BENCH_ORIGIN,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
    });
    const app = await buildApp({ config, database, webDist: null, logger: false });
    return {
      app,
      close: async () => {
        await app.close();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** Signs up a bench admin through the app and promotes it; the cookie header signs requests in. */
export async function signInBenchAdmin(
  app: Awaited<ReturnType<typeof startBenchApp>>['app'],
  database: Database,
): Promise<{ adminId: string; cookie: string }> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: BENCH_ORIGIN },
    payload: { email: 'bench-admin@example.com', password: 'bench-password', name: 'Admin' },
  });
  const adminId = signUp.json<{ user: { id: string } }>().user.id;
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  return { adminId, cookie };
}
