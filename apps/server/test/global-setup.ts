import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/bootstrap';
import { openPglite, openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates once per run: a PGlite data-dir snapshot that every test database loads, or a
 * PostgreSQL template database that every test database is created from.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pglite') {
    const database = await openPglite({ kind: 'pglite' });
    await prepareDatabase(database);
    const dir = mkdtempSync(path.join(tmpdir(), 'simmer-snapshot-'));
    const file = path.join(dir, 'migrated.tar.gz');
    const dump = await database.snapshot!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const baseUrl = project.config.env?.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const template = `simmer_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openPostgres({
    kind: 'postgres',
    url: databaseUrl(baseUrl, template),
    max: 2,
  });
  await prepareDatabase(database);
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
