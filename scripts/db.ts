// Database commands: migrate, seed, create-migration <name>, backup <file>, restore <file> [--replace].
// Migrate and seed go through a running server's socket when the embedded database is in use (see
// src/server/db/embedded-postgres.ts), so they never open the PGlite folder a second time; backup
// and restore of the embedded database need the server stopped (src/server/db/backup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config.ts';
import { migrate, withToolDatabase, type Database } from '../src/server/db/database.ts';
import { backupDatabase, restoreDatabase } from '../src/server/db/backup.ts';
import { withStartupLock } from '../src/server/db/startup-lock.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { resolveKeyring } from '../src/server/app-secret.ts';
import { createSecretBox } from '../src/server/crypto/secret-box.ts';
import { runTool } from './tool.ts';

const MIGRATIONS_DIR = path.resolve('src/server/db/migrations');
const NO_SECRET_IN_BACKUP =
  'The backup holds no app secret. Keep APP_SECRET (or DATA_DIR/app-secret) safe and apart from it: ' +
  'without that secret the game credentials and payout details sealed in the backup cannot be opened.';

await runTool(async () => {
  const [command, name, ...flags] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') return copyCommand(config, command, name, flags);
  await withToolDatabase(config, async (db) => {
    console.log(`Database: ${db.description}`);
    // Not while a starting server (or another tool) migrates or seeds the same database.
    await withStartupLock(db, () => runCommand(db, config, command, name), console.log);
  });
});

async function runCommand(db: Database, config: Config, command?: string, name?: string): Promise<void> {
  if (command === 'migrate') {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations.');
  } else if (command === 'seed') {
    await migrate(db);
    const keyring = resolveKeyring(config, console.warn);
    const seeded = await seedDemo(db.orm.em.fork(), {
      log: console.log,
      secretBox: (purpose) => createSecretBox(keyring, purpose),
    });
    console.log(
      seeded ? 'Demo content seeded.' : 'The database already had its demo content; nothing changed.',
    );
  } else if (command === 'create-migration') {
    await migrate(db);
    const result = await db.orm.migrator.create(MIGRATIONS_DIR, false, false, name);
    if (!result.fileName) {
      console.log('The entities match the migrations; no migration created.');
    } else {
      writeMigrationIndex();
      console.log(`Created ${path.join('src/server/db/migrations', result.fileName)}`);
    }
  } else {
    throw new Error(
      'Usage: node scripts/db.ts migrate | seed | create-migration <name> | backup <file> | restore <file> [--replace]',
    );
  }
}

async function copyCommand(
  config: Config,
  command: 'backup' | 'restore',
  file?: string,
  flags: string[] = [],
) {
  const unknown = flags.filter((flag) => flag !== '--replace' || command !== 'restore');
  if (!file || file.startsWith('--') || unknown.length)
    throw new Error('Usage: npm run db:backup -- <file> | npm run db:restore -- <file> [--replace]');
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
  const where = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  if (command === 'backup') {
    const { bytes } = await backupDatabase(target, path.resolve(file));
    console.log(`Backed up ${where} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    console.log(NO_SECRET_IN_BACKUP);
    return;
  }
  const { movedAside } = await restoreDatabase(target, path.resolve(file), {
    replace: flags.includes('--replace'),
  });
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  console.log(`Restored ${file} into ${where}. The server applies newer migrations when it starts.`);
  console.log(NO_SECRET_IN_BACKUP);
}

/** Lists every migration file in index.ts, oldest first, for the static migrationsList. */
function writeMigrationIndex(): void {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .sort();
  const names = files.map(
    (f) => /export class (\w+)/.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'))?.[1],
  );
  const lines = files.map((f, i) => `import { ${names[i]} } from './${f}';`);
  lines.push('', '/** Applied in this order; `npm run db:migration:create` rewrites this file. */');
  lines.push(
    `export const migrations = [${files.map((f, i) => `{ name: '${f.replace(/\.ts$/, '')}', class: ${names[i]} }`).join(', ')}];`,
  );
  fs.writeFileSync(path.join(MIGRATIONS_DIR, 'index.ts'), `${lines.join('\n')}\n`);
}
