import { sweepUnpaidRegistrations } from '../payments/index.ts';
import { reconcilePayments } from '../payments/index.ts';
import { closeDuePools } from '../prizes/index.ts';
import { AUTO_CLOSE_AFTER_HOURS } from '../../shared/championship-rules.ts';
import type { AppServices } from '../services.ts';
import type { JobDefinition } from './queue.ts';

/** The server's jobs: what runs by itself, and how often (cron, every minute here). */
export function appJobs(services: AppServices): JobDefinition[] {
  return [
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
      // Pools closable for a day close by themselves (docs/decisions/0025-championship-rules.md).
      name: 'prizes.close-due-pools',
      cron: '*/10 * * * *',
      run: async ({ em }) => {
        await closeDuePools(em, AUTO_CLOSE_AFTER_HOURS, services.disputeWindowHours);
      },
    },
  ];
}
