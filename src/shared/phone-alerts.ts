import { z } from 'zod';
import type { Locale } from './locale.ts';

// SMS (MSG91, DLT) and WhatsApp (Cloud API) alerts (issue 28).
// Indian law and Meta's rules allow only registered templates with variables: each event that may go
// by phone names its template in a site setting, and its parameters fill the template's variables
// in the fixed order below (VAR1, VAR2, ... for MSG91; {{1}}, {{2}}, ... for WhatsApp). Register the
// templates with these variables in this order. No links: DLT blocks URLs that are not whitelisted.

export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** The events that may go by SMS or WhatsApp, and the parameters their variables are, in order. */
export const PHONE_EVENT_VARIABLES = {
  'check-in.open': ['game', 'match', 'closesAt', 'time'],
  'check-in.closing': ['game', 'match', 'closesAt'],
  'room.released': ['game', 'match', 'time', 'roomId'],
  'match.moved': ['game', 'match', 'date', 'time'],
  'match.cancelled': ['game', 'match'],
  'payment.received': ['amount', 'game'],
  'payment.failed': ['amount', 'game'],
  'payout.sent': ['amount', 'tds', 'utr'],
  'payout.failed': ['reason'],
} as const satisfies Record<string, readonly string[]>;
export type PhoneEvent = keyof typeof PHONE_EVENT_VARIABLES;
export const PHONE_EVENTS = Object.keys(PHONE_EVENT_VARIABLES) as PhoneEvent[];

export const isPhoneEvent = (event: string): event is PhoneEvent =>
  Object.hasOwn(PHONE_EVENT_VARIABLES, event);

/** DLT caps a variable at 30 characters; WhatsApp's are kept as short for the same message. */
export const VARIABLE_MAX_LENGTH = 30;

/** A parameter missing from the event still fills its place: a template's variables are fixed. */
const EMPTY_VARIABLE = '-';

/** The event's variables in the template's order, each trimmed to a short single line. */
export function phoneVariables(event: PhoneEvent, params: Record<string, string | number>): string[] {
  return PHONE_EVENT_VARIABLES[event].map((name) => {
    const value = String(params[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return value ? value.slice(0, VARIABLE_MAX_LENGTH) : EMPTY_VARIABLE;
  });
}

/** Each event's part of its settings' names. */
const SETTING_SUFFIX = {
  'check-in.open': 'CHECK_IN_OPEN',
  'check-in.closing': 'CHECK_IN_CLOSING',
  'room.released': 'ROOM_RELEASED',
  'match.moved': 'MATCH_MOVED',
  'match.cancelled': 'MATCH_CANCELLED',
  'payment.received': 'PAYMENT_RECEIVED',
  'payment.failed': 'PAYMENT_FAILED',
  'payout.sent': 'PAYOUT_SENT',
  'payout.failed': 'PAYOUT_FAILED',
} as const satisfies Record<PhoneEvent, string>;
type Suffix = (typeof SETTING_SUFFIX)[PhoneEvent];
export type SmsTemplateSetting = `SMS_TEMPLATE_${Suffix}`;
export type WhatsAppTemplateSetting = `WHATSAPP_TEMPLATE_${Suffix}`;

/** The setting naming an event's DLT template id (MSG91's template id), e.g. SMS_TEMPLATE_ROOM_RELEASED. */
export const smsTemplateSetting = (event: PhoneEvent): SmsTemplateSetting =>
  `SMS_TEMPLATE_${SETTING_SUFFIX[event]}`;
/** The setting naming an event's approved WhatsApp utility template, e.g. WHATSAPP_TEMPLATE_ROOM_RELEASED. */
export const whatsAppTemplateSetting = (event: PhoneEvent): WhatsAppTemplateSetting =>
  `WHATSAPP_TEMPLATE_${SETTING_SUFFIX[event]}`;

const SMS_TEMPLATE_RULE = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,40}$/, "Give the template's id from MSG91 (8 to 40 letters or digits).");
const WHATSAPP_TEMPLATE_RULE = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9_]{1,512}$/,
    "Give the approved template's name: lower-case letters, digits and underscores.",
  );
