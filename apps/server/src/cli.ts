import path from 'node:path';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { createLocalStorage } from './lib/storage';
import { lockDataDir } from './lib/data-dir-lock';
import { createAuth } from './modules/accounts';
import { createIngredientsService } from './modules/ingredients';
import { seedDemoData } from './seed';

const command = process.argv[2];

async function main() {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await prepareDatabase(database);
    console.log('simmer: database migrated');
    if (command === 'seed') {
      const result = await database.exclusive(() =>
        seedDemoData({
          db: database.db,
          auth: createAuth(config, database.db),
          storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
          ingredients: createIngredientsService({ db: database.db }),
          log: (message) => console.log(`simmer: ${message}`),
        }),
      );
      if (!result.seeded) console.log('simmer: demo data already present');
    }
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(`simmer: ${error instanceof ConfigError ? error.message : String(error)}`);
  process.exit(1);
});
