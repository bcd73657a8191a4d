import type { ConsentPurpose, DataRecipient, MyDataSection } from '../../shared/privacy.ts';
import { m } from '../../paraglide/messages.js';

// The privacy notice's words per purpose, recipient and data section (messages/account).

export const PURPOSE_WORDS: Record<ConsentPurpose, { title: () => string; data: () => string }> = {
  registration: { title: m.privacy_purpose_registration, data: m.privacy_purpose_registration_data },
  payments: { title: m.privacy_purpose_payments, data: m.privacy_purpose_payments_data },
  prizes_tax: { title: m.privacy_purpose_prizes_tax, data: m.privacy_purpose_prizes_tax_data },
  match_operations: {
    title: m.privacy_purpose_match_operations,
    data: m.privacy_purpose_match_operations_data,
  },
  marketing: { title: m.privacy_purpose_marketing, data: m.privacy_purpose_marketing_data },
};

export const RECIPIENT_WORDS: Record<DataRecipient['recipient'], () => string> = {
  razorpay: m.privacy_recipient_razorpay,
  smtp: m.privacy_recipient_smtp,
  sms: m.privacy_recipient_sms,
  whatsapp: m.privacy_recipient_whatsapp,
  razorpayx: m.privacy_recipient_razorpayx,
};

export const SECTION_WORDS: Record<MyDataSection, () => string> = {
  account: m.privacy_section_account,
  registrations: m.privacy_section_registrations,
  teammates: m.privacy_section_teammates,
  payments: m.privacy_section_payments,
  prizes: m.privacy_section_prizes,
  matches: m.privacy_section_matches,
  grievances: m.privacy_section_grievances,
  consents: m.privacy_section_consents,
  notifications: m.privacy_section_notifications,
  sessions: m.privacy_section_sessions,
  activity: m.privacy_section_activity,
};
