import { describe, expect, it } from 'vitest';
import { allowedValues, secretPutSchema, SECRET_KEPT, settingFormValuesOf } from './setting-form.ts';

const setting = { secret: false, set: true, description: null, updatedAt: null };

describe('setting form', () => {
  it('starts a secret empty, a choice at its value, anything else at its value', () => {
    expect(
      settingFormValuesOf({ ...setting, name: 'RAZORPAY_KEY_SECRET', value: '••••1234', secret: true }),
    ).toEqual({ env: 'RAZORPAY_KEY_SECRET', value: '' });
    expect(settingFormValuesOf({ ...setting, name: 'FOOTER_VARIANT', value: 'b' })).toEqual({
      env: 'FOOTER_VARIANT',
      value: 'B',
    });
    expect(settingFormValuesOf({ ...setting, name: 'FOOTER_VARIANT', value: null, set: false })).toEqual({
      env: 'FOOTER_VARIANT',
      value: 'A',
    });
    expect(settingFormValuesOf({ ...setting, name: 'SUPPORT_HOURS', value: '10-19' })).toEqual({
      env: 'SUPPORT_HOURS',
      value: '10-19',
    });
  });

  it('never sends an empty secret', () => {
    expect(secretPutSchema.safeParse({ env: 'API_TOKEN', value: '' }).error?.issues[0]?.message).toBe(
      SECRET_KEPT,
    );
    expect(secretPutSchema.safeParse({ env: 'API_TOKEN', value: 'new-token' }).success).toBe(true);
  });

  it('knows the values a known setting allows', () => {
    expect(allowedValues('FOOTER_VARIANT')).toEqual(['A', 'B']);
    expect(allowedValues('RAZORPAY_KEY_ID')).toBeUndefined();
    expect(allowedValues('toString')).toBeUndefined();
  });
});
