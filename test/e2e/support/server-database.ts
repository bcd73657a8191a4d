import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { serverDataDir, serverDatabaseUrl } from './environment.ts';

/**
 * Runs `work` on the e2e server's own database, as the operators' tools reach it (through the
 * running server's socket on PGlite): for state no page or API makes, such as the delivery log's
 * failed messages.
 */
export async function withServerDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({
    databaseUrl: serverDatabaseUrl(),
    dataDir: serverDataDir(),
    role: 'tool',
    poolSize: 1,
  });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
