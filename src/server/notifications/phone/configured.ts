import type { PhoneChannel } from '../../../shared/phone-alerts.ts';
import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { ChannelAdapter } from '../channels/channel.ts';
import { msg91SmsAdapter, whatsAppAdapter } from '../channels/index.ts';

// SMS and WhatsApp are off until their provider is set up in the environment (issue 28).

type PhoneConfig = Pick<
  Config,
  | 'MSG91_AUTH_KEY'
  | 'MSG91_BASE_URL'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_BASE_URL'
>;

/** The phone channels a player may opt in to here. */
export function phoneChannelsOf(config: PhoneConfig): PhoneChannel[] {
  return [
    ...(config.MSG91_AUTH_KEY ? (['sms'] as const) : []),
    ...(config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN ? (['whatsapp'] as const) : []),
  ];
}

/** The SMS and WhatsApp adapters for the engine's registry (each not ready while unconfigured). */
export function phoneAdapters(config: PhoneConfig, settingsBox: SecretBox): ChannelAdapter[] {
  return [
    msg91SmsAdapter({ authKey: config.MSG91_AUTH_KEY, baseUrl: config.MSG91_BASE_URL, settingsBox }),
    whatsAppAdapter({
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: config.WHATSAPP_ACCESS_TOKEN,
      baseUrl: config.WHATSAPP_BASE_URL,
      settingsBox,
    }),
  ];
}
