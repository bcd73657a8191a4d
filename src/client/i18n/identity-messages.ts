import { PHONE_MESSAGES } from '../../shared/field-rules.ts';
import { translateKnownMessages } from './known-messages.ts';
import { afterMinutes, translateReasons } from './reasons.ts';
import { m } from '../../paraglide/messages.js';

// What the sign-in, sign-up, e-mail code, profile and account-settings screens can show: as
// English text, the messages of their schemas (auth-schemas.ts, shared/users.ts), the identity
// provider's answers our server relays (Better Auth) and the HTTP layer's own (lib/errors.ts); by
// reason (src/shared/reasons.ts), our server's refusals (auth, identity, users).
translateKnownMessages(
  {
    // auth-schemas.ts and the change-password form
    'Email is required': m.account_error_email_required,
    'Please enter a valid email address.': m.account_error_email_invalid,
    'Password is required': m.account_error_password_required,
    'Email or game username is required': m.account_error_email_or_username_required,
    'Enter a valid email address or a game username like ARENA12345.':
      m.account_error_email_or_username_invalid,
    'Name is required': m.account_error_name_required,
    'Names can have at most 100 characters.': m.account_error_name_too_long,
    'Password must be at least 8 characters.': m.account_error_password_too_short,
    'Password can have at most 128 characters.': m.account_error_password_too_long,
    'Enter the 6-digit code from the e-mail.': m.account_error_code_format,
    'Current password is required': m.account_error_current_password_required,
    [PHONE_MESSAGES.player]: m.account_error_phone_invalid,
    // the server's texts that have no reason
    'Username is required': m.account_error_username_required,
    'Invalid input': m.account_error_invalid_input,
    'Registration failed. Please try again.': m.account_registration_failed,
    'Sign in failed. Please try again.': m.account_sign_in_failed,
    // identity/local/two-factor-sign-in.tsx
    'Enter the 6-digit code from your authenticator app.': m.account_error_two_factor_code_format,
    'Enter a backup code like abcde-12345.': m.account_error_backup_code_format,
    // Better Auth, relayed by /api/auth/*
    'User already exists. Use another email.': m.account_error_user_exists,
    'User already exists.': m.account_error_user_exists_short,
    'Invalid email or password': m.account_error_invalid_login_provider,
    'Invalid password': m.account_error_wrong_password,
    'Invalid email': m.account_error_invalid_email_provider,
    'Password too short': m.account_error_password_short_provider,
    'Password too long': m.account_error_password_long_provider,
    'Invalid OTP': m.account_error_invalid_otp,
    'OTP expired': m.account_error_otp_expired,
    'Too many attempts': m.account_error_too_many_attempts,
    'Too many attempts. Please request a new code.': m.account_error_too_many_code_attempts,
    'Too many requests. Please try again later.': m.account_error_too_many_requests,
    'Credential account not found': m.account_error_no_password,
    'Session expired. Re-authenticate to perform this action.': m.account_error_session_expired,
    'The request could not be completed.': m.account_error_request_failed,
    // its two-factor plugin
    'Invalid code': m.account_error_two_factor_invalid_code,
    'Invalid backup code': m.account_error_two_factor_invalid_backup,
    'Invalid two factor cookie': m.account_error_two_factor_expired,
    'Too many failed verification attempts. Your account is temporarily locked. Please try again later.':
      m.account_error_two_factor_locked,
    // lib/errors.ts
    'Network error': m.account_error_network,
  },
  [[/^HTTP error! status: (\d+)$/, (match) => m.account_error_http({ status: match[1] ?? '' })]],
);

translateReasons({
  'field.phone_player': m.account_error_phone_invalid,
  'auth.sign_in': m.account_please_sign_in,
  'server.unavailable': m.error_server_unavailable,
  'auth.not_admin': m.account_not_admin,
  'auth.pass_session': m.account_error_pass_session,
  'auth.invalid_login': m.account_error_invalid_login,
  'auth.invalid_game_login': m.account_error_invalid_game_login,
  'auth.use_clerk': m.account_error_use_clerk,
  'auth.too_many_sign_ins': afterMinutes(m.account_error_too_many_sign_ins),
  'auth.too_many_codes': afterMinutes(m.account_error_too_many_codes),
  'account.delete_proof_missing': m.account_error_delete_proof_missing,
  'account.delete_password_needed': m.account_error_delete_password_needed,
  'account.bad_code': m.account_error_bad_code,
  'request.cross_site': m.account_error_cross_site,
  'user.not_found': m.account_error_user_not_found,
  'account.additional_data_too_large': m.account_error_additional_data_too_large,
  // turning two-factor sign-in off (server/auth/second-factor.ts)
  'two_factor.required': m.account_error_two_factor_required,
  'two_factor.code_required': m.account_error_two_factor_code_needed,
  'two_factor.code_invalid': m.account_error_two_factor_code_wrong,
  'two_factor.locked': m.account_error_two_factor_locked,
});
