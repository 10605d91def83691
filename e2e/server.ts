export { startServer, type RunningServer } from '../apps/server/test/spawn-server';
