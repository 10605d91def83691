import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integrationProject = (name: string, env: Record<string, string>, extra: string[] = []) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.int.test.ts', ...extra],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own imports ('@/lib/…'), so its hooks' options can be tested in Node.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
            'eslint.architecture.test.ts',
          ],
          environment: 'node',
        },
      },
      // Process tests spawn real servers (PGlite, and PostgreSQL through TEST_DATABASE_URL); once is enough.
      integrationProject(
        'integration-pglite',
        { TEST_DB_KIND: 'pglite', ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}) },
        ['apps/server/src/**/*.process.test.ts'],
      ),
      ...(postgresUrl
        ? [
            integrationProject('integration-postgres', {
              TEST_DB_KIND: 'postgres',
              TEST_DATABASE_URL: postgresUrl,
            }),
          ]
        : []),
    ],
  },
});
