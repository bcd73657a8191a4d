// `npm start`: builds the client when its sources changed, then serves site and API on one port.
import { ensureClientBuilt } from './client-build.ts';
import { startServer } from '../src/server/server.ts';

try {
  ensureClientBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await startServer();
