// Benchmark (issue 18): a large recipe-video upload and range requests on what was uploaded.
// The real app listens on a local port on PostgreSQL (a throwaway database, dropped after). As a
// chef it streams a BENCH_VIDEO_MB (default 200) MB MP4 — the demo video's header, then filler —
// over HTTP in 64 kB chunks, sampling the process's RSS every 50 ms from before the upload to
// after it, so the figure is the server's memory while a whole video goes through it (the client
// in the same process never holds more than a chunk). Then BENCH_RUNS (default 200) range
// requests of 64 kB at random offsets, timing the first byte of each answer.
// Writes bench/results/video-upload.json.
// Budgets: peak RSS during the upload stays flat (growth under 64 MB for 200 MB);
// range request first byte p95 ≤ 50 ms.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { onPostgres } from './lib/engines';
import { BENCH_ORIGIN, startBenchApp } from './lib/app';

const MB = 1024 * 1024;
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNK = 64 * 1024;
const RSS_GROWTH_BUDGET_MB = 64;
const FIRST_BYTE_BUDGET_MS = 50;
const DEMO = readFileSync(
  path.resolve(import.meta.dirname, '../apps/server/src/seed/media/demo-longform.mp4'),
);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A request on the local port; resolves with the status, headers and the time to first byte. */
function request(
  port: number,
  options: http.RequestOptions,
  body?: (req: http.ClientRequest) => Promise<void>,
) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    firstByteMs: number;
    text: string;
  }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      let firstByteMs = -1;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        if (chunks.length < 4) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          firstByteMs,
          text: Buffer.concat(chunks).toString('utf8', 0, 2000),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) body(req).then(() => req.end(), reject);
    else req.end();
  });
}

const measured = await onPostgres('video_upload', async (database) => {
  const bench = await startBenchApp(database, { VIDEO_MAX_BYTES: String(500 * MB) });
  try {
    await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bench.app.server.address() as { port: number };
    const email = `chef-${Date.now()}@example.com`;
    const signUp = await bench.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: BENCH_ORIGIN },
      payload: { email, password: 'correct-horse', name: 'Chef' },
    });
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const { user } = signUp.json<{ user: { id: string } }>();
    await bench.app.services.accounts.setRole(user.id, 'chef');
    const created = await bench.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { origin: BENCH_ORIGIN, cookie },
      payload: {
        name: 'Filmed stew',
        visibility: 'public',
        ingredients: [{ name: 'beef', quantity: 1, unit: 'kg' }],
        instructions: ['Brown.', 'Simmer.'],
      },
    });
    const recipeId = created.json<{ id: string }>().id;

    // The upload, streamed; RSS sampled throughout.
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const boundary = '----simmer-bench-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = VIDEO_MB * MB;
    const started = performance.now();
    const upload = await request(
      port,
      {
        method: 'PUT',
        path: `/api/recipes/${recipeId}/videos/longform`,
        headers: {
          origin: BENCH_ORIGIN,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + fileBytes + tail.length,
        },
      },
      async (req) => {
        const write = (chunk: Buffer) =>
          new Promise<void>((resolve) =>
            req.write(chunk) ? resolve() : req.once('drain', resolve),
          );
        await write(head);
        await write(DEMO);
        const filler = Buffer.alloc(CHUNK, 0);
        for (let sent = DEMO.length; sent < fileBytes; sent += CHUNK) {
          await write(filler.subarray(0, Math.min(CHUNK, fileBytes - sent)));
        }
        await write(tail);
      },
    );
    const uploadSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${upload.text}`);
    const url = (JSON.parse(upload.text) as { longFormUrl: string }).longFormUrl;

    // Range requests at random offsets.
    const firstBytes: number[] = [];
    for (let run = 0; run < RUNS + 20; run++) {
      const from = Math.floor(Math.random() * (fileBytes - CHUNK));
      const answer = await request(port, {
        method: 'GET',
        path: url,
        headers: { cookie, range: `bytes=${from}-${from + CHUNK - 1}` },
      });
      if (answer.status !== 206) throw new Error(`range: ${answer.status}`);
      if (run >= 20) firstBytes.push(answer.firstByteMs);
    }
    return {
      videoMb: VIDEO_MB,
      uploadSeconds: Number(uploadSeconds.toFixed(2)),
      throughputMbPerS: Number((VIDEO_MB / uploadSeconds).toFixed(1)),
      rssBeforeMb: Number((baseline / MB).toFixed(1)),
      rssPeakMb: Number((peak / MB).toFixed(1)),
      rssGrowthMb: Number(((peak - baseline) / MB).toFixed(1)),
      rangeFirstByteP50Ms: Number(percentile(firstBytes, 50).toFixed(2)),
      rangeFirstByteP95Ms: Number(percentile(firstBytes, 95).toFixed(2)),
    };
  } finally {
    await bench.close();
  }
});

if (measured === null) {
  console.log('video-upload: PostgreSQL not reachable; nothing measured');
} else {
  const rows = [
    {
      metric: `upload ${VIDEO_MB} MB`,
      value: `${measured.uploadSeconds} s (${measured.throughputMbPerS} MB/s)`,
      budget: '',
      status: '',
    },
    {
      metric: 'RSS growth during upload',
      value: `${measured.rssGrowthMb} MB (${measured.rssBeforeMb} → ${measured.rssPeakMb} MB)`,
      budget: `< ${RSS_GROWTH_BUDGET_MB} MB`,
      status: measured.rssGrowthMb < RSS_GROWTH_BUDGET_MB ? 'pass' : 'FAIL',
    },
    {
      metric: 'range request first byte p50 / p95',
      value: `${measured.rangeFirstByteP50Ms} / ${measured.rangeFirstByteP95Ms} ms`,
      budget: `p95 ≤ ${FIRST_BYTE_BUDGET_MS} ms`,
      status: measured.rangeFirstByteP95Ms <= FIRST_BYTE_BUDGET_MS ? 'pass' : 'FAIL',
    },
  ];
  console.table(rows);
  const resultsDir = path.join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'video-upload.json'),
    JSON.stringify({ measured, rows }, null, 2),
  );
}
