import { createAuthClient } from 'better-auth/client';
import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';
import { HttpError, httpError } from '../../lib/errors.ts';

/**
 * Better Auth's own client for the local provider's endpoints (/api/auth/*, session in an
 * HttpOnly cookie), with the server plugins the browser calls: e-mailed codes and two-factor
 * sign-in (no redirect of its own: the sign-in form shows the code step). A call returns
 * its data or throws an HttpError with the server's text (docs/product.md#messages-and-constants, HTTP layer).
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [emailOTPClient(), twoFactorClient()],
  fetchOptions: {
    throw: true,
    customFetchImpl: async (input, init) => {
      try {
        return await fetch(input, init);
      } catch {
        throw new HttpError('Network error', 0);
      }
    },
    // A failure is turned into our error before the body is parsed: whether it is JSON decides the text.
    onResponse: async ({ response }) => {
      if (!response.ok) throw httpError(response.status, await response.text());
    },
  },
});
