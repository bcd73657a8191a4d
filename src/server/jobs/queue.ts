import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Connection } from '../../../mikro-orm.config.ts';
import { warnOfOutage } from '../db/unavailable.ts';

// The job queue (decision 12): pg-boss on the same database, PostgreSQL or the embedded PGlite
// (through its socket). Jobs and their schedules live in its `pgboss` schema, so they survive a
// restart; cron schedules are run by one instance at a time however many are up.

/**
 * A running job tells the database it is alive this often (twice a period); a job silent for a
 * period is retried. A run cut off by a database outage could not record its end, and stayed
 * `active` until pg-boss's 15-minute expiry: one job at a time (`stately`), so nothing ran after
 * the outage (the fault suite's PostgreSQL restart, decision 30). pg-boss's least period.
 */
const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for silent jobs (its default is a minute). */
const SUPERVISE_SECONDS = 5;

export interface JobLog {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobContext {
  /** A fresh EntityManager for this run. */
  em: EntityManager;
  log: JobLog;
}

export interface JobDefinition {
  name: string;
  /** When it runs by itself (cron, UTC), besides whenever it is sent. */
  cron?: string;
  /** How often an idle worker looks for a sent run, in seconds (default: the queue's). */
  pollingIntervalSeconds?: number;
  run(ctx: JobContext, data: object | null): Promise<unknown>;
}

export interface JobQueue {
  /** Queues a run of a job now; answers the job's id. */
  send(name: string, data?: object): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startJobQueue(options: {
  connection: Connection;
  em: EntityManager;
  log: JobLog;
  jobs: readonly JobDefinition[];
  /** Idle polling; seconds (tests poll faster). */
  pollingIntervalSeconds?: number;
  /** Whether this instance takes part in running cron schedules (tests that send jobs need not). */
  schedule?: boolean;
}): Promise<JobQueue> {
  const { connection, log } = options;
  const boss = new PgBoss({
    ...('url' in connection
      ? { connectionString: connection.url }
      : {
          host: connection.host,
          port: connection.port,
          user: connection.user ?? 'postgres',
          database: connection.dbName ?? 'postgres',
        }),
    // The embedded database runs one session at a time: more connections would only wait.
    max: 'url' in connection ? 2 : 1,
    schema: 'pgboss',
    application_name: 'arena-jobs',
    schedule: options.schedule ?? true,
    useListenNotify: false,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  });
  // A database outage fails every worker's poll at once: said once (db/unavailable.ts).
  boss.on('error', (error) => warnOfOutage(log, error) || log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    // One run at a time and at most one waiting: a slow run never piles up cron runs behind it.
    await boss.createQueue(job.name, { policy: 'stately', heartbeatSeconds: HEARTBEAT_SECONDS });
    // A queue made by an earlier release gets the heartbeat too.
    await boss.updateQueue(job.name, { heartbeatSeconds: HEARTBEAT_SECONDS });
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 10 },
      async ([delivered]) => {
        if (!delivered) return;
        const started = Date.now();
        try {
          const result = await job.run(
            { em: options.em.fork(), log },
            (delivered.data as object | null) ?? null,
          );
          log.debug({ job: job.name, ms: Date.now() - started, result }, 'job done');
        } catch (error) {
          log.error({ err: error, job: job.name }, 'job failed');
          throw error;
        }
      },
    );
  }
  return {
    send: (name, data) => boss.send(name, data ?? null),
    // Running jobs finish first (up to 10 s); queued ones wait in the database for the next start.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
