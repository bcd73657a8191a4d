import { describe, expect, it } from 'vitest';
import { RAZORPAY_CREDENTIAL_RULES } from './admin-payments.ts';

describe('Razorpay credential rules', () => {
  it('refuses an API address that is not a URL with its message, rather than throwing', () => {
    const checked = RAZORPAY_CREDENTIAL_RULES.apiUrl.safeParse('not a url');
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([
      'The API address must be a full URL such as https://api.razorpay.com',
    ]);
  });

  it('wants https, but for a local address', () => {
    expect(
      RAZORPAY_CREDENTIAL_RULES.apiUrl.safeParse('http://api.example.com').error?.issues[0]?.message,
    ).toBe('The API address must use https.');
    expect(RAZORPAY_CREDENTIAL_RULES.apiUrl.safeParse('https://api.razorpay.com').success).toBe(true);
  });
});
