// The embedded database in its own thread: PostgreSQL (WebAssembly) and the parsing of its
// results run here, so HTTP requests are not queued behind SQL on the server's event loop.
// Plain JavaScript: it runs unchanged from the sources and beside the built server.
// Messages are described in pglite-thread.ts, which is the only code that talks to this file.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;
class RollbackRequested extends Error {}
/** Open transactions by id: their client, how to end them, and how they ended. */
const transactions = new Map();
let nextTransaction = 1;

/** PostgreSQL's error fields (code, constraint, detail…) survive the trip to the main thread. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

const database = PGlite.create({
  dataDir: workerData.dataDir,
  extensions: { pg_trgm },
  startParams: workerData.startParams,
});
database.catch(() => undefined);

function clientFor(db, transaction) {
  if (transaction === undefined) return db;
  const open = transactions.get(transaction);
  if (!open?.client) throw new Error(`transaction ${transaction} is not open`);
  return open.client;
}

async function handle(message) {
  const db = await database;
  switch (message.type) {
    case 'ready':
      return null;
    case 'query': {
      const parsers = Object.fromEntries(message.textTypes.map((oid) => [oid, identity]));
      return clientFor(db, message.transaction).query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
    }
    case 'exec':
      return clientFor(db, message.transaction).exec(message.sql);
    case 'begin': {
      // The transaction stays open until the main thread sends commit or rollback.
      const id = nextTransaction++;
      const open = { client: undefined, finish: undefined, done: undefined };
      transactions.set(id, open);
      return new Promise((resolve, reject) => {
        open.done = db.transaction(
          (client) =>
            new Promise((commit, rollback) => {
              open.client = client;
              open.finish = (ok) => (ok ? commit(null) : rollback(new RollbackRequested()));
              resolve(id);
            }),
        );
        open.done.catch(reject).finally(() => transactions.delete(id));
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.transaction);
      if (!open?.finish) throw new Error(`transaction ${message.transaction} is not open`);
      open.finish(message.type === 'commit');
      try {
        await open.done;
      } catch (error) {
        if (!(error instanceof RollbackRequested)) throw error;
      }
      return null;
    }
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`unknown message ${message.type}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: describeError(error) }),
  );
});
