import type { AuthView } from '../lib/identity-context.ts';
import { m } from '../../paraglide/messages.js';

/** "Don't have an account? Sign up" / "Already have an account? Sign in". */
export function AuthToggle({ view, onToggle }: { view: AuthView; onToggle: () => void }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {view === 'sign-in' ? m.account_no_account() : m.account_have_account()}{' '}
      <button
        type="button"
        onClick={onToggle}
        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {view === 'sign-in' ? m.account_sign_up_link() : m.account_sign_in_link()}
      </button>
    </p>
  );
}

/** The sign-in panel's title for each face. */
export const authTitle = (view: AuthView): string =>
  view === 'sign-in' ? m.account_sign_in_title() : m.account_sign_up_title();
