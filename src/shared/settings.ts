import { z } from 'zod';
import { RAZORPAY_CREDENTIAL_RULES } from './admin-payments.ts';
import { FOOTER_VARIANTS } from './footer-rules.ts';
import { TDS_RATE_RULE } from './tds.ts';
import { PAYOUT_DEADLINE_RULE, RAZORPAYX_SETTING_RULES } from './payouts.ts';
import { TDS_DEDUCTOR_NAME_RULE, TDS_SECTION_RULE, TDS_TAN_RULE } from './tax.ts';
import type { RiskCategory } from './registration-rules.ts';
import { TIER_TEXT_SETTINGS } from './tier-texts.ts';

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
  // Issue 27: wording that reads as an e-sport; the organiser follows their legal advice.
  ...TIER_TEXT_KNOWN_SETTINGS,
  PROGA_REGISTRATION_NUMBER: {
    secret: false,
    description:
      'The organiser\'s registration with the Online Gaming Authority of India under the Promotion and Regulation of Online Gaming Act 2025; when set, every page\'s footer shows "Registered e-sport: <number>".',
    rule: PROGA_REGISTRATION_RULE,
  },
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
