import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-app.ts';
import type { Database } from '../db/database.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from './queue.ts';

// The job queue on the test's own database (PGlite, or PostgreSQL in CI): jobs run, and a job
// queued before a stop runs after the next start.

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

function recorder() {
  const runs: (object | null)[] = [];
  let notify: () => void = () => {};
  const job: JobDefinition = {
    name: 'test.record',
    run: async (_ctx, data) => {
      runs.push(data);
      notify();
    },
  };
  const ran = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${runs.length} of ${count} runs`)), 20_000);
      notify = () => {
        if (runs.length >= count) {
          clearTimeout(timer);
          resolve();
        }
      };
      notify();
    });
  return { job, runs, ran };
}

const start = (jobs: JobDefinition[]): Promise<JobQueue> =>
  startJobQueue({
    connection: db.connection,
    em: db.orm.em,
    log: quiet,
    jobs,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });

describe('the job queue', () => {
  it('runs a job sent to it, with its data and a database of its own', async () => {
    const { job, runs, ran } = recorder();
    const queue = await start([job]);
    try {
      await queue.send('test.record', { hello: 'world' });
      await ran(1);
      expect(runs).toEqual([{ hello: 'world' }]);
    } finally {
      await queue.stop();
    }
  });

  it('keeps a job sent while nothing works on it, and runs it after the next start', async () => {
    const { job, runs, ran } = recorder();
    // A first start makes the job's queue, then the server stops.
    await (await start([job])).stop();
    // A job sent while no instance works on it (just before a restart, or by another instance).
    const sender = await start([]);
    await sender.send('test.record', { queued: 'before the restart' });
    await sender.stop();
    expect(runs).toEqual([]);

    const restarted = await start([job]);
    try {
      await ran(1);
      expect(runs).toEqual([{ queued: 'before the restart' }]);
    } finally {
      await restarted.stop();
    }
  });
});
