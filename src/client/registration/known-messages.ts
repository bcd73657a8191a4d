// What the registration screens can be shown: the English texts of the shared schemas' messages
// and of the wizard's own constants, and the reasons of the server's refusals (src/shared/reasons.ts),
// next to their messages in the page's language. Imported for its side effect by the wizard and the
// invite page, so it lives in their chunks.
import { AGE_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES } from '../../shared/field-rules.ts';
import {
  MAX_TEAMMATES,
  MIN_AGE,
  MAX_UNPAID_REGISTRATIONS,
  TOO_MANY_TEAMMATES_MESSAGE,
} from '../../shared/registration-rules.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { afterMinutes, countParam, textParam, translateReasons } from '../i18n/reasons.ts';
import { RETURN_ERRORS } from '../lib/gateway-return.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from '../lib/payment-flow.ts';
import { m } from '../../paraglide/messages.js';

translateKnownMessages({
  // The person fields (src/shared/registration.ts, field-rules.ts).
  'Full name is required': m.registration_error_full_name_required,
  'Full name can have at most 100 characters': m.registration_error_full_name_too_long,
  'Name is required': m.registration_error_name_required,
  'Name can have at most 100 characters': m.registration_error_name_too_long,
  'Phone number is required': m.registration_error_phone_required,
  'Email is required': m.registration_error_email_required,
  'State is required': m.registration_error_state_required,
  'City is required': m.registration_error_city_required,
  'City can have at most 100 characters': m.registration_error_city_too_long,
  'Date of birth is required': m.registration_error_dob_required,
  [PHONE_MESSAGES.player]: m.registration_error_phone_player,
  [PHONE_MESSAGES.teammate]: m.registration_error_phone_teammate,
  [EMAIL_MESSAGES.player]: m.registration_error_email_player,
  [EMAIL_MESSAGES.teammate]: m.registration_error_email_teammate,
  [AGE_MESSAGES.player]: () => m.registration_error_age_player({ minAge: MIN_AGE }),
  [AGE_MESSAGES.teammate]: () => m.registration_error_age_teammate({ minAge: MIN_AGE }),
  // The registration's choices (createParticipantSchema).
  'Please select a game': m.registration_error_select_game,
  'Please choose Solo or Squad': m.registration_error_choose_format,
  'Please choose a risk level': m.registration_error_choose_risk,
  'Please choose a pass': m.registration_error_choose_pass,
  [TOO_MANY_TEAMMATES_MESSAGE]: () => m.registration_squad_max({ count: MAX_TEAMMATES }),
  'Invalid input': m.registration_error_invalid_input,
  // What the payment service says of a payment (server/payments/service.ts), and the payment
  // step's own texts.
  'This is a demo payment: no money is taken. Use Mark as Paid to complete it.':
    m.registration_payment_server_mock,
  'Continue to Razorpay to pay by UPI, card or netbanking.': m.registration_payment_server_razorpay,
  'Razorpay has not confirmed this payment yet. If money left your account, it will be confirmed within 15 minutes; press Check Status to see.':
    m.registration_still_confirming,
  [RETURN_ERRORS.failed]: m.registration_return_failed,
  [RETURN_ERRORS.signature]: m.registration_return_signature,
  [RETURN_ERRORS.refunding]: m.registration_return_refunding,
  [RETURN_ERRORS.unknown]: m.registration_return_unknown,
  [PAYMENT_ERRORS.create]: m.registration_error_create,
  [PAYMENT_ERRORS.initiate]: m.registration_error_initiate,
  [PAYMENT_ERRORS.confirm]: m.registration_error_confirm,
  [PAYMENT_ERRORS.status]: m.registration_error_status,
  [PAYMENT_SUCCESS_TOAST]: m.registration_payment_success_toast,
  'Failed to create the invite link': m.registration_invite_create_failed,
  'Failed to join the squad': m.registration_invite_join_failed,
  'Failed to load the receipt': m.registration_receipt_failed,
});

translateReasons({
  'field.phone_player': m.registration_error_phone_player,
  'server.unavailable': m.error_server_unavailable,
  'field.phone_teammate': m.registration_error_phone_teammate,
  'field.email_player': m.registration_error_email_player,
  'field.email_teammate': m.registration_error_email_teammate,
  'field.age_player': () => m.registration_error_age_player({ minAge: MIN_AGE }),
  'field.age_teammate': () => m.registration_error_age_teammate({ minAge: MIN_AGE }),
  // server/registration/service.ts
  'registration.game_missing': m.registration_error_select_game,
  'registration.game_closed': (params) =>
    m.registration_error_game_closed({ game: textParam(params, 'game') }),
  'registration.pass_missing': m.registration_error_choose_pass,
  'registration.pass_unavailable': m.registration_error_pass_unavailable,
  'registration.price_mismatch': m.registration_error_price_mismatch,
  'registration.solo_teammates': m.registration_error_solo_teammates,
  'registration.squad_too_large': (params) =>
    m.registration_squad_too_large({
      game: textParam(params, 'game'),
      size: countParam(params, 'size'),
      most: countParam(params, 'most'),
    }),
  'registration.squad_incomplete': (params) =>
    m.registration_squad_incomplete({ needed: countParam(params, 'needed') }),
  'registration.too_many_unpaid': () =>
    m.registration_error_too_many_unpaid({ count: MAX_UNPAID_REGISTRATIONS }),
  'registration.not_found': m.registration_error_registration_not_found,
  'registration.expired': m.registration_error_registration_expired,
  'registration.draft_too_large': m.registration_error_draft_too_large,
  'registration.paid_no_cancel': m.registration_error_paid_no_cancel,
  'receipt.not_paid': m.registration_error_no_receipt,
  'auth.sign_in': m.registration_error_sign_in,
  'auth.too_many_codes': afterMinutes(m.registration_error_too_many_codes),
  // Payments (server/payments/service.ts, settle.ts) and coupons (coupons.ts).
  'payment.already_paid': m.registration_error_already_paid,
  'payment.amount_mismatch': m.registration_error_amount_mismatch,
  'payment.gateway_unavailable': m.registration_error_gateway_unavailable,
  'payment.gateway_confirms': m.registration_error_gateway_confirms,
  'payment.demo_closed': m.registration_error_demo_payments_closed,
  'payment.razorpay_off': m.registration_error_razorpay_switched_off,
  'payment.only_success': m.registration_error_only_success,
  'payment.not_found': m.registration_error_payment_not_found,
  'payment.closed': m.registration_error_payment_closed,
  'payment.paid_elsewhere': m.registration_error_paid_elsewhere,
  'coupon.invalid': m.registration_error_coupon_invalid,
  'coupon.used_up': m.registration_error_coupon_used_up,
  'coupon.already_used': m.registration_error_coupon_already_used,
  // Squad invites (server/registration/invites.ts).
  'invite.not_waiting': m.registration_error_invite_not_waiting,
  'invite.gone': m.registration_invite_gone,
  'invite.squad_full': m.registration_squad_full,
  'invite.already_joined': m.registration_invite_already_joined,
  'invite.too_many_joins': afterMinutes(m.registration_error_too_many_joins),
});
