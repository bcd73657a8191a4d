import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isPhoneEvent,
  phoneVariables,
  smsTemplateSetting,
  type PhoneEvent,
} from '../../../shared/phone-alerts.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { storedSettings } from '../../settings/service.ts';
import { indianMobile, reachableByPhone } from '../phone/opt-ins.ts';
import { ChannelError, type ChannelAdapter } from './channel.ts';

// SMS through MSG91's flow API (issue 28; https://docs.msg91.com/sms/send-sms): India's DLT rules
// allow only registered templates, so a message is a template id and its variables, never free
// text. `POST /api/v5/flow` with the `authkey` header answers `{type: "success", message: <request
// id>}`; the request id is what its delivery reports carry (phone/webhooks.ts).

const TIMEOUT_MS = 10_000;

export interface Msg91Options {
  /** MSG91_AUTH_KEY; without it SMS is off. */
  authKey: string | undefined;
  /** MSG91_BASE_URL: https://control.msg91.com, or the stand-in. */
  baseUrl: string;
  /** Opens the site settings the template ids are in. */
  settingsBox: SecretBox;
}

export function msg91SmsAdapter(options: Msg91Options): ChannelAdapter {
  const templateOf = async (em: EntityManager, event: PhoneEvent) => {
    const name = smsTemplateSetting(event);
    const stored = await storedSettings(em, options.settingsBox, [name, 'SMS_SENDER_ID']);
    return { templateId: stored[name], senderId: stored.SMS_SENDER_ID };
  };
  return {
    channel: 'sms',
    async ready(em, event) {
      if (!options.authKey || !isPhoneEvent(event)) return false;
      return Boolean((await templateOf(em, event)).templateId);
    },
    reachable: (em, userIds) => reachableByPhone(em, 'sms', userIds),
    async send(em, message) {
      const mobile = message.recipient.phone ? indianMobile(message.recipient.phone) : null;
      if (!mobile) throw new ChannelError('The player has no Indian mobile number.', false);
      if (!options.authKey || !isPhoneEvent(message.event))
        throw new ChannelError(`SMS is not set up for ${message.event}.`, false);
      const { templateId, senderId } = await templateOf(em, message.event);
      if (!templateId) throw new ChannelError(`No SMS template is set for ${message.event}.`, false);
      const variables = Object.fromEntries(
        phoneVariables(message.event, message.params).map((value, i) => [`VAR${i + 1}`, value]),
      );
      const body = {
        template_id: templateId,
        ...(senderId ? { sender: senderId } : {}),
        short_url: '0',
        recipients: [{ mobiles: mobile, ...variables }],
      };
      const answer = await post(`${options.baseUrl.replace(/\/$/, '')}/api/v5/flow`, options.authKey, body);
      return { providerMessageId: answer, status: 'sent' };
    },
  };
}

interface Msg91Answer {
  type?: string;
  message?: string;
  request_id?: string;
}

/** Sends one flow request; returns MSG91's request id or throws a ChannelError saying whether to retry. */
async function post(url: string, authKey: string, body: unknown): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChannelError(`MSG91 could not be reached: ${(error as Error).message}`, true);
  }
  const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
  const said = answer.message ?? `HTTP ${response.status}`;
  if (response.status >= 500 || response.status === 429)
    throw new ChannelError(`MSG91 answered ${response.status}: ${said}`, true);
  // MSG91 also answers 200 with `type: "error"` (a bad template, an unknown key).
  if (!response.ok || answer.type !== 'success')
    throw new ChannelError(`MSG91 refused the SMS: ${said}`, false);
  const id = answer.request_id ?? answer.message;
  if (!id) throw new ChannelError('MSG91 answered without a request id.', true);
  return id;
}
