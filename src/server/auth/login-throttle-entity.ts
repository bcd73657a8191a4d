import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-ins per key (an IP, an account, a game username): survives restarts. `lockedUntil`
 * is when a window rule's lock ends, or for a delay rule when the next attempt may be made.
 */
const LoginThrottleSchema = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    key: p.string().length(400).primary(),
    failures: p.integer().default(0),
    windowStartedAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
  },
});

export class LoginThrottle extends LoginThrottleSchema.class {}
LoginThrottleSchema.setClass(LoginThrottle);
