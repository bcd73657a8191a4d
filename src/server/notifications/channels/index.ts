import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attachment, Mailer } from '../../mail/mailer.ts';
import type { ChannelAdapter } from './channel.ts';
import { emailAdapter } from './email.ts';

// The channels messages leave by (docs/decisions/0028-notifications.md): one adapter each, behind
// channel.ts's interface. Another provider is one file here and one line below.

export { msg91SmsAdapter } from './sms-msg91.ts';
export { whatsAppAdapter } from './whatsapp.ts';
export { pushAdapter } from './push.ts';

export function channelAdapters(deps: {
  mailer: Mailer;
  siteUrl: string;
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>;
  /** Phone push (push.ts, with the VAPID keys). */
  push: ChannelAdapter;
  /** SMS and WhatsApp (phone/configured.ts), each not ready until configured. */
  phone: readonly ChannelAdapter[];
}): ChannelAdapter[] {
  return [
    emailAdapter({ mailer: deps.mailer, siteUrl: deps.siteUrl, attachmentOf: deps.attachmentOf }),
    deps.push,
    ...deps.phone,
  ];
}
