import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [150_000, 'Rupees One Thousand Five Hundred Only'],
    [150_050, 'Rupees One Thousand Five Hundred and Fifty Paise Only'],
    [127_119, 'Rupees One Thousand Two Hundred Seventy One and Nineteen Paise Only'],
    [100, 'Rupees One Only'],
    [1, 'One Paisa Only'],
    [50, 'Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_034_500, 'Rupees One Lakh Twenty Thousand Three Hundred Forty Five Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      12_345_678_901,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paisa Only',
    ],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
