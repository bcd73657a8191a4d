import { siteUrl } from './auth/setup.ts';
import type { Config } from './config.ts';
import { SEAL_PURPOSE } from './crypto/sealed-columns.ts';
import { createSecretBox, type Keyring } from './crypto/secret-box.ts';
import { taxDocumentAttachment } from './invoices/service.ts';
import type { Mailer } from './mail/mailer.ts';
import { channelAdapters, pushAdapter, type ChannelAdapter } from './notifications/index.ts';
import { phoneAdapters } from './notifications/phone/configured.ts';
import { vapidKeySource, type VapidKeySource } from './notifications/push/vapid.ts';

/**
 * The channels messages leave by, as the app (app.ts) and the sender thread (sender-thread.ts)
 * both build them: e-mail through `mailer`, phone push with the VAPID keys, SMS and WhatsApp when
 * configured (docs/decisions/0028-notifications.md).
 */
export function notificationChannels(
  config: Config,
  keyring: Keyring,
  mailer: Mailer,
): { channels: ChannelAdapter[]; vapidKeys: VapidKeySource } {
  const settingsBox = createSecretBox(keyring, SEAL_PURPOSE.settings);
  const vapidKeys = vapidKeySource(config, settingsBox);
  return {
    channels: channelAdapters({
      mailer,
      siteUrl: siteUrl(config),
      attachmentOf: taxDocumentAttachment,
      push: pushAdapter({ keys: vapidKeys }),
      phone: phoneAdapters(config, settingsBox),
    }),
    vapidKeys,
  };
}
