import { LockIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';
import { m } from '../../paraglide/messages.js';

/** What the registration dialog shows a visitor who is not signed in (docs/product.md#screens). */
export function AuthRequired({ onSignIn, onSignUp }: { onSignIn: () => void; onSignUp: () => void }) {
  return (
    <div className="grid gap-6 py-4 text-center">
      <LockIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <DialogHeader className="text-center sm:text-center">
        <DialogTitle>{m.registration_auth_title()}</DialogTitle>
        <DialogDescription>{m.registration_auth_description()}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button type="button" size="lg" onClick={onSignIn}>
          {m.registration_auth_sign_in()}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onSignUp}>
          {m.registration_auth_create_account()}
        </Button>
      </div>
    </div>
  );
}
