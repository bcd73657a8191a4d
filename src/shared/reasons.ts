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
  'prize.not_found',
  'prize.voided',
  'prize.payout_details_missing',
  'payout.password_needed',
  'account.wrong_password',
  'account.too_many_codes_sent',
  'account.password_unavailable',
  'account.additional_data_too_large',
  'request.cross_site',
  'server.unavailable',
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
  'registration.draft_too_large',
  'registration.paid_no_cancel',
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
  'invitation.not_found',
  'invitation.answered',
  'check_in.captain_only',
  'check_in.not_scheduled',
  'check_in.not_open',
  'check_in.closed',
  'report.captain_only',
  'report.cancelled',
  'report.not_checked_in',
  'report.not_open',
  'report.closed',
  'report.exists',
  'report.placement_fields',
  'report.head_to_head_fields',
  'report.screenshot_missing',
  'report.screenshot_type',
  'report.screenshot_too_large',
  'report.screenshot_broken',
  'report.not_found',
  // Grievances (server/grievances/service.ts).
  'grievance.not_found',
  'grievance.closed',
] as const;

/**
 * Refusals no player's screen words itself: the organisers' console's (English only,
 * docs/decisions/0017-organiser-console.md), the operators' commands' and those of requests our
 * screens never make (a page that is not there shows its own words). They are as stable as the
 * others; the client shows the server's sentence for them, so they have no message of their own.
 */
export const ENGLISH_ONLY_REASONS = [
  'tax.bad_quarter',
  // Invoices are file links (a download shows no screen of ours) and the organisers' list.
  'invoice.not_found',
  'invoice.numbers_exhausted',
  'invoice.bad_month',
  'payout.gateway_unavailable',
  'payout.gateway_refused',
  'payout.gateway_managed',
  'lineup.check_in_open',
  'lineup.no_entries',
  'lineup.has_results',
  'lineup.discard_has_results',
  'lineup.previous_round_open',
  'lineup.built',
  'match.not_paired',
  'request.invalid_input',
  'request.nul_bytes',
  'request.bad_auth_path',
  'audit.bad_cursor',
  // The console's delivery log (server/notifications/admin.ts).
  'notification.bad_cursor',
  'notification.delivery_not_found',
  'notification.not_failed',
  'export.link_invalid',
  'export.link_expired',
  'user.clerk_roles',
  'user.own_role',
  'blog.not_found',
  'blog.no_slug',
  'blog.slug_taken',
  'page.not_found',
  'page.contact_only',
  'footer.link_not_found',
  'setting.not_found',
  'setting.name_taken',
  'setting.environment_only',
  'setting.not_allowed',
  'setting.invalid',
  'game.not_found',
  'game.slug_taken',
  'game.has_registrations',
  'game.check_in_order',
  'group.not_found',
  'match.not_found',
  'match.number_taken',
  'match.has_results',
  'match.not_scheduled',
  'match.cancelled',
  'match.duplicate_result',
  'match.outside_group',
  'pool.not_found',
  'pool.not_closable',
  'dispute.not_found',
  'dispute.decided',
  'dispute.results_missing',
  'match.no_show',
  'match.started',
  'match.check_in_after_start',
  'match.check_in_order',
  'match.invalid_results',
  'match.import_errors',
  'registration.unpaid_credentials',
  'registration.unpaid_group',
  'payment.registration_unnamed',
  'payment.override_refused',
  'payment.not_refundable',
  'payment.refund_amount',
  'payment.refund_refused',
  'coupon.not_found',
  'coupon.code_taken',
  'coupon.percent_too_high',
  'coupon.ends_before_start',
  'qualifier.rule_after_start',
  'season.not_finished',
  'semi_final.not_closed',
  'payout.not_found',
  'payout.not_claimed',
  'payout.same_approver',
  'payout.wrong_status',
  'payout.other_utr',
  'tax.bad_financial_year',
  'books.months',
  // Money out needs a second factor (server/auth/second-factor.ts); organisers read them in the console.
  'two_factor.required',
  'two_factor.code_required',
  'two_factor.code_invalid',
  'two_factor.locked',
  // Notifications (issue 28): the profile's switches never ask for these; the unsubscribe page words its own.
  'notifications.mandatory',
  'unsubscribe.link_invalid',
  'unsubscribe.link_expired',
  // The phone-alerts card hides a channel not set up, and says itself when the profile has no phone.
  'phone_alerts.not_configured',
  'phone_alerts.no_phone',
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
export type EnglishOnlyReason = (typeof ENGLISH_ONLY_REASONS)[number];
export type Reason = RefusalReason | FieldReason | EnglishOnlyReason;

/** The values a reason's sentence has in it (a game's name, a count of minutes). */
export type ReasonParams = Record<string, string | number>;

/** The reasons a player's screen words, each in English and in Hindi. */
export const PLAYER_REASONS: readonly Reason[] = [
  ...REFUSAL_REASONS,
  ...(Object.keys(FIELD_REASONS) as FieldReason[]),
];

const fieldReasonByMessage = new Map<string, FieldReason>(
  (Object.entries(FIELD_REASONS) as [FieldReason, string][]).map(([reason, message]) => [message, reason]),
);

/** The reason of a schema message, when it is one of the field rules'. */
export const fieldReasonOf = (message: string): FieldReason | undefined => fieldReasonByMessage.get(message);
