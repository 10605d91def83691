// `npm run build:server`: bundles the server into apps/server/dist/server.mjs (npm start does this
// by itself when the sources changed).
import { ensureServerBuild } from './lib/bootstrap.mjs';

await ensureServerBuild({ force: true });
