import { taxDocumentAttachment } from '../../invoices/service.ts';
import type { AppServices } from '../../services.ts';
import type { ChannelAdapter } from './channel.ts';
import { emailAdapter } from './email.ts';

/** The adapters the sender uses, one per outbound channel (issue 28). */
export function channelAdapters(services: AppServices, siteUrl: string): ChannelAdapter[] {
  return [emailAdapter({ mailer: services.mailer, siteUrl, attachmentOf: taxDocumentAttachment })];
}
