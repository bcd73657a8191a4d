import { taxDocumentAttachment } from '../invoices/service.ts';
import { sendQueuedMail } from '../mail/service.ts';
import { runNotifications, type SenderServices } from '../notifications/index.ts';
import { sendDueReminders } from '../matches/index.ts';
import { sweepUnpaidRegistrations } from '../payments/index.ts';
import { reconcilePayments, refundRegistrationInFull, sendRefund } from '../payments/index.ts';
import { accountsOwedPrizes, closeDuePools, reconcilePayouts, tellOverdueClaims } from '../prizes/index.ts';
import { eraseAccount } from '../privacy/service.ts';
import { applyStartRules } from '../qualifiers/index.ts';
import { sweepInactiveAccounts } from '../users/index.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { AUTO_CLOSE_AFTER_HOURS } from '../../shared/championship-rules.ts';
import type { AppServices } from '../services.ts';
import type { JobDefinition } from './queue.ts';

/** The job that sends notifications; the waker queues it by this name. */
export const NOTIFICATIONS_JOB = 'notifications.send';

/**
 * E-mail, push, SMS and WhatsApp messages (docs/decisions/0028-notifications.md): sent when the
 * waker sees something waiting, and every minute whatever it sees. On PostgreSQL it runs in the
 * sender thread (sender-thread.ts), off the API's event loop.
 */
export function notificationsJob(services: SenderServices): JobDefinition {
  return {
    name: NOTIFICATIONS_JOB,
    cron: '* * * * *',
    pollingIntervalSeconds: 1,
    run: ({ em }) => runNotifications(em, services),
  };
}

/**
 * The server's jobs: what runs by itself, and how often (cron, every minute here). The
 * notifications job is among them unless the sender thread runs it (`notifications: false`).
 */
export function appJobs(services: AppServices, options: { notifications: boolean }): JobDefinition[] {
  return [
    ...(options.notifications ? [notificationsJob(services)] : []),
    {
      // Mail queued in another change's transaction (a paid pass's receipt and tax invoice, decision 27).
      name: 'mail.send-queued',
      cron: '* * * * *',
      run: ({ em }) => sendQueuedMail(em, services.mailer, taxDocumentAttachment),
    },
    {
      // Registrations left unpaid too long release their usernames (decision 10).
      name: 'registrations.expire-unpaid',
      cron: '* * * * *',
      run: ({ em }) => sweepUnpaidRegistrations(em, services.unpaidRegistrationTtlMinutes),
    },
    {
      // Razorpay payments still pending after 15 minutes, and refunds it has not answered (decision 12).
      name: 'payments.reconcile',
      cron: '* * * * *',
      run: async ({ em, log }) => reconcilePayments(em, await services.paymentGateway(em), log),
    },
    {
      // A pool not full at its first match's start follows its qualifier's rule, once
      // (docs/decisions/0025-championship-rules.md): plays, merges, or is cancelled and refunded.
      name: 'qualifiers.apply-start-rules',
      cron: '* * * * *',
      run: ({ em }) =>
        applyStartRules(em, {
          refundInFull: refundRegistrationInFull,
          send: async (refundIds) => {
            const gateway = await services.paymentGateway(em);
            for (const id of refundIds) await sendRefund(em, gateway, id);
          },
        }),
    },
    {
      // Match-time reminders (issue 28): check-in open, closing in 10 minutes, room details out.
      name: 'notifications.match-reminders',
      cron: '* * * * *',
      run: ({ em }) => sendDueReminders(em),
    },
    {
      // Pools closable for a day close by themselves (docs/decisions/0025-championship-rules.md).
      name: 'prizes.close-due-pools',
      cron: '*/10 * * * *',
      run: async ({ em }) => {
        await closeDuePools(em, AUTO_CLOSE_AFTER_HOURS, services.disputeWindowHours);
      },
    },
    {
      // RazorpayX payouts unsettled an hour after their release are asked about (decision 26).
      name: 'payouts.reconcile',
      cron: '*/10 * * * *',
      run: ({ em, log }) => reconcilePayouts(em, services, log),
    },
    {
      // Claimed prizes past the payout deadline are told to the organisers daily at 09:30 in India
      // (issue 28), once a day.
      name: 'prizes.claims-overdue',
      cron: '0 4 * * *',
      run: async ({ em }) => {
        await tellOverdueClaims(em, services.secretBox(SEAL_PURPOSE.settings));
      },
    },
    {
      // Accounts inactive past INACTIVE_ACCOUNT_RETENTION_DAYS (off by default) are warned 48 hours
      // ahead, then erased (DPDP Rules 2025, Rule 8); daily at 03:00 in India.
      name: 'users.retention',
      cron: '30 21 * * *',
      run: ({ em }) =>
        sweepInactiveAccounts(em, {
          settingsBox: services.secretBox(SEAL_PURPOSE.settings),
          mailer: services.mailer,
          erase: eraseAccount,
          owedPrizes: accountsOwedPrizes,
        }),
    },
  ];
}
