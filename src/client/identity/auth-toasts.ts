/** Spec section 8, Access: the toasts of the admin check. */
export const AUTH_TOASTS = {
  denied: 'Access Denied',
  signIn: 'Please sign in to continue.',
  notAdmin: "You don't have admin privileges.",
  checkFailed: 'Failed to verify admin access.',
} as const;
