import { describe, expect, it } from 'vitest';
import { WIN_CHANCE, topPrize } from './registration-rules.ts';

describe('registration rules', () => {
  it("advertises each risk level's win chance and best 1st prize per format (spec section 9)", () => {
    expect(WIN_CHANCE).toEqual({ hr: 10, lr: 30 });
    expect(topPrize('solo', 'hr')).toBe(50_000);
    expect(topPrize('squad', 'hr')).toBe(150_000);
    expect(topPrize('solo', 'lr')).toBe(25_000);
    expect(topPrize('squad', 'lr')).toBe(75_000);
  });
});
