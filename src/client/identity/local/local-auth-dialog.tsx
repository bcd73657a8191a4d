import { AuthToggle, authTitles } from '../auth-toggle.tsx';
import type { AuthView } from '../identity-context.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { LocalSignInForm } from './local-sign-in-form.tsx';
import { LocalSignUpForm } from './local-sign-up-form.tsx';

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
      title={authTitles[view]}
      description={
        view === 'sign-in'
          ? 'Welcome back! Sign in to continue.'
          : 'Join the championships: it takes a minute.'
      }
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
