import { describe, expect, it } from 'vitest';
import { localeOfRequest, preferredLocale } from './locale.ts';

describe('localeOfRequest', () => {
  it('takes the cookie when it names a language of ours', () => {
    expect(localeOfRequest('a=1; lang=hi; b=2', 'en')).toBe('hi');
    expect(localeOfRequest('lang=en', 'hi-IN,hi')).toBe('en');
  });

  it("falls back to the browser's languages, then English", () => {
    expect(localeOfRequest('lang=fr', 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeOfRequest(undefined, 'ta-IN,ta;q=0.9')).toBe('en');
    expect(localeOfRequest(undefined, undefined)).toBe('en');
  });
});

describe('preferredLocale', () => {
  it('weighs the languages by q and keeps their order on ties', () => {
    expect(preferredLocale('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(preferredLocale('en-GB,hi')).toBe('en');
    expect(preferredLocale('hi;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale('fr, de')).toBeUndefined();
  });
});
