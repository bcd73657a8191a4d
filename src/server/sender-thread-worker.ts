import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { pino } from 'pino';
import { siteUrl } from './auth/setup.ts';
import { loadConfig } from './config.ts';
import { keyedServices } from './crypto/keyed.ts';
import { createSecretBox } from './crypto/secret-box.ts';
import { SEAL_PURPOSE } from './crypto/sealed-columns.ts';
import { connect } from './db/database.ts';
import { warnOfOutage } from './db/unavailable.ts';
import { NOTIFICATIONS_JOB, notificationsJob } from './jobs/jobs.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { notificationChannels } from './notification-channels.ts';
import { startNotificationWaker, stopNotifications, type SenderServices } from './notifications/index.ts';
import type { SenderThreadData, SenderThreadMessage } from './sender-thread.ts';

// The sender thread's own start (see sender-thread.ts): the configuration from the environment,
// the keyring and the database from the server, a mailer and the channels of its own, the
// `notifications.send` job and the waker that queues it.

/** Connections the thread holds: a batch's claim, its sends' e-mail log rows, and the waker. */
const POOL_SIZE = 4;

/**
 * On Linux a thread has a nice value of its own (setpriority(2), "Bugs"): the sender yields the
 * CPU to the API's thread when both want it, so a burst of messages does not slow the players'
 * calls. Elsewhere the thread keeps the process's priority.
 */
function yieldToTheApi(): void {
  try {
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, SENDER_NICE);
  } catch {
    // Not Linux, or not allowed: the sender runs at the process's priority.
  }
}

/** The sender thread's nice value (0 is the process's, 19 the lowest). */
const SENDER_NICE = 19;

yieldToTheApi();
const { connection, keyring } = workerData as SenderThreadData;
const port = parentPort!;
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL }).child({ thread: 'notifications' });

const db = await connect(connection, 'the database (notification sender)', POOL_SIZE);
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  log: (line) => log.info(line),
  box: createSecretBox(keyring, SEAL_PURPOSE.mail),
});
const services: SenderServices = {
  notificationChannels: notificationChannels(config, keyring, mailer).channels,
  ...keyedServices(keyring),
  siteUrl: siteUrl(config),
};
const queue = await startJobQueue({
  connection,
  em: db.orm.em,
  log,
  jobs: [notificationsJob(services)],
});
const stopWaker = startNotificationWaker(
  db.orm.em,
  () => queue.send(NOTIFICATIONS_JOB),
  (error) => warnOfOutage(log, error) || log.warn({ err: error }, 'notification waker'),
);

port.on('message', (message: SenderThreadMessage) => {
  if (message.type !== 'stop') return;
  // The batch in hand finishes; what is left waits in the database for the next start.
  stopWaker();
  stopNotifications();
  void queue
    .stop()
    .catch((error: unknown) => log.error({ err: error }, 'stopping the sender job queue failed'))
    .then(() => mailer.close())
    .then(() => db.close())
    .finally(() => port.close());
});
port.postMessage({ type: 'ready' } satisfies SenderThreadMessage);
