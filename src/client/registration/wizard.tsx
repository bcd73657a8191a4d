import { useEffect, useRef } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';
import { Progress } from '../components/ui/progress.tsx';
import type { IdentityUser } from '../lib/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { StartOver } from './start-over.tsx';
import { withFormat } from './draft.ts';
import type { PersonalDetails } from './draft.ts';
import { gameName } from './games.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';
import { CategoryStep } from './steps/category-step.tsx';
import { GameStep } from './steps/game-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { SquadStep } from './steps/squad-step.tsx';
import { SuccessStep } from './steps/success-step.tsx';
import { usePayment } from './use-payment.ts';
import { useSquadInvite } from './use-squad-invite.ts';
import { InvitePanel } from './steps/invite-panel.tsx';
import { useRegistrationWizard } from './use-registration.ts';
import { STEP_TITLES, stepHeading, stepProgress } from './wizard-steps.ts';
// The wizard's English messages (the schemas', the server's) in the page's language.
import './known-messages.ts';
import { m } from '../../paraglide/messages.js';

const GAMES_STALE_MS = 5 * 60 * 1000;

type Profile = RouterOutputs['users']['profile']['get'];

/** What the player's profile (and account) already says: the personal step starts from it. */
function prefillFrom(user: IdentityUser, profile: Profile | undefined): Partial<PersonalDetails> {
  const values: Partial<PersonalDetails> = {
    name: profile?.name || user.fullName || '',
    email: user.email ?? '',
    phone: profile?.phone || user.phone || '',
    state: profile?.state ?? '',
    city: profile?.city ?? '',
    dateOfBirth: profile?.dateOfBirth ?? '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value));
}

/** The registration wizard (docs/product.md#screens): Step n of 5, or of 6 for a squad. */
export function Wizard({ user, intent }: { user: IdentityUser; intent: RegisterIntent }) {
  const games = trpc.games.list.useQuery(undefined, { staleTime: GAMES_STALE_MS });
  const profile = trpc.users.profile.get.useQuery(undefined, { staleTime: GAMES_STALE_MS });
  const saveProfile = trpc.users.profile.saveFromRegistration.useMutation();
  const wizard = useRegistrationWizard({
    userId: user.id,
    intent,
    prefill: prefillFrom(user, profile.data),
    games: games.data,
  });
  const payment = usePayment(wizard.draft, wizard.complete);
  const squadInvite = useSquadInvite({
    register: payment.register,
    saved: wizard.draft.squadRegistrationId,
    onRegistration: (squadRegistrationId) => update({ squadRegistrationId }),
  });
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
        <Progress value={stepProgress(step, draft.playFormat)} aria-label={m.registration_progress_label()} />
        <div className="flex items-baseline justify-between gap-3">
          <DialogDescription asChild className="text-xl font-semibold text-foreground outline-none">
            <h3 ref={titleRef} tabIndex={-1}>
              {STEP_TITLES[step]()}
            </h3>
          </DialogDescription>
          {step !== 'complete' && <StartOver onConfirm={wizard.startOver} />}
        </div>
      </DialogHeader>

      {step === 'personal' && (
        <PersonalStep
          version={wizard.version}
          defaultValues={draft}
          onChange={update}
          onContinue={(details) => {
            update(details);
            // The profile keeps what the player typed for next time (and /profile shows it).
            const { email: _email, ...rest } = details;
            saveProfile.mutate(rest);
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
          invite={{
            joined: squadInvite.joined,
            panel: (
              <InvitePanel
                url={squadInvite.url}
                busy={squadInvite.busy}
                error={squadInvite.error}
                onCreate={() => void squadInvite.create()}
              />
            ),
          }}
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
      {step === 'complete' && wizard.registered && <SuccessStep participant={wizard.registered} />}
    </>
  );
}
