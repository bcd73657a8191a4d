import { describe, expect, it } from 'vitest';
import { clerkSecondFactor } from './second-factor.ts';
import { hotp, matchingStep, totpStep } from './totp.ts';

describe("Clerk's second factor (the session token's fva claim)", () => {
  it('counts a second factor verified within 10 minutes as fresh', () => {
    expect(clerkSecondFactor([30, 0])).toEqual({ enrolled: true, fresh: true });
    expect(clerkSecondFactor([30, 10])).toEqual({ enrolled: true, fresh: true });
  });
  it('counts an older one as enrolled but not fresh', () => {
    expect(clerkSecondFactor([30, 11])).toEqual({ enrolled: true, fresh: false });
  });
  it('refuses a session without a second factor, or without the claim', () => {
    for (const fva of [[5, -1], undefined, null, [5], ['x', 'y'], [5, Number.NaN], 'fva'])
      expect(clerkSecondFactor(fva)).toEqual({ enrolled: false, fresh: false });
  });
});

describe('TOTP codes', () => {
  it('follow RFC 4226 (test vectors of its appendix D)', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '520489']);
  });
  it('match within one step either side of now, and say which step', () => {
    const secret = 'a-secret-as-the-plugin-stores-it';
    const at = Date.UTC(2026, 10, 28, 0, 30);
    const step = totpStep(at);
    const key = Buffer.from(secret);
    expect(matchingStep(secret, hotp(key, step), at)).toBe(step);
    expect(matchingStep(secret, hotp(key, step - 1), at)).toBe(step - 1);
    expect(matchingStep(secret, hotp(key, step + 1), at)).toBe(step + 1);
    expect(matchingStep(secret, hotp(key, step + 2), at)).toBeNull();
    expect(matchingStep(secret, hotp(key, step).slice(0, 5), at)).toBeNull();
  });
});
