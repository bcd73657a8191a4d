// What other server features use of auth (lint lets them import only this file and service.ts).
export { liveSessionsOf } from './live-sessions.ts';
export { AUTH_MESSAGES, SESSION_COOKIES } from './identity.ts';
export type { Identity, IdentityMode, IdentityResolver, PassScope, Role } from './identity.ts';
export { countSquadJoin, couponGuessKey, throttledGuess } from './login-throttle.ts';
export { renameLocalAccount, verifiedLocalAccounts } from './local-accounts.ts';
export { requireFreshSecondFactor, requireSecondFactor } from './second-factor.ts';
export { accountSessionHistory, eraseAccountTraces, localAccountOf } from './account-traces.ts';
export { requireAccountCaller, requireAdminCaller } from './file-route-callers.ts';
export { forgetSessions } from './session-cache.ts';
