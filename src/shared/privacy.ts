// The privacy notice a player is shown at sign-up and the consents recorded against it
// (DPDP Act 2023 s.5-6, Rules 2025 Rule 3; docs/decisions/0027-invoices-and-data-rights.md).
// No zod here beyond the small schemas both sides need; the words are in messages/privacy.
import { z } from 'zod';

/**
 * The notice's version. Change it whenever the purposes or the data they use change: consents are
 * recorded against the version that was shown, so a later notice asks again.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** Each purpose we process personal data for, in the notice's order. */
export const CONSENT_PURPOSES = [
  'registration',
  'payments',
  'prizes_tax',
  'match_operations',
  'marketing',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The kinds of data the notice names. */
export type PersonalDataKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'date_of_birth'
  | 'gender'
  | 'city_state'
  | 'address'
  | 'game_ids'
  | 'payment_records'
  | 'pan_bank'
  | 'match_records'
  | 'device';

/**
 * What each purpose uses and whether taking part needs it. Required purposes are the contract the
 * player enters by registering (DPDP s.7(a), a "legitimate use" they volunteer data for); only
 * marketing is optional, unticked by default, and can be withdrawn as easily as it was given.
 */
export const PRIVACY_PURPOSES: Record<
  ConsentPurpose,
  { required: boolean; data: readonly PersonalDataKind[] }
> = {
  registration: {
    required: true,
    data: ['name', 'email', 'phone', 'date_of_birth', 'gender', 'city_state', 'game_ids'],
  },
  payments: { required: true, data: ['name', 'email', 'phone', 'payment_records', 'device'] },
  prizes_tax: { required: true, data: ['name', 'address', 'pan_bank', 'payment_records'] },
  match_operations: { required: true, data: ['game_ids', 'match_records'] },
  marketing: { required: false, data: ['name', 'email'] },
};

export const REQUIRED_PURPOSES = CONSENT_PURPOSES.filter((p) => PRIVACY_PURPOSES[p].required);
export const OPTIONAL_PURPOSES = CONSENT_PURPOSES.filter((p) => !PRIVACY_PURPOSES[p].required);

export const CONSENT_SOURCES = ['sign-up', 'profile'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * What the sign-up request carries (the provider's sign-up body, field `privacyConsent`): that the
 * notice was shown in this language, and the optional choices made on it.
 */
export const signUpConsentSchema = z.object({
  noticeVersion: z.string().max(20),
  language: z.enum(['en', 'hi']),
  marketing: z.boolean(),
});
export type SignUpConsent = z.infer<typeof signUpConsentSchema>;

/** The body field of the sign-up request that carries the consent. */
export const SIGN_UP_CONSENT_FIELD = 'privacyConsent';

/** One purpose's current state: the latest record for it, or null when none was ever recorded. */
export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  required: z.boolean(),
  granted: z.boolean().nullable(),
  noticeVersion: z.string().nullable(),
  at: z.date().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const setConsentSchema = z.object({
  purpose: z.enum(OPTIONAL_PURPOSES as unknown as ['marketing']),
  granted: z.boolean(),
  language: z.enum(['en', 'hi']),
});

export const acceptNoticeSchema = z.object({ language: z.enum(['en', 'hi']), marketing: z.boolean() });

/** The player's data: JSON and a printable page (GET, the session cookie). */
export const MY_DATA_JSON_PATH = '/api/me/data.json';
export const MY_DATA_HTML_PATH = '/api/me/data.html';

/** The grievance officer's page (another part of issue 27 builds it). */
export const GRIEVANCE_PATH = '/grievance';

/** How long money and tax records of an erased account are kept (decision 27, "Retention"). */
export const MONEY_RECORD_RETENTION_YEARS = 8;

/** Who received some of the player's data, worked out from the records. */
export const DATA_RECIPIENTS = ['razorpay', 'smtp', 'sms', 'whatsapp', 'razorpayx'] as const;
export const dataRecipientSchema = z.object({
  recipient: z.enum(DATA_RECIPIENTS),
  purpose: z.enum(CONSENT_PURPOSES),
  records: z.number().int(),
  first: z.date().nullable(),
  last: z.date().nullable(),
});
export type DataRecipient = z.infer<typeof dataRecipientSchema>;

/** The My data page: counts per table of the registry, the account's key fields, the recipients. */
export const myDataSummarySchema = z.object({
  generatedAt: z.date(),
  counts: z.record(z.string(), z.number().int()),
  account: z
    .object({
      email: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      phone: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
    })
    .nullable(),
  sharedWith: z.array(dataRecipientSchema),
});
export type MyDataSummary = z.infer<typeof myDataSummarySchema>;

/** The sections of My data, in the page's order: each lists registry tables (server/privacy/personal-data.ts). */
export const MY_DATA_SECTIONS = {
  account: ['app_user', 'auth_user'],
  registrations: ['participant', 'game_account', 'registration_draft'],
  teammates: ['teammate', 'squad_invite'],
  payments: ['payment', 'payment_event', 'payment_refund', 'tax_document', 'ledger_entry'],
  prizes: ['prize_award', 'payout', 'payout_details', 'season_invitation', 'season_score'],
  matches: ['result_report'],
  grievances: ['grievance', 'grievance_message'],
  consents: ['consent_record'],
  notifications: ['notification', 'outbox_message'],
  sessions: ['auth_session', 'pass_session', 'second_factor_use'],
  activity: ['audit_log'],
} as const;
export type MyDataSection = keyof typeof MY_DATA_SECTIONS;