const SENDER_ID_RULE = z
  .string()
  .trim()
  .regex(/^[A-Z]{6}$/, 'Give the DLT-registered sender id: six capital letters.');

const describeVariables = (event: PhoneEvent, mark: (i: number) => string) =>
  PHONE_EVENT_VARIABLES[event].map((name, i) => `${mark(i + 1)} ${name}`).join(', ');

function templateSettings<N extends string>(
  name: (event: PhoneEvent) => N,
  describe: (event: PhoneEvent) => string,
  rule: z.ZodType<string, string>,
) {
  return Object.fromEntries(
    PHONE_EVENTS.map((event) => [name(event), { secret: false, description: describe(event), rule }]),
  ) as Record<N, { secret: false; description: string; rule: z.ZodType<string, string> }>;
}

/** The organiser's settings for SMS and WhatsApp (spread into KNOWN_SETTINGS). */
export const PHONE_ALERT_SETTINGS = {
  SMS_SENDER_ID: {
    secret: false,
    description:
      'The DLT-registered sender id (header) SMS alerts come from, six capital letters, e.g. ARENAC.',
    rule: SENDER_ID_RULE,
  },
  ...templateSettings(
    smsTemplateSetting,
    (event) =>
      `MSG91 template id of the DLT template sent by SMS for "${event}"; unset: not sent by SMS. Variables: ${describeVariables(event, (i) => `VAR${i}`)}.`,
    SMS_TEMPLATE_RULE,
  ),
  ...templateSettings(
    whatsAppTemplateSetting,
    (event) =>
      `Name of the approved WhatsApp utility template (in English and Hindi) sent for "${event}"; unset: not sent by WhatsApp. Body parameters: ${describeVariables(event, (i) => `{{${i}}}`)}.`,
    WHATSAPP_TEMPLATE_RULE,
  ),
};

/** The business the player agrees to hear from, named as Meta requires. */
export const BUSINESS_NAME = 'Arena Championships';

/** Shows a phone as "+91 98xxxxxx10": enough to recognise, not enough to copy. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 2)}xxxxxx${digits.slice(-2)}`;
}

/** The exact words a player agrees to, recorded with the opt-in. */
export function optInWording(channel: PhoneChannel, phone: string, language: Locale): string {
  const shown = maskedPhone(phone);
  if (channel === 'sms')
    return language === 'hi'
      ? `${BUSINESS_NAME} से मैच अलर्ट और भुगतान की जानकारी ${shown} पर SMS से भेजें।`
      : `Send match alerts and payment updates to ${shown} by SMS from ${BUSINESS_NAME}.`;
  return language === 'hi'
    ? `${BUSINESS_NAME} से मैच अलर्ट और भुगतान की जानकारी ${shown} पर WhatsApp पर भेजें।`
    : `Send match alerts and payment updates to ${shown} on WhatsApp from ${BUSINESS_NAME}.`;
}

/** GET the player's phone alerts: which channels are on here, and their choices. */
export const phoneAlertsSchema = z.object({
  /** The phone on the profile (masked), or null: without one there is nothing to opt in. */
  phone: z.string().nullable(),
  channels: z.array(
    z.object({
      channel: z.enum(PHONE_CHANNELS),
      /** The wording the checkbox shows, in the page's language. */
      wording: z.string(),
      optedIn: z.boolean(),
    }),
  ),
});
export type PhoneAlerts = z.infer<typeof phoneAlertsSchema>;

export const phoneOptInInputSchema = z.object({
  channel: z.enum(PHONE_CHANNELS),
  optedIn: z.boolean(),
  language: z.enum(['en', 'hi']),
});
