import { AuthToggle, authTitle } from '../auth-toggle.tsx';
import type { AuthView } from '../../lib/identity-context.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { LocalSignInForm } from './local-sign-in-form.tsx';
import { LocalSignUpForm } from './local-sign-up-form.tsx';
import { m } from '../../../paraglide/messages.js';
import '../../i18n/identity-messages.ts';

interface LocalAuthDialogProps {
  open: boolean;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => Promise<void>;
}

/** The local provider's sign-in / sign-up dialog (openSignIn, openSignUp). */
export function LocalAuthDialog({
  open,
  view,
  onViewChange,
  onOpenChange,
  onSignedIn,
}: LocalAuthDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={authTitle(view)}
      description={view === 'sign-in' ? m.account_sign_in_welcome() : m.account_sign_up_welcome()}
      className="sm:max-w-md"
    >
      {view === 'sign-in' ? (
        <LocalSignInForm key="sign-in" onSignedIn={onSignedIn} />
      ) : (
        <LocalSignUpForm key="sign-up" onSignedIn={onSignedIn} />
      )}
      <AuthToggle view={view} onToggle={() => onViewChange(view === 'sign-in' ? 'sign-up' : 'sign-in')} />
    </TitledDialog>
  );
}
