import { Suspense, lazy, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useIdentity } from '../../lib/identity-context.ts';
import { m } from '../../../paraglide/messages.js';

// Radix dropdown / sheet code and the signed-in items: chunks of their own, not in the first paint.
const SignedInActions = lazy(async () => ({
  default: (await import('./signed-in-actions.tsx')).SignedInActions,
}));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

/** The identity part of the header (docs/product.md#screens, Header). Mobile first: a toggled menu below md (below sm it holds the identity items too). */
export function HeaderActions() {
  const { isLoaded, isSignedIn, user, openSignIn, openSignUp } = useIdentity();
  const [menu, setMenu] = useState<'closed' | 'open' | 'unused'>('unused');

  return (
    <div data-slot="header-actions" className="flex items-center gap-1 sm:gap-2">
      {!isLoaded ? null : isSignedIn && user ? (
        <Suspense fallback={null}>
          <SignedInActions user={user} />
        </Suspense>
      ) : (
        <div className="hidden items-center gap-2 sm:flex">
          <Button type="button" size="sm" variant="ghost" onClick={() => openSignIn()}>
            {m.sign_in()}
          </Button>
          <Button type="button" size="sm" onClick={() => openSignUp()}>
            {m.sign_up()}
          </Button>
        </div>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={m.menu_open()}
        aria-expanded={menu === 'open'}
        onClick={() => setMenu('open')}
      >
        <MenuIcon className="size-5" />
      </Button>
      {menu !== 'unused' && (
        <Suspense fallback={null}>
          <MobileMenu open={menu === 'open'} onOpenChange={(open) => setMenu(open ? 'open' : 'closed')} />
        </Suspense>
      )}
    </div>
  );
}
