import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboundChannel } from '../../shared/notifications.ts';
import { NotificationDelivery } from './entities.ts';

// Providers' delivery reports (issue 28): MSG91's DLRs and WhatsApp's statuses say, after we sent a
// message, whether it reached the phone. A report finds its delivery by the provider's id.

export interface DeliveryReport {
  channel: OutboundChannel;
  providerMessageId: string;
  status: 'delivered' | 'failed';
  reason?: string;
  at: Date;
}

/**
 * Marks the delivery a report is about. Idempotent: a repeated report changes nothing, a late
 * `failed` never undoes `delivered`, and a report for a message we do not know is ignored (false).
 */
export async function recordDeliveryReport(em: EntityManager, report: DeliveryReport): Promise<boolean> {
  const delivery = await em.findOne(NotificationDelivery, {
    channel: report.channel,
    providerMessageId: report.providerMessageId,
  });
  if (!delivery) return false;
  if (delivery.status === 'delivered' || delivery.status === 'cancelled') return true;
  if (report.status === 'delivered') {
    delivery.status = 'delivered';
    delivery.deliveredAt = report.at;
    delivery.error = null;
  } else if (delivery.status !== 'failed') {
    delivery.status = 'failed';
    delivery.failedAt = report.at;
    delivery.error = (report.reason ?? 'The provider reported the message undelivered.').slice(0, 2000);
  }
  await em.flush();
  return true;
}
