import { describe, expect, it } from 'vitest';
import { HttpError, errorText, httpError, httpStatusOf, isUnauthorized } from './errors.ts';

/** What a tRPC client error looks like to the client. */
class ClientError extends Error {
  data: { httpStatus: number };
  constructor(message: string, httpStatus: number) {
    super(message);
    this.data = { httpStatus };
  }
}

describe('httpError', () => {
  it("throws the server's error field, else 'Network error' for a body that is not JSON, else the status", () => {
    expect(httpError(401, '{"error":"Invalid email or password.","code":"UNAUTHORIZED"}')).toEqual(
      new HttpError('Invalid email or password.', 401),
    );
    expect(httpError(502, '<html>Bad Gateway</html>').message).toBe('Network error');
    expect(httpError(404, '{"code":"NOT_FOUND"}').message).toBe('HTTP error! status: 404');
    expect(httpError(500, '').message).toBe('HTTP error! status: 500');
    expect(httpError(429, '{"error":""}').status).toBe(429);
  });
});

describe('httpStatusOf', () => {
  it('reads the status of tRPC errors and of HttpErrors, nothing else', () => {
    expect(httpStatusOf(new ClientError('Not signed in', 401))).toBe(401);
    expect(httpStatusOf(new HttpError('Network error', 0))).toBe(0);
    expect(httpStatusOf({ data: null })).toBeUndefined();
    expect(httpStatusOf(new Error('plain'))).toBeUndefined();
    expect(httpStatusOf('nope')).toBeUndefined();
    expect(isUnauthorized(new ClientError('Not signed in', 401))).toBe(true);
    expect(isUnauthorized(new HttpError('Forbidden', 403))).toBe(false);
  });
});

describe('errorText', () => {
  // The payment step's texts are tested with its fallbacks in registration/payment-flow.test.ts.
  it("shows the identity provider's answers below 500, else the fallback", () => {
    expect(errorText(new HttpError('Invalid OTP', 400), 'Sign in failed. Please try again.')).toBe(
      'Invalid OTP',
    );
    expect(errorText(new HttpError('Network error', 0), 'Sign in failed. Please try again.')).toBe(
      'Network error',
    );
    expect(
      errorText(new HttpError('HTTP error! status: 503', 503), 'Sign in failed. Please try again.'),
    ).toBe('Sign in failed. Please try again.');
  });
});
