import { Link, useLocation } from 'react-router-dom';
import { isSignedInAreaPath, paths } from '../../app/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import type { IdentityUser } from '../identity-context.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in half of the header: Dashboard (outside the signed-in area), the bell (inside it)
 * and, from sm up, the user menu. A chunk of its own: most first visits are signed out.
 */
export function SignedInActions({ user }: { user: IdentityUser }) {
  const { pathname } = useLocation();
  const inSignedInArea = isSignedInAreaPath(pathname);
  return (
    <>
      {!inSignedInArea && (
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link to={paths.dashboard}>Dashboard</Link>
        </Button>
      )}
      {inSignedInArea && <NotificationsBell />}
      <div className="hidden sm:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
