import { m } from '../../paraglide/messages.js';

/** docs/product.md#messages-and-constants, Access: the toasts of the admin check (message functions: read at render time). */
export const AUTH_TOASTS = {
  denied: m.account_access_denied,
  signIn: m.account_please_sign_in,
  notAdmin: m.account_not_admin,
  checkFailed: m.account_admin_check_failed,
} as const;
