import { AGE_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES } from './field-rules.ts';

/**
 * The stable, machine-readable reason of each refusal a player can be shown (decision 6, Error
 * codes). The server sends one with its English sentence (`data.reason` over tRPC, `reason` in a
 * REST error body, with `params` when the sentence has values in it); the client shows the message
 * for the reason in the page's language, or the server's sentence for a reason it does not know.
 * A reason is never renamed: clients written against it keep working.
 */
export const REFUSAL_REASONS = [
  'auth.sign_in',
  'auth.not_admin',
  'auth.pass_session',
  'auth.not_pass_session',
  'auth.invalid_login',
  'auth.invalid_game_login',
  'auth.use_clerk',
  'auth.too_many_sign_ins',
  'auth.too_many_codes',
  'account.delete_proof_missing',
  'account.delete_password_needed',
  'account.bad_code',
  'request.cross_site',
  'user.not_found',
  'registration.game_missing',
  'registration.game_closed',
  'registration.pass_missing',
  'registration.pass_unavailable',
  'registration.price_mismatch',
  'registration.solo_teammates',
  'registration.squad_too_large',
  'registration.squad_incomplete',
  'registration.too_many_unpaid',
  'registration.not_found',
  'registration.expired',
  'receipt.not_paid',
  'invite.not_waiting',
  'invite.gone',
  'invite.squad_full',
  'invite.already_joined',
  'invite.too_many_joins',
  'payment.not_found',
  'payment.already_paid',
  'payment.amount_mismatch',
  'payment.gateway_unavailable',
  'payment.gateway_confirms',
  'payment.demo_closed',
  'payment.razorpay_off',
  'payment.only_success',
  'payment.closed',
  'payment.complete',
  'payment.paid_elsewhere',
  'coupon.invalid',
  'coupon.used_up',
  'coupon.already_used',
] as const;

/**
 * Field rules written once in field-rules.ts, by the message each form gives them. Zod 4 attaches
 * `params` only to custom issues, and its built-in checks (min, regex) carry just the message, so
 * an invalid input's reason is the one whose message its first issue has.
 */
export const FIELD_REASONS = {
  'field.phone_player': PHONE_MESSAGES.player,
  'field.phone_teammate': PHONE_MESSAGES.teammate,
  'field.email_player': EMAIL_MESSAGES.player,
  'field.email_teammate': EMAIL_MESSAGES.teammate,
  'field.age_player': AGE_MESSAGES.player,
  'field.age_teammate': AGE_MESSAGES.teammate,
  'field.age_profile': AGE_MESSAGES.profile,
} as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export type FieldReason = keyof typeof FIELD_REASONS;
export type Reason = RefusalReason | FieldReason;

/** The values a reason's sentence has in it (a game's name, a count of minutes). */
export type ReasonParams = Record<string, string | number>;

export const ALL_REASONS: readonly Reason[] = [
  ...REFUSAL_REASONS,
  ...(Object.keys(FIELD_REASONS) as FieldReason[]),
];

const fieldReasonByMessage = new Map<string, FieldReason>(
  (Object.entries(FIELD_REASONS) as [FieldReason, string][]).map(([reason, message]) => [message, reason]),
);

/** The reason of a schema message, when it is one of the field rules'. */
export const fieldReasonOf = (message: string): FieldReason | undefined => fieldReasonByMessage.get(message);
