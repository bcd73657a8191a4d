import { describe, expect, it } from 'vitest';
import { translateReasons } from '../i18n/reasons.ts';
import { HttpError, errorText, httpError, httpStatusOf, isUnauthorized, localizeError } from './errors.ts';

/** What a tRPC client error looks like to the client. */
class ClientError extends Error {
  data: { httpStatus: number; reason?: string; params?: Record<string, number> };
  constructor(message: string, httpStatus: number, reason?: string, params?: Record<string, number>) {
    super(message);
    this.data = { httpStatus, ...(reason ? { reason } : {}), ...(params ? { params } : {}) };
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

  it('keeps the reason the server gave, with its values', () => {
    const error = httpError(
      429,
      '{"error":"Too many","reason":"auth.too_many_codes","params":{"minutes":2}}',
    );
    expect(error.reason).toBe('auth.too_many_codes');
    expect(error.params).toEqual({ minutes: 2 });
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
  // The payment step's texts are tested with its fallbacks in lib/payment-flow.test.ts.
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

describe('the reason of a refusal', () => {
  translateReasons({
    'coupon.invalid': () => 'अमान्य कूपन कोड',
    'auth.too_many_codes': (params) => `${params.minutes} मिनट`,
  });

  it("shows the reason's message, else the server's text; a 5xx still shows the fallback", () => {
    expect(errorText(new ClientError('Invalid coupon code', 400, 'coupon.invalid'), 'Failed')).toBe(
      'अमान्य कूपन कोड',
    );
    const tooMany = new HttpError('Too many', 429, { reason: 'auth.too_many_codes', params: { minutes: 3 } });
    expect(errorText(tooMany, 'Failed')).toBe('3 मिनट');
    expect(localizeError(new ClientError('Something new', 409, 'registration.something_new'))).toBe(
      'Something new',
    );
    expect(errorText(new ClientError('Oops', 500, 'coupon.invalid'), 'Failed')).toBe('Failed');
  });

  it('shows a 503 of ours, with its reason: the service is briefly away, try again', () => {
    translateReasons({ 'server.unavailable': () => 'सेवा कुछ देर के लिए उपलब्ध नहीं है।' });
    const busy = new ClientError('The service is briefly unavailable.', 503, 'server.unavailable');
    expect(errorText(busy, 'Sign in failed. Please try again.')).toBe('सेवा कुछ देर के लिए उपलब्ध नहीं है।');
    const proxy = new HttpError('HTTP error! status: 503', 503);
    expect(errorText(proxy, 'Sign in failed. Please try again.')).toBe('Sign in failed. Please try again.');
  });
});
