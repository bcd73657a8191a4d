import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './src/server/db/entities.ts';
import { migrations } from './src/server/db/migrations/index.ts';

export type Connection = { url: string } | { host: string; port: number; user?: string; dbName?: string };

/**
 * The one MikroORM configuration, for PostgreSQL and for the embedded PGlite socket alike.
 * Migrations are listed statically (src/server/db/migrations/index.ts) so a production build
 * never depends on scanning folders.
 */
export function ormConfig(
  connection: Connection,
  options: { poolSize?: number; debug?: boolean } = {},
): Options {
  const target =
    'url' in connection
      ? { clientUrl: connection.url }
      : {
          host: connection.host,
          port: connection.port,
          user: connection.user ?? 'postgres',
          dbName: connection.dbName ?? 'postgres',
        };
  return defineConfig({
    ...target,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize ?? 10 },
    debug: options.debug ?? false,
    // Every request works on its own fork of the EntityManager (see src/server/trpc/context.ts).
    allowGlobalContext: false,
    // The local identity provider (Better Auth) owns these; our migrations create them.
    schemaGenerator: {
      skipTables: [
        'auth_user',
        'auth_session',
        'auth_account',
        'auth_verification',
        'auth_rate_limit',
        'auth_two_factor',
      ],
    },
    migrations: {
      migrationsList: migrations,
      path: './src/server/db/migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
  });
}

export default ormConfig({ url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arena' });
