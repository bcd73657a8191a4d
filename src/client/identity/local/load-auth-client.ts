/**
 * Better Auth's client (about 11 KB gzipped) loads with the first call that needs it, not with
 * a page or the sign-in dialog: signing in with a password goes through tRPC and needs none.
 */
export const loadAuthClient = async () => (await import('./auth-client.ts')).authClient;
