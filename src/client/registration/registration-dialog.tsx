import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import { AuthRequired } from './auth-required.tsx';
import { LeaveRegistration } from './leave-registration.tsx';
import { UnsavedInput } from './unsaved-input.ts';
import { returnUrlWithIntent } from '../lib/register-intent.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';
import { m } from '../../paraglide/messages.js';

// The wizard (forms, zod, the payment calls) is a chunk of its own: a visitor who is not signed
// in only downloads this shell and the sign-in prompt.
export const loadWizard = () => import('./wizard.tsx');
const Wizard = lazy(async () => ({ default: (await loadWizard()).Wizard }));

/** Every register button opens this dialog (docs/product.md#screens, Landing page). */
export function RegistrationDialog({
  open,
  onOpenChange,
  intent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  intent: RegisterIntent;
}) {
  const identity = useIdentity();
  const location = useLocation();
  const unsaved = useRef(false);
  const reportUnsaved = useCallback((dirty: boolean) => {
    unsaved.current = dirty;
  }, []);
  const [confirmLeave, setConfirmLeave] = useState(false);
  // The draft is kept when the dialog closes; only input not in it yet asks first.
  const changeOpen = (next: boolean) => {
    if (!next && unsaved.current) setConfirmLeave(true);
    else onOpenChange(next);
  };
  // The phone's Back (any move in history) with such input asks the same question.
  const blocker = useBlocker(() => unsaved.current);
  const leaving = confirmLeave || blocker.state === 'blocked';
  const stay = () => {
    setConfirmLeave(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    unsaved.current = false;
    if (blocker.state === 'blocked') blocker.proceed();
    else onOpenChange(false);
    setConfirmLeave(false);
  };

  // Registering needs an account: game credentials only open their pass's dashboard.
  const signedIn = identity.isLoaded && identity.isSignedIn && !identity.pass;

  // Sign-in comes back to this page with the dialog's choices, and the wizard opens again.
  const authOptions = () => ({ redirectUrl: returnUrlWithIntent(location, intent) });
  const toSignIn = () => {
    onOpenChange(false);
    identity.openSignIn(authOptions());
  };
  const toSignUp = () => {
    onOpenChange(false);
    identity.openSignUp(authOptions());
  };

  return (
    <UnsavedInput.Provider value={reportUnsaved}>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          // A stray tap beside the form must not throw a half-filled registration away.
          onInteractOutside={(event) => {
            if (signedIn) event.preventDefault();
          }}
          // The wizard is a full-height sheet on phones; the sign-in prompt is a small dialog.
          className={
            signedIn
              ? 'h-dvh max-h-dvh max-w-full content-start rounded-none border-0 p-5 pt-6 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:rounded-lg sm:border sm:p-6'
              : 'sm:max-w-md'
          }
        >
          {!identity.isLoaded ? (
            <Loading />
          ) : !signedIn ? (
            <AuthRequired onSignIn={toSignIn} onSignUp={toSignUp} />
          ) : (
            <Suspense fallback={<Loading />}>
              {identity.user && <Wizard user={identity.user} intent={intent} />}
            </Suspense>
          )}
        </DialogContent>
      </Dialog>
      <LeaveRegistration open={leaving} onStay={stay} onLeave={leave} />
    </UnsavedInput.Provider>
  );
}

function Loading() {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3">
      <Spinner className="size-6 text-primary" />
      <DialogTitle className="text-base font-medium text-muted-foreground">
        {m.registration_loading()}
      </DialogTitle>
      <DialogDescription className="sr-only">{m.registration_loading_wait()}</DialogDescription>
    </div>
  );
}
