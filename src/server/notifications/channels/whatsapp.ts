import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isPhoneEvent,
  phoneVariables,
  whatsAppTemplateSetting,
  type PhoneEvent,
} from '../../../shared/phone-alerts.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { storedSettings } from '../../settings/service.ts';
import { indianMobile, reachableByPhone } from '../phone/opt-ins.ts';
import { ChannelError, type ChannelAdapter } from './channel.ts';

// WhatsApp through Meta's Cloud API (issue 28; developers.facebook.com/docs/whatsapp/cloud-api):
// outside a conversation the player opened, only approved templates may be sent, so a message is a
// utility template's name, the recipient's language and the body's parameters.
// `POST /{phone-number-id}/messages` answers `{messages: [{id: "wamid..."}]}`; the id is what the
// status webhooks carry (phone/webhooks.ts). Plain HTTPS: Meta paused its Node SDK.

const TIMEOUT_MS = 10_000;

/**
 * Graph error codes worth another try (Meta's error-code reference): unknown/temporary errors,
 * rate limits (app, account, throughput, pair) and the service being unavailable. Others, such as
 * 131026 (undeliverable), 131047 (re-engagement needed), 132001 (no such template) or 190 (expired
 * token), fail at once.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131056, 133004]);

export interface WhatsAppOptions {
  /** WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN; without both WhatsApp is off. */
  phoneNumberId: string | undefined;
  accessToken: string | undefined;
  /** WHATSAPP_BASE_URL: https://graph.facebook.com/v21.0, or the stand-in. */
  baseUrl: string;
  settingsBox: SecretBox;
}

export function whatsAppAdapter(options: WhatsAppOptions): ChannelAdapter {
  const templateOf = async (em: EntityManager, event: PhoneEvent) => {
    const name = whatsAppTemplateSetting(event);
    return (await storedSettings(em, options.settingsBox, [name]))[name];
  };
  const configured = () => Boolean(options.phoneNumberId && options.accessToken);
  return {
    channel: 'whatsapp',
    async ready(em, event) {
      if (!configured() || !isPhoneEvent(event)) return false;
      return Boolean(await templateOf(em, event));
    },
    reachable: (em, userIds) => reachableByPhone(em, 'whatsapp', userIds),
    async send(em, message) {
      const to = message.recipient.phone ? indianMobile(message.recipient.phone) : null;
      if (!to) throw new ChannelError('The player has no Indian mobile number.', false);
      if (!configured() || !isPhoneEvent(message.event))
        throw new ChannelError(`WhatsApp is not set up for ${message.event}.`, false);
      const name = await templateOf(em, message.event);
      if (!name) throw new ChannelError(`No WhatsApp template is set for ${message.event}.`, false);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: {
          name,
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: phoneVariables(message.event, message.params).map((text) => ({
                type: 'text',
                text,
              })),
            },
          ],
        },
      };
      const url = `${options.baseUrl.replace(/\/$/, '')}/${options.phoneNumberId}/messages`;
      return { providerMessageId: await post(url, options.accessToken!, body), status: 'sent' };
    },
  };
}

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

async function post(url: string, token: string, body: unknown): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChannelError(`WhatsApp could not be reached: ${(error as Error).message}`, true);
  }
  const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
  const id = answer.messages?.[0]?.id;
  if (response.ok && id) return id;
  throw refusal(response.status, answer);
}

/** The Graph API's error as a ChannelError: retryable for 5xx, 429 and the codes above. */
function refusal(status: number, answer: GraphAnswer): ChannelError {
  const { code, message, error_data: data } = answer.error ?? {};
  const said = `${code ? `(#${code}) ` : ''}${message ?? `HTTP ${status}`}${data?.details ? `: ${data.details}` : ''}`;
  const retryable = status >= 500 || status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
  // A 2xx without a message id: the message may not have gone; try again.
  return new ChannelError(`WhatsApp refused the message: ${said}`, retryable || status < 300);
}
