import { describe, expect, it } from 'vitest';
import { maskedDetails, PAYOUT_MESSAGES, payoutDetailsInput } from './payouts.ts';

const upi = {
  pan: 'abcpe1234f',
  panName: 'Rahul Kumar',
  destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
};
const bank = {
  pan: 'ABCPE1234F',
  panName: 'Rahul Kumar',
  destination: {
    method: 'bank',
    ifsc: 'hdfc0001234',
    accountNumber: '50100123451234',
    accountNumberAgain: '50100123451234',
    holderName: 'Rahul Kumar',
  },
};

const firstError = (input: unknown) => payoutDetailsInput.safeParse(input).error?.issues[0]?.message;

describe('payout details (decision 26)', () => {
  it('takes a PAN and IFSC in any case, stored in capitals', () => {
    const parsed = payoutDetailsInput.parse(bank);
    expect(parsed.pan).toBe('ABCPE1234F');
    expect(parsed.destination).toMatchObject({ ifsc: 'HDFC0001234' });
    expect(payoutDetailsInput.parse(upi).pan).toBe('ABCPE1234F');
  });

  it('refuses each malformed field with what to fix', () => {
    expect(firstError({ ...upi, pan: 'ABCPE12345' })).toBe(PAYOUT_MESSAGES.pan);
    expect(firstError({ ...upi, pan: 'ABC1234F' })).toBe(PAYOUT_MESSAGES.pan);
    expect(firstError({ ...upi, panName: ' ' })).toBe(PAYOUT_MESSAGES.panName);
    expect(firstError({ ...upi, destination: { method: 'upi', vpa: 'rahul.k' } })).toBe(PAYOUT_MESSAGES.vpa);
    expect(firstError({ ...upi, destination: { method: 'upi', vpa: 'r@ok1' } })).toBe(PAYOUT_MESSAGES.vpa);
    const account = (change: object) => ({ ...bank, destination: { ...bank.destination, ...change } });
    expect(firstError(account({ ifsc: 'HDFC1001234' }))).toBe(PAYOUT_MESSAGES.ifsc);
    expect(firstError(account({ accountNumber: '12345678', accountNumberAgain: '12345678' }))).toBe(
      PAYOUT_MESSAGES.accountNumber,
    );
    expect(firstError(account({ accountNumberAgain: '50100123451235' }))).toBe(
      PAYOUT_MESSAGES.accountNumbersDiffer,
    );
    expect(firstError(account({ holderName: '' }))).toBe(PAYOUT_MESSAGES.holderName);
  });

  it('reads back masked', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(maskedDetails(payoutDetailsInput.parse(bank), at)).toEqual({
      pan: 'ABCPE••••F',
      panName: 'Rahul Kumar',
      method: 'bank',
      destination: '••••1234',
      ifsc: 'HDFC0001234',
      holderName: 'Rahul Kumar',
      updatedAt: at,
    });
    expect(maskedDetails(payoutDetailsInput.parse(upi), at).destination).toBe('ra••••@okaxis');
  });
});
