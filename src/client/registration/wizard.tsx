import { useEffect, useRef } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';
import { Progress } from '../components/ui/progress.tsx';
import { useIdentity } from '../identity/identity-context.ts';
import type { IdentityUser } from '../identity/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import { withFormat } from './draft.ts';
import type { PersonalDetails } from './draft.ts';
import { gameName } from './games.ts';
import type { RegisterIntent } from './register-intent.ts';
import { CategoryStep } from './steps/category-step.tsx';
import { GameStep } from './steps/game-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { SquadStep } from './steps/squad-step.tsx';
import { SuccessStep } from './steps/success-step.tsx';
import { usePayment } from './use-payment.ts';
import { useRegistrationWizard } from './use-registration.ts';
import { STEP_TITLES, stepHeading, stepProgress } from './wizard-steps.ts';

const GAMES_STALE_MS = 5 * 60 * 1000;

/** What the signed-in account already tells us about the player. */
function prefillFrom(user: IdentityUser | null): Partial<PersonalDetails> {
  if (!user) return {};
  return {
    ...(user.fullName ? { name: user.fullName } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
  };
}

/** The registration wizard (spec section 2): Step n of 5, or of 6 for a squad. */
export function Wizard({ intent, onClose }: { intent: RegisterIntent; onClose: () => void }) {
  const { user } = useIdentity();
  const games = trpc.games.list.useQuery(undefined, { staleTime: GAMES_STALE_MS });
  const wizard = useRegistrationWizard(intent, prefillFrom(user), games.data);
  const payment = usePayment(wizard.draft, wizard.complete);
  const { draft, step, update, next, back } = wizard;

  // A new step starts at its top, with focus on its title for screen readers (not on opening:
  // the dialog focuses the first field then).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <>
      <DialogHeader className="gap-3 text-left">
        <DialogTitle>{stepHeading(step, draft.playFormat)}</DialogTitle>
        <Progress value={stepProgress(step, draft.playFormat)} aria-label="Registration progress" />
        <DialogDescription asChild className="text-xl font-semibold text-foreground outline-none">
          <h3 ref={titleRef} tabIndex={-1}>
            {STEP_TITLES[step]}
          </h3>
        </DialogDescription>
      </DialogHeader>

      {step === 'personal' && (
        <PersonalStep
          defaultValues={draft}
          onContinue={(details) => {
            update(details);
            next();
          }}
        />
      )}
      {step === 'game' && (
        <GameStep
          games={games.data}
          loadFailed={games.isError}
          onRetry={() => void games.refetch()}
          selectedGame={draft.selectedGame}
          onSelect={(selectedGame) => update({ selectedGame })}
          onBack={back}
          onContinue={next}
        />
      )}
      {step === 'category' && (
        <CategoryStep
          draft={draft}
          onFormat={(format) => wizard.setDraft((current) => withFormat(current, format))}
          onRisk={(riskCategory) => update({ riskCategory })}
          onPass={(priceCategory) => update({ priceCategory })}
          onBack={back}
          onContinue={next}
        />
      )}
      {step === 'squad' && (
        <SquadStep
          teammates={draft.teammates}
          game={games.data?.find((game) => game.slug === draft.selectedGame)}
          onChange={(teammates) => update({ teammates })}
          onBack={back}
          onContinue={next}
        />
      )}
      {step === 'payment' && (
        <PaymentStep
          draft={draft}
          gameName={gameName(games.data, draft.selectedGame)}
          payment={payment}
          onCouponChange={(couponCode) => update({ couponCode })}
          onBack={back}
        />
      )}
      {step === 'complete' && wizard.registered && (
        <SuccessStep participant={wizard.registered} onDone={onClose} />
      )}
    </>
  );
}
