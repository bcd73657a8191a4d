import { useState } from 'react';
import type { PersonalDetails, RegistrationDraft } from './draft.ts';
import { initialDraft } from './draft.ts';
import { resolveIntentGame } from './games.ts';
import type { GameSummary } from './games.ts';
import type { RegisterIntent } from './register-intent.ts';
import type { RegisteredParticipant } from './use-payment.ts';
import { nextStep, previousStep } from './wizard-steps.ts';
import type { StepId } from './wizard-steps.ts';

/**
 * The wizard's state: the draft, the current step and, at the end, the registered participant.
 * It lives inside the dialog's content, so closing the dialog resets it (spec section 2).
 */
export function useRegistrationWizard(
  intent: RegisterIntent,
  prefill: Partial<PersonalDetails>,
  games: GameSummary[] | undefined,
) {
  const [draft, setDraft] = useState(() => initialDraft(intent, prefill));
  const [step, setStep] = useState<StepId>('personal');
  const [registered, setRegistered] = useState<RegisteredParticipant | null>(null);
  const [intentGameApplied, setIntentGameApplied] = useState(false);

  // The landing page's game is pre-selected once the game list is known (by slug or by name).
  if (games && !intentGameApplied) {
    setIntentGameApplied(true);
    const slug = resolveIntentGame(games, intent.game);
    if (slug && !draft.selectedGame) setDraft((current) => ({ ...current, selectedGame: slug }));
  }

  const update = (changes: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...changes }));

  return {
    draft,
    step,
    registered,
    update,
    setDraft,
    next: () => setStep((current) => nextStep(current, draft.playFormat)),
    back: () => setStep((current) => previousStep(current, draft.playFormat)),
    complete: (participant: RegisteredParticipant) => {
      setRegistered(participant);
      setStep('complete');
    },
  };
}
