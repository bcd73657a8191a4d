import { sweepUnpaidRegistrations } from '../payments/index.ts';
import { reconcilePayments } from '../payments/index.ts';
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
  ];
}
