import { describe, expect, it } from 'vitest';
import { maskedPhone, optInWording, phoneVariables, VARIABLE_MAX_LENGTH } from './phone-alerts.ts';

describe('phone alert variables', () => {
  it("fills the template's places in order, short and on one line, a missing one with a dash", () => {
    expect(phoneVariables('payout.sent', { amount: '₹9,000', tds: '₹0' })).toEqual(['₹9,000', '₹0', '-']);
    const [reason] = phoneVariables('payout.failed', { reason: `Account\nclosed ${'x'.repeat(60)}` });
    expect(reason).toHaveLength(VARIABLE_MAX_LENGTH);
    expect(reason).not.toContain('\n');
  });

  it('shows the phone masked in the wording, naming the business', () => {
    expect(maskedPhone('9876543210')).toBe('+91 98xxxxxx10');
    expect(optInWording('sms', '9876543210', 'en')).toBe(
      'Send match alerts and payment updates to +91 98xxxxxx10 by SMS from Arena Championships.',
    );
    expect(optInWording('whatsapp', '9876543210', 'hi')).toContain('Arena Championships');
  });
});
