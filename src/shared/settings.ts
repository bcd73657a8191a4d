import { z } from 'zod';
import { RAZORPAY_CREDENTIAL_RULES } from './admin-payments.ts';
import { FOOTER_VARIANTS } from './footer-rules.ts';
import { TDS_RATE_RULE } from './tds.ts';
import { PAYOUT_DEADLINE_RULE, RAZORPAYX_SETTING_RULES } from './payouts.ts';
import { TDS_DEDUCTOR_NAME_RULE, TDS_SECTION_RULE, TDS_TAN_RULE } from './tax.ts';
import {
  GRIEVANCE_OFFICER_EMAIL_RULE,
  GRIEVANCE_OFFICER_NAME_RULE,
  GRIEVANCE_RESPONSE_DAYS_RULE,
  RETENTION_DAYS_RULE,
} from './grievances.ts';
import {
  DOCUMENT_PREFIX_RULE,
  GSTIN_RULE,
  GST_RATE_RULE,
  GST_STATE_RULE,
  GST_TEXT_RULE,
  SAC_CODE_RULE,
} from './gst.ts';
import {
  NOTIFICATION_MAX_ATTEMPTS_RULE,
  NOTIFICATION_SEND_RATE_RULE,
  QUIET_HOURS_RULE,
} from './notifications.ts';
import type { RiskCategory } from './registration-rules.ts';
import { TIER_TEXT_SETTINGS } from './tier-texts.ts';
import { PHONE_ALERT_SETTINGS } from './phone-alerts.ts';

/** What a tier's name may be, as an organiser stores it (src/shared/tier-texts.ts). */
const TIER_NAME_RULE = z
  .string()
  .trim()
  .min(1, 'Give the tier a name, or remove the setting to show the default.')
  .max(40, 'Keep the tier name to 40 characters or fewer.');

/** What the line under a tier's name may be. */
const TIER_LINE_RULE = z
  .string()
  .trim()
  .min(1, 'Give the line a text, or remove the setting to show the default.')
  .max(120, 'Keep the line to 120 characters or fewer.');

/** The organiser's registration with the Online Gaming Authority of India, as shown in the footer. */
const PROGA_REGISTRATION_RULE = z
  .string()
  .trim()
  .min(1, 'Give the registration number, or remove the setting to show none.')
  .max(80, 'Keep the registration number to 80 characters or fewer.');

/** The product's words, shown when a tier text is not set (the Hindi ones are the site's messages). */
const TIER_WORDS = {
  hr: {
    name: { en: 'High Risk', hi: 'हाई रिस्क' },
    line: { en: '10% win chance, higher prizes, fewer winners', hi: 'जीतने का चांस 10%, बड़े इनाम, कम विजेता' },
  },
  lr: {
    name: { en: 'Low Risk', hi: 'लो रिस्क' },
    line: { en: '30% win chance, more winners', hi: 'जीतने का चांस 30%, ज़्यादा विजेता' },
  },
} as const;
const LANGUAGE = { en: 'English', hi: 'Hindi' } as const;

/** The eight tier texts (issue 27): each tier's name and the line under it, in English and Hindi. */
function tierTextSetting(risk: RiskCategory, part: 'name' | 'line', locale: 'en' | 'hi') {
  const what = part === 'name' ? 'name' : 'line under the name';
  return {
    secret: false,
    description:
      `The ${risk === 'hr' ? 'high' : 'low'} tier's ${what} in ${LANGUAGE[locale]}, on every screen (wizard, passes, ` +
      `receipt, dashboard, leaderboards, landing); "${TIER_WORDS[risk][part][locale]}"` +
      ' when not set.',
    rule: part === 'name' ? TIER_NAME_RULE : TIER_LINE_RULE,
  } as const;
}

