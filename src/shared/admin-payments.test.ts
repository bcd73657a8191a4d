import { describe, expect, it } from 'vitest';
import { paymentCredentialsInputSchema } from './admin-payments.ts';

describe('Razorpay credentials input', () => {
  it("refuses Razorpay's addresses under any of their names: the environment gives them", () => {
    for (const name of ['apiUrl', 'api_url', 'RAZORPAY_API_URL']) {
      const checked = paymentCredentialsInputSchema.safeParse({ [name]: 'https://api.razorpay.com' });
      expect(checked.error?.issues.map((issue) => issue.message)).toEqual([
        "The API address is set in the server's environment (RAZORPAY_API_URL), not here.",
      ]);
    }
    expect(
      paymentCredentialsInputSchema.safeParse({ RAZORPAY_CHECKOUT_URL: null }).error?.issues[0]?.message,
    ).toBe("The checkout address is set in the server's environment (RAZORPAY_CHECKOUT_URL), not here.");
    expect(paymentCredentialsInputSchema.safeParse({ keyId: 'rzp_test_Abcdef123456' }).success).toBe(true);
  });
});
