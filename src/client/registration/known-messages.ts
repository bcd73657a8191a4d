// The English texts the registration screens can be shown (the shared schemas' messages, the
// server's errors, the wizard's own constants) next to their messages in the page's language.
// Imported for its side effect by the wizard and the invite page, so it lives in their chunks.
import { AGE_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES } from '../../shared/field-rules.ts';
import {
  MAX_TEAMMATES,
  MAX_UNPAID_REGISTRATIONS,
  REGISTRATION_EXPIRED_MESSAGE,
  TOO_MANY_TEAMMATES_MESSAGE,
  TOO_MANY_UNPAID_MESSAGE,
} from '../../shared/registration-rules.ts';
import { DEMO_PAYMENTS_CLOSED, RAZORPAY_SWITCHED_OFF } from '../../shared/payment-statuses.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { RETURN_ERRORS } from './gateway-return.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from './payment-flow.ts';
import { m } from '../../paraglide/messages.js';

const count = (text: string | undefined) => Number(text);

translateKnownMessages(
  {
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
    [AGE_MESSAGES.player]: m.registration_error_age_player,
    [AGE_MESSAGES.teammate]: m.registration_error_age_teammate,
    // The registration's choices (createParticipantSchema) and the server's checks of them.
    'Please select a game': m.registration_error_select_game,
    'Please choose Solo or Squad': m.registration_error_choose_format,
    'Please choose a risk level': m.registration_error_choose_risk,
    'Please choose a pass': m.registration_error_choose_pass,
    [TOO_MANY_TEAMMATES_MESSAGE]: () => m.registration_squad_max({ count: MAX_TEAMMATES }),
    'This pass is not available for the chosen format.': m.registration_error_pass_unavailable,
    'The pass price does not match our catalogue.': m.registration_error_price_mismatch,
    'Teammates can only be added to a squad.': m.registration_error_solo_teammates,
    [TOO_MANY_UNPAID_MESSAGE]: () =>
      m.registration_error_too_many_unpaid({ count: MAX_UNPAID_REGISTRATIONS }),
    'Registration not found': m.registration_error_registration_not_found,
    [REGISTRATION_EXPIRED_MESSAGE]: m.registration_error_registration_expired,
    'This registration is not paid yet, so it has no receipt.': m.registration_error_no_receipt,
    'Please sign in to continue.': m.registration_error_sign_in,
    'Invalid input': m.registration_error_invalid_input,
    // Payments (server/payments/service.ts, settle.ts) and the payment step's own texts.
    'This registration is already paid.': m.registration_error_already_paid,
    'The amount does not match the price of this pass.': m.registration_error_amount_mismatch,
    'The payment service is not answering right now. Nothing was charged; please try again in a minute.':
      m.registration_error_gateway_unavailable,
    'This payment is confirmed by the payment gateway, not here.': m.registration_error_gateway_confirms,
    [DEMO_PAYMENTS_CLOSED]: m.registration_error_demo_payments_closed,
    [RAZORPAY_SWITCHED_OFF]: m.registration_error_razorpay_switched_off,
    'Only a successful payment can be confirmed.': m.registration_error_only_success,
    'Payment not found': m.registration_error_payment_not_found,
    'This payment was cancelled and can no longer complete a registration.':
      m.registration_error_payment_closed,
    'This registration was already paid by another payment or has closed; nothing was changed.':
      m.registration_error_paid_elsewhere,
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
    // Coupons (server/payments/coupons.ts).
    'Invalid coupon code': m.registration_error_coupon_invalid,
    'This coupon has been used up.': m.registration_error_coupon_used_up,
    'You have already used this coupon.': m.registration_error_coupon_already_used,
    // Squad invites (server/registration/invites.ts).
    'Only a squad that is waiting for payment can invite teammates.': m.registration_error_invite_not_waiting,
    'This invite link is not valid or has expired.': m.registration_invite_gone,
    'This squad is already full.': m.registration_squad_full,
    'You have already joined this squad. Your game credentials were shown when you joined; once the captain has paid, they sign you in to your dashboard, where you see them again.':
      m.registration_invite_already_joined,
    'Failed to create the invite link': m.registration_invite_create_failed,
    'Failed to join the squad': m.registration_invite_join_failed,
    'Failed to load the receipt': m.registration_receipt_failed,
  },
  [
    // src/shared/registration-rules.ts
    [
      /^A (.+) squad has (\d+) players: you and at most (\d+) teammates?\.$/,
      (match) =>
        m.registration_squad_too_large({
          game: match[1] ?? '',
          size: count(match[2]),
          most: count(match[3]),
        }),
    ],
    [
      /^This squad needs (\d+) more teammates? before it can pay\.$/,
      (match) => m.registration_squad_incomplete({ needed: count(match[1]) }),
    ],
    // server/registration/service.ts
    [
      /^(.+) is not open for registration\.$/,
      (match) => m.registration_error_game_closed({ game: match[1] ?? '' }),
    ],
    // server/auth/login-throttle.ts
    [
      /^Too many wrong codes\. Please try again in (\d+) minutes?\.$/,
      (match) => m.registration_error_too_many_codes({ minutes: count(match[1]) }),
    ],
    [
      /^Too many squad joins from this network\. Please try again in (\d+) minutes?\.$/,
      (match) => m.registration_error_too_many_joins({ minutes: count(match[1]) }),
    ],
  ],
);
