import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../../../shared/india-time.ts';
import {
  couponFormSchema,
  couponInput,
  couponValues,
  discountText,
  EMPTY_COUPON,
  usesText,
  windowText,
} from './coupon-form.ts';

describe('coupon form', () => {
  it('turns the inputs into the API input, days in IST', () => {
    const input = couponInput({
      ...EMPTY_COUPON,
      code: ' diwali25 ',
      value: '25',
      validFrom: '2026-11-01',
      validUntil: '2026-11-30',
      maxUses: '100',
      maxUsesPerPlayer: '',
    });
    expect(input).toEqual({
      code: 'DIWALI25',
      kind: 'percent',
      value: 25,
      validFrom: new Date('2026-10-31T18:30:00.000Z'),
      validUntil: new Date('2026-11-30T18:29:59.999Z'),
      maxUses: 100,
      maxUsesPerPlayer: null,
      active: true,
    });
    expect(couponInput({ ...EMPTY_COUPON, value: '2.5', maxUses: 'ten' })).toMatchObject({
      value: Number.NaN,
      maxUses: Number.NaN,
      validFrom: null,
    });
  });

  it('checks the inputs by the shared rules, each message on its field', () => {
    const messages = (values: typeof EMPTY_COUPON) =>
      couponFormSchema.safeParse(values).error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(messages({ ...EMPTY_COUPON, code: 'ok', value: '150' })).toEqual([
      ['code', 'A code is 3 to 40 letters, digits, - or _.'],
      ['value', 'A percentage is at most 100.'],
    ]);
    expect(messages({ ...EMPTY_COUPON, code: 'SAVE10', value: '', maxUses: '0' })).toEqual([
      ['value', 'The value is a whole number.'],
      ['maxUses', 'A limit is at least 1 (leave it empty for none).'],
    ]);
    expect(
      couponFormSchema.parse({ ...EMPTY_COUPON, code: 'save10', kind: 'flat', value: '150' }),
    ).toMatchObject({
      code: 'SAVE10',
      value: 150,
    });
  });

  it('reads a coupon back into the same inputs', () => {
    const values = {
      ...EMPTY_COUPON,
      code: 'FLAT100',
      kind: 'flat' as const,
      value: '100',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      maxUsesPerPlayer: '1',
      active: false,
    };
    const input = couponInput(values);
    expect(
      couponValues({
        ...input,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
        maxUses: input.maxUses ?? null,
        maxUsesPerPlayer: input.maxUsesPerPlayer ?? null,
        active: input.active ?? true,
        uses: 0,
        createdAt: new Date(),
      }),
    ).toEqual(values);
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('words a coupon for the list', () => {
    expect(discountText({ kind: 'percent', value: 20 })).toBe('20% off');
    expect(discountText({ kind: 'flat', value: 1500 })).toBe('₹1,500 off');
    expect(usesText({ uses: 3, maxUses: 50, maxUsesPerPlayer: 1 })).toBe('3 of 50 · 1 per player');
    expect(usesText({ uses: 3, maxUses: null, maxUsesPerPlayer: null })).toBe('3');
    const day = (d: Date) => indiaDate(d);
    const from = new Date('2026-11-30T18:30:00Z');
    expect(windowText({ validFrom: null, validUntil: null }, day)).toBe('Any time');
    expect(windowText({ validFrom: from, validUntil: null }, day)).toBe('From 2026-12-01');
    expect(windowText({ validFrom: null, validUntil: from }, day)).toBe('Until 2026-12-01');
    expect(windowText({ validFrom: from, validUntil: from }, day)).toBe('2026-12-01 – 2026-12-01');
  });
});
