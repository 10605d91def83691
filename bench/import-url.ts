// Benchmark: a whole recipe import from a URL, AI off, through the real app — the safe fetch from
// a local HTTP server, extraction, the draft, and the two writes of the import's history row — for
// every page of ../shared/data/recipe-pages (served from memory at its own path), on PGlite and on
// PostgreSQL. Budget (issue 7): median ≤ 150 ms and p95 ≤ 500 ms.
// Writes bench/results/import-url.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../apps/server/src/db/client';
import { onBothEngines, type EngineKind } from './lib/engines';
import { startBenchApp } from './lib/app';

const PAGES_DIR = path.resolve(import.meta.dirname, '../../shared/data/recipe-pages');
const ORIGIN = 'http://localhost:3000';
/** The import routes allow 10 a minute per user: the bench signs up a new user every 10 pages. */
const IMPORTS_PER_USER = 10;
const WARM_UP = 5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

if (!existsSync(PAGES_DIR)) {
  console.log(`bench: ${PAGES_DIR} not found; skipped`);
  process.exit(0);
}
const pages = readdirSync(PAGES_DIR)
  .filter((name) => name.endsWith('.html.gz'))
  .sort()
  .map((name) => ({
    path: `/${name.replace(/\.html\.gz$/, '')}`,
    html: gunzipSync(readFileSync(path.join(PAGES_DIR, name))),
  }));
const byPath = new Map(pages.map((page) => [page.path, page.html]));

const site = createServer((request, response) => {
  const html = byPath.get(request.url ?? '');
  if (!html) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

async function measure(kind: EngineKind, database: Database) {
  const { app, close } = await startBenchApp(database, { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
  try {
    let cookie = '';
    let users = 0;
    const newUser = async () => {
      users += 1;
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email: `importer-${users}@example.com`, password: 'bench-password', name: '' },
      });
      await app.services.accounts.setRole(signUp.json<{ user: { id: string } }>().user.id, 'pro');
      cookie = [signUp.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
    };

    const samples: number[] = [];
    const outcomes = new Map<string, number>();
    const sequence = [...pages.slice(0, WARM_UP), ...pages];
    for (const [index, page] of sequence.entries()) {
      if (index % IMPORTS_PER_USER === 0) await newUser();
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/imports/url',
        headers: { origin: ORIGIN, cookie },
        payload: { url: `${siteOrigin}${page.path}`, force: true },
      });
      const elapsed = performance.now() - started;
      if (index < WARM_UP) continue;
      samples.push(elapsed);
      const outcome =
        response.statusCode === 200
          ? `200 ${response.json<{ import: { method: string } }>().import.method}`
          : `${response.statusCode} ${response.json<{ error: { message: string } }>().error.message}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(
      `bench: ${kind}: URL import, ${samples.length} pages: p50 ${p50.toFixed(1)} ms p95 ${p95.toFixed(1)} ms max ${Math.max(...samples).toFixed(1)} ms`,
    );
    for (const [outcome, count] of [...outcomes].sort((a, b) => b[1] - a[1])) {
      console.log(`bench: ${kind}:   ${count} × ${outcome}`);
    }
    const rows = [
      {
        metric: `${kind}: URL import, local server, AI off (median)`,
        value: `${p50.toFixed(1)} ms`,
        budget: '<= 150 ms',
        status: p50 <= 150 ? 'PASS' : 'FAIL',
      },
      {
        metric: `${kind}: URL import, local server, AI off (p95)`,
        value: `${p95.toFixed(1)} ms`,
        budget: '<= 500 ms',
        status: p95 <= 500 ? 'PASS' : 'FAIL',
      },
    ];
    return { rows, outcomes: Object.fromEntries(outcomes), p50, p95 };
  } finally {
    await close();
  }
}

try {
  const results = await onBothEngines('import', measure);
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'import-url.json'),
    JSON.stringify({ pages: pages.length, ...results }, null, 2),
  );
  console.log('bench: results written to bench/results/import-url.json');
} finally {
  site.close();
}