const TIER_TEXT_KNOWN_SETTINGS = {
  [TIER_TEXT_SETTINGS.hr.name.en]: tierTextSetting('hr', 'name', 'en'),
  [TIER_TEXT_SETTINGS.hr.name.hi]: tierTextSetting('hr', 'name', 'hi'),
  [TIER_TEXT_SETTINGS.hr.line.en]: tierTextSetting('hr', 'line', 'en'),
  [TIER_TEXT_SETTINGS.hr.line.hi]: tierTextSetting('hr', 'line', 'hi'),
  [TIER_TEXT_SETTINGS.lr.name.en]: tierTextSetting('lr', 'name', 'en'),
  [TIER_TEXT_SETTINGS.lr.name.hi]: tierTextSetting('lr', 'name', 'hi'),
  [TIER_TEXT_SETTINGS.lr.line.en]: tierTextSetting('lr', 'line', 'en'),
  [TIER_TEXT_SETTINGS.lr.line.hi]: tierTextSetting('lr', 'line', 'hi'),
} as const;

/**
 * Named site settings an admin changes without a deploy (`/admin/env`). Secret ones are
 * encrypted at rest and only ever read back masked. Settings not listed here may be stored too;
 * they are secret unless said otherwise.
 */
export const KNOWN_SETTINGS = {
  FOOTER_VARIANT: {
    secret: false,
    description: 'Footer layout: A (four columns) or B (server sections).',
    allowed: FOOTER_VARIANTS,
  },
  // Razorpay (also through /admin/payments/credentials); the environment's variables win.
  RAZORPAY_KEY_ID: {
    secret: true,
    description: 'Razorpay key id (rzp_test_... or rzp_live_...).',
    rule: RAZORPAY_CREDENTIAL_RULES.keyId,
  },
  RAZORPAY_KEY_SECRET: {
    secret: true,
    description: 'Razorpay key secret.',
    rule: RAZORPAY_CREDENTIAL_RULES.keySecret,
  },
  RAZORPAY_WEBHOOK_SECRET: {
    secret: true,
    description: 'Secret of the Razorpay webhook.',
    rule: RAZORPAY_CREDENTIAL_RULES.webhookSecret,
  },
  // RazorpayX Payouts (decision 26); the environment's variables win. Without the key id, secret
  // and account number, prizes are paid by hand.
  RAZORPAYX_KEY_ID: {
    secret: true,
    description: 'RazorpayX key id (rzp_test_... or rzp_live_...) for prize payouts.',
    rule: RAZORPAYX_SETTING_RULES.keyId,
  },
  RAZORPAYX_KEY_SECRET: {
    secret: true,
    description: 'RazorpayX key secret.',
    rule: RAZORPAYX_SETTING_RULES.keySecret,
  },
  RAZORPAYX_ACCOUNT_NUMBER: {
    secret: true,
    description: 'The RazorpayX account number prizes are paid from (My Account & Settings → Banking).',
    rule: RAZORPAYX_SETTING_RULES.accountNumber,
  },
  RAZORPAYX_WEBHOOK_SECRET: {
    secret: true,
    description: 'Secret of the RazorpayX payout webhook (/api/webhooks/razorpayx).',
    rule: RAZORPAYX_SETTING_RULES.webhookSecret,
  },
  // Decision 26: the law changes (Income-tax Act 2025), so the rate is not in the code.
  TDS_RATE_PERCENT: {
    secret: false,
    description: 'TDS on net winnings from online games (section 194BA), in percent; 30 when not set.',
    rule: TDS_RATE_RULE,
  },
  // Decision 26, maker-checker: a small team may let one organiser approve and release.
  PAYOUT_SINGLE_APPROVER: {
    secret: false,
    description:
      'TRUE lets the organiser who approved a payout also release it; FALSE (the default) needs a second one.',
    allowed: ['TRUE', 'FALSE'],
  },
  PAYOUT_DEADLINE_DAYS: {
    secret: false,
    description: 'Days after a pool closes within which its claimed prizes are paid; 30 when not set.',
    rule: PAYOUT_DEADLINE_RULE,
  },
  // Decision 26, "Tax": printed on the players' statements and in the Form 26Q export.
  TDS_DEDUCTOR_NAME: {
    secret: false,
    description: "The deductor's name as on the TAN allotment, printed on the players' tax statements.",
    rule: TDS_DEDUCTOR_NAME_RULE,
  },
  TDS_DEDUCTOR_TAN: {
    secret: false,
    description:
      "The deductor's TAN (4 letters, 5 digits, 1 letter), printed on statements and the 26Q export.",
    rule: TDS_TAN_RULE,
  },
  TDS_SECTION: {
    secret: false,
    description:
      'The section the TDS on winnings is deducted under; 194BA when not set (the Income-tax Act 2025 renumbers it).',
    rule: TDS_SECTION_RULE,
  },
  // Decision 27, the players' data rights (DPDP Act 2023 and Rules 2025): shown on /grievance.
  GRIEVANCE_OFFICER_NAME: {
    secret: false,
    description: 'The grievance officer named on /grievance (DPDP Act 2023, s.8(10) and s.13).',
    rule: GRIEVANCE_OFFICER_NAME_RULE,
  },
  GRIEVANCE_OFFICER_EMAIL: {
    secret: false,
    description: "The grievance officer's e-mail address, shown on /grievance.",
    rule: GRIEVANCE_OFFICER_EMAIL_RULE,
  },
  // Decision 28: notifications.
  QUIET_HOURS: {
    secret: false,
    description:
      'Hours in India time when optional messages (squad, results) wait until morning, as HH:MM-HH:MM; match-time, money and account messages never wait. 22:00-08:00 when not set; off to turn off.',
    rule: QUIET_HOURS_RULE,
  },
  NOTIFICATION_MAX_ATTEMPTS: {
    secret: false,
    description:
      'How many times an e-mail, push, SMS or WhatsApp message is tried (with growing pauses) before it is marked failed; 5 when not set.',
    rule: NOTIFICATION_MAX_ATTEMPTS_RULE,
  },
  NOTIFICATION_SEND_RATE: {
    secret: false,
    description:
      "Messages a second each server sends at most, across e-mail, push, SMS and WhatsApp; 250 when not set. Keep it within your providers' limits; it also leaves the machine's time to the players' calls during a burst.",
    rule: NOTIFICATION_SEND_RATE_RULE,
  },
  GRIEVANCE_RESPONSE_DAYS: {
    secret: false,
    description:
      'Days within which a grievance is answered; 90 when not set (DPDP Rules 2025, Rule 14(3), under s.13 of the Act).',
    rule: GRIEVANCE_RESPONSE_DAYS_RULE,
  },
  INACTIVE_ACCOUNT_RETENTION_DAYS: {
    secret: false,
    description:
      'Accounts with no activity for this many days are erased, after an e-mail 48 hours before (DPDP Rules 2025, Rule 8 and the Third Schedule: 3 years, i.e. 1095, for large online-gaming services); 0 or not set: off.',
    rule: RETENTION_DAYS_RULE,
  },
  // Decision 27: the GST tax invoice of every paid pass. Read when an invoice is issued and copied
  // onto it, so a change applies to the next invoice only.
  GST_SUPPLIER_NAME: {
    secret: false,
    description: "The supplier's legal name as registered for GST, printed on every tax invoice.",
    rule: GST_TEXT_RULE,
  },
  GST_SUPPLIER_ADDRESS: {
    secret: false,
    description: "The supplier's address as registered for GST, printed on every tax invoice.",
    rule: GST_TEXT_RULE,
  },
  GSTIN: {
    secret: false,
    description:
      "The supplier's GSTIN (15 characters, starting with its state's code), e.g. 27AABCE1234F1Z5.",
    rule: GSTIN_RULE,
  },
  GST_SUPPLIER_STATE: {
    secret: false,
    description:
      'The state the supplier is registered in, by name (e.g. Maharashtra): players there pay CGST + SGST, others IGST.',
    rule: GST_STATE_RULE,
  },
  GST_RATE_PERCENT: {
    secret: false,
    description:
      'GST on a pass, in percent; 18 when not set. Your tax adviser sets it: e-sports read as 18 %, but a pass could be taxed at 40 % if read as online money gaming.',
    rule: GST_RATE_RULE,
  },
  GST_SAC_CODE: {
    secret: false,
    description:
      'The SAC code on invoices; 999651 (group 99965, sports event promotion and organisation) when not set. The exact code is for your tax adviser to confirm.',
    rule: SAC_CODE_RULE,
  },
  GST_SAC_DESCRIPTION: {
    secret: false,
    description:
      "The SAC code's description on invoices; 'Sports and recreational sports event promotion and organisation services' when not set.",
    rule: GST_TEXT_RULE,
  },
  INVOICE_PREFIX: {
    secret: false,
    description:
      "The tax invoices' number prefix, 1 to 3 letters or digits (AC/26-27/000123); AC when not set.",
    rule: DOCUMENT_PREFIX_RULE,
  },
  CREDIT_NOTE_PREFIX: {
    secret: false,
    description:
      "The credit notes' number prefix, 1 to 3 letters or digits (CN/26-27/000004); CN when not set.",
    rule: DOCUMENT_PREFIX_RULE,
  },
  // Issue 27: wording that reads as an e-sport; the organiser follows their legal advice.
  ...TIER_TEXT_KNOWN_SETTINGS,
  PROGA_REGISTRATION_NUMBER: {
    secret: false,
    description:
      'The organiser\'s registration with the Online Gaming Authority of India under the Promotion and Regulation of Online Gaming Act 2025; when set, every page\'s footer shows "Registered e-sport: <number>".',
    rule: PROGA_REGISTRATION_RULE,
  },
  // Issue 28: SMS (DLT) and WhatsApp templates per event, and the SMS sender id.
  ...PHONE_ALERT_SETTINGS,
} as const satisfies Record<
  string,
  {
    secret: boolean;
    description: string;
    /** The values allowed, compared in capitals. */
    allowed?: readonly string[];
    /** What a value must look like; the value stored is what the rule returns (e.g. trimmed). */
    rule?: z.ZodType<string, string>;
  }
