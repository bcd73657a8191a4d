import type { AuthView } from './identity-context.ts';

/** "Don't have an account? Sign up" / "Already have an account? Sign in". */
export function AuthToggle({ view, onToggle }: { view: AuthView; onToggle: () => void }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {view === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
      <button
        type="button"
        onClick={onToggle}
        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {view === 'sign-in' ? 'Sign up' : 'Sign in'}
      </button>
    </p>
  );
}

export const authTitles: Record<AuthView, string> = {
  'sign-in': 'Sign in to your account',
  'sign-up': 'Create your account',
};
