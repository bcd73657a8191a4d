import type { PlayFormat } from '../../shared/registration-rules.ts';
import { m } from '../../paraglide/messages.js';

// The wizard's steps (docs/product.md#screens, Registration dialog): 5, or 6 when the squad step is in.

export type StepId = 'personal' | 'game' | 'category' | 'squad' | 'payment' | 'complete';

/** Each step's title, in the page's language when called. */
export const STEP_TITLES: Record<StepId, () => string> = {
  personal: m.registration_step_personal,
  game: m.registration_step_game,
  category: m.registration_step_category,
  squad: m.registration_step_squad,
  payment: m.registration_step_payment,
  complete: m.registration_step_complete,
};

const SOLO_STEPS: readonly StepId[] = ['personal', 'game', 'category', 'payment', 'complete'];
const SQUAD_STEPS: readonly StepId[] = ['personal', 'game', 'category', 'squad', 'payment', 'complete'];

/** Until a format is chosen the wizard counts the solo path. */
export function stepsFor(format: PlayFormat | ''): readonly StepId[] {
  return format === 'squad' ? SQUAD_STEPS : SOLO_STEPS;
}

function stepPosition(step: StepId, format: PlayFormat | ''): { number: number; total: number } {
  const steps = stepsFor(format);
  // A squad step left behind after switching to solo counts as the step before payment.
  const index = steps.indexOf(step === 'squad' && format !== 'squad' ? 'payment' : step);
  return { number: index + 1, total: steps.length };
}

/** "Step n of 5" (6 for squad). */
export function stepHeading(step: StepId, format: PlayFormat | ''): string {
  const { number, total } = stepPosition(step, format);
  return m.registration_step_of({ number, total });
}

/** The progress bar's value, 0 to 100. */
export function stepProgress(step: StepId, format: PlayFormat | ''): number {
  const { number, total } = stepPosition(step, format);
  return Math.round((number / total) * 100);
}

export function nextStep(step: StepId, format: PlayFormat | ''): StepId {
  const steps = stepsFor(format);
  return steps[steps.indexOf(step) + 1] ?? step;
}

export function previousStep(step: StepId, format: PlayFormat | ''): StepId {
  const steps = stepsFor(format);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? step) : step;
}
