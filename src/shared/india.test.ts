import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, PIN_CODE } from './india.ts';

describe('INDIAN_STATES', () => {
  it('names all 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    for (const territory of [
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ])
      expect(INDIAN_STATES).toContain(territory);
  });
});

describe('PIN_CODE', () => {
  it('is six digits, the first not 0', () => {
    expect(['110001', '400069', '999999'].every((pin) => PIN_CODE.test(pin))).toBe(true);
    expect(['011000', '11000', '1100011', ' 110001', '11000a'].some((pin) => PIN_CODE.test(pin))).toBe(false);
  });
});
