/** The router's navigate, handed to the identity providers (they sit above the router). */
export type Navigate = (to: string, options?: { replace?: boolean; flushSync?: boolean }) => Promise<void>;

/**
 * Sign-out leaves the page at once (flushSync: not in a transition), before the session is seen to
 * be gone: a protected page still on screen would otherwise open the sign-in dialog.
 */
export const LEAVE_OPTIONS = { flushSync: true } as const;
