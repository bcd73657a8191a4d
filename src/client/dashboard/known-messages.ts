import { AGE_MESSAGES, PHONE_MESSAGES } from '../../shared/field-rules.ts';
import { CLAIM_MESSAGES, PAYOUT_MESSAGES } from '../../shared/payouts.ts';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { afterMinutes, textParam, translateReasons } from '../i18n/reasons.ts';
import { formatDateTime } from '../lib/indian-time.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from '../lib/payment-flow.ts';
import { m } from '../../paraglide/messages.js';
import '../i18n/identity-messages.ts';

// What the dashboard can show: as English text, the Profile tab's schema messages
// (shared/dashboard.ts) and the payment step's own texts; by reason (src/shared/reasons.ts), the
// server's refusals of its queries, of resuming or cancelling a waiting payment, of checking in and of reporting a result. The session
// messages come with i18n/identity-messages.ts.
translateKnownMessages({
  'Full name is required': m.account_error_full_name_required,
  [PHONE_MESSAGES.player]: m.account_error_phone_invalid,
  'Please enter a valid date of birth': m.account_error_date_of_birth_invalid,
  [AGE_MESSAGES.profile]: () => m.account_error_age_profile({ minAge: MIN_AGE }),
  [PAYMENT_ERRORS.confirm]: m.account_error_payment_confirm,
  [PAYMENT_ERRORS.status]: m.account_error_payment_status,
  [PAYMENT_SUCCESS_TOAST]: m.account_payment_success,
  // The claim's payout details (shared/payouts.ts).
  [PAYOUT_MESSAGES.pan]: m.account_error_payout_pan,
  [PAYOUT_MESSAGES.panName]: m.account_error_payout_pan_name,
  [PAYOUT_MESSAGES.vpa]: m.account_error_payout_vpa,
  [PAYOUT_MESSAGES.ifsc]: m.account_error_payout_ifsc,
  [PAYOUT_MESSAGES.accountNumber]: m.account_error_payout_account_number,
  [PAYOUT_MESSAGES.accountNumbersDiffer]: m.account_error_payout_accounts_differ,
  [PAYOUT_MESSAGES.holderName]: m.account_error_payout_holder_name,
  [CLAIM_MESSAGES.passwordNeeded]: m.account_error_payout_password_needed,
});

translateReasons({
  // Claiming a prize (server/prizes/claims.ts, payout-details.ts).
  'prize.not_found': m.account_error_prize_not_found,
  'prize.voided': m.account_error_prize_voided,
  'prize.payout_details_missing': m.account_error_payout_details_missing,
  'payout.password_needed': m.account_error_payout_password_needed,
  'tax.bad_financial_year': m.account_error_tax_bad_year,
  'account.wrong_password': m.account_error_payout_wrong_password,
  'account.too_many_codes_sent': afterMinutes(m.account_error_too_many_codes_sent),
  'account.password_unavailable': m.account_error_password_unavailable,
  'field.age_profile': () => m.account_error_age_profile({ minAge: MIN_AGE }),
  'auth.not_pass_session': m.account_error_not_pass_session,
  'registration.expired': m.account_error_registration_expired,
  'payment.not_found': m.account_error_payment_not_found,
  'payment.closed': m.account_error_payment_closed,
  'payment.complete': m.account_error_payment_complete,
  'payment.already_paid': m.account_error_registration_paid,
  'payment.gateway_confirms': m.account_error_payment_by_gateway,
  'payment.demo_closed': m.account_error_demo_payments_closed,
  'payment.razorpay_off': m.account_error_razorpay_switched_off,
  'payment.only_success': m.account_error_payment_only_success,
  'payment.gateway_unavailable': m.account_error_gateway_unavailable,
  // Checking in to a match (server/matches/check-in.ts).
  'check_in.captain_only': m.account_error_check_in_captain_only,
  'check_in.not_scheduled': m.account_error_check_in_not_scheduled,
  'check_in.not_open': (params) => {
    const opensAt = new Date(textParam(params, 'opensAt'));
    return m.account_error_check_in_not_open({
      time: Number.isNaN(opensAt.getTime()) ? '' : formatDateTime(opensAt),
    });
  },
  'check_in.closed': m.account_error_check_in_closed,
  // Reporting a result (server/matches/result-reports.ts).
  'report.captain_only': m.account_error_report_captain_only,
  'report.cancelled': m.account_error_report_cancelled,
  'report.not_checked_in': m.account_error_report_not_checked_in,
  'report.not_open': m.account_error_report_not_open,
  'report.closed': m.account_error_report_closed,
  'report.exists': m.account_error_report_exists,
  'report.placement_fields': m.account_error_report_placement_fields,
  'report.head_to_head_fields': m.account_error_report_head_to_head_fields,
  'report.screenshot_missing': m.account_error_report_screenshot_missing,
  'report.screenshot_type': m.account_error_report_screenshot_type,
  'report.screenshot_too_large': m.account_error_report_screenshot_too_large,
  'report.screenshot_broken': m.account_error_report_screenshot_broken,
  'report.not_found': m.account_error_report_not_found,
  // Answering an invitation to the Semi-Finals or the Finals (server/seasons/service.ts).
  'invitation.not_found': m.account_error_invitation_not_found,
  'invitation.answered': m.account_error_invitation_answered,
});
