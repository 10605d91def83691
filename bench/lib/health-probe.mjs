// A worker thread that asks GET <url> one request after another (a pause of `pauseMs` between) until
// told 'stop', then posts every answer's latency in ms with the time it was sent. Its own event loop
// and socket, so it sees the server as any other client would.
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

const { url, pauseMs } = workerData;
const samples = [];
let stopping = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

while (!stopping) {
  const started = performance.now();
  const sentAt = performance.timeOrigin + started;
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    samples.push({ sentAt, ms: performance.now() - started, status: response.status });
  } catch (error) {
    samples.push({ sentAt, ms: performance.now() - started, status: 0, error: error.message });
  }
  await sleep(pauseMs);
}
parentPort.postMessage(samples);
