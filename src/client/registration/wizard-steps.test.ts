import { describe, expect, it } from 'vitest';
import { STEP_TITLES, nextStep, previousStep, stepHeading, stepProgress, stepsFor } from './wizard-steps.ts';

describe('wizard steps', () => {
  it('has 5 steps for solo (and before a format is chosen) and 6 for squad', () => {
    expect(stepsFor('').map((s) => STEP_TITLES[s]())).toEqual([
      'Personal Information',
      'Game Selection',
      'Tournament Category',
      'Payment & Confirmation',
      'Registration Complete',
    ]);
    expect(stepsFor('solo')).toEqual(stepsFor(''));
    expect(stepsFor('squad').map((s) => STEP_TITLES[s]())).toEqual([
      'Personal Information',
      'Game Selection',
      'Tournament Category',
      'Squad Management',
      'Payment & Confirmation',
      'Registration Complete',
    ]);
  });

  it('heads each step "Step n of 5" (6 for squad)', () => {
    expect(stepHeading('personal', '')).toBe('Step 1 of 5');
    expect(stepHeading('category', 'squad')).toBe('Step 3 of 6');
    expect(stepHeading('payment', 'solo')).toBe('Step 4 of 5');
    expect(stepHeading('payment', 'squad')).toBe('Step 5 of 6');
    expect(stepHeading('complete', 'squad')).toBe('Step 6 of 6');
    expect(stepProgress('personal', 'solo')).toBe(20);
    expect(stepProgress('complete', 'squad')).toBe(100);
  });

  it('goes through the squad step only for a squad', () => {
    expect(nextStep('category', 'solo')).toBe('payment');
    expect(nextStep('category', 'squad')).toBe('squad');
    expect(nextStep('squad', 'squad')).toBe('payment');
    expect(previousStep('payment', 'squad')).toBe('squad');
    expect(previousStep('payment', 'solo')).toBe('category');
    expect(previousStep('personal', 'solo')).toBe('personal');
    expect(nextStep('complete', 'solo')).toBe('complete');
  });
});
