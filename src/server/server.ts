import path from 'node:path';
import { buildApp, type App } from './app.ts';
import { RedisUnavailableError } from './cache/redis.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Keyring } from './crypto/secret-box.ts';
import { DataDirError, openStorage } from './data-dir.ts';
import { DatabaseError, migrate, type Database } from './db/database.ts';
import { DataDirBusyError } from './db/embedded-postgres.ts';
import { warnOfOutage } from './db/unavailable.ts';
import { seedDemo } from './db/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { appJobs, NOTIFICATIONS_JOB } from './jobs/jobs.ts';
import { startNotificationWaker, stopNotifications } from './notifications/index.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { startSenderThread, type SenderThread } from './sender-thread.ts';
import { seedAdmin } from './users/seed-admin.ts';

/** Starts the server: config, database, migrations, demo seed, HTTP; stops gracefully on signals. */
export async function startServer(clientDir = path.resolve('dist/client')): Promise<void> {
  let config: Config;
  let db: Database;
  let keyring: Keyring;
  try {
    config = loadConfig();
    ({ keyring, db } = await openStorage(config, (line) => console.warn(line)));
  } catch (error) {
    return exitWith(error);
  }

  let app: App;
  try {
    app = await buildApp({ config, db, keyring, clientDir });
  } catch (error) {
    await db.close();
    return exitWith(error);
  }
  const log = app.log;
  let stopping = false;
  let jobs: JobQueue | undefined;
  let senderThread: SenderThread | undefined;
  let stopWaker: (() => void) | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // At once, side by side: the listener closes (new connections are refused, idle ones closed)
    // and requests in flight get half the time to finish; running jobs finish, queued ones wait in
    // the database for the next start. The database is closed under requests that hang, so an
    // embedded data folder is always left consistent.
    stopWaker?.();
    stopNotifications();
    const [drained] = await Promise.all([
      Promise.race([
        app.close().then(() => true),
        new Promise<false>((resolve) => setTimeout(resolve, config.SHUTDOWN_TIMEOUT_MS / 2, false).unref()),
      ]),
      jobs?.stop().catch((error: unknown) => log.error({ err: error }, 'stopping the job queue failed')),
      senderThread?.stop(config.SHUTDOWN_TIMEOUT_MS / 2),
    ]);
    if (!drained) log.warn('requests still running; closing the database under them');
    await db.close();
    log.info('stopped');
    if (!drained) process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    // One instance at a time: two started at once on one database would both migrate and seed.
    await withStartupLock(
      db,
      async () => {
        const applied = await migrate(db);
        if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`);
        if (!config.SEED_DEMO) return;
        await seedDemo(db.orm.em.fork(), {
          log: (line) => log.info(line),
          secretBox: app.services.secretBox,
        });
        // Printed to the terminal rather than the structured log, which may be shipped elsewhere.
        await seedAdmin(db.orm.em.fork(), app.services, {
          email: config.SEED_ADMIN_EMAIL,
          password: config.SEED_ADMIN_PASSWORD,
          dataDir: config.dataDir,
          print: (line) => console.log(line),
        });
      },
      (line) => log.info(line),
    );
    await app.listen({ port: config.PORT, host: config.HOST });
    const threaded = (config.NOTIFICATION_SENDER ?? (config.DATABASE_URL ? 'thread' : 'main')) === 'thread';
    jobs = await startJobQueue({
      connection: db.connection,
      em: db.orm.em,
      log,
      jobs: appJobs(app.services, { notifications: !threaded }),
    });
    const queue = jobs;
    if (threaded) senderThread = startSenderThread({ connection: db.connection, keyring }, log);
    else
      stopWaker = startNotificationWaker(
        db.orm.em,
        () => queue.send(NOTIFICATIONS_JOB),
        (error) => warnOfOutage(log, error) || log.warn({ err: error }, 'notification waker'),
      );
  } catch (error) {
    log.error({ err: error }, 'start failed');
    await app.close();
    await db.close();
    process.exitCode = 1;
    return;
  }
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  log.info(`database: ${db.description}`);
  log.info(
    `identity: ${app.services.identityMode === 'clerk' ? 'Clerk' : 'local accounts (no Clerk keys set)'}`,
  );
  log.info(`e-mail: ${app.services.mailer.description}`);
  log.info(`open http://${shown}:${config.PORT} (API docs at /api/docs)`);
}

function exitWith(error: unknown): void {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseError ||
    error instanceof DataDirBusyError ||
    error instanceof DataDirError ||
    error instanceof RedisUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

if (import.meta.main) await startServer();
