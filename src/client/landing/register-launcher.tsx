import { Suspense, lazy } from 'react';
import type { RegisterIntent } from '../lib/register-intent.ts';
import { loadRegistrationDialog as loadDialog } from '../registration/index.ts';
import { m } from '../../paraglide/messages.js';

// The registration dialog is not part of the landing page's first paint: its chunk is fetched on
// the first hover, focus or touch of a register button, or at the latest on the click.
const RegistrationDialog = lazy(async () => ({ default: (await loadDialog()).RegistrationDialog }));

/** Fetches the dialog and the wizard ahead of the click; safe to call any number of times. */
function prefetchRegistration(): void {
  loadDialog()
    .then((module) => module.loadWizard())
    // A failed prefetch is retried by the click, which shows the route error page if it fails too.
    .catch(() => {});
}

/** Props that make any button a register button. */
export const prefetchHandlers = {
  onPointerEnter: prefetchRegistration,
  onFocus: prefetchRegistration,
  onTouchStart: prefetchRegistration,
};

export function RegisterLauncher({
  mounted,
  open,
  onOpenChange,
  intent,
}: {
  /** False until the first register click: nothing is fetched before. */
  mounted: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  intent: RegisterIntent;
}) {
  if (!mounted) return null;
  return (
    <Suspense fallback={open ? <LoadingOverlay /> : null}>
      <RegistrationDialog open={open} onOpenChange={onOpenChange} intent={intent} />
    </Suspense>
  );
}

function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60" role="status">
      <span className="rounded-md bg-background px-4 py-2 text-sm font-medium">{m.loading()}</span>
    </div>
  );
}
