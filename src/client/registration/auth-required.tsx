import { LockIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';

/** What the registration dialog shows a visitor who is not signed in (spec section 2). */
export function AuthRequired({ onSignIn, onSignUp }: { onSignIn: () => void; onSignUp: () => void }) {
  return (
    <div className="grid gap-6 py-4 text-center">
      <LockIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <DialogHeader className="text-center sm:text-center">
        <DialogTitle>Authentication Required</DialogTitle>
        <DialogDescription>Please Sign In First</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button type="button" size="lg" onClick={onSignIn}>
          Sign In
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onSignUp}>
          Create Account
        </Button>
      </div>
    </div>
  );
}
