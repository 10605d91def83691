// The import's page reader in a worker thread (extract-thread.ts): reads a recipe from a page's
// HTML off the server's event loop. Plain JavaScript, so it starts without the TypeScript loader;
// it loads the extractor named in workerData — the server build's bundle, or the TypeScript
// sources through tsx when the server runs from them (development, tests).
import { parentPort, workerData } from 'node:worker_threads';

const { modulePath, typescript } = workerData;
if (typescript) (await import('tsx/esm/api')).register();
const { extractRecipeFromHtml } = await import(modulePath);

parentPort.on('message', ({ id, html, pageUrl }) => {
  try {
    parentPort.postMessage({ id, result: extractRecipeFromHtml(html, pageUrl) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
