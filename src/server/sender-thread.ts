import { Worker } from 'node:worker_threads';
import type { Connection } from '../../mikro-orm.config.ts';
import type { Keyring } from './crypto/secret-box.ts';

// The notification sender in a thread of its own (docs/decisions/0028-notifications.md, "Engine"):
// building and sending thousands of messages (MIME, SMTP, push encryption, the delivery rows) on the
// API's event loop made every API call wait behind it. The thread has its own event loop, its own
// small connection pool and job queue worker, and runs only the `notifications.send` job; the
// main thread keeps every other job. Used on PostgreSQL; the embedded PGlite serves one session at
// a time, so there the job runs in the main thread as before.

/** What the thread is started with (structured-cloned into it). */
export interface SenderThreadData {
  connection: Connection;
  keyring: Keyring;
}

/** Messages between the thread and the server. */
export type SenderThreadMessage = { type: 'ready' } | { type: 'stop' } | { type: 'stopped' };

export interface SenderThread {
  /** Finishes the batch in hand, stops the job worker and closes the thread's connections. */
  stop(timeoutMs: number): Promise<void>;
}

interface Log {
  info(msg: string): void;
  error(obj: object, msg: string): void;
}

/** A thread that died is started again after this pause (its claimed messages' leases run out). */
const RESTART_AFTER_MS = 5_000;

export function startSenderThread(data: SenderThreadData, log: Log): SenderThread {
  let stopping = false;
  let worker: Worker | null = null;
  let restart: NodeJS.Timeout | undefined;

  const spawn = () => {
    const thread = new Worker(new URL('./sender-thread-worker.ts', import.meta.url), {
      workerData: {
        connection: endpointOf(data.connection),
        keyring: data.keyring,
      } satisfies SenderThreadData,
      name: 'notification sender',
    });
    worker = thread;
    thread.on('message', (message: SenderThreadMessage) => {
      if (message.type === 'ready') log.info('notification sender thread started');
    });
    thread.on('error', (error: Error) => log.error({ err: error }, 'notification sender thread failed'));
    thread.on('exit', (code) => {
      worker = null;
      if (stopping) return;
      log.error(
        { code },
        `notification sender thread ended; starting it again in ${RESTART_AFTER_MS / 1000} s`,
      );
      restart = setTimeout(spawn, RESTART_AFTER_MS);
      restart.unref();
    });
  };
  spawn();

  return {
    async stop(timeoutMs) {
      stopping = true;
      clearTimeout(restart);
      const thread = worker;
      if (!thread) return;
      const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.postMessage({ type: 'stop' } satisfies SenderThreadMessage);
      const timer = setTimeout(() => void thread.terminate(), timeoutMs);
      await ended;
      clearTimeout(timer);
    },
  };
}

/** The connection's address only: the embedded database's also carries its server's functions. */
function endpointOf(connection: Connection): Connection {
  if ('url' in connection) return { url: connection.url };
  const { host, port, user, dbName } = connection;
  return { host, port, ...(user ? { user } : {}), ...(dbName ? { dbName } : {}) };
}
