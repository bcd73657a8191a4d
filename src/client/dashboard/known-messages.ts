import { AGE_MESSAGES, PHONE_MESSAGES } from '../../shared/field-rules.ts';
import { REGISTRATION_EXPIRED_MESSAGE } from '../../shared/registration-rules.ts';
import { DEMO_PAYMENTS_CLOSED, RAZORPAY_SWITCHED_OFF } from '../../shared/payment-statuses.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from '../registration/payment-flow.ts';
import { m } from '../../paraglide/messages.js';
import '../identity/known-messages.ts';

// What the dashboard can show as English text: the Profile tab's schema messages
// (shared/dashboard.ts), and the server's answers to its queries and to resuming or cancelling a
// waiting payment. The session messages come with identity/known-messages.ts.
translateKnownMessages({
  'Full name is required': m.account_error_full_name_required,
  [PHONE_MESSAGES.player]: m.account_error_phone_invalid,
  'Please enter a valid date of birth': m.account_error_date_of_birth_invalid,
  [AGE_MESSAGES.profile]: m.account_error_age_profile,
  'This session was not opened with game credentials.': m.account_error_not_pass_session,
  [PAYMENT_ERRORS.confirm]: m.account_error_payment_confirm,
  [PAYMENT_ERRORS.status]: m.account_error_payment_status,
  [PAYMENT_SUCCESS_TOAST]: m.account_payment_success,
  [REGISTRATION_EXPIRED_MESSAGE]: m.account_error_registration_expired,
  'Payment not found': m.account_error_payment_not_found,
  'This payment was cancelled and can no longer complete a registration.': m.account_error_payment_closed,
  'This payment is complete and cannot be cancelled here. Please contact support for a refund.':
    m.account_error_payment_complete,
  'This registration is already paid.': m.account_error_registration_paid,
  'This payment is confirmed by the payment gateway, not here.': m.account_error_payment_by_gateway,
  [DEMO_PAYMENTS_CLOSED]: m.account_error_demo_payments_closed,
  [RAZORPAY_SWITCHED_OFF]: m.account_error_razorpay_switched_off,
  'Only a successful payment can be confirmed.': m.account_error_payment_only_success,
  'The payment service is not answering right now. Nothing was charged; please try again in a minute.':
    m.account_error_gateway_unavailable,
});
