import { describe, expect, it } from 'vitest';
import { LOWEST_PASS_PRICE } from './passes.ts';
import { WIN_CHANCE, largestPrizePool, prizeBreakdown, prizePool, topPrize } from './registration-rules.ts';

describe('registration rules', () => {
  it("advertises each risk level's win chance and best 1st prize per format (docs/product.md#registration-rules-and-constants)", () => {
    expect(WIN_CHANCE).toEqual({ hr: 10, lr: 30 });
    expect(topPrize('solo', 'hr')).toBe(50_000);
    expect(topPrize('squad', 'hr')).toBe(150_000);
    expect(topPrize('solo', 'lr')).toBe(25_000);
    expect(topPrize('squad', 'lr')).toBe(75_000);
  });

  it('adds up a prize table: the three places and every other winner', () => {
    // Solo, high risk, 1,500: 50,000 + 30,000 + 20,000 + 25 winners of 3,000.
    expect(prizePool(prizeBreakdown('solo', 'hr', '1500')!)).toBe(175_000);
    // Squad, low risk, 2,000: 40,000 + 20,000 + 10,000 + 10 teams of 4,000.
    expect(prizePool(prizeBreakdown('squad', 'lr', '2000')!)).toBe(110_000);
    expect(largestPrizePool('solo')).toBe(175_000);
    expect(largestPrizePool('squad')).toBe(335_000);
  });

  it('enters from the cheapest pass, ₹500', () => {
    expect(LOWEST_PASS_PRICE).toBe(500);
  });
});
