import type { EntityManager } from '@mikro-orm/postgresql';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { storedSettings } from '../settings/service.ts';
import type { AppServices } from '../services.ts';
import { DEFAULT_NOTIFICATION_SEND_RATE, DEFAULT_QUIET_HOURS } from '../../shared/notifications.ts';
import { expandOutbox, sendDue, type Sender } from './delivery.ts';
import { UNSUBSCRIBE_PURPOSE, unsubscribeLinks } from './unsubscribe.ts';

// How the sender runs (docs/decisions/0028-notifications.md, "Engine"): the `notifications.send`
// job expands the outbox and sends what is due until nothing is left (or its time is up); a waker
// on every instance looks every two seconds whether anything waits and queues the job when it does,
// so a message leaves within seconds of its commit without a job row every two seconds.

const DEFAULT_MAX_ATTEMPTS = 5;

/** Set when the server stops: a run ends after the batch in hand rather than its whole budget. */
let stopping = false;

/** Called on SIGTERM (server.ts): the sender finishes its batch and leaves the rest queued. */
export function stopNotifications(): void {
  stopping = true;
}

/** What the sender uses of the app's services (the sender thread builds only these). */
export type SenderServices = Pick<
  AppServices,
  'notificationChannels' | 'secretBox' | 'signedLinks' | 'siteUrl'
>;

/** The sender with this run's settings (read before any transaction: the settings cache forks). */
export async function senderOf(em: EntityManager, services: SenderServices): Promise<Sender> {
  const stored = await storedSettings(em, services.secretBox(SEAL_PURPOSE.settings), [
    'QUIET_HOURS',
    'NOTIFICATION_MAX_ATTEMPTS',
    'NOTIFICATION_SEND_RATE',
  ]);
  const links = unsubscribeLinks(services.signedLinks(UNSUBSCRIBE_PURPOSE), services.siteUrl);
  return {
    adapters: services.notificationChannels,
    siteUrl: services.siteUrl,
    unsubscribeUrl: (userId, group) => links.unsubscribeUrlFor(userId, group),
    quietHours: stored.QUIET_HOURS ?? DEFAULT_QUIET_HOURS,
    maxAttempts: Number(stored.NOTIFICATION_MAX_ATTEMPTS ?? DEFAULT_MAX_ATTEMPTS),
    ratePerSecond: Number(stored.NOTIFICATION_SEND_RATE ?? DEFAULT_NOTIFICATION_SEND_RATE),
  };
}

/**
 * One run of the job: expand and send until nothing is due or `budgetMs` has passed, at most
 * NOTIFICATION_SEND_RATE messages a second (a batch sent faster waits out the rest of its time).
 */
export async function runNotifications(
  em: EntityManager,
  services: SenderServices,
  budgetMs = 50_000,
): Promise<{ expanded: number; sent: number; retrying: number; failed: number }> {
  const sender = await senderOf(em, services);
  const totals = { expanded: 0, sent: 0, retrying: 0, failed: 0 };
  const started = Date.now();
  while (!stopping && Date.now() - started < budgetMs) {
    const batchStarted = Date.now();
    const expanded = await expandOutbox(em.fork(), sender);
    const run = await sendDue(em.fork(), sender);
    const tried = run.sent + run.retrying + run.failed;
    const ahead = (tried / sender.ratePerSecond) * 1000 - (Date.now() - batchStarted);
    if (ahead > 0 && !stopping) await new Promise((resolve) => setTimeout(resolve, ahead));
    totals.expanded += expanded;
    totals.sent += run.sent;
    totals.retrying += run.retrying;
    totals.failed += run.failed;
    if (!expanded && !run.sent && !run.retrying && !run.failed) break;
  }
  return totals;
}

/** Whether anything waits: an event not expanded, or a message due. Two index probes. */
async function somethingWaits(em: EntityManager): Promise<boolean> {
  const [row] = await em.getConnection().execute<{ waits: boolean }[]>(
    `select exists (select 1 from "notification_outbox" where "expanded_at" is null)
         or exists (select 1 from "notification_delivery" where "status" in ('queued', 'held') and "not_before" <= now()) as "waits"`,
  );
  return row?.waits === true;
}

/** Queues the job whenever something waits; answers a stop function. */
export function startNotificationWaker(
  em: EntityManager,
  wake: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs = 2000,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    somethingWaits(em.fork())
      .then((waits) => (waits ? wake() : undefined))
      .catch(onError)
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
