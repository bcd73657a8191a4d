import { Link, useLocation } from 'react-router-dom';
import { isSignedInAreaPath, paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { useIdentity, type IdentityUser } from '../../lib/identity-context.ts';
import { NotificationsBell } from '../../notifications/index.ts';
import { UserMenu } from './user-menu.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * The signed-in half of the header: Dashboard (outside the signed-in area), the bell (inside it;
 * the notifications are the account's, so not for a game-credential session) and, from sm up, the
 * user menu. A chunk of its own: most first visits are signed out.
 */
export function SignedInActions({ user }: { user: IdentityUser }) {
  const { pass } = useIdentity();
  const { pathname } = useLocation();
  const inSignedInArea = isSignedInAreaPath(pathname);
  return (
    <>
      {!inSignedInArea && (
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link to={paths.dashboard}>{m.nav_dashboard()}</Link>
        </Button>
      )}
      {inSignedInArea && !pass && <NotificationsBell />}
      <div className="hidden sm:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
