import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../shared/privacy.ts';
import { signUpConsentOf } from '../auth/local-auth.ts';
import type { MyData } from './my-data.ts';
import { myDataHtml } from './my-data-html.ts';

const data = (tables: MyData['tables']): MyData => ({
  format: 'arena-my-data/1',
  generatedAt: '2026-11-28T05:00:00.000Z',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  account: { id: 'u1', email: 'riya@example.in' },
  tables,
  notInDownload: { auth_verification: 'hashed one-time codes' },
  sharedWith: [{ recipient: 'razorpay', purpose: 'payments', records: 2, first: null, last: null }],
});

describe('the printable copy of my data', () => {
  it('escapes what players typed, so a name cannot inject markup', () => {
    const html = myDataHtml(
      data({ app_user: [{ first_name: '<script>alert(1)</script>', city: 'Pune' }] }),
      'en',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Razorpay (payment gateway): your payments · 2 records');
  });

  it('is in Hindi for a Hindi page, its scrolling tables focusable and named', () => {
    const html = myDataHtml(data({ participant: [{ name: 'रिया', pass_price: 1500 }] }), 'hi');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('रजिस्ट्रेशन और पास');
    expect(html).toMatch(/<div class="scroll" tabindex="0" role="region" aria-label="name, pass_price">/);
  });
});

describe("the sign-up body's consent", () => {
  it('is taken only for the notice this build shows, and only whole', () => {
    const consent = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi', marketing: true };
    expect(signUpConsentOf({ email: 'a@b.in', privacyConsent: consent })).toEqual(consent);
    expect(signUpConsentOf({ privacyConsent: { ...consent, noticeVersion: '2020-01-01' } })).toBeUndefined();
    expect(signUpConsentOf({ privacyConsent: { ...consent, marketing: 'yes' } })).toBeUndefined();
    expect(signUpConsentOf({ email: 'a@b.in' })).toBeUndefined();
    expect(signUpConsentOf(undefined)).toBeUndefined();
  });
});