>;

export type KnownSettingName = keyof typeof KNOWN_SETTINGS;

/**
 * Settings only the server's environment gives, never the console: Razorpay's addresses receive
 * the key secret (the API) or run on the checkout page (checkout.js), so whoever could change them
 * could collect the secret or answer "captured" for payments never made (issue 24).
 */
export const ENVIRONMENT_ONLY_SETTINGS = [
  'RAZORPAY_API_URL',
  'RAZORPAY_CHECKOUT_URL',
  'RAZORPAYX_API_URL',
] as const;

export const environmentOnlyMessage = (name: string) =>
  `${name} is set in the server's environment, not here: Razorpay's addresses never come from the console.`;

const settingNameSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Z][A-Z0-9_]{1,63}$/,
    'A setting name is 2 to 64 capital letters, digits or underscores, starting with a letter.',
  );

const valueSchema = z
  .string({ error: 'Value is required.' })
  .max(4000, 'Keep the value to 4,000 characters or fewer.');

/** POST /admin/env */
export const settingCreateSchema = z.object({
  name: settingNameSchema,
  value: valueSchema,
  secret: z.boolean().optional(),
});

/** PUT /admin/env/{env}: sets the value, creating the setting when it does not exist yet. */
export const settingPutSchema = z.object({
  env: settingNameSchema,
  value: valueSchema,
  secret: z.boolean().optional(),
});

export const settingNameInputSchema = z.object({ env: settingNameSchema });

export const settingSchema = z.object({
  name: z.string(),
  /** Secret values are masked ("••••1234"); null when the setting is not set. */
  value: z.string().nullable(),
  secret: z.boolean(),
  set: z.boolean(),
  description: z.string().nullable(),
  updatedAt: z.date().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;

const MASK = '••••';

/** Shows the last four characters of a long secret, nothing of a short one. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `${MASK}${value.slice(-4)}` : MASK;
}

const localText = z.object({ en: z.string().nullable(), hi: z.string().nullable() });
const tierTextSchema = z.object({ name: localText, line: localText });

/** GET /api/tiers: each tier's texts an organiser set, per language; null where the default applies. */
export const tierTextsSchema = z.object({ hr: tierTextSchema, lr: tierTextSchema });
