import { describe, expect, it } from 'vitest';
import { overrideFormSchema, refundFormSchema } from './payment-forms.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('the refund form', () => {
  const amount = (text: string, left: number) =>
    refundFormSchema(left).safeParse({ amount: text, reason: 'Player withdrew' });

  it('reads an amount: empty is the rest, else whole rupees within what is left', () => {
    expect(amount('', 399).data?.amount).toBeUndefined();
    expect(amount(' ₹1,00 ', 399).data?.amount).toBe(100);
    expect(amount('399', 399).data?.amount).toBe(399);
    expect(amount('400', 1500).success).toBe(true);
    for (const text of ['12.5', '-3', '0', 'ten'])
      expect(firstError(amount(text, 399)), text).toBe('The amount is in whole rupees.');
    expect(firstError(amount('1600', 1500))).toBe('You can refund between ₹1 and ₹1,500 of this payment.');
  });

  it('asks for a reason as the server does', () => {
    const reason = (text: string) => refundFormSchema(500).safeParse({ amount: '', reason: text });
    expect(firstError(reason('  ok '))).toBe('Please give a reason.');
    expect(reason(' Seen in the bank ').data?.reason).toBe('Seen in the bank');
    expect(firstError(reason('x'.repeat(501)))).toBe('Keep the reason to 500 characters or fewer.');
  });
});

describe('the override form', () => {
  it('asks for a status the server allows, and a reason', () => {
    expect(firstError(overrideFormSchema.safeParse({ status: '', reason: 'Seen in the bank' }))).toBe(
      'Choose the new status.',
    );
    expect(firstError(overrideFormSchema.safeParse({ status: 'refunded', reason: 'Seen' }))).toBe(
      'Choose the new status.',
    );
    expect(overrideFormSchema.parse({ status: 'success', reason: ' Seen in the bank ' })).toEqual({
      status: 'success',
      reason: 'Seen in the bank',
    });
  });
});
